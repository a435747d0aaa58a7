import { describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type Json, useTestApp, workspaceClient } from '../../support/app';
import { bulkContacts, drainImports } from '../../support/contacts';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

async function workspace() {
  const { post, get } = await workspaceClient(app, { name: 'Messy input' });
  /** Each row of a scenario has its own company; the contact and its linked account, by company. */
  const byCompany = async (company: string) => {
    const list = await get('/contacts?page_size=200');
    const contact = list.data.find((c: Json) => c.company === company);
    expect(contact, company).toBeDefined();
    return { contact, account: await get(`/accounts/${contact.account_id}`) };
  };
  return { post, get, byCompany };
}

describe('messy contact rows are kept', () => {
  it('when company_size and revenue are placeholders or words, then the contact is kept, the field is null and a warning names it', async () => {
    const { post, byCompany } = await workspace();
    const res = await post('/contacts', [
      { first_name: 'Ana', last_name: 'One', company: 'Messy 1', company_size: 'N/A', revenue: 'N/A' },
      { first_name: 'Ben', last_name: 'Two', company: 'Messy 2', company_size: '-', revenue: '-' },
      { first_name: 'Cy', last_name: 'Three', company: 'Messy 3', company_size: 'Self-employed', total_funding: 'undisclosed' },
    ]);

    expect(res).toMatchObject({ status: 'committed', accepted: 3, rejected: [], summary: { contacts_upserted: 3 } });
    expect(res.warnings.map((w: Json) => [w.index, w.field])).toEqual([
      [0, 'company_size'],
      [0, 'revenue'],
      [1, 'company_size'],
      [1, 'revenue'],
      [2, 'company_size'],
      [2, 'total_funding'],
    ]);
    expect(res.warnings[0].message).toBe('"N/A" ignored (stored as null): a placeholder, not a count');
    for (const company of ['Messy 1', 'Messy 2', 'Messy 3']) {
      const { account } = await byCompany(company);
      expect(account, company).toMatchObject({ employees: null, revenue: null, total_funding: null });
    }
  });

  it('when figures come in regional formats, then they are parsed without a warning (ranges keep the lower bound, currency is not converted)', async () => {
    const { post, byCompany } = await workspace();
    const res = await post('/contacts', [
      { first_name: 'Di', last_name: 'Four', company: 'Fig 1', company_size: '10.000+', revenue: '$10M - $50M' },
      { first_name: 'Ed', last_name: 'Five', company: 'Fig 2', revenue: '$12.5M ARR', total_funding: '12,5 M€' },
      { first_name: 'Flo', last_name: 'Six', company: 'Fig 3', revenue: 'A$5M' },
    ]);

    expect(res).toMatchObject({ accepted: 3, rejected: [], warnings: [] });
    expect((await byCompany('Fig 1')).account).toMatchObject({ employees: 10_000, revenue: 10_000_000 });
    expect((await byCompany('Fig 2')).account).toMatchObject({ revenue: 12_500_000, total_funding: 12_500_000 });
    expect((await byCompany('Fig 3')).account).toMatchObject({ revenue: 5_000_000 });
  });

  it('when names carry credentials, pronouns and emoji, then first and last name hold only the name', async () => {
    const { post, byCompany } = await workspace();
    await post('/contacts', [
      { full_name: 'John Smith, MD', company: 'Name 1' },
      { full_name: 'Jane Doe (she/her)', company: 'Name 2' },
      { first_name: '🚀 Sam', last_name: 'Lee 🌈 (they/them)', company: 'Name 3' },
      { first_name: 'Dr. Priya', last_name: 'Patel, PhD', company: 'Name 4' },
    ]);

    const names = async (company: string) => {
      const { contact } = await byCompany(company);
      return [contact.first_name, contact.last_name];
    };
    expect(await names('Name 1')).toEqual(['John', 'Smith']);
    expect(await names('Name 2')).toEqual(['Jane', 'Doe']);
    expect(await names('Name 3')).toEqual(['Sam', 'Lee']);
    expect(await names('Name 4')).toEqual(['Priya', 'Patel']);
  });

  it('when the location names an Australian state, then the country is Australia, not the state', async () => {
    const { post, byCompany } = await workspace();
    await post('/contacts', [
      { first_name: 'Gus', last_name: 'Seven', company: 'Loc 1', location: 'Sydney, NSW' },
      { first_name: 'Hal', last_name: 'Eight', company: 'Loc 2', location: 'Brisbane, Queensland', company_location: 'Melbourne, VIC' },
    ]);

    expect((await byCompany('Loc 1')).contact).toMatchObject({ city: 'Sydney', state: 'NSW', country: 'Australia' });
    const second = await byCompany('Loc 2');
    expect(second.contact).toMatchObject({ city: 'Brisbane', state: 'Queensland', country: 'Australia' });
    expect(second.account).toMatchObject({ city: 'Melbourne', state: 'VIC', country: 'Australia' });
  });

  it('when accounts carry unreadable figures, then they are kept and accounts_warnings names each field', async () => {
    const { post, get } = await workspace();
    const res = await post('/accounts', [
      { name: 'Acct 1', employees: 'N/A', revenue: '$10M - $50M', deal_value: 'TBD' },
      { name: 'Acct 2', employees: '10.000+', total_funding: '-' },
    ]);

    expect(res).toMatchObject({ accounts_accepted: 2, accounts_rejected: [], warnings: [] });
    expect(res.accounts_warnings.map((w: Json) => [w.index, w.field])).toEqual([
      [0, 'deal_value'],
      [0, 'employees'],
      [1, 'total_funding'],
    ]);
    const list = await get('/accounts');
    const byName = new Map(list.data.map((a: Json) => [a.name, a]));
    expect(byName.get('Acct 1')).toMatchObject({ employees: null, revenue: 10_000_000, deal_value: null });
    expect(byName.get('Acct 2')).toMatchObject({ employees: 10_000, total_funding: null });
  });
});

describe('messy rows in a queued import', { timeout: 180_000 }, () => {
  it('when more than 200 rows are queued, then the answer already lists every warning and the rows are committed with null figures', async () => {
    const { post, get } = await workspace();
    const rows = bulkContacts('MQ', 250).map((row, i) => (i % 50 === 7 ? { ...row, company_size: 'N/A', revenue: 'lots' } : row));

    const res = await post('/contacts', { contacts: rows });
    expect(res).toMatchObject({ status: 'queued', accepted: 250, rejected: [], summary: null });
    expect(res.warnings.map((w: Json) => `${w.index}:${w.field}`)).toEqual(
      [7, 57, 107, 157, 207].flatMap((i) => [`${i}:company_size`, `${i}:revenue`]),
    );

    await drainImports(app.services);
    expect(await get(`/imports/${res.import_id}`)).toMatchObject({ status: 'committed', summary: { contacts_upserted: 250, invalid: 0 } });
    const list = await get('/contacts?page_size=1');
    expect(list.total).toBe(250);
  });
});
