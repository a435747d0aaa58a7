import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { createServices } from '../../../src/core/services';
import { logConflictsTo } from '../../../src/db/conflict-retry';
import { createLogger } from '../../../src/shared/logger';
import { dbMetrics } from '../../../src/shared/metrics/db-metrics';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { createTestDatabase } from '../../support/database';
import { capturingLogger, type LogRecord } from '../../support/log-capture';
import { sqlOn } from '../../support/sql';
import { type OneWorkspaceLoad, startOneWorkspaceLoad } from './one-workspace-load';

/**
 * Issue #25 item 7: every writer on one workspace at once (8 runs, the finder, imports, play
 * updates, grants and resumes) on real PostgreSQL for CONCURRENCY_TEST_SECONDS — 20 s in
 * `npm test`; `CONCURRENCY_TEST_SECONDS=60 npx vitest run test/integration/concurrency` runs the
 * full minute — and until every producer has done its share. No deadlock may happen at all, not
 * even one that the retry would have absorbed, and every credit must be where the ledger says.
 */
const SECONDS = Number(process.env.CONCURRENCY_TEST_SECONDS ?? 20);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let ws: SeededWorkspace;
let load: OneWorkspaceLoad | undefined;
const records: LogRecord[] = [];
const sql = sqlOn(() => db);

const deadlocksSoFar = async () =>
  Number((await sql<{ n: string }>('select deadlocks as n from pg_stat_database where datname = current_database()'))[0]?.n ?? 0);
const conflictRetries = async () => (await dbMetrics.conflictRetries.get()).values.reduce((sum, v) => sum + v.value, 0);
let deadlocksBefore = 0;
let retriesBefore = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'test' }), log: createLogger('silent') });
  ws = await seedWorkspace(services, { credits: 1000 });
  const log = capturingLogger(records);
  logConflictsTo(log);
  load = await startOneWorkspaceLoad({ databaseUrl: db.url, workspace: ws, log, sql });
  deadlocksBefore = await deadlocksSoFar();
  retriesBefore = await conflictRetries();
  await load.run(SECONDS * 1000, (SECONDS * 4 + 60) * 1000);
  await load.close();
  // The server counts a backend's deadlocks in its statistics when that backend goes idle (at most once a second).
  await new Promise((resolve) => setTimeout(resolve, 1500));
}, (SECONDS * 4 + 300) * 1000);

afterAll(async () => {
  logConflictsTo(null);
  await load?.close();
  await db?.drop();
});

describe(`every writer on one workspace at once for ${SECONDS} s`, () => {
  it('when the load ran, then it really contended: 8 runs at once and runs, finder jobs, imports and play updates all made progress', async () => {
    const c = load!.counts;
    console.log(`one workspace under load: ${JSON.stringify({ ...c, serverErrors: c.serverErrors.length, producerErrors: c.producerErrors.length })}`);
    expect(c.loadSeconds).toBeGreaterThanOrEqual(SECONDS);
    expect(c.maxActiveRuns).toBeGreaterThanOrEqual(8);
    expect(c.itemsChecked).toBeGreaterThanOrEqual(400);
    expect(c.finderJobsDone).toBeGreaterThanOrEqual(20);
    expect(c.importsPosted).toBeGreaterThanOrEqual(10);
    expect(c.playUpdates).toBeGreaterThanOrEqual(40);
    expect(c.grants).toBeGreaterThanOrEqual(3);
  });

  it('when the load ran, then PostgreSQL detected no deadlock, nothing was retried and no role logged an error', async () => {
    const conflicts = records.filter((r) => r.msg.startsWith('database conflict'));
    expect(conflicts.map((r) => `${String(r.scope)} ${r.err?.message}: ${r.err?.detail}`)).toEqual([]);
    expect(records.filter((r) => r.level >= 50).map((r) => `${r.msg}: ${r.err?.message ?? ''} ${r.err?.detail ?? ''}`)).toEqual([]);
    expect(await deadlocksSoFar()).toBe(deadlocksBefore);
    expect(await conflictRetries()).toBe(retriesBefore);
    expect(load!.counts.serverErrors).toEqual([]);
    expect(load!.counts.producerErrors).toEqual([]);
  });

  it('when the load ran, then the balance is the ledger sum, never negative, and every run charged exactly its checked items', async () => {
    const [balance] = await sql<{ balance: string; ledger: string }>(
      'select w.balance, (select coalesce(sum(amount), 0) from credit_ledger l where l.workspace_id = w.id) as ledger from workspaces w where w.id = ?',
      [ws.id],
    );
    expect(Number(balance!.balance)).toBe(Number(balance!.ledger));
    expect(Number(balance!.balance)).toBeGreaterThanOrEqual(0);
    const runs = await sql<{ id: string; charged: number; ledger: number; done: number }>(
      `select r.id, coalesce((r.totals->>'credits_charged')::int, 0) as charged,
              (select count(*)::int from credit_ledger l where l.run_id = r.id) as ledger,
              (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'done') as done
         from runs r where r.workspace_id = ?`,
      [ws.id],
    );
    expect(runs.filter((r) => r.charged !== r.ledger || r.ledger !== r.done)).toEqual([]);
    expect(runs.reduce((n, r) => n + r.done, 0)).toBeGreaterThanOrEqual(160 + load!.counts.itemsChecked);
  });

  it('when the load ran, then the finder charged each contact at most once and every import committed', async () => {
    const twice = await sql(
      `select charge_key from credit_ledger where workspace_id = ? and charge_key is not null group by charge_key having count(*) > 1`,
      [ws.id],
    );
    expect(twice).toEqual([]);
    const imports = await sql<{ status: string; n: number }>(`select status, count(*)::int as n from imports where workspace_id = ? group by status`, [ws.id]);
    expect(imports.filter((i) => i.status !== 'committed')).toEqual([]);
  });
});
