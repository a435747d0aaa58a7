import type { EntityManager } from '@mikro-orm/postgresql';

import { type RunContext, type RunEvent, runMachine, type RunStatus } from '../../../machines';
import { query } from '../../db/query';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import type { TransitionCause } from '../journal/record-transition';
import type { RunRow } from '../runs/run.query';
import { emitRunEvent } from '../runs/run-events';
import { afterCommit } from '../transaction';
import { create, decide, type Decision, journal, journalRefused, type Lifecycle } from './lifecycle';

export const RUN_LIFECYCLE: Lifecycle = { resource: 'run', machine: runMachine };

const FINAL: readonly string[] = ['completed', 'failed', 'cancelled'];

function decideRun(run: RunRow, event: RunEvent, cause: TransitionCause): Decision<RunStatus, RunContext> {
  const resumeAfter = run.resume_after ? new Date(run.resume_after).getTime() : null;
  const context: RunContext = { paused_reason: run.paused_reason, resume_after: resumeAfter };
  return decide<RunStatus, RunContext>(RUN_LIFECYCLE, { id: run.id, workspaceId: run.workspace_id, status: run.status, context }, event, cause);
}

async function writeRun(em: EntityManager, run: RunRow, event: RunEvent, next: Decision<RunStatus, RunContext>, now: Date) {
  const final = FINAL.includes(next.status);
  const [updated] = await query<RunRow>(
    em,
    `update runs set status = ?, paused_reason = ?, resume_after = ?,
            started_at = case when ? = 'running' then coalesce(started_at, ?) else started_at end,
            finished_at = case when ? then ? else finished_at end,
            error = coalesce(?, error)
      where id = ? and status = ? returning *`,
    [
      next.status,
      next.status === 'paused' ? (next.context.paused_reason ?? null) : null,
      event.type === 'PAUSE' ? (event.resumeAfter ?? null) : null,
      next.status,
      now,
      final,
      now,
      event.type === 'FAIL' ? (event.error ?? null) : null,
      run.id,
      run.status,
    ],
  );
  if (!updated) return null;
  afterCommit(em, () => schedulerMetrics.runTransitions.inc({ kind: updated.kind, status: next.status }));
  await journal(em, [next.journal], now);
  if (next.effects.includes('emitRunPaused')) await emitRunEvent(em, updated, 'run.paused');
  if (next.effects.includes('emitRunCompleted')) await emitRunEvent(em, updated, 'run.completed');
  return updated;
}

/**
 * Restores the run's state, sends one event through the `run` machine and persists the
 * result (status, reason, timestamps) with the run.paused / run.completed events and a
 * journal row, in the caller's transaction. Returns null when the machine refuses the
 * event (journalled as refused) or the run moved meanwhile.
 */
export async function transitionRun(
  em: EntityManager,
  run: RunRow,
  event: RunEvent,
  now: Date,
  cause: TransitionCause = 'system',
): Promise<RunRow | null> {
  const next = decideRun(run, event, cause);
  if (!next.ok) {
    await journalRefused(em, [next.journal], now);
    return null;
  }
  return writeRun(em, run, event, next, now);
}

/** What the scheduler knows when it starts or resumes a run. */
export type SchedulerFacts = { workspaceSuspended: boolean };

/** A scheduler move on one run, in the caller's transaction: the run after it, or null when none was made. */
export type SchedulerMove = (em: EntityManager, run: RunRow, facts: SchedulerFacts, now: Date, cause?: TransitionCause) => Promise<RunRow | null>;

const autoResumeEvent = (facts: SchedulerFacts, now: Date): RunEvent => ({
  type: 'AUTO_RESUME',
  workspaceSuspended: facts.workspaceSuspended,
  now: now.getTime(),
});

/**
 * The scheduler's automatic resume: `AUTO_RESUME` with the facts the machine's
 * `autoResumeDue` guard reads (the workspace's suspension, the time). Not due yet is the
 * normal answer while polling, so it is not journalled: returns null.
 */
export const autoResumeRun: SchedulerMove = async (em, run, facts, now, cause = 'scheduler') => {
  const event = autoResumeEvent(facts, now);
  const next = decideRun(run, event, cause);
  return next.ok ? writeRun(em, run, event, next, now) : null;
};

/** Whether the scheduler's AUTO_RESUME would be taken now (pure; for the engine's pass). */
export function autoResumeDue(run: RunRow, facts: SchedulerFacts, now: Date): boolean {
  return decideRun(run, autoResumeEvent(facts, now), 'scheduler').ok;
}

/**
 * Starts a queued run, or (the machine's `workspaceActive` guard refusing START for a
 * suspended workspace) pauses it for `suspended`.
 */
export const startRun: SchedulerMove = async (em, run, facts, now, cause = 'scheduler') => {
  const start: RunEvent = { type: 'START', workspaceSuspended: facts.workspaceSuspended };
  if (decideRun(run, start, cause).ok) return transitionRun(em, run, start, now, cause);
  return transitionRun(em, run, { type: 'PAUSE', reason: 'suspended' }, now, cause);
};

/** Journals freshly inserted runs (they start `queued`), one insert for the lot. */
export function journalNewRuns(
  em: EntityManager,
  runs: ReadonlyArray<{ id: string; workspace_id: string }>,
  cause: TransitionCause,
  at: Date,
): Promise<void> {
  const rows = runs.flatMap((r) => create(RUN_LIFECYCLE, { id: r.id, workspaceId: r.workspace_id }, [], cause).journal);
  return journal(em, rows, at);
}

/** The status a new run is inserted with (the machine's initial state). */
export const NEW_RUN_STATUS = create<RunStatus>(RUN_LIFECYCLE, { id: '', workspaceId: '' }, [], 'system').status;

/** Inserts a run in its initial status and journals its creation, in the caller's transaction. */
export async function insertRun(
  em: EntityManager,
  run: { workspaceId: string; kind: 'manual' | 'scheduled'; force: boolean },
  cause: TransitionCause,
  now: Date,
): Promise<RunRow> {
  // created_at on the service clock (the test clock moves it with the sandbox), like every later stamp of the run.
  const [row] = await query<RunRow>(em, `insert into runs (workspace_id, kind, status, force, created_at) values (?, ?, ?, ?, ?::timestamptz) returning *`, [
    run.workspaceId,
    run.kind,
    NEW_RUN_STATUS,
    run.force,
    now,
  ]);
  await journalNewRuns(em, [row!], cause, now);
  return row!;
}

/**
 * The body of a data-modifying CTE that inserts runs in the machine's initial status:
 * `select <workspace>, <kind>, <initial status>, <totals> <from>` (SQL expressions and a
 * `from ...` tail of the caller's statement). Pair it with {@link journalInsertedRuns}.
 */
export function insertRunsFrom(values: { workspaceId: string; kind: string; totals: string; createdAt: string }, from: string): string {
  return `insert into runs (workspace_id, kind, status, totals, created_at)
       select ${values.workspaceId}, ${values.kind}, '${NEW_RUN_STATUS}', ${values.totals}, ${values.createdAt} ${from}`;
}

/**
 * Journals, in the same statement, the creating move of every row of `inserted` (with `id`
 * and `workspace_id`), at its `created_at` (the service clock's); `cause` is an SQL expression (a bound parameter).
 */
export function journalInsertedRuns(inserted: string, cause: string): string {
  const created = create(RUN_LIFECYCLE, { id: '', workspaceId: '' }, [], 'system').journal[0]!;
  return `insert into transitions (workspace_id, resource, resource_id, from_status, event, to_status, cause, at)
       select workspace_id, '${RUN_LIFECYCLE.resource}', id::text, null, '${created.event}', '${created.to}', ${cause}, created_at from ${inserted}`;
}
