import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { EmailFinder } from '../../../src/checker/ports/email-finder';
import type { PersonSearch } from '../../../src/checker/ports/person-search';
import type { ProviderError } from '../../../src/checker/ports/provider-error';
import { createSandboxEmailFinder } from '../../../src/integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../../../src/integrations/sandbox/sandbox-person-search';
import { DEFAULT_API_KEY, type SandboxHandle, startSandbox } from '../../../src/sandbox/server';
import { call } from '../sandbox/support';
import { providerFailure } from './provider-failure';

interface Truth {
  emails: { email: string; current: boolean; status: string; discoverable: boolean }[];
}

describe('sandbox person-search and email-finder adapters against the sandbox', () => {
  let sandbox: SandboxHandle;
  let search: PersonSearch;
  let emails: EmailFinder;

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 500, companies: 50, seed: 9 });
    search = createSandboxPersonSearch({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY });
    emails = createSandboxEmailFinder({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY });
  });

  afterAll(async () => {
    await search.close();
    await emails.close();
    await sandbox.close();
  });

  beforeEach(async () => {
    await call(sandbox.url, '/admin/faults', { method: 'DELETE' });
  });

  it('when searching an ASCII spelling of an accented name, then the accented profile is a candidate', async () => {
    const overlay = (await call<{ data: { first_name: string; last_name: string; social_url: string; positions: { company: string }[] }[] }>(sandbox.url, '/admin/finder/overlay?limit=1000')).body.data;
    const jose = overlay.find((p) => p.first_name === 'José')!;
    const candidates = await search.search({ first_name: 'Jose', last_name: 'Garcia', company: jose.positions[0]!.company });
    expect(candidates[0]).toMatchObject({ social_url: jose.social_url, name: 'José García', company: jose.positions[0]!.company, score: 1 });
    expect(candidates[0]!.matched_on).toContain('transliteration');
    expect(candidates.map((c) => c.name)).toContain('Jose Garcia');
  });

  it('when finding and verifying a discoverable person\'s email, then the adapter returns the truth', async () => {
    for (const id of sandbox.world.personIds()) {
      const person = sandbox.world.getPerson(id)!;
      const position = person.positions.find((p) => p.is_current);
      const truth = (await call<Truth>(sandbox.url, `/admin/people/${id}/emails`)).body.emails[0];
      if (!position || !truth?.discoverable) continue;
      const domain = truth.email.split('@')[1]!;
      const found = await emails.find(person.first_name, person.last_name, domain);
      expect(found).toMatchObject({ email: truth.email, status: truth.status });
      expect(await emails.verify(truth.email)).toBe(truth.status);
      expect(await emails.find(person.first_name, 'Zzzyx', domain)).toBeNull();
      return;
    }
    throw new Error('no discoverable person');
  });

  it('when the sandbox rate limit is hit, then the failure is rate_limited with Retry-After', async () => {
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { rate_limit_per_s: 1 } });
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => emails.verify('a@b.com')));
    const limited = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(limited).toBeDefined();
    expect(limited!.reason).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect((limited!.reason as ProviderError).retryAfterMs).toBeGreaterThanOrEqual(1000);
  });

  it('when the key is rejected or credits run out, then the failures are auth and out_of_credits', async () => {
    const wrong = createSandboxPersonSearch({ baseUrl: sandbox.url, apiKey: 'wrong' });
    try {
      expect(await providerFailure(wrong.search({ first_name: 'a', last_name: 'b', company: 'c' }))).toMatchObject({ kind: 'auth', status: 401 });
    } finally {
      await wrong.close();
    }
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { out_of_credits: true } });
    expect(await providerFailure(emails.find('a', 'b', 'c.com'))).toMatchObject({ kind: 'out_of_credits', status: 402 });
    await call(sandbox.url, '/admin/faults', { method: 'POST', body: { out_of_credits: false, error_rate: 1, status: 503 } });
    expect(await providerFailure(search.search({ first_name: 'a', last_name: 'b', company: 'c' }))).toMatchObject({ kind: 'outage', status: 503, retryAfterMs: 1000 });
  });

  it('when the query is invalid, then the failure is invalid (400)', async () => {
    expect(await providerFailure(emails.verify('not-an-email'))).toMatchObject({ kind: 'invalid', status: 400 });
  });
});
