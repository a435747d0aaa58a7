import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { sqlOn } from '../../support/sql';

let app: TestApp;
let ws: SeededWorkspace;

beforeAll(async () => {
  app = await startTestApp();
  ws = await seedWorkspace(app.services, { credits: 100 });
});
afterAll(() => app.close());

const post = (body: unknown, key = ws.writeKey) => api(app.baseUrl, 'POST', '/contacts', { key, body });
const sql = sqlOn(() => app);

describe('POST /contacts, inline path', () => {
  it('when a small batch arrives, then it is committed before the response with a summary and a baseline run', async () => {
    const res = await post({
      contacts: [
        { full_name: 'Dr. Ada Lovelace', company: 'Analytical Engines, Inc.', title: 'VP Sales', email: 'ADA@engines.io',
          social_url: 'https://uk.linkedin.com/in/ada-lovelace-1815/?trk=x', segment: 'Closed Won', crm_id: 'hs-1',
          location: 'London, England, United Kingdom', company_size: '1001-5000', revenue: '$12.5M',
          custom: { tier: 1, vip: true } },
        { first_name: 'Grace', last_name: 'Hopper', company: 'Navy', social_url: 'grace-hopper', segment: 'Open Opportunity' },
        { first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', social_url: 'https://www.linkedin.com/company/bletchley' },
        { first_name: 'No', company: '' },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'committed', poll: null, accepted: 3, accounts_accepted: 0 });
    expect(res.body.rejected).toEqual([{ index: 3, errors: expect.objectContaining({ company: expect.any(String) }) }]);
    expect(res.body.summary).toEqual({
      contacts_upserted: 3, accounts_upserted: 3, with_social: 2, needs_social: 1, duplicates: 0,
      profiles_created: 2, profiles_linked: 0,
    });
    expect(res.body.baseline_run).toEqual({ id: expect.any(String), status: 'queued' });

    const list = await api(app.baseUrl, 'GET', '/contacts?q=lovelace', { key: ws.readKey });
    expect(list.body.total).toBe(1);
    const ada = list.body.data[0];
    expect(ada).toMatchObject({
      first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.io', segment: 'customer', tracking_status: 'tracked',
      social_url: 'https://www.linkedin.com/in/ada-lovelace-1815', city: 'London', country: 'United Kingdom',
      custom: { tier: '1', vip: 'true' }, account_name: 'Analytical Engines, Inc.',
    });
    expect(ada.profile).toMatchObject({ status: 'pending_baseline', social_url: 'https://www.linkedin.com/in/ada-lovelace-1815' });

    const turing = (await api(app.baseUrl, 'GET', '/contacts?q=turing', { key: ws.readKey })).body.data[0];
    expect(turing).toMatchObject({ tracking_status: 'needs_social', tracking_reason: 'company_page', profile: null });

    const detail = await api(app.baseUrl, 'GET', `/contacts/${ada.id}`, { key: ws.readKey });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      positions: [], changes: [], fit: null, plays: [], profile_candidates: [],
      // The CRM address is a known email even before any check (issue #16).
      emails: [{ email: 'ada@engines.io', status: 'unverified', source: 'crm', is_primary: true, verified_at: null }],
    });

    const [items] = await sql<{ n: string }>('select count(*) as n from run_items where run_id = ?', [res.body.baseline_run.id]);
    expect(Number(items!.n)).toBe(2);
  });
});

describe('PATCH and DELETE /contacts/{id}', () => {
  it('when a needs_social contact gets a slug, then it is tracked; excluded stops it', async () => {
    const created = await post([{ first_name: 'Linus', last_name: 'T', company: 'Kernel' }]);
    const id = (await api(app.baseUrl, 'GET', '/contacts?q=Linus', { key: ws.readKey })).body.data[0].id;
    expect(created.body.summary.needs_social).toBe(1);
    const bad = await api(app.baseUrl, 'PATCH', `/contacts/${id}`, { key: ws.writeKey, body: { social_url: 'https://example.com/x' } });
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('validation_error');
    const ok = await api(app.baseUrl, 'PATCH', `/contacts/${id}`, { key: ws.writeKey, body: { social_url: 'linus-t' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ tracking_status: 'tracked', social_url: 'https://www.linkedin.com/in/linus-t' });
    const ex = await api(app.baseUrl, 'PATCH', `/contacts/${id}`, { key: ws.writeKey, body: { tracking: 'excluded' } });
    expect(ex.body.tracking_status).toBe('excluded');
    const del = await api(app.baseUrl, 'DELETE', `/contacts/${id}`, { key: ws.writeKey });
    expect(del.body).toEqual({ deleted: { contacts: 1, profiles: 1 } });
    expect((await api(app.baseUrl, 'GET', `/contacts/${id}`, { key: ws.readKey })).status).toBe(404);
  });
});

describe('accounts', () => {
  it('when accounts are upserted, then they dedupe by crm_id, domain and name and list with counts', async () => {
    const res = await api(app.baseUrl, 'POST', '/accounts', {
      key: ws.writeKey,
      body: [
        { name: 'Globex Corporation', domain: 'https://www.globex.com', crm_id: 'c-1', segment: 'customer', employees: '501-1000' },
        { name: 'Globex', domain: 'globex.com', industry: 'Software' },
        { name: '' },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body.accounts_accepted).toBe(2);
    expect(res.body.accounts_rejected).toHaveLength(1);
    expect(res.body.summary.accounts_upserted).toBe(1);
    const list = await api(app.baseUrl, 'GET', '/accounts?q=globex', { key: ws.readKey });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ name: 'Globex', domain: 'globex.com', employees: 501, industry: 'Software', segment: 'customer' });
    await post([{ first_name: 'Hank', last_name: 'Scorpio', company: 'Globex', account_domain: 'globex.com', social_url: 'hank-s' }]);
    const detail = await api(app.baseUrl, 'GET', `/accounts/${list.body.data[0].id}`, { key: ws.readKey });
    expect(detail.body).toMatchObject({ contacts_total: 1, contacts_tracked: 1, contacts_moved: 0 });
    expect(detail.body.contacts[0]).toMatchObject({ first_name: 'Hank' });
  });
});

describe('GET /contacts?q=', () => {
  // The filter reads the lower-cased search_text column; these answers must be the ones the four
  // ILIKEs give (name, company, title, email), checked against that SQL row by row.
  const FOUR_ILIKES = `select id from contacts c where c.workspace_id = ? and ((c.first_name || ' ' || c.last_name) ilike ?
    or c.company ilike ? or c.title ilike ? or c.email ilike ?) order by id`;

  it('when a query matches a name, company, title or email, then the contacts are those the four ILIKEs find, and never a match across two fields', async () => {
    const own = await seedWorkspace(app.services, { credits: 0 });
    const res = await api(app.baseUrl, 'POST', '/contacts', {
      key: own.writeKey,
      body: {
        contacts: [
          { first_name: 'Zoë', last_name: 'Ångström', company: 'Fjord Labs', title: 'Head of Growth', email: 'zoe@fjord.example' },
          { first_name: 'Bob', last_name: 'Builder', company: 'Smithson Tools', title: 'CTO' },
          { first_name: 'Carol', last_name: 'Vance', company: 'Acme 50% Off', title: 'Growth_Lead', email: 'carol@smith.example' },
        ],
      },
    });
    expect(res.status).toBe(202);
    const names = async (q: string) => {
      const page = await api(app.baseUrl, 'GET', `/contacts?q=${encodeURIComponent(q)}`, { key: own.readKey });
      expect(page.status).toBe(200);
      const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const expected = await sql<{ id: string }>(FOUR_ILIKES, [own.id, pattern, pattern, pattern, pattern]);
      expect(page.body.data.map((c: { id: string }) => c.id).sort()).toEqual(expected.map((r) => r.id).sort());
      expect(page.body.total).toBe(expected.length);
      return page.body.data.map((c: { first_name: string }) => c.first_name).sort();
    };
    expect(await names('SMITH')).toEqual(['Bob', 'Carol']);
    expect(await names('growth')).toEqual(['Carol', 'Zoë']);
    expect(await names('ZOë Ång')).toEqual(['Zoë']);
    expect(await names('50%')).toEqual(['Carol']);
    expect(await names('h_lead')).toEqual(['Carol']);
    expect(await names('of_growth')).toEqual([]);
    expect(await names('labs head')).toEqual([]);
    expect(await names(`labs${String.fromCharCode(31)}head`)).toEqual([]);
    expect(await names('fjord.example')).toEqual(['Zoë']);
  });
});
