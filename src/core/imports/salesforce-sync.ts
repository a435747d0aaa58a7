import { SALESFORCE_SYNC_TIMINGS } from '../../../machines/timings';
import type { SalesforceTuning } from '../adapters';
import type { Caller, Services } from '../context';
import { em as fork } from '../context';
import { CrmImportError } from './crm-import';
import { importSalesforce } from './salesforce-import';
import { salesforceSyncLease } from './salesforce-sync-lease';

/**
 * The daily Salesforce delta sync, run by the scheduler's leader (src/scheduler/salesforce-sync-loop.ts):
 * a workspace's first good import schedules it a day later; the leader claims the syncs that are
 * due under the lease of salesforce-sync-lease.ts, runs each as `tracker import salesforce` does
 * (a delta from the stored cursor, an import record of its own), and then either settles it (the
 * next one a day later) or, on a failure, gives it back due again after the retry delay of
 * SALESFORCE_SYNC_TIMINGS for this attempt, with the error; the failed import record and
 * GET /v1/integrations/salesforce (`sync`) show it. See docs/crm.md.
 */

export interface SalesforceSyncOutcome {
  workspace_id: string;
  status: 'synced' | 'failed';
  import_id: string | null;
  error?: string;
  /** When the next try is due. */
  next_at: string;
}

/** The scheduler acting for a workspace: the sync is the workspace's own import, as the CLI makes it. */
const schedulerCaller = (workspaceId: string): Caller => ({ workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'scheduler' });

/** The wait before the next try after `attempts` failed ones in a row; past the schedule, the daily cadence. */
export function salesforceSyncRetryDelay(attempts: number): number {
  return SALESFORCE_SYNC_TIMINGS.retryDelaysMs[attempts - 1] ?? SALESFORCE_SYNC_TIMINGS.everyMs;
}

/** Claims the syncs that are due and runs them one after the other; returns what each did. */
export async function runDueSalesforceSyncs(
  services: Services,
  options: { limit?: number; tuning?: SalesforceTuning; pollMs?: number } = {},
): Promise<SalesforceSyncOutcome[]> {
  const em = fork(services);
  const claimed = await salesforceSyncLease.claim(em, { now: services.clock.now(), limit: options.limit ?? 5, leaseMs: SALESFORCE_SYNC_TIMINGS.leaseMs });
  const outcomes: SalesforceSyncOutcome[] = [];
  for (const sync of claimed.items) {
    const ws = sync.workspace_id;
    try {
      const result = await importSalesforce(services, schedulerCaller(ws), { tuning: options.tuning, pollMs: options.pollMs });
      const next = new Date(services.clock.now().getTime() + SALESFORCE_SYNC_TIMINGS.everyMs);
      await salesforceSyncLease.settle(em, claimed.owner, [ws], { values: [next.toISOString(), result.import_id] });
      outcomes.push({ workspace_id: ws, status: 'synced', import_id: result.import_id, next_at: next.toISOString() });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const importId = err instanceof CrmImportError ? err.importId : null;
      const next = new Date(services.clock.now().getTime() + salesforceSyncRetryDelay(sync.attempts));
      await salesforceSyncLease.release(em, claimed.owner, [ws], { retryAt: next, values: [error, importId] });
      services.log.warn({ workspace_id: ws, attempts: sync.attempts, next_at: next.toISOString(), err: error }, 'salesforce sync failed; retried later');
      outcomes.push({ workspace_id: ws, status: 'failed', import_id: importId, error, next_at: next.toISOString() });
    }
  }
  return outcomes;
}
