import type { Services } from '../core/context';
import type { CheckOutcome } from '../core/runs/check-outcome';
import type { RunRow } from '../core/runs/run.query';
import { itemsLeft, moveRun, resumeIfDue, startQueuedRun, workspaceState } from '../core/runs/run-execution.service';
import type { BatchRecorder } from './batch-recorder';
import { CheckerFailure, type CheckerPort, type CheckItem } from './checker-port';
import type { CommitTracker } from './commit-tracker';
import type { LeasePlanner } from './lease-planner';
import type { RunPauser } from './run-pauser';

export interface StepperParts {
  checker: CheckerPort;
  batchSize: number;
  planner: LeasePlanner;
  commits: CommitTracker;
  record: BatchRecorder;
  pause: RunPauser;
}

/** Moves one run one step: start it, resume it when due, or run one batch. Returns whether it did work. */
export type RunStepper = (run: RunRow) => Promise<boolean>;

/** How many items a run may lease: the balance, less what the batch still committing will charge. */
export function leaseLimit(balance: number, uncommitted: number, batchSize: number): number {
  return Math.min(batchSize, balance - uncommitted);
}

async function check(checker: CheckerPort, runId: string, items: CheckItem[]): Promise<{ results: CheckOutcome[]; failure: CheckerFailure | null }> {
  const results: CheckOutcome[] = [];
  try {
    await checker.checkProfiles(runId, items, (r) => results.push(r));
    return { results, failure: null };
  } catch (err) {
    return { results, failure: err instanceof CheckerFailure ? err : new CheckerFailure('unavailable', String(err)) };
  }
}

export function createRunStepper(services: Services, parts: StepperParts): RunStepper {
  const { commits, planner } = parts;

  async function finishIfEmpty(run: RunRow): Promise<void> {
    await commits.settled(run.id);
    if ((await itemsLeft(services, run.id)) === 0) await moveRun(services, run, { type: 'COMPLETE' });
  }

  async function runBatch(run: RunRow): Promise<void> {
    const ws = await workspaceState(services, run.workspace_id);
    if (ws.suspended) {
      await commits.settled(run.id);
      return parts.pause(run, 'suspended');
    }
    const uncommitted = commits.uncommitted(run.id);
    if (ws.balance - uncommitted <= 0) {
      if (uncommitted > 0) return commits.settled(run.id);
      return parts.pause(run, 'client_credits');
    }
    const items = await planner.lease(run.id, leaseLimit(ws.balance, uncommitted, parts.batchSize));
    if (items.length === 0) return finishIfEmpty(run);
    const { results, failure } = await check(parts.checker, run.id, items);
    await commits.settled(run.id);
    // A failed batch pauses the run: commit what came back, then pause, before the next pass.
    if (failure) return parts.record(run, items, results, failure);
    const commit = parts.record(run, items, results, null).catch((err) => services.log.error({ err, runId: run.id }, 'batch commit failed'));
    commits.track(run.id, items.length, commit);
  }

  return async (run) => {
    if (run.status === 'queued') {
      await startQueuedRun(services, run);
      return true;
    }
    if (run.status === 'paused') return resumeIfDue(services, run);
    await runBatch(run);
    return true;
  };
}
