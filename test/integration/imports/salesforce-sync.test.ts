import { generateKeyPairSync } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SALESFORCE_SYNC_TIMINGS } from '../../../machines/timings';
import type { Caller } from '../../../src/core/context';
import { em } from '../../../src/core/context';
import { importSalesforce, previewSalesforceImport } from '../../../src/core/imports/salesforce-import';
import { runDueSalesforceSyncs } from '../../../src/core/imports/salesforce-sync';
import { salesforceSyncLease } from '../../../src/core/imports/salesforce-sync-lease';
import { connectSalesforceJwt, salesforceStatus } from '../../../src/core/notifications/salesforce-connect';
import { startSalesforceSyncLoop } from '../../../src/scheduler/salesforce-sync-loop';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type SalesforceStandin, startSalesforceStandin } from '../../support/salesforce-standin';
import { sqlOn } from '../../support/sql';

/**
 * The scheduler leader's daily Salesforce delta sync over the stand-in org: scheduled by the first
 * import, claimed under the sync lease when due, never run by two leaders at once (an old leader
 * still holding it, or two passes racing), and a failure shown on the import and the connection,
 * then retried after the delays of SALESFORCE_SYNC_TIMINGS.
 */

const CLIENT_ID = '3MVG9standin.sync.key';
const USER = { username: 'admin@sync.example', password: 'pw', name: 'Dana Whitfield', email: 'dana@sync.example' };
const TUNING = { backoffMs: 20, pollIntervalMs: 20 };
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const MINUTE = 60_000;

describe('Salesforce sync on the scheduler leader', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let caller: Caller;
  let sf: SalesforceStandin;
  let contacts: string[];
  const sql = sqlOn(() => app);
  const crmImports = async () =>
    sql<{ id: string; status: string; error: string | null }>(`select id, status, error from imports where workspace_id = ? and source = 'crm' order by created_at`, [ws.id]);

  beforeAll(async () => {
    sf = await startSalesforceStandin({ clientId: CLIENT_ID, users: [USER], queryPageSize: 50, jwtPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    // Every import through the bulk path: one import record each (the batches would add one per batch).
    app = await startTestApp({ env: { SALESFORCE_LOGIN_URL: sf.url, BULK_IMPORT_MIN_ROWS: '1' } });
    ws = await seedWorkspace(app.services, { credits: 100 });
    caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' };
    const owner = sf.all('User')[0]!.Id;
    const accounts = Array.from({ length: 5 }, (_, i) => sf.seed('Account', { Name: `Sync Account ${i}`, Website: `https://sync${i}.example.com`, OwnerId: owner }));
    contacts = Array.from({ length: 40 }, (_, n) =>
      sf.seed('Contact', { FirstName: `Sync${n}`, LastName: `Person${n}`, Title: 'VP Sales', AccountId: accounts[n % 5], OwnerId: owner, LinkedIn_URL__c: `https://www.linkedin.com/in/sync-${n}` }),
    );
    await connectSalesforceJwt(app.services, ws.id, { login_url: sf.url, consumer_key: CLIENT_ID, username: USER.username, private_key: pem });
  }, 120_000);
  afterAll(async () => {
    await sf?.close();
    await app?.close();
  });

  it('when the first import commits, then the sync is due a day later and the leader runs it then as a delta', async () => {
    await previewSalesforceImport(app.services, caller, { tuning: TUNING });
    const first = await importSalesforce(app.services, caller, { tuning: TUNING, pollMs: 20 });
    expect(first.mode).toBe('full');
    const scheduled = (await salesforceStatus(app.services, ws.id)).sync;
    expect(scheduled).toEqual({
      next_at: new Date(app.clock.now().getTime() + SALESFORCE_SYNC_TIMINGS.everyMs).toISOString(), attempts: 0, last_error: null, last_import_id: first.import_id, running: false,
    });

    const loop = startSalesforceSyncLoop(app.services, { everyMs: 3_600_000 });
    try {
      expect(await loop.pass()).toEqual([]); // not due yet
      sf.update('Contact', contacts[3]!, { Title: 'Chief Revenue Officer' });
      app.clock.advance(SALESFORCE_SYNC_TIMINGS.everyMs);
      const [synced] = await loop.pass();
      expect(synced).toMatchObject({ workspace_id: ws.id, status: 'synced' });
      const [row] = await sql<{ title: string }>('select title from contacts where workspace_id = ? and crm_id = ?', [ws.id, contacts[3]]);
      expect(row!.title).toBe('Chief Revenue Officer');
      expect((await crmImports()).map((i) => i.status)).toEqual(['committed', 'committed']);
      expect((await salesforceStatus(app.services, ws.id)).sync).toMatchObject({
        next_at: new Date(app.clock.now().getTime() + SALESFORCE_SYNC_TIMINGS.everyMs).toISOString(), attempts: 0, last_import_id: synced!.import_id,
      });
    } finally {
      await loop.stop();
    }
  }, 120_000);

  it('when two leaders look at once, or an old leader still holds the sync, then it runs once', async () => {
    const before = (await crmImports()).length;
    app.clock.advance(SALESFORCE_SYNC_TIMINGS.everyMs);
    // Two leaders' passes race (the old one not yet gone): the lease hands the sync to one.
    const [a, b] = await Promise.all([runDueSalesforceSyncs(app.services, { tuning: TUNING }), runDueSalesforceSyncs(app.services, { tuning: TUNING })]);
    expect([...a, ...b].map((o) => o.status)).toEqual(['synced']);
    expect((await crmImports()).length).toBe(before + 1);

    // A leader claims the next one and dies mid-sync (its lease stays): the new leader waits out the lease.
    app.clock.advance(SALESFORCE_SYNC_TIMINGS.everyMs);
    const dead = await salesforceSyncLease.claim(em(app.services), { now: app.clock.now(), limit: 5, leaseMs: SALESFORCE_SYNC_TIMINGS.leaseMs });
    expect(dead.items.map((s) => s.workspace_id)).toEqual([ws.id]);
    expect((await salesforceStatus(app.services, ws.id)).sync).toMatchObject({ running: true, attempts: 0 });
    expect(await runDueSalesforceSyncs(app.services, { tuning: TUNING })).toEqual([]);
    app.clock.advance(SALESFORCE_SYNC_TIMINGS.leaseMs - MINUTE);
    expect(await runDueSalesforceSyncs(app.services, { tuning: TUNING })).toEqual([]);
    app.clock.advance(MINUTE);
    expect((await runDueSalesforceSyncs(app.services, { tuning: TUNING })).map((o) => o.status)).toEqual(['synced']);
    // The dead leader's late settle finds the sync no longer its own and changes nothing.
    expect(await salesforceSyncLease.settle(em(app.services), dead.owner, [ws.id], { values: [app.clock.now().toISOString(), null] })).toEqual([]);
    expect((await crmImports()).length).toBe(before + 2);
  }, 120_000);

  it('when a sync fails, then the import and the connection show why, and it is retried after each delay in turn', async () => {
    app.clock.advance(SALESFORCE_SYNC_TIMINGS.everyMs);
    let failing = true;
    sf.failNext(1_000, 400, [{ message: 'sObject type \'Contact\' is not supported.', errorCode: 'INVALID_TYPE' }], (r) => failing && r.path.includes('/query'));
    try {
      const delays = SALESFORCE_SYNC_TIMINGS.retryDelaysMs;
      for (const [n, delay] of delays.entries()) {
        const [failed] = await runDueSalesforceSyncs(app.services, { tuning: TUNING });
        expect(failed).toMatchObject({ status: 'failed', next_at: new Date(app.clock.now().getTime() + delay).toISOString() });
        const imp = (await crmImports()).at(-1)!;
        expect(imp).toMatchObject({ id: failed!.import_id, status: 'failed' });
        expect(imp.error).toMatch(/INVALID_TYPE|not supported/);
        expect((await salesforceStatus(app.services, ws.id)).sync).toMatchObject({ attempts: n + 1, last_error: expect.stringMatching(/not supported/), last_import_id: imp.id, running: false });
        app.clock.advance(delay - 1000);
        expect(await runDueSalesforceSyncs(app.services, { tuning: TUNING })).toEqual([]); // not before its delay
        app.clock.advance(1000);
      }
      // Past the schedule: the daily cadence, the error still shown.
      const [late] = await runDueSalesforceSyncs(app.services, { tuning: TUNING });
      expect(late).toMatchObject({ status: 'failed', next_at: new Date(app.clock.now().getTime() + SALESFORCE_SYNC_TIMINGS.everyMs).toISOString() });
      failing = false;
      app.clock.advance(SALESFORCE_SYNC_TIMINGS.everyMs);
      expect((await runDueSalesforceSyncs(app.services, { tuning: TUNING })).map((o) => o.status)).toEqual(['synced']);
      expect((await salesforceStatus(app.services, ws.id)).sync).toMatchObject({ attempts: 0, last_error: null });
    } finally {
      failing = false;
    }
  }, 180_000);
});
