import { SECOND_LOOK_TIMINGS } from '../../machines';
import type { Services } from '../core/context';
import type { CheckOutcome } from '../core/runs/check-outcome';
import type { SecondLookOutcome } from '../core/runs/commit-second-look';
import { commitSecondLookResults, leaseDueSecondLooks } from '../core/runs/second-looks.service';
import type { CheckerPort } from './checker-port';
import { type PassLoop, startPassLoop } from './pass-loop';

export interface SecondLookLoopOptions {
  checker: CheckerPort;
  /** How often the loop looks for due second looks. */
  everyMs?: number;
  batchSize?: number;
  /** How long a leased second look stays with this leader before another may take it. */
  leaseMs?: number;
  /** When a second look the checker could not do is due again. */
  retryAfterMs?: number;
}

/** `pass()`: every due second look, batch by batch (tests drive the loop with it). */
export type SecondLookLoop = PassLoop<SecondLookOutcome>;

/**
 * The second look at bad news (leader only, like the cadence ticker): leases due rows,
 * checks them through the same checker port as runs, and lets core commit each batch.
 * A checker failure postpones the batch; nothing is charged.
 */
export function startSecondLookLoop(services: Services, options: SecondLookLoopOptions): SecondLookLoop {
  const batchSize = options.batchSize ?? 100;
  const leaseMs = options.leaseMs ?? SECOND_LOOK_TIMINGS.leaseMs;
  const retryAfterMs = options.retryAfterMs ?? SECOND_LOOK_TIMINGS.retryMs;
  let stopped = false;

  async function batch(): Promise<SecondLookOutcome | null> {
    const lease = await leaseDueSecondLooks(services, { limit: batchSize, leaseMs });
    if (lease.items.length === 0) return null;
    const results: CheckOutcome[] = [];
    try {
      await options.checker.checkProfiles(`second-look:${lease.token}`, lease.items, (r) => results.push(r));
    } catch (err) {
      services.log.warn({ err }, 'second look batch failed; postponed');
    }
    const answered = new Set(results.map((r) => r.item_id));
    for (const item of lease.items) {
      if (!answered.has(item.item_id)) {
        results.push({ item_id: item.item_id, profile_id: item.profile_id, outcome: 'failure', failure: { kind: 'unanswered', message: 'no result' } });
      }
    }
    return commitSecondLookResults(services, lease.token, results, { retryAfterMs });
  }

  async function pass(): Promise<SecondLookOutcome> {
    const total: SecondLookOutcome = { confirmed: 0, dropped: 0, other: 0, postponed: 0 };
    while (!stopped) {
      const outcome = await batch();
      if (!outcome) break;
      for (const k of Object.keys(total) as Array<keyof SecondLookOutcome>) total[k] += outcome[k];
      // A batch that only postponed would be leased again at once only after retryAfterMs: stop here.
      if (outcome.postponed > 0 && outcome.confirmed + outcome.dropped + outcome.other === 0) break;
    }
    return total;
  }

  return startPassLoop(pass, {
    everyMs: options.everyMs ?? 60_000,
    log: services.log,
    what: 'second look pass failed',
    onStop: () => {
      stopped = true;
    },
  });
}
