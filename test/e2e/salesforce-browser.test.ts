/**
 * Issue #22's end to end over real processes: the sandbox, checker, scheduler and gateway
 * (`node dist/main.js <role>`) on a test database, a Salesforce stand-in org on loopback, and
 * Debian's Chromium. The workspace connects Salesforce through the org's login page (the
 * web-server flow with PKCE: the service's authorize URL, the stand-in's form, the redirect back
 * to the gateway's callback), imports Users, Accounts, Opportunities and Contacts with the CLI,
 * a tracked person moves in the sandbox, a run finds it, and the scheduler writes the play back to
 * the org: a Contact at the new Account, the old record flagged, a Task for the owner. Every
 * assertion about Salesforce reads what the stand-in received over the wire.
 */
import { randomBytes } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Services } from '../../src/core/context';
import type { PersonSummary as SandboxPerson } from '../../src/sandbox/world/types';
import { type SeededWorkspace, seedWorkspace } from '../support/app';
import { servicesOn } from '../support/app-on-database';
import { loopbackBrowser } from '../support/browser';
import { createTestDatabase } from '../support/database';
import { api, sandboxAdmin } from '../support/http';
import { ProcessTree, type RoleProcess, waitForPort } from '../support/process-tree';
import { freePort, waitFor } from '../support/processes';
import { type SalesforceStandin, startSalesforceStandin } from '../support/salesforce-standin';
import { sqlOn } from '../support/sql';
import { runTracker } from '../support/tracker-cli';

// Four role processes start on a loaded 2-core machine; each step then takes seconds.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const CLIENT_ID = '3MVG9standin.e2e.consumer';
const SECRETS_KEY = randomBytes(32).toString('hex');
const ADMIN = { username: 'admin@acme.example', password: 'correct horse battery', name: 'Dana Whitfield', email: 'dana@acme.example' };
const REP = { username: 'rep@acme.example', password: 'x', name: 'Sam Patel', email: 'sam@acme.example' };
const TRACKED = 12;
const NEW_COMPANY = 'Northwind Traders';
const NEW_TITLE = 'Chief Revenue Officer';


let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let sql: ReturnType<typeof sqlOn>;
let tree: ProcessTree;
let sf: SalesforceStandin;
let ws: SeededWorkspace;
let baseUrl: string;
let sandboxUrl: string;
let browser: Browser;
let page: Page;
let requested: string[] = [];
let people: SandboxPerson[];
/** The stand-in's ids: the rep who owns everything, each person's Contact, and their Accounts by company. */
const org = { rep: '', contacts: new Map<string, string>(), accounts: new Map<string, string>() };

/** What every role and the CLI share: the database, the sealing key and the connected app. */
function commonEnv(): Record<string, string> {
  return { DATABASE_URL: db.url, SECRETS_KEY, SALESFORCE_CLIENT_ID: CLIENT_ID, SALESFORCE_LOGIN_URL: sf.url, LOG_LEVEL: 'warn' };
}

const cli = (args: string[]) => runTracker(args, { ...commonEnv(), LOG_LEVEL: 'silent', PROFILE_SOURCE_URL: sandboxUrl, BULK_IMPORT_MIN_ROWS: '10' }, { timeoutMs: 120_000 });

function describeProcesses(): string {
  return tree
    .running()
    .map((p) => `--- ${p.name} (pid ${p.pid}):\n${p.output().slice(-3000)}`)
    .join('\n');
}

/** The sandbox, checker, scheduler and gateway as real processes; resolves once each listens. */
async function startRoles(): Promise<void> {
  const sandbox = await tree.startSandbox({ people: 60, seed: 2207 });
  sandboxUrl = sandbox.url;
  const [checkerPort, gatewayPort] = [await freePort(), await freePort()];
  const token = randomBytes(16).toString('hex');
  const checker = tree.start('checker', { CHECKER_PORT: String(checkerPort), CHECKER_TOKEN: token, PROFILE_SOURCE_URL: sandboxUrl, LOG_LEVEL: 'warn' });
  tree.start('scheduler', {
    ...commonEnv(),
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: token,
    PROFILE_SOURCE_URL: sandboxUrl,
    CADENCE_EVERY_MS: '600000',
    DISPATCHER_INTERVAL_MS: '100',
    SECOND_LOOK_AFTER_MS: '0',
    SECOND_LOOK_EVERY_MS: '200',
  });
  const gateway: RoleProcess = tree.start('gateway', {
    ...commonEnv(),
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    // The callback URL registered with the connected app (the browser may not leave 127.0.0.1).
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
    PROFILE_SOURCE_URL: sandboxUrl,
  });
  baseUrl = `http://127.0.0.1:${gatewayPort}/v1`;
  await Promise.all([
    waitForPort('127.0.0.1', sandbox.port, 180_000),
    waitForPort('127.0.0.1', checkerPort, 180_000),
    waitForPort('127.0.0.1', gatewayPort, 180_000),
  ]).catch((err: unknown) => {
    throw new Error(`${String(err)}\n${sandbox.proc.output()}\n${checker.output()}\n${gateway.output()}`);
  });
}

/**
 * The org: one Account per company the tracked people work at (the first two customers through a
 * won Opportunity, the third in open pipeline), and each person as a Contact owned by the rep
 * with their profile URL in the mapped field.
 */
function seedOrg(): void {
  org.rep = sf.all('User').find((u) => u.Username === REP.username)!.Id;
  for (const person of people) {
    const company = person.company!;
    if (org.accounts.has(company)) continue;
    const id = sf.seed('Account', { Name: company, Type: 'Prospect', OwnerId: org.rep });
    const n = org.accounts.size;
    org.accounts.set(company, id);
    if (n < 2) sf.seed('Opportunity', { AccountId: id, StageName: 'Closed Won', IsClosed: true, IsWon: true, Amount: 25_000, CloseDate: '2026-03-31', Probability: 100 });
    if (n === 2) sf.seed('Opportunity', { AccountId: id, StageName: 'Negotiation/Review', IsClosed: false, IsWon: false, Amount: 9_000, CloseDate: '2026-12-20', Probability: 80 });
  }
  for (const person of people) {
    const email = `${person.first_name}.${person.last_name}@${person.company!.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`.toLowerCase();
    org.contacts.set(
      person.id,
      sf.seed('Contact', {
        FirstName: person.first_name,
        LastName: person.last_name,
        Email: email,
        Title: person.title,
        AccountId: org.accounts.get(person.company!),
        OwnerId: org.rep,
        LinkedIn_URL__c: person.social_url,
      }),
    );
  }
}

async function runStatus(runId: string): Promise<string> {
  return (await api(baseUrl, 'GET', `/runs/${runId}`, { key: ws.readKey })).body.status as string;
}

beforeAll(async () => {
  [db, sf] = await Promise.all([createTestDatabase(), startSalesforceStandin({ clientId: CLIENT_ID, users: [ADMIN, REP] })]);
  services = servicesOn(db.orm, { env: { SECRETS_KEY } });
  sql = sqlOn(services);
  tree = new ProcessTree();
  ws = await seedWorkspace(services, { name: 'Acme Revenue', credits: 500 });
  // No cadence run may start in the middle of the test: only the import's baseline and the manual run.
  await sql('update workspace_settings set next_refresh_at = null where workspace_id = ?', [ws.id]);
  await startRoles();
  const all = (await sandboxAdmin<{ data: SandboxPerson[] }>(sandboxUrl, 'GET', '/admin/people?limit=60')).data;
  people = all.filter((p) => p.company && p.title && p.title !== NEW_TITLE).slice(0, TRACKED);
  expect(people).toHaveLength(TRACKED);
  seedOrg();
  ({ browser, page, requested } = await loopbackBrowser('salesforce', { width: 1200, height: 900 }));
});

afterAll(async () => {
  await browser?.close();
  await tree?.killAll();
  await sf?.close();
  await db?.drop();
});

describe('Salesforce end to end: connect in Chromium, import, a move, a run, the play written back', () => {
  it('when the admin opens the service\'s authorize URL and logs in on the org\'s page, then the gateway\'s callback stores the connection', async () => {
    const started = await api(baseUrl, 'POST', '/integrations/salesforce/connect', { key: ws.writeKey, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorize = new URL(started.body.authorization_url as string);
    expect(authorize.origin).toBe(sf.url);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseUrl.replace(/\/v1$/, '')}/integrations/salesforce/callback`);
    expect(authorize.searchParams.get('code_challenge'), 'PKCE (S256, Salesforce\'s default method)').toMatch(/^[\w-]{43}$/);

    await page.goto(authorize.href);
    await expect(page.title()).resolves.toBe('Login | Salesforce');
    await page.fill('#username', ADMIN.username);
    await page.fill('#password', ADMIN.password);
    await Promise.all([page.waitForURL(/\/integrations\/salesforce\/callback\?/), page.click('#Login')]);

    await expect(page.locator('h1#result').textContent()).resolves.toBe('Salesforce connected');
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    const status = await api(baseUrl, 'GET', '/integrations/salesforce', { key: ws.readKey });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: 'connected', auth: 'web_server', instance_url: sf.url });
    // The token exchange reached the org with the PKCE verifier the service kept sealed in `state`.
    expect(requested.filter((href) => new URL(href).hostname !== '127.0.0.1')).toEqual([]);
  });

  it('when the admin previews and imports with the CLI, then contacts, accounts and segments come from the org and the baseline run completes', async () => {
    await api(baseUrl, 'PUT', '/integrations/salesforce/mapping', { key: ws.writeKey, body: { bulk_threshold: 5 } });
    const preview = await cli(['import', 'salesforce', '--workspace', ws.id, '--preview', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toMatchObject({ contacts: TRACKED, accounts: org.accounts.size, with_profile_url: TRACKED, rejected_count: 0 });

    const imported = await cli(['import', 'salesforce', '--workspace', ws.id, '--json']);
    expect(imported.code, imported.stderr + describeProcesses()).toBe(0);
    const result = JSON.parse(imported.stdout) as { accepted: number; accounts_accepted: number; batches: unknown[]; baseline_run_id: string | null; read: Record<string, number> };
    expect(result).toMatchObject({ accepted: TRACKED, accounts_accepted: org.accounts.size, rejected: [] });
    expect(result.read).toMatchObject({ owners: 2, deals: 3, companies: org.accounts.size, contacts: TRACKED });
    // Past BULK_IMPORT_MIN_ROWS (10 here): the COPY + set-based merge, one batch, the import itself.
    expect(result.batches).toHaveLength(1);
    // Contacts past the mapping's bulk threshold came through a Bulk API 2.0 query job.
    expect(sf.requests.some((r) => r.method === 'POST' && r.path.endsWith('/jobs/query') && /FROM Contact/i.test(JSON.stringify(r.body)))).toBe(true);

    const contacts = (await api(baseUrl, 'GET', '/contacts?page_size=200', { key: ws.readKey })).body.data as Array<Record<string, unknown>>;
    expect(contacts).toHaveLength(TRACKED);
    const first = contacts.find((c) => c.social_url === people[0]!.social_url)!;
    expect(first).toMatchObject({ crm_id: org.contacts.get(people[0]!.id), owner: REP.name, segment: 'customer' });

    const runs = (await api(baseUrl, 'GET', '/runs', { key: ws.readKey })).body.data as Array<{ id: string }>;
    expect(runs).toHaveLength(1);
    await waitFor('the baseline run to complete', async () => ((await runStatus(runs[0]!.id)) === 'completed' ? true : undefined), 90_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${describeProcesses()}`);
    });
  });

  it('when a tracked person at a customer moves in the sandbox and a run finds it, then the play is written back: a Contact at the new Account, the old one flagged, a Task for the owner', async () => {
    const icp = await api(baseUrl, 'PUT', '/icp', {
      key: ws.writeKey,
      body: { account: { version: 1, unknown_policy: 'pass' }, contact: { version: 1, title: { include: [NEW_TITLE], exclude: [] } } },
    });
    expect(icp.status, JSON.stringify(icp.body)).toBe(200);
    const settings = await api(baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { crm_writeback_enabled: true, crm_writeback_mode: 'create_new' } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const mover = people[0]!;
    await sandboxAdmin(sandboxUrl, 'POST', `/admin/people/${mover.id}/change`, { type: 'move', company: NEW_COMPANY, title: NEW_TITLE });
    sf.requests.length = 0;

    const run = await api(baseUrl, 'POST', '/runs', { key: ws.writeKey, body: { force: true } });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    await waitFor('the manual run to complete', async () => ((await runStatus(run.body.id as string)) === 'completed' ? true : undefined), 90_000);

    const plays = (await api(baseUrl, 'GET', '/plays?page_size=200', { key: ws.readKey })).body.data as Array<Record<string, unknown>>;
    const play = plays.find((p) => p.type !== 'churn_risk' && (p.person as { social_url: string }).social_url === mover.social_url);
    expect(play, JSON.stringify(plays)).toMatchObject({ type: 'direct', old_company: mover.company, new_company: NEW_COMPANY, new_title: NEW_TITLE, segment: 'customer', owner: REP.name });
    const written = await waitFor('the play written back to the org', async () => {
      const p = (await api(baseUrl, 'GET', `/plays/${play!.id as string}`, { key: ws.readKey })).body as { crm_record_id: string | null };
      return p.crm_record_id ?? undefined;
    }, 60_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${JSON.stringify(sf.requests.slice(-10))}\n${describeProcesses()}`);
    });

    // The org's own records, as the scheduler's calls left them.
    const made = sf.records.get('Contact')!.get(written)!;
    expect(made).toMatchObject({ FirstName: mover.first_name, LastName: mover.last_name, Title: NEW_TITLE, OwnerId: org.rep, LinkedIn_URL__c: mover.social_url, Job_Change_Tracker_Id__c: expect.any(String) });
    expect(written).not.toBe(org.contacts.get(mover.id));
    expect(sf.records.get('Account')!.get(made.AccountId as string)).toMatchObject({ Name: NEW_COMPANY });
    const old = sf.records.get('Contact')!.get(org.contacts.get(mover.id)!)!;
    expect(old).toMatchObject({ No_Longer_At_Company__c: true, Title: mover.title, AccountId: org.accounts.get(mover.company!) });
    expect(String(old.No_Longer_At_Company_Date__c)).toMatch(/^\d{4}-\d\d-\d\d$/);
    const tasks = sf.all('Task').filter((t) => t.WhoId === written);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ OwnerId: org.rep, Status: 'Not Started' });
    expect(String(tasks[0]!.Description)).toContain(NEW_COMPANY);

    // Over the wire: the Contact came through one upsert on the external-id field keyed by the play (a retry
    // upserts the same record), and the flag and the Task through one composite request.
    const upserts = sf.requests.filter((r) => r.method === 'PATCH' && /\/sobjects\/Contact\/Job_Change_Tracker_Id__c\//.test(r.path));
    expect(upserts.map((r) => r.status)).toEqual([201]);
    expect(upserts[0]!.body).toMatchObject({ FirstName: mover.first_name, LastName: mover.last_name, Title: NEW_TITLE });
    const composite = sf.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/composite'));
    expect(composite).toHaveLength(1);
    const subrequests = (composite[0]!.body as { compositeRequest: Array<{ method: string; url: string; body: Record<string, unknown> }> }).compositeRequest;
    expect(subrequests.map((c) => `${c.method} ${c.url.replace(/\/services\/data\/v[\d.]+/, '')}`).sort()).toEqual(
      [`PATCH /sobjects/Contact/${org.contacts.get(mover.id)!}`, 'POST /sobjects/Task'].sort(),
    );
    expect(sf.all('Contact').filter((c) => c.LinkedIn_URL__c === mover.social_url)).toHaveLength(2);
    expect(sf.all('Contact')).toHaveLength(TRACKED + 1);
    expect(requested.filter((href) => new URL(href).hostname !== '127.0.0.1')).toEqual([]);
  });
});
