/**
 * A batch of profile checks: items run concurrently through the limiter, each outcome
 * is reported as it completes, and the batch stops early for reasons that concern the
 * provider rather than one profile.
 *
 * The batch stops with `upstream` (gRPC UNAVAILABLE) as soon as EITHER
 *   - `streakLimit` items in a row (default 5, or the whole batch when it is smaller)
 *     ended as OUTAGE or RATE_LIMITED failures after their retry budget, with no item
 *     found / not found in between (completion order), OR
 *   - more than half of the batch's items ended as such failures.
 * Its `retryAfterMs` is the larger of `upstreamRetryAfterMs` (default 60 s) and the
 * longest Retry-After the provider sent with those failures. `invalid` failures do not
 * count: they concern one reference, not the provider.
 *
 * It also stops with `upstream` at once when the shared limiter cannot reach Redis
 * (`LimiterUnavailableError`): no item can be checked until it is back, so the caller
 * is told to come back after `limiterRetryAfterMs` (default 5 s) rather than waiting.
 */
import { setMaxListeners } from 'node:events';

import type { ProfileRef } from '../grpc/tracker-v1';
import { checkProfile, type ItemOutcome, type UpstreamDeps } from './check-profile';
import { isLimiterUnavailable } from './limits';
import { type ProfileSource } from './ports/profile-source';
import { isProviderError } from './ports/provider-error';

export interface BatchOptions {
  /** Items in progress at once for one batch (the limiter bounds the upstream calls). */
  workers: number;
  /** Consecutive upstream failures that stop the batch. Default 5. */
  streakLimit?: number;
  /** Minimum pause suggested to the caller after an upstream stop. Default 60 s. */
  upstreamRetryAfterMs?: number;
  /** Retry-after sent when the shared limiter lost Redis. Default 5 s. */
  limiterRetryAfterMs?: number;
}

export interface BatchDeps extends UpstreamDeps {
  source: ProfileSource;
}

export interface BatchCounts {
  found: number;
  not_found: number;
  failed: number;
}

export type BatchOutcome =
  | { kind: 'completed'; counts: BatchCounts }
  | { kind: 'stopped'; reason: 'auth' | 'out_of_credits' | 'upstream'; message: string; retryAfterMs: number | null; counts: BatchCounts }
  | { kind: 'cancelled'; counts: BatchCounts };

export const DEFAULT_STREAK_LIMIT = 5;
export const DEFAULT_UPSTREAM_RETRY_AFTER_MS = 60_000;
export const DEFAULT_LIMITER_RETRY_AFTER_MS = 5_000;

type Stop = Extract<BatchOutcome, { kind: 'stopped' }>;

/** Tracks upstream failures and says when the batch must stop with `upstream`. Pure. */
export class UpstreamFailureTracker {
  private streak = 0;
  private failures = 0;
  private longestRetryAfter = 0;

  constructor(
    private readonly batchSize: number,
    private readonly streakLimit = DEFAULT_STREAK_LIMIT,
    private readonly minRetryAfterMs = DEFAULT_UPSTREAM_RETRY_AFTER_MS,
  ) {}

  /** Records an outcome; returns the retry-after (ms) when the batch must stop. */
  record(outcome: ItemOutcome): number | null {
    if (outcome.kind !== 'failed') {
      this.streak = 0;
      return null;
    }
    if (outcome.failure === 'invalid') return null;
    this.streak += 1;
    this.failures += 1;
    this.longestRetryAfter = Math.max(this.longestRetryAfter, outcome.retryAfterMs ?? 0);
    const streakHit = this.streak >= Math.min(this.streakLimit, this.batchSize);
    const majority = this.failures * 2 > this.batchSize;
    return streakHit || majority ? Math.max(this.minRetryAfterMs, this.longestRetryAfter) : null;
  }
}

/**
 * Checks `items`, calling `onResult` for each outcome as it completes (never after the
 * returned promise settles). Resolves with how the batch ended; rejects only on
 * unexpected errors (bugs).
 */
export async function checkBatch(
  items: readonly ProfileRef[],
  deps: BatchDeps,
  options: BatchOptions,
  onResult: (item: ProfileRef, outcome: ItemOutcome) => void,
  signal?: AbortSignal,
): Promise<BatchOutcome> {
  const counts: BatchCounts = { found: 0, not_found: 0, failed: 0 };
  const stopper = new AbortController();
  const batchSignal = signal ? AbortSignal.any([signal, stopper.signal]) : stopper.signal;
  // Every worker listens for the abort.
  setMaxListeners(0, batchSignal);
  const tracker = new UpstreamFailureTracker(items.length, options.streakLimit, options.upstreamRetryAfterMs);
  let stop: Stop | undefined;
  let next = 0;

  const halt = (s: Stop): void => {
    stop ??= s;
    stopper.abort(new Error(`batch stopped: ${s.reason}`));
  };

  const worker = async (): Promise<void> => {
    // Each upstream call listens for the abort on its worker's own signal: one listener
    // per worker on the batch signal, instead of one per call on a signal shared by
    // every call in flight (EventTarget adds and removes listeners in O(listeners)).
    const own = new AbortController();
    const forward = (): void => own.abort(batchSignal.reason);
    batchSignal.addEventListener('abort', forward, { once: true });
    try {
      await work(own.signal);
    } finally {
      batchSignal.removeEventListener('abort', forward);
    }
  };

  const work = async (workerSignal: AbortSignal): Promise<void> => {
    while (!batchSignal.aborted && next < items.length) {
      const item = items[next++];
      if (!item) break;
      let outcome: ItemOutcome;
      try {
        outcome = await checkProfile(item, deps.source, deps, workerSignal);
      } catch (err) {
        if (isProviderError(err) && (err.kind === 'auth' || err.kind === 'out_of_credits')) {
          halt({ kind: 'stopped', reason: err.kind, message: err.message, retryAfterMs: err.retryAfterMs, counts });
          return;
        }
        if (isLimiterUnavailable(err)) {
          const retryAfterMs = options.limiterRetryAfterMs ?? DEFAULT_LIMITER_RETRY_AFTER_MS;
          halt({ kind: 'stopped', reason: 'upstream', message: err.message, retryAfterMs, counts });
          return;
        }
        if (batchSignal.aborted) return;
        throw err;
      }
      if (signal?.aborted) return;
      counts[outcome.kind === 'failed' ? 'failed' : outcome.kind] += 1;
      onResult(item, outcome);
      const retryAfterMs = tracker.record(outcome);
      if (retryAfterMs !== null) {
        const message = outcome.kind === 'failed' ? `provider failing beyond the retry budget: ${outcome.message}` : 'provider failing';
        halt({ kind: 'stopped', reason: 'upstream', message, retryAfterMs, counts });
      }
    }
  };

  const workers = Array.from({ length: Math.max(1, Math.min(options.workers, items.length)) }, worker);
  try {
    await Promise.all(workers);
  } catch (err) {
    stopper.abort(err);
    await Promise.allSettled(workers);
    throw err;
  }
  if (signal?.aborted) return { kind: 'cancelled', counts };
  return stop ?? { kind: 'completed', counts };
}
