import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import type { PersonView } from '../../../src/sandbox/world/index';
import { API_KEY, call, type ErrorEnvelope, lookupPath, provider } from './support';

const PERSON_KEYS = ['aco_id', 'city', 'country', 'fetched_at', 'first_name', 'headline', 'id', 'last_name', 'positions', 'slug', 'social_url'];
const POSITION_KEYS = ['company', 'company_social_id', 'ended_on', 'is_current', 'started_on', 'title'];
const COMPANY_KEYS = [
  'company_url',
  'description',
  'domain',
  'employees',
  'funding_stage',
  'hq',
  'industry',
  'name',
  'social_id',
  'specialities',
  'tagline',
];

describe('sandbox provider API over HTTP', () => {
  let sandbox: SandboxHandle;
  let person: PersonView;

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 300, companies: 40, seed: 99, apiKeys: [API_KEY, 'second_key'] });
    person = sandbox.world.getPerson(sandbox.world.personIds()[5]!)!;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('listens on an ephemeral localhost port', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('rejects missing, malformed and wrong API keys with 401 in the envelope', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer wrong_key' }, { authorization: `Bearer${API_KEY}` }];
    for (const headers of variants) {
      const res = await call<ErrorEnvelope>(sandbox.url, lookupPath(person.slug), { headers });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      expect(typeof res.body.error.message).toBe('string');
    }
    expect((await provider(sandbox.url, lookupPath(person.slug), 'second_key')).status).toBe(200);
  });

  it('looks a person up by URL, slug and ACo id with the documented shape', async () => {
    const byUrl = await provider<Record<string, unknown> & { positions: Record<string, unknown>[] }>(sandbox.url, lookupPath(person.social_url));
    expect(byUrl.status).toBe(200);
    expect(Object.keys(byUrl.body).sort()).toEqual(PERSON_KEYS);
    for (const p of byUrl.body.positions) expect(Object.keys(p).sort()).toEqual(POSITION_KEYS);
    expect(byUrl.body).toMatchObject({
      id: person.id,
      social_url: `https://www.linkedin.com/in/${person.slug}`,
      slug: person.slug,
      aco_id: person.aco_id,
      first_name: person.first_name,
      last_name: person.last_name,
      headline: person.headline,
      positions: person.positions.map(({ company, company_social_id, title, started_on, ended_on, is_current }) => ({
        company,
        company_social_id,
        title,
        started_on,
        ended_on,
        is_current,
      })),
    });
    expect(String(byUrl.body.fetched_at)).toMatch(/^2026-01-01T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const { fetched_at: _a, ...urlBody } = byUrl.body;
    for (const ref of [person.slug, person.aco_id, `${person.social_url}/`]) {
      const res = await provider(sandbox.url, lookupPath(ref));
      expect(res.status).toBe(200);
      const { fetched_at: _b, ...body } = res.body;
      expect(body).toEqual(urlBody);
    }
  });

  it('answers 404 for unknown and deleted profiles, 400 without a usable profile parameter', async () => {
    const unknown = await provider<ErrorEnvelope>(sandbox.url, lookupPath('no-such-person-000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');

    const victim = sandbox.world.getPerson(sandbox.world.personIds()[6]!)!;
    sandbox.world.applyChange(victim.id, { type: 'delete' });
    for (const ref of [victim.slug, victim.aco_id, victim.social_url]) {
      expect((await provider(sandbox.url, lookupPath(ref))).status).toBe(404);
    }

    const missing = await provider<ErrorEnvelope>(sandbox.url, '/v1/people/lookup');
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('validation_error');
    expect((await provider(sandbox.url, lookupPath('https://example.com/people/x'))).status).toBe(400);
  });

  it('returns companies by social id', async () => {
    const socialId = person.positions[0]!.company_social_id;
    const company = sandbox.world.getCompanyBySocialId(socialId)!;
    const res = await provider(sandbox.url, `/v1/companies/${socialId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(COMPANY_KEYS);
    expect(res.body).toEqual({
      social_id: socialId,
      name: company.name,
      domain: company.domain,
      industry: company.industry,
      employees: company.employees,
      hq: company.hq,
      specialities: company.specialities,
      description: company.description,
      tagline: company.tagline,
      funding_stage: company.funding_stage,
      company_url: `https://www.linkedin.com/company/${company.slug}`,
    });
    expect(Object.keys(res.body.hq as object).sort()).toEqual(['city', 'country', 'state']);

    const missing = await provider<ErrorEnvelope>(sandbox.url, '/v1/companies/1');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('reflects admin changes and clock advances in lookups', async () => {
    const target = sandbox.world.getPerson(sandbox.world.personIds()[7]!)!;
    await call(sandbox.url, '/admin/clock', { method: 'POST', body: { advance_days: 40 } });
    const moved = await call<PersonView>(sandbox.url, `/admin/people/${target.id}/change`, {
      method: 'POST',
      body: { type: 'move', company: 'Integration Test Corp', title: 'VP of Sales' },
    });
    expect(moved.status).toBe(200);
    const res = await provider<{ positions: { company: string; title: string; started_on: string; is_current: boolean }[]; fetched_at: string }>(
      sandbox.url,
      lookupPath(target.slug),
    );
    expect(res.body.positions[0]).toEqual(
      expect.objectContaining({ company: 'Integration Test Corp', title: 'VP of Sales', started_on: '2026-02', is_current: true }),
    );
    expect(res.body.fetched_at.startsWith('2026-02-10T')).toBe(true);
  });

  it('answers unknown provider routes with 404 in the envelope', async () => {
    const res = await provider<ErrorEnvelope>(sandbox.url, '/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
