import { SALESFORCE_SYNC_TIMINGS } from '../../machines/timings';
import type { Services } from '../core/context';
import { runDueSalesforceSyncs, type SalesforceSyncOutcome } from '../core/imports/salesforce-sync';
import { type PassLoop, startPassLoop } from './pass-loop';

export interface SalesforceSyncLoopOptions {
  /** How often the leader looks for a due sync (SALESFORCE_SYNC_TIMINGS.lookEveryMs). */
  everyMs?: number;
}

/** `pass()`: run the syncs that are due now (tests drive the loop with it). */
export type SalesforceSyncLoop = PassLoop<SalesforceSyncOutcome[]>;

/**
 * The leader's daily Salesforce delta syncs (src/core/imports/salesforce-sync.ts): every
 * `everyMs` it claims the workspaces whose sync is due, under the sync lease, and runs them.
 * A failed sync never throws out of the loop: it is due again after its retry delay.
 */
export function startSalesforceSyncLoop(services: Services, options: SalesforceSyncLoopOptions = {}): SalesforceSyncLoop {
  return startPassLoop(() => runDueSalesforceSyncs(services), {
    everyMs: options.everyMs ?? SALESFORCE_SYNC_TIMINGS.lookEveryMs,
    log: services.log,
    what: 'salesforce sync pass failed',
  });
}
