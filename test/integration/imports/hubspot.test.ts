import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../../src/core/context';
import { CrmImportError, importHubSpot } from '../../../src/core/imports/crm-import';
import type { ImportProgress } from '../../../src/core/imports/import-batches';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { type HubSpotStandin, type StandinData, type StandinObject, startHubSpotStandin } from '../../support/hubspot-standin';
import { cliJson, runTrackerInProcess } from '../../support/tracker-cli';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';

/**
 * 30 companies, 60 deals, 150 contacts. Companies 1-8 each illustrate one segment rule;
 * the rest get a rotating mix of deals. Contact 150 has no company at all (rejected).
 */
function hubSpotData(): StandinData {
  const owners = [
    { id: '101', email: 'maria@seller.io', firstName: 'Maria', lastName: 'Lopez' },
    { id: '102', email: 'sam@seller.io', firstName: 'Sam', lastName: 'Patel' },
    { id: '103', email: 'queue@seller.io', firstName: '', lastName: '' },
    { id: '104', email: 'old@seller.io', firstName: 'Olive', lastName: 'Departed', archived: true },
  ];
  const cid = (n: number) => String(1000 + n);
  const companies: StandinObject[] = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    return {
      id: cid(n),
      properties: {
        name: `Company ${n}`,
        domain: n === 9 ? null : `company${n}.example.com`,
        industry: 'Computer Software',
        numberofemployees: String(50 * n),
        annualrevenue: String(1_000_000 * n),
        total_money_raised: n % 2 ? '25000000' : null,
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        lifecyclestage: 'lead',
        linkedin_company_page: `https://www.linkedin.com/company/company-${n}`,
        hubspot_owner_id: ['101', '102', '103', '104'][n % 4]!,
      },
    };
  });
  const set = (n: number, props: Record<string, string>) => Object.assign(companies[n - 1]!.properties, props);
  set(2, { lifecyclestage: 'customer' });
  set(3, { lifecyclestage: 'other' });
  set(4, { lifecyclestage: 'customer', churned: 'true', churn_date: '2025-11-30' });
  set(8, { lifecyclestage: 'opportunity' });

  const contacts: StandinObject[] = Array.from({ length: 150 }, (_, i) => {
    const n = i + 1;
    const company = ((n - 1) % 30) + 1;
    return {
      id: String(5000 + n),
      properties: {
        firstname: `Person${n}`,
        lastname: `Surname${n}`,
        email: `person${n}@company${company}.example.com`,
        jobtitle: n % 2 ? 'VP Sales' : 'RevOps Manager',
        company: n % 5 === 0 ? null : `Company ${company}`,
        hs_linkedin_url: n % 3 === 0 ? null : `https://www.linkedin.com/in/hs-person-${n}`,
        city: 'Denver',
        state: 'CO',
        country: 'US',
        hubspot_owner_id: n % 2 ? '101' : '104',
        notes_last_contacted: '2026-02-11T15:04:05.000Z',
        lifecyclestage: 'lead',
        associatedcompanyid: n % 7 === 0 ? null : cid(company),
      },
      associations: { companies: [cid(company)] },
    };
  });
  Object.assign(contacts[149]!, { properties: { ...contacts[149]!.properties, company: null, associatedcompanyid: null }, associations: {} });

  const firstContactOf = (company: number) => String(5000 + company);
  let dealId = 9000;
  const deals: StandinObject[] = [];
  const deal = (company: number, dealstage: string, amount: string | null, closedate: string | null) =>
    deals.push({
      id: String(++dealId),
      properties: { dealname: `Deal ${dealId}`, dealstage, amount, closedate, pipeline: 'default', hubspot_owner_id: '102' },
      associations: { companies: [cid(company)], contacts: [firstContactOf(company)] },
    });
  deal(1, 'closedwon', '12000', '2024-05-02T10:00:00.000Z');
  deal(1, 'closedwon', '8000', '2023-09-15T10:00:00.000Z');
  deal(1, 'contractsent', '5000', null);
  deal(3, 'closedwon', '4000', '2022-01-10T10:00:00.000Z');
  deal(5, 'closedlost', '3000', '2025-06-01T10:00:00.000Z');
  deal(5, 'closedlost', '1000', '2025-07-01T10:00:00.000Z');
  deal(6, 'closedlost', '7000', '2025-03-01T10:00:00.000Z');
  deal(6, 'qualifiedtobuy', '2500', null);
  deal(6, 'presentationscheduled', '1500', null);
  const mix = ['closedwon', 'closedlost', 'appointmentscheduled', 'decisionmakerboughtin'];
  for (let i = 0; deals.length < 60; i++) deal(10 + (i % 21), mix[i % 4]!, String(1000 + i), '2025-01-01T00:00:00.000Z');
  return { owners, companies, deals, contacts };
}

describe('HubSpot import', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let caller: Caller;
  let hubspot: HubSpotStandin;
  beforeAll(async () => {
    app = await startTestApp();
    ws = await seedWorkspace(app.services, { credits: 100 });
    caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' };
    hubspot = await startHubSpotStandin({ token: TOKEN, data: hubSpotData(), pageSize: 40 });
  });
  afterAll(async () => {
    await hubspot.close();
    await app.close();
  });
  const get = (p: string) => api(app.baseUrl, 'GET', p, { key: ws.readKey });
  const accountsByCrmId = async () =>
    new Map(((await get('/accounts?page_size=200')).body.data as Array<{ crm_id: string }>).map((a) => [a.crm_id, a]));

  it('when a portal is imported, then accounts get their segments, contacts link to them, owners are named', async () => {
    const steps: ImportProgress[] = [];
    const result = await importHubSpot(app.services, caller, { token: TOKEN, basePath: hubspot.baseUrl, onProgress: (p) => steps.push(p) });

    expect(result).toMatchObject({
      status: 'committed', provider: 'hubspot', read: { owners: 4, deals: 60, companies: 30, contacts: 150 },
      accounts_accepted: 30, accounts_rejected: [], accepted: 149,
    });
    expect(result.rejected).toEqual([{ crm_id: '5150', errors: { company: 'required' } }]);
    expect(result.summary).toMatchObject({ contacts_upserted: 149, invalid: 1, with_social: 100 });

    // The client asks for exactly these resources, 40 per page as the stand-in serves them.
    const paths = hubspot.requests.map((r) => r.path);
    expect(new Set(paths)).toEqual(new Set(['/crm/v3/owners/', '/crm/v3/objects/deals', '/crm/v3/objects/companies', '/crm/v3/objects/contacts']));
    expect(paths.filter((p) => p === '/crm/v3/objects/contacts')).toHaveLength(4);
    expect(paths.filter((p) => p === '/crm/v3/objects/deals')).toHaveLength(2);
    const dealCall = hubspot.requests.find((r) => r.path === '/crm/v3/objects/deals')!;
    expect(dealCall.query).toMatchObject({ limit: '100', archived: 'false', associations: ['companies', 'contacts'] });
    expect(dealCall.query.properties).toEqual(expect.arrayContaining(['dealstage', 'amount', 'closedate', 'pipeline', 'hubspot_owner_id']));

    // Progress: every step in order, into the import row too.
    const order = [...new Set(steps.map((s) => s.step))];
    expect(order).toEqual(['reading', 'deals', 'companies', 'contacts', 'commit']);
    expect(steps.filter((s) => s.step === 'contacts').map((s) => s.done)).toEqual([40, 80, 120, 150]);
    expect(steps.find((s) => s.step === 'contacts' && s.done === 40)!.total).toBe(140);
    const parent = (await get(`/imports/${result.import_id}`)).body;
    expect(parent).toMatchObject({ status: 'committed', source: 'crm', error: null, progress: { step: 'commit', done: 180, total: 180 } });
    expect(parent.summary).toEqual(result.summary);

    const accounts = await accountsByCrmId();
    expect(accounts.size).toBe(30);
    expect(accounts.get('1001')).toMatchObject({
      name: 'Company 1', domain: 'company1.example.com', segment: 'customer', crm_provider: 'hubspot', owner: 'Sam Patel',
      deal_value: 20000, relationship_start: '2023-09-15', employees: 50, revenue: 1_000_000, total_funding: 25_000_000,
      social_company_url: 'https://www.linkedin.com/company/company-1', city: 'Austin',
    });
    expect(accounts.get('1002')).toMatchObject({ segment: 'customer', owner: 'queue@seller.io' });
    expect(accounts.get('1003')).toMatchObject({ segment: 'churned', owner: 'Olive Departed', relationship_start: '2022-01-10' });
    expect(accounts.get('1004')).toMatchObject({ segment: 'churned', relationship_end: '2025-11-30' });
    expect(accounts.get('1005')).toMatchObject({ segment: 'closed_lost', deal_value: null });
    expect(accounts.get('1006')).toMatchObject({ segment: 'open_pipeline', deal_value: 4000 });
    expect(accounts.get('1007')).toMatchObject({ segment: 'unknown' });
    expect(accounts.get('1008')).toMatchObject({ segment: 'open_pipeline' });
    expect(accounts.get('1009')).toMatchObject({ domain: null });

    const c1 = accounts.get('1001') as unknown as { id: string };
    const linked = (await get(`/contacts?account_id=${c1.id}&page_size=50`)).body;
    expect(linked.total).toBe(5);
    const first = linked.data.find((c: { crm_id: string }) => c.crm_id === '5001');
    expect(first).toMatchObject({
      first_name: 'Person1', last_name: 'Surname1', company: 'Company 1', title: 'VP Sales', segment: 'customer',
      owner: 'Maria Lopez', crm_provider: 'hubspot', deal_stage: 'Closed won', last_activity: '2026-02-11',
      social_url: 'https://www.linkedin.com/in/hs-person-1', tracking_status: 'tracked', account_name: 'Company 1',
    });
    const all = (await get('/contacts?page_size=200')).body;
    expect(all.total).toBe(149);
    // company property empty → the company's name; contact 7 has no associatedcompanyid → its association.
    const byCrmId = new Map(all.data.map((c: { crm_id: string }) => [c.crm_id, c]));
    expect(byCrmId.get('5005')).toMatchObject({ company: 'Company 5', segment: 'closed_lost', account_name: 'Company 5' });
    expect(byCrmId.get('5007')).toMatchObject({ company: 'Company 7', segment: 'unknown', account_name: 'Company 7', deal_stage: null });
    const nameLinked = (await get(`/contacts?account_id=${(accounts.get('1009') as unknown as { id: string }).id}`)).body;
    expect(nameLinked.total).toBe(5); // company without domain: linked by name
    expect(all.data.every((c: { crm_provider: string; account_id: string | null }) => c.crm_provider === 'hubspot' && c.account_id)).toBe(true);
    expect(all.data.filter((c: { owner: string }) => c.owner === 'Olive Departed')).toHaveLength(74);
  }, 60_000);

  it('when the portal is imported again, then nothing is duplicated', async () => {
    const before = { contacts: (await get('/contacts?page_size=1')).body.total, accounts: (await get('/accounts?page_size=1')).body.total };
    const again = await importHubSpot(app.services, caller, { token: TOKEN, basePath: hubspot.baseUrl });
    expect(again.summary).toMatchObject({ contacts_upserted: 149, profiles_created: 0, profiles_linked: 100 });
    expect((await get('/contacts?page_size=1')).body.total).toBe(before.contacts);
    expect((await get('/accounts?page_size=1')).body.total).toBe(before.accounts);
    expect(before).toEqual({ contacts: 149, accounts: 30 });
  }, 60_000);

  it('when the read reaches BULK_IMPORT_MIN_ROWS, then it commits through the bulk path as one batch and stores what the batches stored', async () => {
    const bulkWs = await seedWorkspace(app.services, { credits: 100 });
    const bulkCaller: Caller = { ...caller, workspaceId: bulkWs.id };
    // 30 companies + 150 contacts = 180 rows read: over a threshold of 100, under the default.
    const services = { ...app.services, env: { ...app.services.env, BULK_IMPORT_MIN_ROWS: 100 } };
    const steps: ImportProgress[] = [];
    const result = await importHubSpot(services, bulkCaller, { token: TOKEN, basePath: hubspot.baseUrl, onProgress: (p) => steps.push(p) });

    expect(result).toMatchObject({ status: 'committed', accounts_accepted: 30, accepted: 149, rejected: [{ crm_id: '5150', errors: { company: 'required' } }] });
    expect(result.batches).toEqual([{ import_id: result.import_id, rows: 180, status: 'committed' }]);
    expect(result.summary).toMatchObject({ contacts_upserted: 149, invalid: 1, with_social: 100 });
    expect(steps.at(-1)).toEqual({ step: 'commit', done: 179, total: 179 });
    const parent = (await api(app.baseUrl, 'GET', `/imports/${result.import_id}`, { key: bulkWs.readKey })).body;
    expect(parent).toMatchObject({ status: 'committed', source: 'crm', error: null });
    expect(parent.summary).toEqual(result.summary);

    // The same contacts and accounts as the batch path stored in the first workspace.
    // Ids and times differ between workspaces: left out at every depth.
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const timestamp = /^\d{4}-\d\d-\d\dT/;
    const portable = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'string' && (uuid.test(x) || timestamp.test(x)) ? undefined : x))) as Array<Record<string, unknown>>;
    const shape = async (key: string) => {
      const list = async (p: string) => portable((await api(app.baseUrl, 'GET', p, { key })).body.data)
        .sort((a, b) => String(a.crm_id).localeCompare(String(b.crm_id)));
      return { contacts: await list('/contacts?page_size=200'), accounts: await list('/accounts?page_size=200') };
    };
    const [viaBatches, viaBulk] = [await shape(ws.readKey), await shape(bulkWs.readKey)];
    expect(viaBulk.contacts).toHaveLength(149);
    expect(viaBulk).toEqual(viaBatches);
  }, 60_000);

  it('when the token is wrong, then the import fails with HubSpot\'s reason recorded', async () => {
    const failure = await importHubSpot(app.services, caller, { token: 'pat-na1-wrong', basePath: hubspot.baseUrl }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CrmImportError);
    const { importId, message, upstreamStatus } = failure as CrmImportError;
    expect(upstreamStatus).toBe(401);
    expect(message).toMatch(/^HubSpot rejected the access token \(401 INVALID_AUTHENTICATION\): Authentication credentials not found/);
    const row = (await get(`/imports/${importId}`)).body;
    expect(row).toMatchObject({ status: 'failed', source: 'crm', error: message, summary: null });
  });

  it('when HubSpot answers 429 and 502 for a while, then the calls are retried and the import completes', async () => {
    const seen = hubspot.requests.length;
    hubspot.failNext(1, 'server_error');
    hubspot.failNext(4, 'rate_limit'); // three exhaust the client's attempts; the fourth is retried by ours
    const result = await importHubSpot(app.services, caller, { token: TOKEN, basePath: hubspot.baseUrl, rateLimitWaitMs: 100 });
    expect(result.status).toBe('committed');
    expect(result.read).toEqual({ owners: 4, deals: 60, companies: 30, contacts: 150 });
    const statuses = hubspot.requests.slice(seen).map((r) => r.status);
    expect(statuses.slice(0, 6)).toEqual([502, 429, 429, 429, 429, 200]);
    expect((await get(`/imports/${result.import_id}`)).body.status).toBe('committed');
  }, 60_000);

  it('when HubSpot cannot be reached, then the import fails saying so', async () => {
    const failure = (await importHubSpot(app.services, caller, { token: TOKEN, basePath: 'http://127.0.0.1:9', attempts: 1 }).catch(
      (e: unknown) => e,
    )) as CrmImportError;
    expect(failure.message).toMatch(/^Could not reach HubSpot at http:\/\/127\.0\.0\.1:9 while reading owners/);
    expect((await get(`/imports/${failure.importId}`)).body).toMatchObject({ status: 'failed', error: failure.message });
  });
});

describe('tracker import hubspot (CLI)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: AppOnDatabase;
  let ws: SeededWorkspace;
  let hubspot: HubSpotStandin;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startAppOnDatabase(db.orm);
    ws = await seedWorkspace(app.services);
    hubspot = await startHubSpotStandin({ token: TOKEN, data: hubSpotData() });
  });
  afterAll(async () => {
    await hubspot.close();
    await app.close();
    await db.drop();
  });

  it('when run with --base-url, --yes and the token in HUBSPOT_TOKEN, then the portal is imported', async () => {
    const result = cliJson(
      await runTrackerInProcess(['import', 'hubspot', '--workspace', ws.slug, '--base-url', hubspot.baseUrl, '--yes', '--json'], {
        DATABASE_URL: db.url,
        HUBSPOT_TOKEN: TOKEN,
      }),
    );
    expect(result).toMatchObject({ status: 'committed', provider: 'hubspot', accounts_accepted: 30, accepted: 149 });
    expect((await api(app.baseUrl, 'GET', '/contacts?page_size=1', { key: ws.readKey })).body.total).toBe(149);
  }, 120_000);
});
