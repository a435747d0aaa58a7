import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_RETENTION } from '../../../src/core/retention/retention-config';
import { runRetention } from '../../../src/core/retention/run-retention';
import { startRetentionLoop } from '../../../src/scheduler/retention-loop';
import { schedulerMetrics } from '../../../src/shared/metrics/scheduler-metrics';
import { seedWorkspace, startTestApp, type TestApp } from '../../support/app';

let app: TestApp;
let workspaceId: string;
const DAY = 86_400_000;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => app.services.orm.em.fork().getConnection().execute<T[]>(q, p);
const daysAgo = (d: number) => new Date(app.clock.now().getTime() - d * DAY).toISOString();

async function profile(key: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?) returning id`, [
    workspaceId, key, `https://www.linkedin.com/in/${key}`,
  ]);
  return row!.id;
}

/** A snapshot `age` days old with two positions; its id and run. */
async function snapshot(profileId: string, age: number): Promise<{ id: string; run: string }> {
  const run = randomUUID();
  const [row] = await sql<{ id: string }>(
    `insert into snapshots (workspace_id, profile_id, run_id, found, fetched_at) values (?, ?, ?, true, ?) returning id`,
    [workspaceId, profileId, run, daysAgo(age)],
  );
  for (const ord of [0, 1]) {
    await sql(`insert into positions (workspace_id, snapshot_id, profile_id, ord, company, is_current) values (?, ?, ?, ?, 'Acme', ?)`, [
      workspaceId, row!.id, profileId, ord, ord === 0,
    ]);
  }
  return { id: row!.id, run };
}

const snapshotIds = async (profileId: string) =>
  (await sql<{ id: string }>(`select id from snapshots where profile_id = ? order by fetched_at`, [profileId])).map((r) => r.id);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await sql<{ n: string }>(`select count(*) as n from ${table} where ${where}`, params))[0]!.n);

async function delivery(endpointId: string, status: string, age: number): Promise<string> {
  const key = randomUUID();
  const [outbox] = await sql<{ id: string }>(
    `insert into outbox (workspace_id, event, event_key, payload, dispatched_at) values (?, 'play.created', ?, '{}', ?) returning id`,
    [workspaceId, key, daysAgo(age)],
  );
  const [row] = await sql<{ id: string }>(
    `insert into deliveries (workspace_id, endpoint_id, outbox_id, event, event_key, payload, status, attempts, created_at)
     values (?, ?, ?, 'play.created', ?, '{}', ?, 1, ?) returning id`,
    [workspaceId, endpointId, outbox!.id, key, status, daysAgo(age)],
  );
  return String(row!.id);
}

async function importWithChunk(status: string, age: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into imports (workspace_id, source, status, created_at, committed_at) values (?, 'csv', ?, ?, ?) returning id`,
    [workspaceId, status, daysAgo(age), status === 'committed' ? daysAgo(age) : null],
  );
  await sql(`insert into import_chunks (import_id, seq, rows) values (?, 0, '{}')`, [row!.id]);
  return row!.id;
}

const fixture = {} as {
  a: string; aSnaps: Array<{ id: string; run: string }>;
  b: string; bSnap: { id: string; run: string };
  c: string; cSnaps: Array<{ id: string; run: string }>;
  d: string; dLatest: { id: string; run: string };
  deliveries: Record<'oldDelivered' | 'oldFailed' | 'oldPending' | 'recentDelivered', string>;
  finishedImport: string; runningImport: string;
  changes: number;
};

beforeAll(async () => {
  app = await startTestApp();
  workspaceId = (await seedWorkspace(app.services)).id;
  // A: four snapshots; a change detected in the third (compared against the second).
  fixture.a = await profile('retention-a');
  fixture.aSnaps = [await snapshot(fixture.a, 400), await snapshot(fixture.a, 390), await snapshot(fixture.a, 380), await snapshot(fixture.a, 10)];
  await sql(`insert into changes (workspace_id, profile_id, run_id, type, detected_at) values (?, ?, ?, 'moved', ?)`, [
    workspaceId, fixture.a, fixture.aSnaps[2]!.run, daysAgo(380),
  ]);
  // B: one snapshot, older than any window: it is the latest, so it stays.
  fixture.b = await profile('retention-b');
  fixture.bSnap = await snapshot(fixture.b, 700);
  // C: an old snapshot and a newer one still inside the window.
  fixture.c = await profile('retention-c');
  fixture.cSnaps = [await snapshot(fixture.c, 400), await snapshot(fixture.c, 200)];
  // D: seven old snapshots (more than one batch of two) and a latest one.
  fixture.d = await profile('retention-d');
  for (let i = 0; i < 7; i++) await snapshot(fixture.d, 500 - i);
  fixture.dLatest = await snapshot(fixture.d, 400);
  fixture.changes = await count('changes');

  const [endpoint] = await sql<{ id: string }>(
    `insert into webhook_endpoints (workspace_id, url, events, secret_enc) values (?, 'https://hooks.example.com/x', '{play.created}', 'x') returning id`,
    [workspaceId],
  );
  fixture.deliveries = {
    oldDelivered: await delivery(endpoint!.id, 'delivered', 40),
    oldFailed: await delivery(endpoint!.id, 'failed', 40),
    oldPending: await delivery(endpoint!.id, 'pending', 40),
    recentDelivered: await delivery(endpoint!.id, 'delivered', 5),
  };
  fixture.finishedImport = await importWithChunk('committed', 3);
  fixture.runningImport = await importWithChunk('running', 3);
});
afterAll(async () => {
  await app?.close();
});

describe('retention', () => {
  it('when the pass runs, then old snapshots and finished deliveries beyond the window go, and each profile keeps its latest snapshot and every change', async () => {
    const deletedBefore = await schedulerMetrics.retentionDeleted.get();
    const loop = startRetentionLoop(app.services, { policy: { ...DEFAULT_RETENTION, batchSize: 2 }, everyMs: 3_600_000, firstAfterMs: 3_600_000 });
    await loop.pass();
    await loop.stop();

    const { aSnaps: a, cSnaps: c } = fixture;
    expect(await snapshotIds(fixture.a)).toEqual([a[1]!.id, a[2]!.id, a[3]!.id]);
    expect(await snapshotIds(fixture.b)).toEqual([fixture.bSnap.id]);
    expect(await snapshotIds(fixture.c)).toEqual([c[1]!.id]);
    expect(await snapshotIds(fixture.d)).toEqual([fixture.dLatest.id]);
    expect(await count('changes')).toBe(fixture.changes);
    // Positions went with their snapshots, and only with them.
    expect(await count('positions', 'snapshot_id not in (select id from snapshots)')).toBe(0);
    expect(await count('positions')).toBe(2 * (await count('snapshots')));

    const left = (await sql<{ id: string }>(`select id::text as id from deliveries order by id`)).map((r) => r.id);
    expect(left).toEqual([fixture.deliveries.oldPending, fixture.deliveries.recentDelivered]);

    expect(await count('import_chunks', 'import_id = ?', [fixture.finishedImport])).toBe(0);
    expect(await count('import_chunks', 'import_id = ?', [fixture.runningImport])).toBe(1);

    const deleted = (await schedulerMetrics.retentionDeleted.get()).values;
    const before = (table: string) => deletedBefore.values.find((v) => v.labels.table === table)?.value ?? 0;
    const after = (table: string) => deleted.find((v) => v.labels.table === table)?.value ?? 0;
    expect(after('snapshots') - before('snapshots')).toBe(1 + 1 + 7);
    expect(after('positions') - before('positions')).toBe(2 * 9);
    expect(after('deliveries') - before('deliveries')).toBe(2);
  });

  it('when the pass runs again, then it finds nothing more to delete', async () => {
    expect(await runRetention(app.services, DEFAULT_RETENTION)).toEqual({ snapshots: 0, positions: 0, deliveries: 0, transitions: 0, import_chunks: 0 });
  });

  it('when a window is 0 days, then that table is kept whole', async () => {
    const old = await snapshot(fixture.c, 390);
    await snapshot(fixture.c, 1);
    const counts = await runRetention(app.services, { ...DEFAULT_RETENTION, snapshotDays: 0 });
    expect(counts.snapshots).toBe(0);
    expect(await snapshotIds(fixture.c)).toContain(old.id);
  });
});
