/** Backoff math and the retry budget. Pure. */

export interface RetryPolicy {
  /** Retries after the first attempt. Default 4. */
  maxRetries: number;
  /** No retry may start later than this after the first attempt. Default 30 s. */
  maxElapsedMs: number;
  /** First backoff step. Default 250 ms. */
  baseMs: number;
  /** Growth per retry. Default 2. */
  factor: number;
  /** Largest backoff step (Retry-After can exceed it). Default 10 s. */
  capMs: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  maxRetries: 4,
  maxElapsedMs: 30_000,
  baseMs: 250,
  factor: 2,
  capMs: 10_000,
});

/**
 * Delay before retry number `retry` (0 = the first retry): "equal jitter" over the
 * capped exponential step `min(cap, base · factor^retry)`, i.e. uniformly in
 * [step/2, step]. Half fixed so a retry never comes back almost at once, half random
 * so concurrent items spread out.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.capMs, policy.baseMs * policy.factor ** retry);
  return step / 2 + (random() * step) / 2;
}

/** The backoff, with the provider's Retry-After as a floor when it sent one. */
export function retryDelay(retry: number, policy: RetryPolicy, retryAfterMs: number | null, random: () => number = Math.random): number {
  return Math.max(backoffDelay(retry, policy, random), retryAfterMs ?? 0);
}

/** Another retry fits the budget: retries left and the retry would start within `maxElapsedMs`. */
export function withinBudget(retriesDone: number, elapsedMs: number, delayMs: number, policy: RetryPolicy): boolean {
  return retriesDone < policy.maxRetries && elapsedMs + delayMs <= policy.maxElapsedMs;
}
