/**
 * The Must-show: kill -9 of the scheduler or the checker in the middle of a run,
 * then restart — every item is processed once, credits are charged exactly once per
 * checked profile, and no change is recorded twice. Everything runs as real processes
 * (`node dist/main.js sandbox|checker|scheduler`, the bundle of src/main.ts) over a test database.
 *
 * 1. The scheduler is killed in the middle of the baseline run and started again.
 * 2. After a few hundred job changes in the sandbox, the checker is killed in the middle
 *    of a manual run: the run pauses as `upstream` (resume_after set) while the checker
 *    is unreachable, resumes by itself and finishes once the checker is back.
 * 3. Two schedulers (leader + standby): the leader is killed in the middle of a run and
 *    the standby takes the advisory lock and finishes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { upsertContacts } from '../../src/core/contacts/upsert';
import type { Caller, Services } from '../../src/core/context';
import { creditBalance } from '../../src/core/credits/credits.service';
import { startManualRun } from '../../src/core/runs/runs.service';
import type { PersonSummary as SandboxPerson } from '../../src/sandbox/world/types';
import { seedWorkspace } from '../support/app';
import { servicesOn } from '../support/app-on-database';
import { drainImports, sleep } from '../support/contacts';
import { createTestDatabase } from '../support/database';
import { sandboxAdmin } from '../support/http';
import { leaderLockHeld, ProcessTree, type RoleProcess, waitForPort } from '../support/process-tree';
import { freePort, waitFor } from '../support/processes';
import { countOf, sqlOn } from '../support/sql';

/**
 * Tracked contacts: ten of the scheduler's batches of 100, so each kill still lands with batches done, one leased and
 * several pending (the kill waits for 20-80 % processed with a batch leased). Issue #4's Must-show names no count; 2,000
 * took twice the checks for the same three kills and the same 500 changes (docs/decisions.md, "Test suite speed, round 39").
 */
const CONTACTS = 1000;
/**
 * The sandbox people the test picks from: the first 2,000 with a company and a title. The changes go to people at
 * fixed positions in it (every fifth from 0 and from 2, all tracked), the same people as when all 2,000 were tracked.
 */
const POOL = 2000;
const GRANT = 10_000;
const TOKEN = 'engine-crash-token-0123456789abcdef';
const RATE = 300;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let sql: ReturnType<typeof sqlOn>;
let workspaceId: string;
let tree: ProcessTree;
let sandboxUrl: string;
let checkerPort: number;
/** The tracked people, in the order they were sent (contact crm_id = `crash-<person id>`). */
let people: SandboxPerson[];
/** POOL people; `people` is the tracked part of it. */
let pool: SandboxPerson[];
let baselineRunId: string;
/** The scheduler that is running between the scenarios. */
let scheduler: RoleProcess | undefined;
let checker: RoleProcess;
const deleted = new Set<string>();


type ChangeKind = 'move' | 'promote' | 'title_edit' | 'leave' | 'delete';
const EXPECTED_TYPE: Record<ChangeKind, string> = {
  move: 'moved',
  promote: 'promoted',
  title_edit: 'title_changed',
  leave: 'left',
  delete: 'profile_not_found',
};
const PROMOTED_TITLE = 'President and Chief Operating Officer';
const EDITED_TITLE = 'Head of Revenue Vibes';

const admin = <T>(method: string, path: string, body?: unknown): Promise<T> => sandboxAdmin<T>(sandboxUrl, method, path, body);

function schedulerEnv(): Record<string, string> {
  return {
    DATABASE_URL: db.url,
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: TOKEN,
    LOG_LEVEL: 'warn',
    SCHEDULER_BATCH_SIZE: '100',
    UPSTREAM_BACKOFF_MS: '500',
    PROBE_AFTER_MS: '500',
    CADENCE_EVERY_MS: '60000',
    // Left / not found wait for their second look: due at once here, looked at every 200 ms.
    SECOND_LOOK_AFTER_MS: '0',
    SECOND_LOOK_EVERY_MS: '200',
    SECOND_LOOK_RETRY_MS: '500',
    // A killed leader's leased second looks are taken by the standby 2 s later.
    SECOND_LOOK_LEASE_MS: '2000',
  };
}

function startChecker(): RoleProcess {
  return tree.start('checker', {
    CHECKER_PORT: String(checkerPort),
    CHECKER_TOKEN: TOKEN,
    PROFILE_SOURCE_URL: sandboxUrl,
    PROVIDER_RATE_PER_SECOND: String(RATE),
    PROVIDER_MAX_CONCURRENT: '16',
    LOG_LEVEL: 'warn',
  });
}

function describeProcesses(): string {
  return tree
    .running()
    .concat(scheduler && !scheduler.alive() ? [scheduler] : [])
    .map((p) => `--- ${p.name} (pid ${p.pid}, ${p.alive() ? 'alive' : 'exited'}):\n${p.output().slice(-3000)}`)
    .join('\n');
}

interface Progress {
  status: string;
  paused_reason: string | null;
  items: number;
  processed: number;
  done: number;
  leased: number;
  pending: number;
  failed: number;
}

async function progress(runId: string): Promise<Progress> {
  const [row] = await sql<Progress>(
    `select r.status, r.paused_reason, (r.totals->>'items')::int as items, (r.totals->>'processed')::int as processed,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'done') as done,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'leased') as leased,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'pending') as pending,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'failed') as failed
       from runs r where r.id = ?`,
    [runId],
  );
  return row!;
}

/**
 * Polls the run's totals and `kill -9`s `target` once processed is between 20 % and 80 %
 * of the items while a batch is leased (so there are orphans to re-lease). `watch` are
 * processes that must stay up meanwhile.
 */
async function killMidRun(runId: string, target: RoleProcess, watch: RoleProcess[]): Promise<Progress> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const p = await progress(runId);
    const fraction = p.items > 0 ? p.processed / p.items : 0;
    if (fraction > 0.8 || p.status === 'completed') throw new Error(`run passed 80 % before the kill: ${JSON.stringify(p)}`);
    if (fraction >= 0.2 && p.leased > 0) {
      await target.kill9();
      return p;
    }
    const dead = [target, ...watch].find((w) => !w.alive());
    if (dead) throw new Error(`${dead.name} exited before the kill:\n${describeProcesses()}`);
    if (Date.now() > deadline) throw new Error(`run made no progress: ${JSON.stringify(p)}\n${describeProcesses()}`);
    await sleep(20);
  }
}

async function waitCompleted(runId: string, watch: RoleProcess[], timeoutMs = 120_000): Promise<Progress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const p = await progress(runId);
    // Completed, and the second looks it left (left, not found) are done.
    if (p.status === 'completed' && (await countOf(services, 'select count(*) as n from pending_confirmations', [])) === 0) return p;
    if (['failed', 'cancelled'].includes(p.status)) throw new Error(`run ended ${p.status}: ${JSON.stringify(p)}`);
    const dead = watch.find((w) => !w.alive());
    if (dead) throw new Error(`${dead.name} exited: ${JSON.stringify(p)}\n${describeProcesses()}`);
    if (Date.now() > deadline) throw new Error(`run not completed in ${timeoutMs} ms: ${JSON.stringify(p)}\n${describeProcesses()}`);
    await sleep(100);
  }
}

/**
 * The run's bookkeeping after it completed: every item done (or failed with its
 * outcome) exactly once, one snapshot and one credit per done item, totals that agree,
 * at most one change per profile, one contact.changed event per change.
 */
async function expectRunIntegrity(runId: string, expectedItems: number): Promise<{ done: number; failed: number }> {
  const [run] = await sql<{ status: string; totals: Record<string, number> }>('select status, totals from runs where id = ?', [runId]);
  expect(run!.status).toBe('completed');
  const byStatus = await sql<{ status: string; outcome: string | null; n: number }>(
    'select status, outcome, count(*)::int as n from run_items where run_id = ? group by status, outcome order by status',
    [runId],
  );
  const items = byStatus.reduce((s, r) => s + r.n, 0);
  expect(items).toBe(expectedItems);
  expect(run!.totals.items).toBe(expectedItems);
  for (const r of byStatus) {
    expect(['done', 'failed'], JSON.stringify(byStatus)).toContain(r.status);
    expect(r.outcome, 'an item that is not done carries why').toBe(r.status);
  }
  const done = byStatus.find((r) => r.status === 'done')?.n ?? 0;
  const failed = byStatus.find((r) => r.status === 'failed')?.n ?? 0;
  // A crash re-checks at most the batch in flight; items fail only after 3 failed checks.
  expect(failed).toBeLessThanOrEqual(Math.ceil(expectedItems * 0.01));

  const [ledger] = await sql<{ n: number; profiles: number; amount: number }>(
    `select count(*)::int as n, count(distinct profile_id)::int as profiles, coalesce(sum(amount), 0)::int as amount
       from credit_ledger where run_id = ? and kind = 'check'`,
    [runId],
  );
  expect(ledger).toEqual({ n: done, profiles: done, amount: -done });
  // The charged profiles are exactly the done items' profiles.
  expect(
    await countOf(
      services,
      `select count(*) as n from run_items i join credit_ledger l on l.run_id = i.run_id and l.profile_id = i.profile_id and l.kind = 'check'
        where i.run_id = ? and i.status = 'done'`,
      [runId],
    ),
  ).toBe(done);
  const [snapshots] = await sql<{ n: number; profiles: number }>(
    'select count(*)::int as n, count(distinct profile_id)::int as profiles from snapshots where run_id = ?',
    [runId],
  );
  expect(snapshots).toEqual({ n: done, profiles: done });
  expect(run!.totals).toMatchObject({ processed: done, credits_charged: done, unknown: failed });

  const [changes] = await sql<{ n: number; profiles: number }>(
    'select count(*)::int as n, count(distinct profile_id)::int as profiles from changes where run_id = ?',
    [runId],
  );
  expect(changes!.n, 'no two changes for one profile in one run').toBe(changes!.profiles);
  const events = await countOf(
    services,
    `select count(*) as n from outbox o join changes ch on o.event_key = 'change:' || ch.id
      where ch.run_id = ? and o.event = 'contact.changed'`,
    [runId],
  );
  expect(events).toBe(changes!.n);
  expect(
    await countOf(services, `select count(*) as n from outbox where event = 'run.completed' and event_key = ?`, [`run:${runId}:completed`]),
  ).toBe(1);
  return { done, failed };
}

/** The changes the run recorded, as `crm_id → type`. */
async function changesOf(runId: string): Promise<Map<string, string>> {
  const rows = await sql<{ crm_id: string; type: string }>(
    `select c.crm_id, ch.type from changes ch join contacts c on c.profile_id = ch.profile_id where ch.run_id = ?`,
    [runId],
  );
  return new Map(rows.map((r) => [r.crm_id, r.type]));
}

/** Applies each change through the sandbox admin API; returns the changes a run must detect. */
async function applyChanges(plan: Array<[SandboxPerson, ChangeKind]>): Promise<Map<string, string>> {
  const expected = new Map<string, string>();
  for (const [person, kind] of plan) {
    const body = kind === 'promote' ? { type: kind, title: PROMOTED_TITLE } : kind === 'title_edit' ? { type: kind, title: EDITED_TITLE } : { type: kind };
    await admin('POST', `/admin/people/${person.id}/change`, body);
    expected.set(`crash-${person.id}`, EXPECTED_TYPE[kind]);
    if (kind === 'delete') deleted.add(person.id);
  }
  return expected;
}

function planChanges(candidates: SandboxPerson[], count: number): Array<[SandboxPerson, ChangeKind]> {
  // 40 % moves, 20 % promotions, 15 % title edits, 15 % leaves, 10 % deletions.
  const cycle: ChangeKind[] = ['move', 'promote', 'move', 'title_edit', 'leave', 'move', 'promote', 'delete', 'move', 'title_edit', 'leave', 'move', 'promote', 'move', 'title_edit', 'leave', 'promote', 'move', 'delete', 'move'];
  return candidates
    .filter((p) => !deleted.has(p.id) && p.title !== PROMOTED_TITLE && p.title !== EDITED_TITLE)
    .slice(0, count)
    .map((p, i) => [p, cycle[i % cycle.length]!]);
}

async function expectBalance(): Promise<void> {
  const [sums] = await sql<{ grants: number; charges: number }>(
    `select coalesce(sum(amount) filter (where kind = 'grant'), 0)::int as grants,
            coalesce(-sum(amount) filter (where kind = 'check'), 0)::int as charges
       from credit_ledger where workspace_id = ?`,
    [workspaceId],
  );
  expect(sums!.grants).toBe(GRANT);
  const processed = await countOf(
    services,
    `select coalesce(sum((totals->>'credits_charged')::int), 0) as n from runs where workspace_id = ?`,
    [workspaceId],
  );
  expect(sums!.charges).toBe(processed);
  expect(await countOf(services, `select count(*) as n from run_items where workspace_id = ? and status = 'done'`, [workspaceId])).toBe(
    sums!.charges,
  );
  expect(await creditBalance(services, workspaceId)).toBe(GRANT - sums!.charges);
}

beforeAll(async () => {
  db = await createTestDatabase();
  services = servicesOn(db.orm);
  sql = sqlOn(services);
  tree = new ProcessTree();

  const sandbox = await tree.startSandbox({ people: 3000, seed: 2611 });
  sandboxUrl = sandbox.url;
  checkerPort = await freePort();
  checker = startChecker();
  await Promise.all([waitForPort('127.0.0.1', sandbox.port, 60_000), waitForPort('127.0.0.1', checkerPort, 60_000)]).catch((err) => {
    throw new Error(`${String(err)}\n${sandbox.proc.output()}\n${checker.output()}`);
  });

  const ws = await seedWorkspace(services, { name: 'Crash', credits: GRANT });
  workspaceId = ws.id;
  // No scheduled run may start in the middle of the test.
  await sql('update workspace_settings set next_refresh_at = null where workspace_id = ?', [workspaceId]);

  const all: SandboxPerson[] = [];
  for (let offset = 0; offset < 3000; offset += 1000) {
    all.push(...(await admin<{ data: SandboxPerson[] }>('GET', `/admin/people?limit=1000&offset=${offset}`)).data);
  }
  pool = all.filter((p) => p.company && p.title).slice(0, POOL);
  expect(pool).toHaveLength(POOL);
  people = pool.filter((_, i) => i % 5 === 0 || i % 5 === 2 || i % 10 === 1);
  expect(people).toHaveLength(CONTACTS);
  const caller: Caller = { workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'e2e' };
  const res = await upsertContacts(services, caller, {
    contacts: people.map((p) => ({
      first_name: p.first_name,
      last_name: p.last_name,
      company: p.company,
      title: p.title,
      social_url: p.social_url,
      crm_id: `crash-${p.id}`,
    })),
  });
  expect(res).toMatchObject({ status: 'queued', accepted: CONTACTS });
  await drainImports(services);
  const [baseline] = await sql<{ id: string; items: number }>(
    `select id, (totals->>'items')::int as items from runs where workspace_id = ? and kind = 'baseline'`,
    [workspaceId],
  );
  expect(baseline!.items).toBe(CONTACTS);
  baselineRunId = baseline!.id;
}, 120_000);

afterAll(async () => {
  await tree?.killAll();
  await db?.drop();
});

describe('kill -9 in the middle of a run', () => {
  it('when the scheduler is killed in the middle of the baseline and restarted, then every item is checked and charged exactly once', async () => {
    const first = tree.start('scheduler', schedulerEnv(), 'scheduler#1');
    const atKill = await killMidRun(baselineRunId, first, [checker]);
    expect(await first.exited).toBe('SIGKILL');
    // What the dead leader committed is consistent; its leased batch is orphaned.
    const after = await progress(baselineRunId);
    expect(after.status).toBe('running');
    expect(after.done).toBe(after.processed);
    expect(after.done).toBeGreaterThanOrEqual(atKill.done);
    expect(after.done).toBeLessThan(CONTACTS);
    expect(after.leased + after.pending).toBe(CONTACTS - after.done);
    expect(await countOf(services, `select count(*) as n from credit_ledger where run_id = ? and kind = 'check'`, [baselineRunId])).toBe(after.done);
    const orphans = await sql<{ id: string }>(`select id::text as id from run_items where run_id = ? and status = 'leased'`, [baselineRunId]);

    scheduler = tree.start('scheduler', schedulerEnv(), 'scheduler#2');
    await waitCompleted(baselineRunId, [scheduler, checker]);
    const { done } = await expectRunIntegrity(baselineRunId, CONTACTS);
    expect(done).toBe(CONTACTS);
    // A baseline records no change, and every CRM company matched the network.
    expect(await countOf(services, 'select count(*) as n from changes where workspace_id = ?', [workspaceId])).toBe(0);
    expect(
      await countOf(services, `select count(*) as n from profiles where workspace_id = ? and status = 'same_role' and not baseline_crm_mismatch`, [workspaceId]),
    ).toBe(CONTACTS);
    // The orphaned batch was leased again by the new leader and checked once.
    const released = await sql<{ status: string; attempts: number }>(
      'select status, attempts from run_items where id in (select value::bigint from jsonb_array_elements_text(?::jsonb))',
      [JSON.stringify(orphans.map((o) => o.id))],
    );
    expect(released).toHaveLength(orphans.length);
    for (const item of released) expect(item).toEqual({ status: 'done', attempts: 2 });
    await expectBalance();
  }, 240_000);

  it('when the checker is killed in the middle of a manual run, then the run pauses as upstream and finishes once the checker is back', async () => {
    expect(scheduler?.alive()).toBe(true);
    const expected = await applyChanges(planChanges(pool.filter((_, i) => i % 5 === 0), 300));
    expect(expected.size).toBe(300);

    const { run } = await startManualRun(services, workspaceId, { force: true });
    const atKill = await killMidRun(run.id, checker, [scheduler!]);
    expect(await checker.exited).toBe('SIGKILL');

    // While the checker is down the run pauses as `upstream` with resume_after, resumes by
    // itself, pauses again (the backoff grows), and does not move on.
    const paused = await waitFor('an upstream pause', async () => {
      const [row] = await sql<{ reason: string; resume_after: string | null }>(
        `select payload->'data'->>'paused_reason' as reason, payload->'data'->>'resume_after' as resume_after
           from outbox where workspace_id = ? and event = 'run.paused' and event_key like ? order by id limit 1`,
        [workspaceId, `run:${run.id}:paused:%`],
      );
      return row;
    }, 30_000, 50);
    expect(paused).toMatchObject({ reason: 'upstream' });
    expect(paused.resume_after).not.toBeNull();
    const down = await progress(run.id);
    expect(down.processed).toBeGreaterThanOrEqual(atKill.processed);
    expect(down.processed).toBeLessThan(down.items);
    await sleep(2500);
    const stillDown = await progress(run.id);
    expect(stillDown.processed, 'nothing is checked while the checker is down').toBe(down.processed);
    expect(stillDown.status).not.toBe('completed');

    checker = startChecker();
    await waitForPort('127.0.0.1', checkerPort, 60_000);
    await waitCompleted(run.id, [scheduler!, checker]);
    const pauses = await countOf(services, `select count(*) as n from outbox where event = 'run.paused' and event_key like ?`, [`run:${run.id}:paused:%`]);
    expect(pauses).toBeGreaterThanOrEqual(1);

    const { done, failed } = await expectRunIntegrity(run.id, CONTACTS);
    expect(failed).toBe(0);
    expect(done).toBe(CONTACTS);
    const detected = await changesOf(run.id);
    expect(Object.fromEntries([...detected].sort())).toEqual(Object.fromEntries([...expected].sort()));
    const totals = (await sql<{ totals: Record<string, number> }>('select totals from runs where id = ?', [run.id]))[0]!.totals;
    const count = (t: string) => [...expected.values()].filter((v) => v === t).length;
    expect(totals).toMatchObject({ moved: count('moved'), promoted: count('promoted'), left: count('left'), not_found: count('profile_not_found') });
    // Statuses follow the changes; deleted people's contacts stop being tracked.
    expect(await countOf(services, `select count(*) as n from profiles where workspace_id = ? and status = 'not_found'`, [workspaceId])).toBe(
      count('profile_not_found'),
    );
    expect(await countOf(services, `select count(*) as n from contacts where workspace_id = ? and tracking_status = 'not_found'`, [workspaceId])).toBe(
      count('profile_not_found'),
    );
    await expectBalance();
  }, 240_000);

  it('when the leader is killed in the middle of a run, then the standby takes the lock and finishes it without double work', async () => {
    await scheduler!.stop();
    expect(await leaderLockHeld(db.url)).toBe(false);
    const expected = await applyChanges(planChanges(pool.filter((_, i) => i % 5 === 2), 200));
    expect(expected.size).toBe(200);

    const leader = tree.start('scheduler', schedulerEnv(), 'leader');
    await waitFor('the leader to take the lock', async () => ((await leaderLockHeld(db.url)) ? true : undefined), 60_000, 100);
    // The standby logs (debug) when it finds the lock taken, then waits for it in the database.
    const standby = tree.start('scheduler', { ...schedulerEnv(), LOG_LEVEL: 'debug' }, 'standby');
    await waitFor('the standby to stand by', () => (standby.output().includes('standing by') ? true : undefined), 60_000, 100);

    const { run } = await startManualRun(services, workspaceId, { force: true });
    const items = CONTACTS - deleted.size + [...expected.values()].filter((t) => t === 'profile_not_found').length;
    expect(run.totals.items).toBe(items);
    await killMidRun(run.id, leader, [standby, checker]);
    expect(await leader.exited).toBe('SIGKILL');

    await waitCompleted(run.id, [standby, checker]);
    expect(standby.output()).toContain('scheduler leadership acquired');
    expect(await leaderLockHeld(db.url)).toBe(true);
    const { done, failed } = await expectRunIntegrity(run.id, items);
    expect(failed).toBe(0);
    expect(done).toBe(items);
    const detected = await changesOf(run.id);
    expect(Object.fromEntries([...detected].sort())).toEqual(Object.fromEntries([...expected].sort()));

    // Across the three runs: one change per applied change, never one twice.
    expect(await countOf(services, 'select count(*) as n from changes where workspace_id = ?', [workspaceId])).toBe(500);
    expect(
      await countOf(services, 'select count(*) as n from (select profile_id, type from changes where workspace_id = ? group by 1, 2 having count(*) > 1) d', [workspaceId]),
    ).toBe(0);
    await expectBalance();
    scheduler = standby;
  }, 240_000);
});
