import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import type { Company, PersonView } from '../../../src/sandbox/world/index';
import { call, type ErrorEnvelope, lookupPath, provider } from './support';

interface ProviderPerson {
  positions: Array<{ company: string; company_social_id: string; title: string; started_on: string; is_current: boolean }>;
}

describe('sandbox admin API: career breaks, side roles, page merges and returns', () => {
  let sandbox: SandboxHandle;
  let people: PersonView[];

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 120, companies: 20, seed: 11 });
    people = sandbox.world
      .personIds()
      .map((id) => sandbox.world.getPerson(id)!)
      .filter((p) => p.positions[0]?.is_current);
  });
  afterAll(() => sandbox.close());

  const change = (id: string, body: unknown) => call<PersonView & ErrorEnvelope>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body });

  it('when a person takes a career break, then the provider shows a current non-job entry; a return restores the profile', async () => {
    const person = people[0]!;
    expect((await change(person.id, { type: 'career_break', title: 'Open to work' })).status).toBe(200);
    const seen = await provider<ProviderPerson>(sandbox.url, lookupPath(person.social_url));
    expect(seen.body.positions.filter((p) => p.is_current)).toEqual([
      expect.objectContaining({ company: 'Open to work', company_social_id: '', title: 'Open to work' }),
    ]);
    const back = await change(person.id, { type: 'return' });
    expect(back.body.positions).toEqual(person.positions);
    const again = await change(person.id, { type: 'return' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('nothing_to_return');
  });

  it('when a side role is added, then two positions are current and a title on return is refused', async () => {
    const person = people[1]!;
    const res = await change(person.id, { type: 'add_side_role', title: 'Advisor' });
    expect(res.body.positions.filter((p) => p.is_current)).toHaveLength(2);
    const bad = await change(person.id, { type: 'return', title: 'x' });
    expect(bad.status).toBe(400);
  });

  it('when a company page is merged, then lookups show the new id and name; unknown companies are 404', async () => {
    const person = people[2]!;
    const companyId = person.positions[0]!.company_id;
    const merged = await call<Company>(sandbox.url, `/admin/companies/${companyId}/change`, {
      method: 'POST',
      body: { type: 'merge_company', name: 'Merged Holdings' },
    });
    expect(merged.status).toBe(200);
    const seen = await provider<ProviderPerson>(sandbox.url, lookupPath(person.social_url));
    expect(seen.body.positions[0]).toMatchObject({
      company: 'Merged Holdings',
      company_social_id: merged.body.social_id,
      started_on: person.positions[0]!.started_on,
    });
    expect((await call(sandbox.url, '/admin/companies/c_unknown/change', { method: 'POST', body: { type: 'merge_company' } })).status).toBe(404);
    expect((await call(sandbox.url, `/admin/companies/${companyId}`)).body).toMatchObject({ name: 'Merged Holdings' });
  });
});
