import { describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, useTestApp } from '../../support/app';
import { api } from '../../support/http';
import { countOf, sqlOn } from '../../support/sql';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => sqlOn(app.services)<T>(q, p);

/** One workspace per scenario, so lists and counts only see that scenario's rows. */
async function workspace(): Promise<SeededWorkspace> {
  return seedWorkspace(app.services, { name: 'Input Rules' });
}

function client(ws: SeededWorkspace) {
  const postContacts = async (body: unknown) => {
    const res = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body });
    expect(res.status).toBe(202);
    return res;
  };
  const postAccounts = async (body: unknown) => {
    const res = await api(app.baseUrl, 'POST', '/accounts', { key: ws.writeKey, body });
    expect(res.status).toBe(202);
    return res;
  };
  const get = async (path: string) => {
    const res = await api(app.baseUrl, 'GET', path, { key: ws.readKey });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Every contact of the workspace, keyed by company (each scenario gives each row its own company). */
  const contactsByCompany = async () => {
    const list = await get('/contacts?page_size=200');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose response
    return new Map<string, any>(list.data.map((c: { company: string }) => [c.company, c]));
  };
  const accountOf = async (contact: { account_id: string | null }) => {
    expect(contact.account_id).toEqual(expect.any(String));
    return get(`/accounts/${contact.account_id}`);
  };
  return { postContacts, postAccounts, get, contactsByCompany, accountOf };
}

describe('ContactInput names', () => {
  it('when full_name is given, then it is split into first and last name (honorifics, suffixes, "Last, First", particles)', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { full_name: 'Dr. Ada Lovelace', company: 'N1' },
      { full_name: 'Lovelace, Ada', company: 'N2' },
      { full_name: 'Mrs Grace Brewster Hopper', company: 'N3' },
      { full_name: 'Ludwig van Beethoven', company: 'N4' },
      { full_name: 'Martin Luther King, Jr.', company: 'N5' },
      { full_name: 'Prof. Cher', company: 'N6' },
      { full_name: 'Hopper, Ms. Grace', company: 'N7' },
      { full_name: '  Maria   de la  Cruz ', company: 'N8' },
      { first_name: 'Explicit', last_name: 'Wins', full_name: 'Ignored Name', company: 'N9' },
      { first_name: 'OnlyFirst', company: 'N10' },
    ]);
    expect(res.body).toMatchObject({ status: 'committed', accepted: 10, rejected: [] });
    const byCompany = await c.contactsByCompany();
    const names = (company: string) => {
      const contact = byCompany.get(company);
      return [contact.first_name, contact.last_name];
    };
    expect(names('N1')).toEqual(['Ada', 'Lovelace']);
    expect(names('N2')).toEqual(['Ada', 'Lovelace']);
    expect(names('N3')).toEqual(['Grace Brewster', 'Hopper']);
    expect(names('N4')).toEqual(['Ludwig', 'van Beethoven']);
    expect(names('N5')).toEqual(['Martin Luther', 'King']);
    expect(names('N6')).toEqual(['Cher', '']);
    expect(names('N7')).toEqual(['Grace', 'Hopper']);
    expect(names('N8')).toEqual(['Maria', 'de la Cruz']);
    expect(names('N9')).toEqual(['Explicit', 'Wins']);
    expect(names('N10')).toEqual(['OnlyFirst', '']);
  });

  it('when no name at all is given (or it is blank), then the row is rejected on first_name and nothing is stored for it', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { company: 'Nameless' },
      { full_name: '   ', company: 'Blank' },
      { first_name: 'Kept', company: 'Kept Co' },
    ]);
    expect(res.body.accepted).toBe(1);
    expect(res.body.rejected).toEqual([
      { index: 0, errors: { first_name: expect.any(String) } },
      { index: 1, errors: { first_name: expect.any(String) } },
    ]);
    expect((await c.get('/contacts')).total).toBe(1);
  });
});

describe('ContactInput location', () => {
  it('when only a combined location is given, then it is split; explicit city/state/country win as a whole', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postContacts([
      { first_name: 'L', last_name: 'One', company: 'L1', location: 'London, England, United Kingdom' },
      { first_name: 'L', last_name: 'Two', company: 'L2', location: 'Austin, TX' },
      { first_name: 'L', last_name: 'Three', company: 'L3', location: 'Paris, France' },
      { first_name: 'L', last_name: 'Four', company: 'L4', location: 'Austin, TX', city: 'Boston' },
      { first_name: 'L', last_name: 'Five', company: 'L5', location: 'Austin, TX', country: 'Germany' },
      { first_name: 'L', last_name: 'Six', company: 'L6', location: '  ', city: null },
      { first_name: 'L', last_name: 'Seven', company: 'L7', city: 'Toronto', state: 'Ontario', country: 'CA' },
    ]);
    const byCompany = await c.contactsByCompany();
    const place = (company: string) => {
      const { city, state, country } = byCompany.get(company);
      return { city, state, country };
    };
    expect(place('L1')).toEqual({ city: 'London', state: 'England', country: 'United Kingdom' });
    expect(place('L2')).toEqual({ city: 'Austin', state: 'TX', country: 'United States' });
    expect(place('L3')).toEqual({ city: 'Paris', state: null, country: 'France' });
    expect(place('L4')).toEqual({ city: 'Boston', state: null, country: null });
    expect(place('L5')).toEqual({ city: null, state: null, country: 'Germany' });
    expect(place('L6')).toEqual({ city: null, state: null, country: null });
    expect(place('L7')).toEqual({ city: 'Toronto', state: 'Ontario', country: 'Canada' });
  });
});

describe('ContactInput company fields land on the linked account', () => {
  it('when company_size is a range, then the account keeps the lower bound; a bad size is stored as null with a warning and the contact is kept', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { first_name: 'S', last_name: 'A', company: 'Size A', company_size: '1001-5000' },
      { first_name: 'S', last_name: 'B', company: 'Size B', company_size: '10,001+' },
      { first_name: 'S', last_name: 'C', company: 'Size C', company_size: 250 },
      { first_name: 'S', last_name: 'D', company: 'Size D', company_size: '51 - 200 employees' },
      { first_name: 'S', last_name: 'E', company: 'Size E', company_size: '1.5k' },
      { first_name: 'S', last_name: 'F', company: 'Size F', company_size: 'lots' },
      { first_name: 'S', last_name: 'G', company: 'Size G', company_size: -3 },
      { first_name: 'S', last_name: 'H', company: 'Size H', company_size: 12.5 },
    ]);
    expect(res.body.accepted).toBe(8);
    expect(res.body.rejected).toEqual([]);
    expect(res.body.warnings).toEqual([
      { index: 5, field: 'company_size', message: expect.stringContaining('"lots" ignored (stored as null)') },
      { index: 6, field: 'company_size', message: expect.stringContaining('-3 ignored (stored as null)') },
      { index: 7, field: 'company_size', message: expect.stringContaining('12.5 ignored (stored as null)') },
    ]);
    const byCompany = await c.contactsByCompany();
    const employees = async (company: string) => (await c.accountOf(byCompany.get(company))).employees;
    expect(await employees('Size A')).toBe(1001);
    expect(await employees('Size B')).toBe(10001);
    expect(await employees('Size C')).toBe(250);
    expect(await employees('Size D')).toBe(51);
    expect(await employees('Size E')).toBe(1500);
    expect(await employees('Size F')).toBeNull();
    expect(await employees('Size H')).toBeNull();
  });

  it('when revenue and total_funding are currency strings, then the account holds the parsed amounts', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { first_name: 'R', last_name: 'A', company: 'Rev A', revenue: '$12.5M', total_funding: '$3.2B' },
      { first_name: 'R', last_name: 'B', company: 'Rev B', revenue: '850K', total_funding: 'USD 4M' },
      { first_name: 'R', last_name: 'C', company: 'Rev C', revenue: 1234.5, total_funding: '1,234,567' },
      { first_name: 'R', last_name: 'D', company: 'Rev D', revenue: '-5' },
      { first_name: 'R', last_name: 'E', company: 'Rev E', total_funding: 'a lot' },
    ]);
    expect(res.body.rejected).toEqual([]);
    expect(res.body.warnings).toEqual([
      { index: 3, field: 'revenue', message: '"-5" ignored (stored as null): must not be negative' },
      { index: 4, field: 'total_funding', message: expect.stringContaining('"a lot" ignored (stored as null)') },
    ]);
    const byCompany = await c.contactsByCompany();
    const money = async (company: string) => {
      const account = await c.accountOf(byCompany.get(company));
      return [account.revenue, account.total_funding];
    };
    expect(await money('Rev A')).toEqual([12_500_000, 3_200_000_000]);
    expect(await money('Rev B')).toEqual([850_000, 4_000_000]);
    expect(await money('Rev C')).toEqual([1234.5, 1_234_567]);
    expect(await money('Rev D')).toEqual([null, null]);
    expect(await money('Rev E')).toEqual([null, null]);
  });

  it('when company_location (or company_city/state/country) is given, then the account gets the split HQ place, industry and company page', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postContacts([
      { first_name: 'H', last_name: 'A', company: 'Hooli', company_location: 'Palo Alto, CA', industry: 'Internet',
        company_social_url: 'https://www.linkedin.com/company/hooli' },
      { first_name: 'H', last_name: 'B', company: 'Pied Piper', company_location: 'Palo Alto, CA', company_city: 'Menlo Park' },
      { first_name: 'H', last_name: 'C', company: 'Aviato', company_location: 'Berlin, Germany' },
    ]);
    const byCompany = await c.contactsByCompany();
    expect(await c.accountOf(byCompany.get('Hooli'))).toMatchObject({
      name: 'Hooli', city: 'Palo Alto', state: 'CA', country: 'United States', industry: 'Internet',
      social_company_url: 'https://www.linkedin.com/company/hooli',
    });
    expect(await c.accountOf(byCompany.get('Pied Piper'))).toMatchObject({ city: 'Menlo Park', state: null, country: null });
    expect(await c.accountOf(byCompany.get('Aviato'))).toMatchObject({ city: 'Berlin', state: null, country: 'Germany' });
    // The contact's own place is not the company's.
    expect(byCompany.get('Hooli')).toMatchObject({ city: null, state: null, country: null });
  });

  it('when account_domain matches an account, then the contact links to it even under another company name; else the normalised company name links', async () => {
    const ws = await workspace();
    const c = client(ws);
    const acc = await c.postAccounts([{ name: 'Initech', domain: 'initech.com', employees: 500, industry: 'Software' }]);
    expect(acc.body.accounts_accepted).toBe(1);
    const initech = (await c.get('/accounts?q=initech')).data[0];

    const res = await c.postContacts([
      { first_name: 'Peter', last_name: 'Gibbons', company: 'Initech Software Division', account_domain: 'https://www.Initech.com/about' },
      { first_name: 'Bill', last_name: 'Lumbergh', company: 'INITECH, Inc.' },
      { first_name: 'Milton', last_name: 'Waddams', company: 'Initech LLC', account_domain: 'initech.com',
        company_size: '10', industry: 'Staplers', revenue: '$12.5M', company_location: 'Austin, TX' },
      { first_name: 'Bad', last_name: 'Domain', company: 'Initech', account_domain: 'not a domain' },
    ]);
    expect(res.body.rejected).toEqual([{ index: 3, errors: { account_domain: expect.any(String) } }]);
    const list = (await c.get('/contacts?page_size=200')).data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    for (const contact of list) expect(contact).toMatchObject({ account_id: initech.id, account_name: 'Initech' });

    // Contact-derived values only fill gaps: stored employees/industry stay, revenue and HQ are filled.
    const account = await c.get(`/accounts/${initech.id}`);
    expect(account).toMatchObject({
      name: 'Initech', domain: 'initech.com', employees: 500, industry: 'Software', revenue: 12_500_000,
      city: 'Austin', state: 'TX', country: 'United States', contacts_total: 3,
    });
    expect(await countOf(app.services, 'select count(*) as n from accounts where workspace_id = ?', [ws.id])).toBe(1);
  });

  it('when contacts of one call reach the same stored account by name and by domain, then each one fills its gaps', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postAccounts([{ name: 'Initrode', domain: 'initrode.com' }]);
    const res = await c.postContacts([
      { first_name: 'N', last_name: 'ByName', company: 'Initrode, Inc.', industry: 'Paper' },
      { first_name: 'D', last_name: 'ByDomain', company: 'Initrode Global', account_domain: 'initrode.com', revenue: '$2M',
        company_size: '11-50', company_location: 'Dayton, OH' },
    ]);
    expect(res.body.summary.contacts_upserted).toBe(2);
    const account = (await c.get('/accounts')).data[0];
    expect(account).toMatchObject({
      name: 'Initrode', domain: 'initrode.com', industry: 'Paper', revenue: 2_000_000, employees: 11, city: 'Dayton', state: 'OH',
      country: 'United States', contacts_total: 2,
    });
    expect(await countOf(app.services, 'select count(*) as n from accounts where workspace_id = ?', [ws.id])).toBe(1);
  });

  it('when no account matches, then one is created from the contact company fields and later contacts of that company reuse it', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postContacts([
      { first_name: 'A', last_name: 'One', company: 'Globex Corporation', account_domain: 'globex.com', company_size: '201-500',
        segment: 'Closed Won' },
    ]);
    await c.postContacts([{ first_name: 'A', last_name: 'Two', company: 'Globex' }]);
    await c.postContacts([{ first_name: 'A', last_name: 'Three', company: 'Different Name', account_domain: 'GLOBEX.COM' }]);
    const accounts = await c.get('/accounts');
    expect(accounts.total).toBe(1);
    expect(accounts.data[0]).toMatchObject({
      name: 'Globex Corporation', domain: 'globex.com', employees: 201, segment: 'customer', contacts_total: 3,
    });
  });
});

describe('ContactInput segment', () => {
  it('when the segment is free CRM text, then it is normalised; junk and null become unknown', async () => {
    const ws = await workspace();
    const c = client(ws);
    const segments: Array<[unknown, string]> = [
      ['Closed Won', 'customer'],
      ['Closed Lost', 'closed_lost'],
      ['Churned', 'churned'],
      ['Open Opportunity', 'open_pipeline'],
      ['closed_lost', 'closed_lost'],
      ['OPEN-PIPELINE', 'open_pipeline'],
      ['former customer', 'churned'],
      ['banana', 'unknown'],
      [null, 'unknown'],
      [undefined, 'unknown'],
    ];
    await c.postContacts(segments.map(([segment], i) => ({ first_name: 'Seg', last_name: `N${i}`, company: `Seg ${i}`, segment })));
    const byCompany = await c.contactsByCompany();
    segments.forEach(([, expected], i) => expect(byCompany.get(`Seg ${i}`).segment, `row ${i}`).toBe(expected));
  });
});

describe('ContactInput custom fields', () => {
  it('when custom values are strings, numbers or booleans with keys up to 60 characters, then they are stored as strings', async () => {
    const ws = await workspace();
    const c = client(ws);
    const key60 = 'k'.repeat(60);
    const res = await c.postContacts([
      { first_name: 'Cu', last_name: 'Ok', company: 'Custom Ok', custom: { [key60]: 'long key', tier: 1, score: 12.5, vip: true, note: 'x' } },
    ]);
    expect(res.body.rejected).toEqual([]);
    const contact = (await c.contactsByCompany()).get('Custom Ok');
    expect(contact.custom).toEqual({ [key60]: 'long key', tier: '1', score: '12.5', vip: 'true', note: 'x' });
  });

  it('when a custom key has 61 characters or a value is an object, array or null, then the row is rejected with a per-field error', async () => {
    const ws = await workspace();
    const c = client(ws);
    const key61 = 'k'.repeat(61);
    const res = await c.postContacts([
      { first_name: 'Cu', last_name: 'A', company: 'Custom A', custom: { [key61]: 'too long' } },
      { first_name: 'Cu', last_name: 'B', company: 'Custom B', custom: { nested: { a: 1 } } },
      { first_name: 'Cu', last_name: 'C', company: 'Custom C', custom: { list: [1, 2] } },
      { first_name: 'Cu', last_name: 'D', company: 'Custom D', custom: 'not an object' },
      { first_name: 'Cu', last_name: 'E', company: 'Custom E', custom: { fine: 'yes', bad: { x: 1 } } },
      { first_name: 'Cu', last_name: 'F', company: 'Custom F', custom: null },
    ]);
    expect(res.body.accepted).toBe(1);
    expect(res.body.rejected).toEqual([
      { index: 0, errors: { [`custom.${key61}`]: expect.stringMatching(/60/) } },
      { index: 1, errors: { 'custom.nested': expect.any(String) } },
      { index: 2, errors: { 'custom.list': expect.any(String) } },
      { index: 3, errors: { custom: expect.any(String) } },
      { index: 4, errors: { 'custom.bad': expect.any(String) } },
    ]);
    const byCompany = await c.contactsByCompany();
    expect([...byCompany.keys()]).toEqual(['Custom F']);
    expect(byCompany.get('Custom F').custom).toBeNull();
  });
});

describe('ContactInput dates and email', () => {
  it('when last_activity and relationship dates are given, then they are stored as YYYY-MM-DD; non-dates and end-before-start reject the row', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { first_name: 'D', last_name: 'A', company: 'Date A', last_activity: '2024-03-05', relationship_start: '2022-01',
        relationship_end: '2024-06-30T10:00:00Z' },
      { first_name: 'D', last_name: 'B', company: 'Date B', last_activity: '03/05/2024', relationship_start: '2021-02-03' },
      { first_name: 'D', last_name: 'C', company: 'Date C', last_activity: 'yesterday' },
      { first_name: 'D', last_name: 'D', company: 'Date D', last_activity: '2023-02-29' },
      { first_name: 'D', last_name: 'E', company: 'Date E', relationship_start: '2024-01-01', relationship_end: '2023-12-31' },
      { first_name: 'D', last_name: 'F', company: 'Date F', relationship_start: 'soon' },
      { first_name: 'D', last_name: 'G', company: 'Date G', last_activity: 20240305 },
    ]);
    expect(res.body.accepted).toBe(2);
    expect(res.body.rejected).toEqual([
      { index: 2, errors: { last_activity: expect.any(String) } },
      { index: 3, errors: { last_activity: expect.any(String) } },
      { index: 4, errors: { relationship_end: expect.any(String) } },
      { index: 5, errors: { relationship_start: expect.any(String) } },
      { index: 6, errors: { last_activity: expect.any(String) } },
    ]);
    const byCompany = await c.contactsByCompany();
    expect(byCompany.get('Date A')).toMatchObject({
      last_activity: '2024-03-05', relationship_start: '2022-01-01', relationship_end: '2024-06-30',
    });
    expect(byCompany.get('Date B')).toMatchObject({ last_activity: '2024-03-05', relationship_start: '2021-02-03', relationship_end: null });
    for (const contact of byCompany.values()) expect(contact.last_activity ?? '2000-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('when an email is given, then it is validated and lowercased; an invalid one rejects the row', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { first_name: 'E', last_name: 'A', company: 'Mail A', email: '  MAILTO:Ada.Lovelace@Engines.IO ' },
      { first_name: 'E', last_name: 'B', company: 'Mail B', email: null },
      { first_name: 'E', last_name: 'C', company: 'Mail C', email: 'not-an-email' },
      { first_name: 'E', last_name: 'D', company: 'Mail D', email: 'a@b' },
      { first_name: 'E', last_name: 'E', company: 'Mail E', email: 'two@@example.com' },
      { first_name: 'E', last_name: 'F', company: 'Mail F', email: 42 },
    ]);
    expect(res.body.accepted).toBe(2);
    expect(res.body.rejected.map((r: { index: number; errors: object }) => [r.index, Object.keys(r.errors)])).toEqual([
      [2, ['email']],
      [3, ['email']],
      [4, ['email']],
      [5, ['email']],
    ]);
    const byCompany = await c.contactsByCompany();
    expect(byCompany.get('Mail A').email).toBe('ada.lovelace@engines.io');
    expect(byCompany.get('Mail B').email).toBeNull();
  });

  it('when a row has several bad fields, then every one of them is reported', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postContacts([
      { company: '', email: 'bad', last_activity: 'never', company_size: 'lots', revenue: '-1', custom: { x: {} }, title: 7 },
    ]);
    expect(res.body.accepted).toBe(0);
    // company_size and revenue alone would only be warnings; a rejected row lists its errors only.
    expect(Object.keys(res.body.rejected[0].errors).sort()).toEqual(
      ['company', 'custom.x', 'email', 'first_name', 'last_activity', 'title'].sort(),
    );
    expect(res.body.warnings).toEqual([]);
  });
});

describe('ContactInput social_url', () => {
  const CANONICAL = 'https://www.linkedin.com/in/jane-doe-42';
  const FORMS = [
    'https://www.linkedin.com/in/jane-doe-42',
    'http://uk.linkedin.com/in/Jane-Doe-42/',
    'linkedin.com/in/jane-doe-42?trk=public_profile_browsemap',
    'https://de.linkedin.com/in/jane-doe-42/details/experience/',
    'https://m.linkedin.com/in/JANE-DOE-42#about',
    '//www.linkedin.com/in/jane-doe-42/',
    '/in/jane-doe-42',
    'jane-doe-42',
  ];

  it('when each accepted form is posted, then the contact stores the one canonical URL and is tracked', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postContacts(FORMS.map((social_url, i) => ({ first_name: 'Form', last_name: `N${i}`, company: `Form ${i}`, crm_id: `form-${i}`, social_url })));
    const byCompany = await c.contactsByCompany();
    FORMS.forEach((form, i) => {
      const contact = byCompany.get(`Form ${i}`);
      expect(contact, form).toMatchObject({ social_url: CANONICAL, tracking_status: 'tracked', tracking_reason: null });
      expect(contact.profile, form).toMatchObject({ social_url: CANONICAL, status: 'pending_baseline' });
    });
    // Different crm_ids keep eight contacts, but they share one profile.
    expect(new Set([...byCompany.values()].map((x) => x.profile.id)).size).toBe(1);
    expect(await countOf(app.services, 'select count(*) as n from profiles where workspace_id = ?', [ws.id])).toBe(1);
  });

  it('when the same person is sent again in a different URL form, then it stays one contact and one profile', async () => {
    const ws = await workspace();
    const c = client(ws);
    const first = await c.postContacts([{ first_name: 'Jane', last_name: 'Doe', company: 'Doe Inc', social_url: FORMS[0] }]);
    expect(first.body.summary).toMatchObject({ contacts_upserted: 1, profiles_created: 1, profiles_linked: 0 });
    for (const [i, form] of FORMS.slice(1).entries()) {
      const again = await c.postContacts([{ first_name: 'Jane', last_name: 'Doe', company: `Doe Inc`, social_url: form, title: `Title ${i}` }]);
      expect(again.body.summary, form).toMatchObject({ contacts_upserted: 1, profiles_created: 0, profiles_linked: 1 });
      expect(again.body.baseline_run, form).toBeNull();
    }
    // Two forms in one request collapse into one row.
    const both = await c.postContacts([
      { first_name: 'Jane', last_name: 'Doe', company: 'Doe Inc', social_url: 'jane-doe-42', title: 'Final' },
      { first_name: 'J', last_name: 'D', company: 'Elsewhere', social_url: 'https://fr.linkedin.com/in/jane-doe-42/' },
    ]);
    expect(both.body.summary).toMatchObject({ contacts_upserted: 1, duplicates: 1 });
    const list = await c.get('/contacts');
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ social_url: CANONICAL, first_name: 'J', last_name: 'D', company: 'Elsewhere', title: 'Final' });
    expect(await countOf(app.services, 'select count(*) as n from profiles where workspace_id = ?', [ws.id])).toBe(1);
  });

  it('when the profile is an opaque ACo id (bare, in /in/ or /profile/view), then its case is kept and all forms are one profile', async () => {
    const ws = await workspace();
    const c = client(ws);
    const id = 'ACoAABcDeF12_-x';
    const forms = [id, `https://www.linkedin.com/in/${id}/`, `https://www.linkedin.com/profile/view?id=${id}&trk=x`];
    for (const social_url of forms) {
      await c.postContacts([{ first_name: 'Opaque', last_name: 'Person', company: 'Opaque Co', social_url }]);
    }
    const list = await c.get('/contacts');
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ social_url: `https://www.linkedin.com/in/${id}`, tracking_status: 'tracked' });
    // A different case is a different opaque id.
    await c.postContacts([{ first_name: 'Other', last_name: 'Person', company: 'Opaque Two', social_url: id.replace('ACoAAB', 'ACoaab') }]);
    expect(await countOf(app.services, 'select count(*) as n from profiles where workspace_id = ?', [ws.id])).toBe(2);
  });

  it('when the URL is a company page, a search, a sales tool, another site or junk, then the contact needs_social with the reason', async () => {
    const ws = await workspace();
    const c = client(ws);
    const cases: Array<[string | null | undefined, string]> = [
      ['https://www.linkedin.com/company/acme-corp/', 'company_page'],
      ['https://www.linkedin.com/school/stanford-university', 'company_page'],
      ['https://www.linkedin.com/search/results/people/?keywords=jane%20doe', 'search_url'],
      ['https://www.linkedin.com/pub/dir/Jane/Doe', 'search_url'],
      ['https://www.linkedin.com/sales/lead/ACwAAAAbc123,NAME_SEARCH,xyz', 'sales_tool_url'],
      ['https://www.linkedin.com/talent/profile/AEMAAAbc', 'sales_tool_url'],
      ['https://www.linkedin.com/pub/jane-doe/1a/2b/3c', 'legacy_profile'],
      ['https://example.com/in/jane-doe', 'other_site'],
      ['https://www.linkedin.com/feed/', 'not_a_profile'],
      ['https://lnkd.in/abc123', 'not_a_profile'],
      ['n/a', 'invalid'],
      ['jane doe', 'invalid'],
      ['ab', 'invalid'],
      ['', 'missing'],
      [null, 'missing'],
      [undefined, 'missing'],
    ];
    const res = await c.postContacts(
      cases.map(([social_url], i) => ({ first_name: 'Bad', last_name: `Url${i}`, company: `Bad ${i}`, social_url })),
    );
    expect(res.body).toMatchObject({ accepted: cases.length, rejected: [], baseline_run: null });
    expect(res.body.summary).toMatchObject({ with_social: 0, needs_social: cases.length, profiles_created: 0 });
    const byCompany = await c.contactsByCompany();
    cases.forEach(([url, reason], i) => {
      expect(byCompany.get(`Bad ${i}`), String(url)).toMatchObject({
        tracking_status: 'needs_social', tracking_reason: reason, social_url: null, profile: null,
      });
    });
    const needs = await c.get('/contacts?tracking_status=needs_social&page_size=200');
    expect(needs.total).toBe(cases.length);
  });
});

describe('AccountInput rules (POST /accounts)', () => {
  it('when deal_value, employees, revenue and location come in CRM formats, then they are parsed; bad figures are warnings, other bad values reject the row', async () => {
    const ws = await workspace();
    const c = client(ws);
    const res = await c.postAccounts({
      accounts: [
        { name: 'Money A', deal_value: '$12.5M', employees: '1001-5000', revenue: '€3.2B', total_funding: '850K', location: 'Berlin, Germany' },
        { name: 'Money B', deal_value: 1000, employees: 42, location: 'Austin, TX', city: 'Dallas', segment: 'Closed Lost' },
        { name: 'Money C', deal_value: '1,234,567.891', employees: '10,001+', location: 'Toronto, ON', segment: 'customer',
          relationship_start: '2020-01', relationship_end: '2021-03-04', custom: { tier: 1, strategic: true } },
        { name: 'Bad A', deal_value: 'lots' },
        { name: 'Bad B', employees: 'self-employed' },
        { name: 'Bad C', domain: 'not a domain' },
        { name: '   ' },
        { name: 'Bad D', relationship_start: '2024-01-01', relationship_end: '2023-01-01' },
      ],
    });
    expect(res.body).toMatchObject({ status: 'committed', accepted: 0, accounts_accepted: 5, summary: { accounts_upserted: 5 } });
    expect(res.body.accounts_warnings).toEqual([
      { index: 3, field: 'deal_value', message: expect.stringContaining('"lots" ignored (stored as null)') },
      { index: 4, field: 'employees', message: expect.stringContaining('"self-employed" ignored (stored as null)') },
    ]);
    expect(res.body.accounts_rejected).toEqual([
      { index: 5, errors: { domain: expect.any(String) } },
      { index: 6, errors: { name: expect.any(String) } },
      { index: 7, errors: { relationship_end: expect.any(String) } },
    ]);
    const list = await c.get('/accounts');
    expect(list.total).toBe(5);
    const byName = new Map<string, Record<string, unknown>>(list.data.map((a: { name: string }) => [a.name, a]));
    expect(byName.get('Money A')).toMatchObject({
      deal_value: 12_500_000, employees: 1001, revenue: 3_200_000_000, total_funding: 850_000, city: 'Berlin', state: null,
      country: 'Germany', segment: 'unknown',
    });
    expect(byName.get('Money B')).toMatchObject({ deal_value: 1000, employees: 42, city: 'Dallas', state: null, country: null, segment: 'closed_lost' });
    expect(byName.get('Money C')).toMatchObject({
      deal_value: 1_234_567.89, employees: 10001, city: 'Toronto', state: 'ON', country: 'Canada', segment: 'customer',
      relationship_start: '2020-01-01', relationship_end: '2021-03-04', custom: { tier: '1', strategic: 'true' },
      contacts_total: 0, contacts_tracked: 0, contacts_moved: 0,
    });
  });

  it('when accounts repeat, then they dedupe by crm_id, then domain, then normalised name ("Acme, Inc." is "ACME Inc")', async () => {
    const ws = await workspace();
    const c = client(ws);
    const one = await c.postAccounts([
      { name: 'Acme, Inc.', industry: 'Anvils' },
      { name: 'ACME Inc', employees: 99 },
      { name: 'The Acme Company', owner: 'Wile' },
    ]);
    expect(one.body.summary).toMatchObject({ accounts_upserted: 1, duplicates: 2 });
    let list = await c.get('/accounts');
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ name: 'The Acme Company', industry: 'Anvils', employees: 99, owner: 'Wile' });

    // crm_id beats domain: the row joins the account with its crm_id although another one owns the domain.
    await c.postAccounts([{ name: 'Umbrella', crm_id: 'acc-1', domain: 'umbrella.com' }]);
    await c.postAccounts([{ name: 'Vandelay', domain: 'vandelay.com' }]);
    await c.postAccounts([{ name: 'Umbrella Holdings', crm_id: 'acc-1', domain: 'vandelay.com', industry: 'Pharma' }]);
    list = await c.get('/accounts?q=umbrella');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ name: 'Umbrella Holdings', crm_id: 'acc-1', domain: 'vandelay.com', industry: 'Pharma' });
    const vandelay = (await c.get('/accounts?q=vandelay')).data.find((a: { name: string }) => a.name === 'Vandelay');
    expect(vandelay).toMatchObject({ domain: 'vandelay.com', industry: null });

    // domain beats name: the row joins the account with its domain although another one has its name.
    await c.postAccounts([{ name: 'Kramerica', domain: 'kramerica.com' }]);
    await c.postAccounts([{ name: 'Pendant Publishing', domain: 'pendant.com' }]);
    await c.postAccounts([{ name: 'Pendant Publishing', domain: 'WWW.KRAMERICA.COM', employees: 12 }]);
    const pendant = (await c.get('/accounts?q=pendant')).data as Array<Record<string, unknown>>;
    expect(pendant.map((a) => [a.name, a.domain, a.employees]).sort()).toEqual([
      ['Pendant Publishing', 'kramerica.com', 12],
      ['Pendant Publishing', 'pendant.com', null],
    ]);
    expect((await c.get('/accounts?q=kramerica')).total).toBe(1);

    // Two different crm_ids never merge, even under the same name.
    await c.postAccounts([
      { name: 'Twin Co', crm_id: 'twin-1' },
      { name: 'Twin Co', crm_id: 'twin-2' },
    ]);
    expect((await c.get('/accounts?q=twin')).total).toBe(2);
    expect(await countOf(app.services, 'select count(*) as n from accounts where workspace_id = ?', [ws.id])).toBe(7);
  });

  it('when an account is updated with nulls, absent fields or an unknown segment, then the stored values stay', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postAccounts([
      { name: 'Keep Co', domain: 'keep.co', segment: 'customer', industry: 'Retail', employees: 100, deal_value: 5000, owner: 'Olga',
        location: 'Lyon, France' },
    ]);
    await c.postAccounts([{ name: 'Keep Co', domain: null, segment: 'something odd', industry: null, owner: 'Pat', revenue: '$1M' }]);
    const account = (await c.get('/accounts')).data[0];
    expect(account).toMatchObject({
      name: 'Keep Co', domain: 'keep.co', segment: 'customer', industry: 'Retail', employees: 100, deal_value: 5000, owner: 'Pat',
      revenue: 1_000_000, city: 'Lyon', country: 'France',
    });
  });
});

describe('GET /accounts', () => {
  it('when listing, then segment and q (name or domain, case-insensitive) filter and pages hold the right rows', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postAccounts([
      { name: 'Alpha', domain: 'alpha.io', segment: 'customer' },
      { name: 'Bravo', domain: 'bravo-search.com', segment: 'churned' },
      { name: 'Charlie', domain: 'charlie.dev', segment: 'customer' },
      { name: 'Delta', domain: 'delta.com', segment: 'open_pipeline' },
      { name: 'Echo Search', segment: 'closed_lost' },
    ]);
    const names = (body: { data: Array<{ name: string }> }) => body.data.map((a) => a.name);
    expect(names(await c.get('/accounts?segment=customer'))).toEqual(['Alpha', 'Charlie']);
    expect(names(await c.get('/accounts?segment=unknown'))).toEqual([]);
    expect(names(await c.get('/accounts?q=SEARCH'))).toEqual(['Bravo', 'Echo Search']);
    expect(names(await c.get('/accounts?q=.dev'))).toEqual(['Charlie']);
    expect(names(await c.get('/accounts?q=search&segment=churned'))).toEqual(['Bravo']);

    const page1 = await c.get('/accounts?page_size=2');
    expect(page1).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(names(page1)).toEqual(['Alpha', 'Bravo']);
    const page3 = await c.get('/accounts?page=3&page_size=2');
    expect(page3).toMatchObject({ page: 3, page_size: 2, total: 5 });
    expect(names(page3)).toEqual(['Echo Search']);
    const beyond = await c.get('/accounts?page=4&page_size=2');
    expect(beyond).toMatchObject({ data: [], total: 5 });
    const defaults = await c.get('/accounts');
    expect(defaults).toMatchObject({ page: 1, page_size: 50, total: 5 });

    for (const bad of ['segment=vip', 'page=0', 'page_size=0', 'page_size=201', 'page_size=abc', 'q=']) {
      const res = await api(app.baseUrl, 'GET', `/accounts?${bad}`, { key: ws.readKey });
      expect(res.status, bad).toBe(400);
    }
  });

  it('when an account has contacts, then GET /accounts/{id} counts total, tracked and moved and lists them', async () => {
    const ws = await workspace();
    const c = client(ws);
    await c.postAccounts([{ name: 'Counted', domain: 'counted.com' }]);
    await c.postContacts([
      { first_name: 'C', last_name: 'One', company: 'Counted', social_url: 'counted-one' },
      { first_name: 'C', last_name: 'Two', company: 'Counted', social_url: 'counted-two' },
      { first_name: 'C', last_name: 'Three', company: 'Counted', social_url: 'counted-three' },
      { first_name: 'C', last_name: 'Four', company: 'Counted Inc' },
      { first_name: 'C', last_name: 'Five', company: 'Elsewhere' },
    ]);
    const account = (await c.get('/accounts?q=counted.com')).data[0];
    expect(account).toMatchObject({ contacts_total: 4, contacts_tracked: 3, contacts_moved: 0 });

    await sql(`update profiles set status = 'moved' where workspace_id = ? and social_key in ('counted-one', 'counted-two')`, [ws.id]);
    const three = (await c.get('/contacts?q=Three')).data[0];
    const excluded = await api(app.baseUrl, 'PATCH', `/contacts/${three.id}`, { key: ws.writeKey, body: { tracking: 'excluded' } });
    expect(excluded.status).toBe(200);

    const detail = await c.get(`/accounts/${account.id}`);
    expect(detail).toMatchObject({ name: 'Counted', contacts_total: 4, contacts_tracked: 2, contacts_moved: 2 });
    expect(detail.contacts.map((x: { last_name: string }) => x.last_name).sort()).toEqual(['Four', 'One', 'Three', 'Two']);
    const listed = (await c.get('/accounts?q=counted')).data.find((a: { id: string }) => a.id === account.id);
    expect(listed).toMatchObject({ contacts_total: 4, contacts_tracked: 2, contacts_moved: 2 });
  });
});
