import { generateKeyPairSync } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../../src/core/context';
import { CrmImportError } from '../../../src/core/imports/crm-import';
import { importSalesforce, previewSalesforceImport } from '../../../src/core/imports/salesforce-import';
import { loadIntegration } from '../../../src/core/notifications/integrations.service';
import {
  completeSalesforceConnect,
  connectSalesforceJwt,
  salesforceStatus,
  setSalesforceMapping,
  startSalesforceConnect,
} from '../../../src/core/notifications/salesforce-connect';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { type SalesforceStandin, startSalesforceStandin } from '../../support/salesforce-standin';
import { sqlOn } from '../../support/sql';

const CLIENT_ID = '3MVG9standin.consumer.key';
const USER = { username: 'admin@acme.example', password: 'correct horse', name: 'Dana Whitfield', email: 'dana@acme.example' };
const REP = { username: 'rep@acme.example', password: 'x', name: 'Sam Patel', email: 'sam@acme.example' };
const TUNING = { backoffMs: 20, pollIntervalMs: 20 };
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** Account n: n%5 = 0 former customer (churned), 1 won (customer), 2 open (open_pipeline), 3 lost (closed_lost), 4 none (unknown). */
const SEGMENT_OF = ['churned', 'customer', 'open_pipeline', 'closed_lost', 'unknown'];

function seedOrg(sf: SalesforceStandin): { accounts: string[]; contacts: string[]; opps: string[] } {
  const owner = sf.all('User').find((u) => u.Username === REP.username)!.Id;
  const accounts = Array.from({ length: 100 }, (_, i) =>
    sf.seed('Account', { Name: `Account ${i}`, Website: `https://www.account${i}.example.com`, Type: i % 5 === 0 ? 'Former Customer' : 'Prospect', OwnerId: owner, BillingCountry: 'United States' }),
  );
  const opps: string[] = [];
  accounts.forEach((id, i) => {
    const kind = i % 5;
    if (kind === 1) opps.push(sf.seed('Opportunity', { AccountId: id, StageName: 'Closed Won', IsClosed: true, IsWon: true, Amount: 1000 * i, CloseDate: '2025-01-15', Probability: 100 }));
    if (kind === 2) opps.push(sf.seed('Opportunity', { AccountId: id, StageName: 'Negotiation/Review', IsClosed: false, IsWon: false, Amount: 500, CloseDate: '2026-12-15', Probability: 80 }));
    if (kind === 3) opps.push(sf.seed('Opportunity', { AccountId: id, StageName: 'Closed Lost', IsClosed: true, IsWon: false, Amount: 700, CloseDate: '2025-06-01', Probability: 0 }));
  });
  const contacts = Array.from({ length: 5000 }, (_, n) =>
    sf.seed('Contact', {
      FirstName: `Person${n}`,
      LastName: `Surname${n}`,
      Email: `person${n}@account${n % 100}.example.com`,
      Title: 'VP Sales',
      AccountId: accounts[n % 100],
      OwnerId: owner,
      LinkedIn_URL__c: `https://www.linkedin.com/in/sf-person-${n}`,
      Champion_Score__c: n % 2 ? 7 : null,
    }),
  );
  return { accounts, contacts, opps };
}

/** Drives the org's login page as a browser would: GET the form, POST it, follow nothing, read the redirect. */
async function logIn(authorizationUrl: string, user: { username: string; password: string }): Promise<URL> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const form = new URLSearchParams([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1]!, m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')]));
  form.set('username', user.username);
  form.set('pw', user.password);
  const res = await fetch(new URL('/services/oauth2/authorize', authorizationUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

describe('Salesforce connect, import and sync (stand-in org)', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let caller: Caller;
  let sf: SalesforceStandin;
  let org: ReturnType<typeof seedOrg>;
  const sql = sqlOn(() => app);

  beforeAll(async () => {
    sf = await startSalesforceStandin({ clientId: CLIENT_ID, users: [USER, REP], queryPageSize: 40, jwtPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    // The stand-in is the operator's login host: a caller may name only Salesforce's own hosts or this one.
    app = await startTestApp({ env: { SALESFORCE_LOGIN_URL: sf.url } });
    ws = await seedWorkspace(app.services, { credits: 100 });
    caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' };
    org = seedOrg(sf);
  }, 120_000);
  afterAll(async () => {
    await sf?.close();
    await app?.close();
  });

  it('connects through the web-server flow with PKCE and keeps the refresh token sealed', async () => {
    const started = await startSalesforceConnect(app.services, ws.id, { login_url: sf.url, consumer_key: CLIENT_ID, redirect_uri: 'http://127.0.0.1:9/cb' });
    const auth = new URL(started.authorization_url);
    expect(auth.pathname).toBe('/services/oauth2/authorize');
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const back = await logIn(started.authorization_url, USER);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:9/cb');
    const stored = await completeSalesforceConnect(app.services, { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! });
    expect(stored).toMatchObject({ status: 'connected', auth: 'web_server', instance_url: sf.url });
    expect(stored.refresh_token).toMatch(/^5Aep.…/u);
    const [row] = await sql<{ config_enc: string }>(`select config_enc from integrations where workspace_id = ? and kind = 'salesforce'`, [ws.id]);
    expect(row!.config_enc).not.toContain('5Aep');
    expect((await salesforceStatus(app.services, ws.id)).status).toBe('connected');
    // A replayed callback (the code is single-use) and a forged state are refused.
    await expect(completeSalesforceConnect(app.services, { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! })).rejects.toThrow(/invalid authorization code/);
    await expect(completeSalesforceConnect(app.services, { code: 'x', state: 'v2.forged' })).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('refuses the first import before a preview, previews the mapping, then imports 5,000 contacts with segments', async () => {
    await setSalesforceMapping(app.services, ws.id, { custom_fields: { Champion_Score__c: 'champion_score' }, bulk_threshold: 2000 });
    await expect(importSalesforce(app.services, caller, { tuning: TUNING })).rejects.toMatchObject({ code: 'preview_required' });
    const preview = await previewSalesforceImport(app.services, caller, { tuning: TUNING });
    expect(preview).toMatchObject({ contacts: 5000, accounts: 100, with_profile_url: 5000, rejected_count: 0 });
    expect(preview.sample[1]).toMatchObject({ social_url: 'https://www.linkedin.com/in/sf-person-1', custom: { champion_score: '7' }, segment: 'customer' }); // Bulk API CSV: text

    sf.requests.length = 0;
    const result = await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    expect(result).toMatchObject({ mode: 'full', provider: 'salesforce', accepted: 5000, accounts_accepted: 100, rejected: [] });
    expect(result.read).toEqual({ owners: 2, deals: 60, companies: 100, contacts: 5000 });
    // 5,100 rows read (accounts and contacts) reach BULK_IMPORT_MIN_ROWS: one set-based merge, the import itself.
    expect(result.batches).toEqual([{ import_id: result.import_id, rows: 5100, status: 'committed' }]);
    // Contacts past the bulk threshold through a Bulk API 2.0 query job; accounts through REST pages.
    expect(sf.requests.some((r) => r.method === 'POST' && r.path.endsWith('/jobs/query'))).toBe(true);
    expect(sf.requests.filter((r) => /\/query\/01g/.test(r.path)).length).toBeGreaterThanOrEqual(2);

    const segments = await sql<{ crm_id: string; segment: string; deal_value: string | null; crm_provider: string }>(
      `select crm_id, segment, deal_value, crm_provider from accounts where workspace_id = ?`, [ws.id]);
    expect(segments).toHaveLength(100);
    for (const [i, id] of org.accounts.entries()) expect(segments.find((s) => s.crm_id === id)?.segment).toBe(SEGMENT_OF[i % 5]);
    expect(Number(segments.find((s) => s.crm_id === org.accounts[11])!.deal_value)).toBe(11_000);
    const [c] = await sql<Record<string, unknown>>(`select * from contacts where workspace_id = ? and crm_id = ?`, [ws.id, org.contacts[12]]);
    expect(c).toMatchObject({ segment: 'open_pipeline', deal_stage: 'Negotiation/Review', owner: 'Sam Patel', crm_provider: 'salesforce' });
  }, 180_000);

  it('syncs a delta: edits, a won deal and deletions since the SystemModstamp cursor', async () => {
    sf.update('Contact', org.contacts[7]!, { Title: 'Chief Revenue Officer' });
    sf.update('Opportunity', org.opps[1]!, { StageName: 'Closed Won', IsClosed: true, IsWon: true }); // account 2: open → customer
    sf.remove('Contact', org.contacts[3]!);
    sf.remove('Contact', org.contacts[4]!);
    // getDeleted takes whole seconds (jsforce's formatDate): a deletion in the current second is the next sync's.
    const deletedAt = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) === deletedAt) await new Promise((r) => setTimeout(r, 50));
    sf.requests.length = 0;
    const result = await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    expect(result).toMatchObject({ mode: 'delta', deleted_contacts: 2 });
    // The delta: the changed records, account 2's contacts, and those stamped in the cursor's millisecond (the seeding wrote hundreds per ms).
    expect(result.read.contacts).toBeLessThan(1000);
    expect(sf.requests.some((r) => decodeURIComponent(r.path).includes('SystemModstamp >='))).toBe(true);
    expect(sf.requests.some((r) => /\/sobjects\/Contact\/deleted\?start=/.test(r.path))).toBe(true);
    const [edited] = await sql<{ title: string }>(`select title from contacts where crm_id = ?`, [org.contacts[7]]);
    expect(edited!.title).toBe('Chief Revenue Officer');
    const [account] = await sql<{ segment: string }>(`select segment from accounts where crm_id = ?`, [org.accounts[2]]);
    expect(account!.segment).toBe('customer');
    const [moved] = await sql<{ segment: string }>(`select segment from contacts where crm_id = ?`, [org.contacts[2]]);
    expect(moved!.segment).toBe('customer');
    const gone = await sql(`select 1 from contacts where crm_id in (?, ?)`, [org.contacts[3], org.contacts[4]]);
    expect(gone).toHaveLength(0);
  }, 120_000);

  it('waits out REQUEST_LIMIT_EXCEEDED with backoff and stops near the org\'s daily limit', async () => {
    sf.failNext(2, 403, [{ message: 'ConcurrentPerOrgLongTxn Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }]);
    const result = await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    expect(result.mode).toBe('delta');
    expect(sf.requests.filter((r) => r.status === 403)).toHaveLength(2);
    const stored = await loadIntegration(app.services, app.services.orm.em.fork(), ws.id, 'salesforce');
    expect(stored!.api_usage).toEqual(sf.apiUsage());

    sf.setApiUsage(95, 100);
    const refused = await importSalesforce(app.services, caller, { tuning: TUNING }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrmImportError);
    expect((refused as Error).message).toMatch(/API usage is at 9\d of 100/);
    sf.setApiUsage(0, 100_000);
  }, 60_000);

  it('refreshes an expired access token once; a refused refresh marks the connection broken', async () => {
    sf.expireAccessTokens();
    const before = (await loadIntegration(app.services, app.services.orm.em.fork(), ws.id, 'salesforce'))!.access_token;
    await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    const after = (await loadIntegration(app.services, app.services.orm.em.fork(), ws.id, 'salesforce'))!.access_token;
    expect(after).not.toBe(before);

    sf.expireAccessTokens();
    sf.revokeRefreshTokens();
    const failure = await importSalesforce(app.services, caller, { tuning: TUNING }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CrmImportError);
    expect((failure as CrmImportError).upstreamStatus).toBe(401);
    const status = await salesforceStatus(app.services, ws.id);
    expect(status).toMatchObject({ status: 'broken' });
    expect(status.broken_reason).toMatch(/expired access\/refresh token/);
    await expect(importSalesforce(app.services, caller, { tuning: TUNING })).rejects.toMatchObject({ code: 'salesforce_broken' });
  }, 60_000);

  it('connects through the JWT bearer flow with the connected app certificate\'s key', async () => {
    const stored = await connectSalesforceJwt(app.services, ws.id, { login_url: sf.url, consumer_key: CLIENT_ID, username: USER.username, private_key: pem });
    expect(stored).toMatchObject({ auth: 'jwt_bearer', status: 'connected', username: USER.username });
    sf.expireAccessTokens(); // a JWT connection signs a new assertion instead of refreshing
    const result = await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    expect(result.mode).toBe('delta');
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(connectSalesforceJwt(app.services, ws.id, { login_url: sf.url, consumer_key: CLIENT_ID, username: USER.username, private_key: wrongKey })).rejects.toThrow(/invalid assertion/);
  }, 60_000);

  it('through the API: connect (login page → callback page), read, map, then disconnect revokes the refresh token', async () => {
    const other = await seedWorkspace(app.services);
    const redirect = `${app.rootUrl}/integrations/salesforce/callback`;
    const started = await api(app.baseUrl, 'POST', '/integrations/salesforce/connect', { key: other.writeKey, body: { login_url: sf.url, consumer_key: CLIENT_ID, redirect_uri: redirect } });
    expect(started.status).toBe(200);
    const read = await api(app.baseUrl, 'POST', '/integrations/salesforce/connect', { key: other.readKey, body: {} });
    expect(read.status).toBe(403);
    const back = await logIn(started.body.authorization_url, USER);
    const landed = await fetch(back);
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain('Salesforce connected');
    const forged = await fetch(`${redirect}?code=x&state=nonsense`);
    expect(forged.status).toBe(400);

    const status = await api(app.baseUrl, 'GET', '/integrations/salesforce', { key: other.readKey });
    expect(status.body).toMatchObject({ status: 'connected', auth: 'web_server', previewed_at: null });
    const mapped = await api(app.baseUrl, 'PUT', '/integrations/salesforce/mapping', { key: other.writeKey, body: { profile_url_field: 'LinkedIn_Profile__c' } });
    expect(mapped.body.mapping).toMatchObject({ profile_url_field: 'LinkedIn_Profile__c', external_id_field: 'Job_Change_Tracker_Id__c' });
    const bad = await api(app.baseUrl, 'PUT', '/integrations/salesforce/mapping', { key: other.writeKey, body: { profile_url_field: "x' OR Name != '" } });
    expect(bad.status).toBe(400);

    const refreshCount = sf.requests.length;
    const gone = await api(app.baseUrl, 'DELETE', '/integrations/salesforce', { key: other.writeKey });
    expect(gone.body).toEqual({ removed: true, revoked: true });
    expect(sf.requests.length).toBe(refreshCount); // revocation is at the login host, not the API
    expect((await api(app.baseUrl, 'GET', '/integrations/salesforce', { key: other.readKey })).status).toBe(404);
  });

  it.each([
    ['the service\'s own network', 'http://127.0.0.1:9'],
    ['a cloud metadata address', 'https://169.254.169.254'],
    ['plain http to Salesforce', 'http://login.salesforce.com'],
    ['a look-alike host', 'https://login.salesforce.com.attacker.example'],
    ['a path on a Salesforce host', 'https://login.salesforce.com/redirect?to=http://127.0.0.1'],
  ])('through the API, when login_url is %s, then connecting is refused with 400 naming login_url and nothing is stored or called', async (_case, loginUrl) => {
    const other = await seedWorkspace(app.services);
    const before = sf.requests.length;
    for (const [path, body] of [
      ['/integrations/salesforce/connect', { login_url: loginUrl, consumer_key: CLIENT_ID }],
      ['/integrations/salesforce/jwt', { login_url: loginUrl, consumer_key: CLIENT_ID, username: USER.username, private_key: pem }],
    ] as const) {
      const res = await api(app.baseUrl, 'POST', path, { key: other.writeKey, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: [expect.objectContaining({ path: 'login_url' })] });
    }
    expect((await api(app.baseUrl, 'GET', '/integrations/salesforce', { key: other.readKey })).status).toBe(404);
    expect(sf.requests.length).toBe(before);
  });
});
