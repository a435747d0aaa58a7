import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import { API_KEY, call, type ErrorEnvelope, provider } from './support';

interface SearchBody {
  data: { id: string; social_url: string; name: string; company: string | null; title: string | null; location: string; score: number; matched_on: string[] }[];
  total: number;
}
interface Domain {
  company_id: string;
  company: string;
  domain: string;
  pattern: string;
  policy: string;
}
interface Truth {
  person_id: string;
  emails: { email: string; company_id: string; current: boolean; status: string; discoverable: boolean }[];
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('sandbox people search and email endpoints over HTTP', () => {
  let sandbox: SandboxHandle;

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 600, companies: 60, seed: 5 });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  beforeEach(async () => {
    await call(sandbox.url, '/admin/faults', { method: 'DELETE' });
  });

  const firstCurrent = () => {
    const person = sandbox.world.getPerson(sandbox.world.personIds()[3]!)!;
    return { person, position: person.positions.find((p) => p.is_current)! };
  };

  it('when searching by name and company, then scored candidates come back with the profile fields', async () => {
    const { person, position } = firstCurrent();
    const res = await provider<SearchBody>(sandbox.url, `/v1/people/search?${qs({ first_name: person.first_name, last_name: person.last_name, company: position.company })}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: person.id,
      social_url: person.social_url,
      name: `${person.first_name} ${person.last_name}`,
      company: position.company,
      title: position.title,
      location: `${person.city}, ${person.country}`,
      score: 1,
      matched_on: ['name', 'company_current'],
    });
  });

  it('when the query lacks a name or both company and email, then 400 validation_error lists the fields', async () => {
    const res = await provider<ErrorEnvelope>(sandbox.url, `/v1/people/search?${qs({ first_name: 'Ann' })}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'last_name' })]));
    const noCompany = await provider<ErrorEnvelope>(sandbox.url, `/v1/people/search?${qs({ first_name: 'Ann', last_name: 'Lee' })}`);
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.error.details).toEqual([expect.objectContaining({ path: 'company', message: 'company or email is required' })]);
    const badDomain = await provider<ErrorEnvelope>(sandbox.url, `/v1/emails/find?${qs({ first_name: 'Ann', last_name: 'Lee', domain: 'not a domain' })}`);
    expect(badDomain.status).toBe(400);
    const badEmail = await provider<ErrorEnvelope>(sandbox.url, `/v1/emails/verify?${qs({ email: 'nope' })}`);
    expect(badEmail.status).toBe(400);
  });

  it('when the API key is missing or wrong, then every finder endpoint answers 401', async () => {
    for (const path of ['/v1/people/search?first_name=a&last_name=b&company=c', '/v1/emails/find?first_name=a&last_name=b&domain=a.com', '/v1/emails/verify?email=a@b.com']) {
      expect((await provider(sandbox.url, path, null)).status).toBe(401);
      expect((await provider(sandbox.url, path, 'wrong')).status).toBe(401);
    }
  });

  it('when finding and verifying a current employee\'s email, then the answer matches the admin truth', async () => {
    const domains = (await call<{ data: Domain[] }>(sandbox.url, '/admin/finder/domains?policy=normal&limit=1000')).body.data;
    const normal = new Set(domains.map((d) => d.company_id));
    const ids = sandbox.world.personIds();
    let checked = 0;
    for (const id of ids) {
      const person = sandbox.world.getPerson(id)!;
      const position = person.positions.find((p) => p.is_current);
      if (!position || !normal.has(position.company_id)) continue;
      const truth = (await call<Truth>(sandbox.url, `/admin/people/${id}/emails`)).body.emails[0]!;
      const domain = domains.find((d) => d.company_id === position.company_id)!.domain;
      const found = await provider<{ email: string; status: string; score: number }>(sandbox.url, `/v1/emails/find?${qs({ first_name: person.first_name, last_name: person.last_name, domain })}`);
      if (!truth.discoverable) {
        expect(found.status).toBe(404);
        continue;
      }
      expect(found.body).toMatchObject({ email: truth.email, status: 'valid', score: 97 });
      const verified = await provider<{ status: string; reason: string }>(sandbox.url, `/v1/emails/verify?${qs({ email: truth.email })}`);
      expect(verified.body).toEqual({ email: truth.email, status: 'valid', reason: 'mailbox_exists' });
      if (++checked === 3) break;
    }
    expect(checked).toBe(3);
  });

  it('when the domain is catch-all, then verify says risky for any address', async () => {
    const domains = (await call<{ data: Domain[]; total: number }>(sandbox.url, '/admin/finder/domains?policy=catch_all')).body;
    expect(domains.total).toBeGreaterThan(0);
    const res = await provider<{ status: string; reason: string }>(sandbox.url, `/v1/emails/verify?${qs({ email: `anyone@${domains.data[0]!.domain}` })}`);
    expect(res.body).toMatchObject({ status: 'risky', reason: 'catch_all' });
  });

  it('when the rate limit or an injected fault applies, then finder endpoints answer 429 with Retry-After, 402 and 503 like lookups', async () => {
    const path = `/v1/emails/verify?${qs({ email: 'a@b.com' })}`;
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { rate_limit_per_s: 2 } });
    const statuses = [];
    let retryAfter: unknown;
    for (let i = 0; i < 5; i++) {
      const r = await provider<ErrorEnvelope>(sandbox.url, path);
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers['retry-after'];
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { rate_limit_per_s: 0, out_of_credits: true } });
    const credits = await provider<ErrorEnvelope>(sandbox.url, `/v1/people/search?${qs({ first_name: 'a', last_name: 'b', company: 'c' })}`);
    expect(credits.status).toBe(402);
    expect(credits.body.error.code).toBe('out_of_credits');
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { out_of_credits: false, error_rate: 1, status: 503 } });
    const outage = await provider<ErrorEnvelope>(sandbox.url, `/v1/emails/find?${qs({ first_name: 'a', last_name: 'b', domain: 'a.com' })}`);
    expect(outage.status).toBe(503);
    expect(outage.headers['retry-after']).toBe('1');
  });

  it('when reading the admin truth, then the overlay, namesake groups and per-person emails are listed', async () => {
    const overlay = (await call<{ data: { id: string; overlay: string }[]; total: number }>(sandbox.url, '/admin/finder/overlay?limit=1000')).body;
    expect(overlay.total).toBeGreaterThan(12);
    expect(new Set(overlay.data.map((p) => p.overlay))).toContain('showcase');
    const groups = (await call<{ data: { key: string; people: { id: string }[] }[] }>(sandbox.url, '/admin/finder/namesakes')).body.data;
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.people.length).toBeGreaterThanOrEqual(2);
    const showcase = overlay.data.find((p) => p.overlay === 'showcase')!;
    const emails = await call<Truth>(sandbox.url, `/admin/people/${showcase.id}/emails`);
    expect(emails.status).toBe(200);
    expect(emails.body.emails[0]?.current).toBe(true);
    expect((await call(sandbox.url, '/admin/people/nobody/emails')).status).toBe(404);
  });

  it('when a search returns an overlay namesake, then its profile URL resolves through /v1/people/lookup', async () => {
    const res = await provider<SearchBody>(sandbox.url, `/v1/people/search?${qs({ first_name: 'Soren', last_name: 'Ostergaard', company: 'anything' })}`);
    const soren = res.body.data.find((c) => c.name === 'Søren Østergaard')!;
    const fast = await provider<{ id: string; first_name: string; positions: { company: string; is_current: boolean }[] }>(sandbox.url, `/v1/people/lookup?profile=${encodeURIComponent(soren.social_url)}`);
    expect(fast.status).toBe(200);
    expect(fast.body).toMatchObject({ id: soren.id, first_name: 'Søren', positions: [{ company: soren.company, is_current: true }] });
    const viaExpress = await call<{ id: string }>(sandbox.url, `/v1/people/lookup?profile=${encodeURIComponent(soren.social_url)}`, { key: API_KEY, headers: { 'content-type': 'application/json' } });
    expect(viaExpress.body.id).toBe(soren.id);
  });
});
