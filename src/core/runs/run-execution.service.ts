import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { SQL_RUN_UNFINISHED } from '../../db/status-sets';
import type { Services } from '../context';
import { monthBudget } from '../credits/budget';
import { inTransaction } from '../transaction';
import type { CheckOutcome } from './check-outcome';
import { type BatchOutcome, commitBatch } from './commit-batch';
import { activeRefreshBeside } from './one-refresh';
import type { RunRow } from './run.query';
import { type LeasedRunItem, leaseRunItems, releaseRunItems, sweepRunItems } from './run-item-lease';
import { autoResumeDue, autoResumeRun, type RunEvent, startRun, transitionRun } from './run-transitions';

/**
 * The run engine's use cases: everything it reads, leases and commits, each in its own
 * statement or transaction, so the scheduler only keeps loops, concurrency and timers.
 */
function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

export interface WorkspaceState {
  suspended: boolean;
  /** The ledger's sum, kept by a trigger on credit_ledger. */
  balance: number;
  /** What is left of the month's budget; null when the workspace has none. */
  budgetLeft: number | null;
}

export async function workspaceState(services: Services, workspaceId: string): Promise<WorkspaceState> {
  const em = fork(services);
  const [row] = await query<{ status: string; balance: string }>(em, 'select w.status, w.balance from workspaces w where w.id = ?::uuid', [workspaceId]);
  const budget = await monthBudget(em, workspaceId, services.clock.now());
  return { suspended: row?.status === 'suspended', balance: Number(row?.balance ?? 0), budgetLeft: budget.left };
}

/** Every run the engine drives, oldest first. */
export function activeRuns(services: Services): Promise<RunRow[]> {
  return query<RunRow>(fork(services), `select * from runs where status in ${SQL_RUN_UNFINISHED} order by created_at, id`);
}

/** How many of a run's items are still pending or leased. */
export async function itemsLeft(services: Services, runId: string): Promise<number> {
  const [left] = await query<{ n: string }>(
    fork(services),
    `select count(*) as n from run_items where run_id = ?::uuid and status in ('pending','leased')`,
    [runId],
  );
  return Number(left?.n ?? 0);
}

/** Sends one event to a run's machine, in its own transaction. */
export function moveRun(services: Services, run: RunRow, event: RunEvent): Promise<RunRow | null> {
  return inTransaction(services, (em) => transitionRun(em, run, event, services.clock.now(), 'scheduler'));
}

/**
 * Starts a queued run through the machine (`startRun`): `running`, or paused `suspended`
 * when its workspace is suspended (the machine's `workspaceActive` guard decides).
 */
export async function startQueuedRun(services: Services, run: RunRow): Promise<RunRow | null> {
  const ws = await workspaceState(services, run.workspace_id);
  return inTransaction(services, (em) => startRun(em, run, { workspaceSuspended: ws.suspended }, services.clock.now()));
}

/**
 * Resumes a paused run when the machine's `autoResumeDue` guard takes AUTO_RESUME (its
 * resume time has come, or its workspace is active again). The workspace is read only for
 * a run the guard would take with an active workspace. A refresh run stays paused while another
 * refresh of its workspace is queued or running, and resumes once that one ends. Returns whether
 * the run moved.
 */
export async function resumeIfDue(services: Services, run: RunRow): Promise<boolean> {
  const now = services.clock.now();
  if (!autoResumeDue(run, { workspaceSuspended: false }, now)) return false;
  const ws = await workspaceState(services, run.workspace_id);
  const moved = await inTransaction(services, async (em) => {
    // A refresh waits while another refresh of its workspace is queued or running (the cadence may have started the next).
    if (run.kind !== 'baseline' && (await activeRefreshBeside(em, run.workspace_id, run.id))) return null;
    return autoResumeRun(em, run, { workspaceSuspended: ws.suspended }, now);
  });
  return moved !== null;
}

export function leaseItems(services: Services, runId: string, from: bigint, limit: number): Promise<LeasedRunItem[]> {
  return leaseRunItems(fork(services), runId, { from, limit, now: services.clock.now() });
}

export async function releaseItems(services: Services, itemIds: string[]): Promise<void> {
  await releaseRunItems(fork(services), itemIds);
}

/** Items a previous leader left leased are orphans: only the leader leases, so it takes them all back. */
export async function sweepLeasedItems(services: Services): Promise<void> {
  await sweepRunItems(fork(services));
}

/** Commits one batch of results (and the plays of its changes) in one transaction. */
export function commitRunBatch(services: Services, run: RunRow, results: CheckOutcome[], options: { secondLookAfterMs?: number }): Promise<BatchOutcome> {
  return inTransaction(services, (em) => commitBatch(em, run, results, { now: services.clock.now(), ...options }));
}
