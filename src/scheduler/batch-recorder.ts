import type { Services } from '../core/context';
import type { CheckOutcome } from '../core/runs/check-outcome';
import type { BatchOutcome } from '../core/runs/commit-batch';
import type { CompanyEnricher } from '../core/runs/company-enrichment';
import type { RunRow } from '../core/runs/run.query';
import { commitRunBatch, releaseItems } from '../core/runs/run-execution.service';
import type { CheckerFailure, CheckItem } from './checker-port';
import type { LeasePlanner } from './lease-planner';
import { type Pacer, pauseReasonOf } from './pacer';
import type { RunPauser } from './run-pauser';

export interface RecorderOptions {
  planner: LeasePlanner;
  pacer: Pacer;
  pause: RunPauser;
  enrichCompanies?: CompanyEnricher;
  secondLookAfterMs?: number;
}

/** Records what the checker returned for a batch. */
export type BatchRecorder = (run: RunRow, items: CheckItem[], results: CheckOutcome[], failure: CheckerFailure | null) => Promise<void>;

/** What went back to pending after a commit (or a failed one): the lease planner leases it first again. */
function unsettledItems(items: CheckItem[], results: CheckOutcome[], outcome: BatchOutcome | undefined): { released: string[]; retried: string[] } {
  const settled = new Set(outcome ? results.map((r) => r.item_id) : []);
  const released = items.map((i) => i.item_id).filter((id) => !settled.has(id));
  const retried = (outcome?.outOfCredits ? results : results.filter((r) => r.outcome === 'failure')).map((r) => r.item_id);
  return { released, retried };
}

/** Commits what the checker returned, puts back what it did not, and pauses the run if it must. */
export function createBatchRecorder(services: Services, options: RecorderOptions): BatchRecorder {
  return async (run, items, results, failure) => {
    let outcome: BatchOutcome | undefined;
    try {
      await options.enrichCompanies?.(results).catch((err) => services.log.warn({ err }, 'company enrichment failed'));
      outcome = await commitRunBatch(services, run, results, { secondLookAfterMs: options.secondLookAfterMs });
    } finally {
      // A committed batch settled every item it had a result for; the others (and all of them
      // when the commit failed) go back to pending rather than staying leased until a restart.
      const { released, retried } = unsettledItems(items, results, outcome);
      await releaseItems(services, released);
      options.planner.putBack(run.id, released);
      options.planner.putBack(run.id, retried);
    }
    if (!failure && results.length > 0) options.pacer.answered(run.id);
    if (outcome.outOfCredits) return options.pause(run, 'client_credits');
    // A checker that closed mid-batch (a stop or a rolling restart) says nothing about the provider: what it
    // did not answer is back in pending for the next pass, which another replica or the restart serves.
    if (failure?.code === 'stopping') return services.log.info({ runId: run.id, answered: results.length, put_back: items.length - results.length }, 'batch cut short by a checker stopping');
    if (failure) {
      services.log.warn({ runId: run.id, code: failure.code, err: failure.message }, 'run paused by checker failure');
      await options.pause(run, pauseReasonOf(failure), failure.retryAfterMs);
    }
  };
}
