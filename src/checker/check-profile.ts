/**
 * One upstream call through the limiter, with retries: `rate_limited` and `outage` are
 * retried with jittered exponential backoff (Retry-After as a floor) within the retry
 * budget; a Retry-After on a 429 also pauses the whole limiter so concurrent requests
 * do not run into the same limit. `auth` and `out_of_credits` are never retried (the
 * caller aborts the batch); `invalid` is not retried (an item failure).
 */
import { setTimeout as sleepTimer } from 'node:timers/promises';

import type { ProfileRef, Snapshot } from '../grpc/tracker-v1';
import type { Logger } from '../shared/logger';
import { checkerMetrics } from '../shared/metrics/checker-metrics';
import type { ProviderLimiter } from './limits';
import { type ProfileSource } from './ports/profile-source';
import { isProviderError, type ProviderError } from './ports/provider-error';
import { retryDelay, type RetryPolicy, withinBudget } from './retry-policy';
import { upstreamOutcome } from './upstream-outcome';

export interface UpstreamDeps {
  limiter: ProviderLimiter;
  policy: RetryPolicy;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  log?: Logger;
}

const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> => sleepTimer(ms, undefined, { signal });

const RETRY_PRIORITY = 3;
const FIRST_PRIORITY = 5;

/** Resolves/rejects with `promise`, or rejects with the abort reason as soon as `signal` aborts. */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function retryable(err: ProviderError): boolean {
  return err.kind === 'rate_limited' || err.kind === 'outage';
}

/**
 * Runs `call` through the limiter until it succeeds or fails for good. Throws the last
 * `ProviderError` (any kind) when it gives up; an aborted `signal` rejects with its reason.
 */
export async function callUpstream<T>(call: (signal?: AbortSignal) => Promise<T>, deps: UpstreamDeps, signal?: AbortSignal): Promise<T> {
  const sleep = deps.sleep ?? defaultSleep;
  const now = deps.now ?? Date.now;
  let firstAttemptAt: number | undefined;
  for (let retries = 0; ; retries++) {
    try {
      const job = deps.limiter.schedule(
        () => {
          signal?.throwIfAborted();
          firstAttemptAt ??= now();
          return observed(() => call(signal), signal);
        },
        { priority: retries === 0 ? FIRST_PRIORITY : RETRY_PRIORITY },
      );
      return await abortable(job, signal);
    } catch (err) {
      if (signal?.aborted || !isProviderError(err) || !retryable(err)) throw err;
      if (err.kind === 'rate_limited' && err.retryAfterMs) deps.limiter.pauseFor(err.retryAfterMs);
      const delay = retryDelay(retries, deps.policy, err.retryAfterMs, deps.random);
      const elapsed = now() - (firstAttemptAt ?? now());
      if (!withinBudget(retries, elapsed, delay, deps.policy)) throw err;
      deps.log?.debug({ kind: err.kind, status: err.status, retry: retries + 1, delay_ms: Math.round(delay) }, 'retrying upstream call');
      await sleep(delay, signal);
    }
  }
}

/** Runs one upstream request, counting it by outcome and timing it. An abort is not a request outcome. */
async function observed<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const stop = checkerMetrics.upstreamDuration.startTimer();
  const count = (settled: Parameters<typeof upstreamOutcome>[0]): void => {
    const outcome = upstreamOutcome(settled);
    stop({ outcome });
    checkerMetrics.upstreamRequests.inc({ outcome });
  };
  try {
    const value = await request();
    count({ ok: true, value });
    return value;
  } catch (error) {
    if (!signal?.aborted) count({ ok: false, error });
    throw error;
  }
}

export type ItemFailureKind = 'rate_limited' | 'outage' | 'invalid';

export type ItemOutcome =
  | { kind: 'found'; snapshot: Snapshot }
  | { kind: 'not_found' }
  | { kind: 'failed'; failure: ItemFailureKind; message: string; retryAfterMs: number | null };

/**
 * Checks one profile. Item-level outcomes are returned; `auth` and `out_of_credits`
 * are thrown as `ProviderError` (they stop the batch), as is an abort.
 */
export async function checkProfile(ref: ProfileRef, source: ProfileSource, deps: UpstreamDeps, signal?: AbortSignal): Promise<ItemOutcome> {
  try {
    const result = await callUpstream((s) => source.lookup(ref.social_url, s), deps, signal);
    checkerMetrics.checks.inc({ outcome: result.kind });
    return result.kind === 'found' ? { kind: 'found', snapshot: result.snapshot } : { kind: 'not_found' };
  } catch (err) {
    if (signal?.aborted || !isProviderError(err)) throw err;
    if (err.kind === 'auth' || err.kind === 'out_of_credits') throw err;
    checkerMetrics.checks.inc({ outcome: 'failed' });
    return { kind: 'failed', failure: err.kind, message: err.message, retryAfterMs: err.retryAfterMs };
  }
}
