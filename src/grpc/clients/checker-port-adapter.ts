import type { CheckOutcome } from '../../core/runs/check-outcome';
import { CheckerFailure, type CheckerPort } from '../../scheduler/checker-port';
import { domainSnapshotOf } from '../domain-snapshot';
import { type CheckerClient,CheckerError } from './checker-client';

/** The scheduler's checker port over the gRPC client: proto results become domain snapshots. */
export function grpcCheckerPort(client: CheckerClient, options: { batchDeadlineMs?: number } = {}): CheckerPort {
  return {
    async checkProfiles(runId, items, onResult) {
      try {
        await client.checkProfiles(
          runId,
          items,
          (r) => {
            const snapshot = domainSnapshotOf(r);
            const outcome: CheckOutcome = {
              item_id: r.item_id,
              profile_id: r.profile_id,
              outcome: r.outcome === 'snapshot' ? 'snapshot' : r.outcome === 'not_found' ? 'not_found' : 'failure',
            };
            if (r.outcome === 'snapshot' && snapshot) {
              outcome.snapshot = { ...snapshot, fetched_at: r.snapshot.fetched_at || null };
            }
            if (r.outcome === 'failure') outcome.failure = { kind: String(r.failure.kind), message: r.failure.message };
            onResult(outcome);
          },
          { deadline: new Date(Date.now() + (options.batchDeadlineMs ?? 10 * 60_000)) },
        );
      } catch (err) {
        if (err instanceof CheckerError) throw new CheckerFailure(err.code, err.message, err.retryAfterMs ?? undefined);
        throw err;
      }
    },
  };
}
