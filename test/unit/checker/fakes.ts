import type { ProviderLimiter } from '../../../src/checker/limits';
import { type ProfileSource, type SourceResult } from '../../../src/checker/ports/profile-source';
import { ProviderError, type ProviderErrorKind } from '../../../src/checker/ports/provider-error';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../../src/checker/retry-policy';
import type { Snapshot } from '../../../src/grpc/tracker-v1';

/** A limiter that runs jobs at once and records pauses. */
export function passThroughLimiter(): ProviderLimiter & { pauses: number[] } {
  const pauses: number[] = [];
  return {
    pauses,
    schedule: (fn) => fn(),
    pauseFor: (ms) => void pauses.push(ms),
    pausedUntil: () => 0,
    queued: () => 0,

    available: () => true,
    onAvailability: () => undefined,
    settings: { maxConcurrent: 1, ratePerSecond: 0, minTimeMs: 0, datastore: 'local' },
    stop: async () => undefined,
  };
}

/** Virtual time: `sleep` advances the clock instead of waiting. */
export function virtualTime(): { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void>; sleeps: number[] } {
  let t = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      t += ms;
    },
  };
}

export const snapshot = (company = 'Acme'): Snapshot => ({
  first_name: 'Ada',
  last_name: 'Quill',
  headline: '',
  positions: [{ company, company_social_id: '1', title: 'AE', started_on: '2024-01', ended_on: '', is_current: true }],
  fetched_at: '2026-01-01T00:00:00.000Z',
});

export type Step = SourceResult | ProviderErrorKind | { kind: ProviderErrorKind; retryAfterMs: number };

/** A source that answers lookups from a script of steps (the last step repeats). */
export function scriptedSource(steps: Step[]): ProfileSource & { calls: number } {
  const source = {
    calls: 0,
    async lookup(): Promise<SourceResult> {
      const step = steps[Math.min(source.calls, steps.length - 1)];
      source.calls += 1;
      if (step === undefined) throw new Error('empty script');
      if (typeof step === 'string') throw new ProviderError(step, `scripted ${step}`, 0);
      if (step.kind === 'found' || step.kind === 'not_found') return step as SourceResult;
      const s = step as { kind: ProviderErrorKind; retryAfterMs: number };
      throw new ProviderError(s.kind, `scripted ${s.kind}`, 0, s.retryAfterMs);
    },
    async company() {
      return null;
    },
  };
  return source;
}

export const policy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => ({ ...DEFAULT_RETRY_POLICY, ...overrides });
