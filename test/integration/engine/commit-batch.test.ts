import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type * as playCreation from '../../../src/core/plays/play-creation';
import { createPlaysForChanges } from '../../../src/core/plays/play-creation';
import type { CheckOutcome } from '../../../src/core/runs/check-outcome';
import { type BatchOutcome, commitBatch, type RecordedChange } from '../../../src/core/runs/commit-batch';
import { commitSecondLooks, type SecondLookOutcome } from '../../../src/core/runs/commit-second-look';
import type { RunRow } from '../../../src/core/runs/run.query';
import { leaseSecondLooks } from '../../../src/core/runs/second-look-lease';
import type { Position } from '../../../src/domain/changes';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { seedPerson, sqlOn } from '../plays/support';

/**
 * The batch commit, set-based: one batch holding changes of every type goes through
 * commitBatch, which creates the plays itself (once for the whole batch), the bad news (left,
 * not found) waits for its second look, and the same batch committed again (a retry)
 * records nothing twice.
 */
let app: TestApp;
let ws: SeededWorkspace;
let sql: ReturnType<typeof sqlOn>;
type Row = Record<string, unknown>;

const job = (company: string, title: string, started_on: string, ended_on: string | null = null): Position => ({
  company, company_social_id: null, title, started_on, ended_on, is_current: ended_on === null,
});

interface Person {
  name: string;
  profileId: string;
  baseline: Position[];
  /** null: the profile is not found at the refresh. */
  refresh: Position[] | null;
}
const people: Person[] = [];
const NAMES = ['dana', 'raj', 'eve', 'leo', 'zoe', 'ken', 'sam'] as const;
const id = (name: (typeof NAMES)[number]) => people.find((p) => p.name === name)!.profileId;

async function startRun(kind: 'baseline' | 'manual'): Promise<RunRow> {
  const [run] = await sql<RunRow>(`insert into runs (workspace_id, kind, status, started_at) values (?, ?, 'running', now()) returning *`, [
    ws.id, kind,
  ]);
  await sql(`insert into run_items (workspace_id, run_id, profile_id) select ?, ?, unnest(?::uuid[])`, [
    ws.id, run!.id, `{${people.map((p) => p.profileId).join(',')}}`,
  ]);
  return run!;
}

/** Leases every item of the run (as the engine does) and returns the checker's results for them. */
async function lease(run: RunRow, of: 'baseline' | 'refresh'): Promise<CheckOutcome[]> {
  const items = await sql<{ item_id: string; profile_id: string }>(
    `update run_items set status = 'leased', attempts = attempts + 1 where run_id = ? returning id::text as item_id, profile_id`,
    [run.id],
  );
  return items.map(({ item_id, profile_id }) => {
    const person = people.find((p) => p.profileId === profile_id)!;
    const positions = person[of];
    if (positions === null) return { item_id, profile_id, outcome: 'not_found' };
    const [first, last] = [person.name, 'Tester'];
    return { item_id, profile_id, outcome: 'snapshot', snapshot: { found: true, first_name: first, last_name: last, headline: null, positions, fetched_at: null } };
  });
}

// Play creation, observed: the batch commit calls it by itself (there is no hook to pass).
vi.mock('../../../src/core/plays/play-creation', async (importOriginal) => {
  const actual = await importOriginal<typeof playCreation>();
  return { ...actual, createPlaysForChanges: vi.fn(actual.createPlaysForChanges) };
});

/** Runs `work` and appends the changes play creation was called with meanwhile, one entry per call. */
async function observingPlays<T>(calls: RecordedChange[][], work: () => Promise<T>): Promise<T> {
  const seen = vi.mocked(createPlaysForChanges).mock.calls.length;
  const result = await work();
  calls.push(...vi.mocked(createPlaysForChanges).mock.calls.slice(seen).map(([, changes]) => changes));
  return result;
}

const commit = (run: RunRow, results: CheckOutcome[], hookCalls: RecordedChange[][] = []): Promise<BatchOutcome> =>
  observingPlays(hookCalls, () =>
    (app.services.orm.em.fork() as EntityManager).transactional((em) => commitBatch(em, run, results, { now: app.clock.now() })),
  );

const count = async (q: string, p: unknown[] = []) => Number((await sql<{ n: string }>(q, p))[0]!.n);
const snapshotOfRows = async (runId: string) => ({
  changes: await count('select count(*) as n from changes where run_id = ?', [runId]),
  plays: await count('select count(*) as n from plays where workspace_id = ?', [ws.id]),
  fits: await count('select count(*) as n from fits where workspace_id = ?', [ws.id]),
  outbox: await count('select count(*) as n from outbox where workspace_id = ?', [ws.id]),
  ledger: await count('select count(*) as n from credit_ledger where workspace_id = ?', [ws.id]),
  balance: await count('select balance as n from workspaces where id = ?', [ws.id]),
  ledgerSum: await count('select coalesce(sum(amount), 0) as n from credit_ledger where workspace_id = ?', [ws.id]),
  contactStatuses: await sql('select profile_id, tracking_status from contacts where workspace_id = ? order by profile_id', [ws.id]),
});

let refreshRun: RunRow;
let refreshResults: CheckOutcome[];
let first: BatchOutcome;
let held: { leo: string | null; ken: string | null };
let secondLook: SecondLookOutcome;
const hookCalls: RecordedChange[][] = [];

/** The second looks due now, answered as the refresh was (the bad news stands), committed as the loop does. */
async function confirmDue(calls: RecordedChange[][]): Promise<SecondLookOutcome> {
  const em = () => app.services.orm.em.fork() as EntityManager;
  const lease = await em().transactional((tem) => leaseSecondLooks(tem, { now: app.clock.now(), limit: 10, leaseMs: 60_000 }));
  const answers = refreshResults.filter((r) => lease.items.some((i) => i.profile_id === r.profile_id));
  const results = answers.map((r) => ({ ...r, item_id: lease.items.find((i) => i.profile_id === r.profile_id)!.item_id }));
  return observingPlays(calls, () =>
    em().transactional((tem) => commitSecondLooks(tem, lease.token, results, { now: app.clock.now(), retryAfterMs: 60_000 })),
  );
}

beforeAll(async () => {
  app = await startTestApp();
  sql = sqlOn(app);
  ws = await seedWorkspace(app.services, { credits: 100 });
  const icp = await api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body: { contact: { seniority: ['vp', 'c_level', 'director'] } } });
  expect(icp.status).toBe(200);
  const plan: Record<(typeof NAMES)[number], { company: string; segment: string; baseline: Position[]; refresh: Position[] | null }> = {
    // moved from a customer into a fitting role: direct + churn_risk
    dana: { company: 'Initech', segment: 'customer', baseline: [job('Initech', 'Head of RevOps', '2020-01')],
      refresh: [job('Globex', 'VP Revenue Operations', '2026-01'), job('Initech', 'Head of RevOps', '2020-01', '2025-12')] },
    // moved into a role outside the contact rules: referral
    raj: { company: 'Hooli', segment: 'closed_lost', baseline: [job('Hooli', 'Sales Director', '2018-05')],
      refresh: [job('Tiny Labs', 'Sales Intern', '2026-02'), job('Hooli', 'Sales Director', '2018-05', '2026-01')] },
    // a new, more senior entry at the same employer: promotion
    eve: { company: 'Initech', segment: 'unknown', baseline: [job('Initech', 'Sales Manager', '2019-03')],
      refresh: [job('Initech', 'Director of Sales', '2026-01'), job('Initech', 'Sales Manager', '2019-03', '2025-12')] },
    // left a customer, no new job: churn_risk
    leo: { company: 'Umbrella', segment: 'customer', baseline: [job('Umbrella', 'CFO', '2015-01')],
      refresh: [job('Umbrella', 'CFO', '2015-01', '2026-01')] },
    // title edited in place: a change, no play
    zoe: { company: 'Globex', segment: 'open_pipeline', baseline: [job('Globex', 'AE', '2021-01')], refresh: [job('Globex', 'Account Executive II', '2021-01')] },
    // gone from the network: profile_not_found, no play, the contact follows
    ken: { company: 'Vandelay', segment: 'unknown', baseline: [job('Vandelay', 'Importer', '2010-01')], refresh: null },
    // unchanged
    sam: { company: 'Acme', segment: 'customer', baseline: [job('Acme', 'CTO', '2017-01')], refresh: [job('Acme', 'CTO', '2017-01')] },
  };
  for (const name of NAMES) {
    const p = plan[name];
    const { profileId } = await seedPerson(app, ws.id, { first_name: name, last_name: 'Tester', company: p.company, segment: p.segment });
    people.push({ name, profileId, baseline: p.baseline, refresh: p.refresh });
  }
  const baseline = await startRun('baseline');
  const out = await commit(baseline, await lease(baseline, 'baseline'));
  expect(out.processed).toBe(NAMES.length);
  await sql(`update runs set status = 'completed', finished_at = now() where id = ?`, [baseline.id]);

  app.clock.advance(7 * 24 * 3600 * 1000);
  refreshRun = await startRun('manual');
  refreshResults = await lease(refreshRun, 'refresh');
  first = await commit(refreshRun, refreshResults, hookCalls);
  const typeNow = async (name: 'leo' | 'ken') =>
    (await sql<{ type: string }>('select type from changes where profile_id = ?', [id(name)]))[0]?.type ?? null;
  held = { leo: await typeNow('leo'), ken: await typeNow('ken') };
  app.clock.advance(4 * 3600_000);
  secondLook = await confirmDue(hookCalls);
}, 60_000);
afterAll(() => app.close());

describe('commitBatch with the batch play hook', () => {
  it('when one batch holds changes of every type, then the hook is called once with all of them, in result order', async () => {
    expect(first).toEqual({ processed: 7, charged: 7, outOfCredits: false });
    expect(held, 'left and not found wait for their second look').toEqual({ leo: null, ken: null });
    expect(secondLook).toEqual({ confirmed: 2, dropped: 0, other: 0, postponed: 0 });
    expect(hookCalls, 'the batch, then the second look').toHaveLength(2);
    const changes = await sql<{ id: string; profile_id: string; type: string }>('select id, profile_id, type from changes where run_id = ?', [
      refreshRun.id,
    ]);
    const typeOf = Object.fromEntries(NAMES.map((n) => [n, changes.find((c) => c.profile_id === id(n))?.type ?? null]));
    expect(typeOf).toEqual({ dana: 'moved', raj: 'moved', eve: 'promoted', leo: 'left', zoe: 'title_changed', ken: 'profile_not_found', sam: null });
    const order = refreshResults.map((r) => r.profile_id).filter((p) => changes.some((c) => c.profile_id === p));
    expect([...hookCalls[0]!, ...hookCalls[1]!].map((c) => c.profile_id).sort()).toEqual([...order].sort());
    expect(hookCalls[0]!.map((c) => c.profile_id)).toEqual(order.filter((p) => p !== id('leo') && p !== id('ken')));
    expect(hookCalls.flat().every((c) => c.workspace_id === ws.id)).toBe(true);
    const evidence = await sql<{ type: string; evidence: { rule: string; confidence: number; confirmed_at: string | null } }>(
      'select type, evidence from changes where run_id = ?',
      [refreshRun.id],
    );
    for (const e of evidence) {
      expect(e.evidence.confidence).toBeGreaterThanOrEqual(0);
      expect(e.evidence.confirmed_at !== null, e.type).toBe(e.type === 'left' || e.type === 'profile_not_found');
    }
  });

  it('when the batch is scored, then each change gets the plays and fits of its type', async () => {
    const plays = await sql<{ profile_id: string; type: string; contact_fit: boolean | null; segment: string; opener: string }>(
      'select profile_id, type, contact_fit, segment, opener from plays where workspace_id = ?',
      [ws.id],
    );
    const typesOf = (n: (typeof NAMES)[number]) => plays.filter((p) => p.profile_id === id(n)).map((p) => p.type).sort();
    expect(Object.fromEntries(NAMES.map((n) => [n, typesOf(n)]))).toEqual({
      dana: ['churn_risk', 'direct'], raj: ['referral'], eve: ['promotion'], leo: ['churn_risk'], zoe: [], ken: [], sam: [],
    });
    expect(plays.find((p) => p.profile_id === id('raj'))).toMatchObject({ contact_fit: false, segment: 'closed_lost' });
    expect(plays.every((p) => p.opener.length > 20)).toBe(true);
    const runTotals = (await sql<{ totals: Row }>('select totals from runs where id = ?', [refreshRun.id]))[0]!.totals;
    expect(runTotals).toMatchObject({ processed: 7, moved: 2, promoted: 1, left: 1, not_found: 1, plays_created: 5, credits_charged: 7 });
    // Contact fits for the changes with a new role (not for left / not found); no account rules, so no account fit.
    const fits = await sql<{ profile_id: string; kind: string; fit: boolean }>('select profile_id, kind, fit from fits where workspace_id = ?', [ws.id]);
    expect(fits.map((f) => `${f.kind}:${people.find((p) => p.profileId === f.profile_id)!.name}:${f.fit}`).sort()).toEqual([
      'contact:dana:true', 'contact:eve:true', 'contact:raj:false', 'contact:zoe:false',
    ]);
    const ken = await sql<{ tracking_status: string }>('select tracking_status from contacts where profile_id = ?', [id('ken')]);
    expect(ken[0]!.tracking_status).toBe('not_found');
  });

  it('when the batch is committed, then every play and change has one outbox event, a play event before its change event', async () => {
    const events = await sql<{ id: string; event: string; event_key: string; payload: { data: Row } }>(
      'select id, event, event_key, payload from outbox where workspace_id = ? order by id',
      [ws.id],
    );
    const plays = await sql<{ id: string; change_id: string }>('select id, change_id from plays where workspace_id = ?', [ws.id]);
    const changes = await sql<{ id: string }>('select id from changes where run_id = ?', [refreshRun.id]);
    expect(events.filter((e) => e.event === 'play.created').map((e) => e.event_key).sort()).toEqual(plays.map((p) => `play:${p.id}`).sort());
    expect(events.filter((e) => e.event === 'contact.changed').map((e) => e.event_key).sort()).toEqual(changes.map((c) => `change:${c.id}`).sort());
    const at = (key: string) => events.findIndex((e) => e.event_key === key);
    for (const p of plays) expect(at(`play:${p.id}`)).toBeLessThan(at(`change:${p.change_id}`));
    // The Change carries its plays.
    const dana = events.find((e) => e.event === 'contact.changed' && e.payload.data.profile_id === id('dana'))!.payload.data;
    const danaPlays = await sql<{ id: string; type: string }>('select id, type from plays where profile_id = ?', [id('dana')]);
    expect(dana.play_id).toBe(danaPlays.find((p) => p.type === 'direct')!.id);
    expect(dana.churn_play_id).toBe(danaPlays.find((p) => p.type === 'churn_risk')!.id);
    const direct = events.find((e) => e.event_key === `play:${danaPlays.find((p) => p.type === 'direct')!.id}`)!.payload.data;
    expect(direct).toMatchObject({ type: 'direct', status: 'open', new_company: 'Globex', old_company: 'Initech', contact_fit: true });
  });

  it('when the same batch is committed again after its items were leased again, then nothing is recorded or charged twice', async () => {
    const before = await snapshotOfRows(refreshRun.id);
    await sql(`update run_items set status = 'leased' where run_id = ?`, [refreshRun.id]);
    const calls: RecordedChange[][] = [];
    await commit(refreshRun, refreshResults, calls);
    expect(calls).toHaveLength(0);
    expect(await snapshotOfRows(refreshRun.id)).toEqual(before);
    expect(before.balance).toBe(before.ledgerSum);
    expect(before.balance, 'the second looks are not charged').toBe(100 - 14);
  });

  it('when the hook runs again over changes it already scored, then it creates no play, fit or event', async () => {
    const before = await snapshotOfRows(refreshRun.id);
    const again = await (app.services.orm.em.fork() as EntityManager).transactional((em) => createPlaysForChanges(em, hookCalls[0]!));
    expect(again).toBe(0);
    expect(await snapshotOfRows(refreshRun.id)).toEqual(before);
  });

  it('when a change is passed with another workspace, then the hook ignores it', async () => {
    const other = await seedWorkspace(app.services, { name: 'Other' });
    const [dana] = hookCalls[0]!;
    await sql('delete from plays where change_id = ?', [dana!.id]);
    const created = await (app.services.orm.em.fork() as EntityManager).transactional((em) =>
      createPlaysForChanges(em, [{ ...dana!, workspace_id: other.id }]),
    );
    expect(created).toBe(0);
    expect(await count('select count(*) as n from plays where change_id = ?', [dana!.id])).toBe(0);
  });
});
