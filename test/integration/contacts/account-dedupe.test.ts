import { describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type Json, useTestApp, workspaceClient } from '../../support/app';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

async function workspace() {
  const { post, get } = await workspaceClient(app, { name: 'Account dedupe' });
  const accounts = async (): Promise<Json[]> => (await get('/accounts?page_size=200')).data;
  return { post, accounts };
}

const byDomain = (list: Json[]) => list.map((a) => [a.name, a.domain, a.industry]).sort();

describe('accounts: a name match never merges companies whose domains or crm_ids differ', () => {
  it('when "Delta" at delta.com and "Delta" at deltadental.com arrive in one request, then they stay two accounts', async () => {
    const { post, accounts } = await workspace();
    const res = await post('/accounts', [
      { name: 'Delta', domain: 'delta.com', industry: 'Airlines' },
      { name: 'Delta', domain: 'deltadental.com', industry: 'Insurance' },
    ]);

    expect(res.summary).toMatchObject({ accounts_upserted: 2, duplicates: 0 });
    expect(byDomain(await accounts())).toEqual([
      ['Delta', 'delta.com', 'Airlines'],
      ['Delta', 'deltadental.com', 'Insurance'],
    ]);
  });

  it('when the second "Delta" arrives in a later request, then it becomes a second account and the first keeps its values', async () => {
    const { post, accounts } = await workspace();
    await post('/accounts', [{ name: 'Delta', domain: 'delta.com', industry: 'Airlines' }]);
    const res = await post('/accounts', [{ name: 'Delta', domain: 'deltadental.com', industry: 'Insurance' }]);

    expect(res.summary).toMatchObject({ accounts_upserted: 1, duplicates: 0 });
    expect(byDomain(await accounts())).toEqual([
      ['Delta', 'delta.com', 'Airlines'],
      ['Delta', 'deltadental.com', 'Insurance'],
    ]);
  });

  it('when a "Delta" without a domain arrives later, then it still updates the stored one by name', async () => {
    const { post, accounts } = await workspace();
    await post('/accounts', [{ name: 'Delta', domain: 'delta.com' }]);
    await post('/accounts', [{ name: 'DELTA', industry: 'Airlines' }]);

    expect(byDomain(await accounts())).toEqual([['DELTA', 'delta.com', 'Airlines']]);
  });

  it('when two accounts share a name but have different crm_ids, then they stay two accounts', async () => {
    const { post, accounts } = await workspace();
    await post('/accounts', [{ name: 'Orbit', crm_id: 'o-1' }]);
    await post('/accounts', [{ name: 'Orbit', crm_id: 'o-2' }]);

    expect((await accounts()).map((a) => a.crm_id).sort()).toEqual(['o-1', 'o-2']);
  });

  it('when contacts at "Delta" come with different account domains, then each links to its own account', async () => {
    const { post, accounts } = await workspace();
    await post('/contacts', [
      { first_name: 'Ann', last_name: 'Air', company: 'Delta', account_domain: 'delta.com' },
      { first_name: 'Den', last_name: 'Tal', company: 'Delta', account_domain: 'deltadental.com' },
    ]);
    await post('/contacts', [{ first_name: 'Ben', last_name: 'Air', company: 'Delta', account_domain: 'delta.com' }]);

    const list = await accounts();
    expect(list.map((a) => [a.domain, a.contacts_total]).sort()).toEqual([
      ['delta.com', 2],
      ['deltadental.com', 1],
    ]);
  });
});
