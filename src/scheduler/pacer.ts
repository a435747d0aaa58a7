import { RUN_TIMINGS } from '../../machines';
import type { PauseReason } from '../core/runs/run-transitions';
import type { CheckerFailure } from './checker-port';

export interface PacerOptions {
  /** When an `upstream` pause probes again (grows with consecutive pauses up to 16×). */
  upstreamBackoffMs: number;
  /** When an `auth` or `out_of_credits` pause probes again. */
  probeAfterMs: number;
}

export interface Pacer {
  /** When a run paused for `reason` may resume by itself; null when only a person resumes it. */
  resumeAfter(runId: string, reason: PauseReason, now: Date, retryAfterMs?: number): Date | null;
  /** The run's checker answered: its upstream backoff starts over. */
  answered(runId: string): void;
}

/** The pause a checker failure puts a run in. */
export function pauseReasonOf(failure: CheckerFailure): PauseReason {
  if (failure.code === 'auth') return 'auth';
  if (failure.code === 'out_of_credits') return 'out_of_credits';
  return 'upstream';
}

/** Paces paused runs: exponential backoff per run for upstream trouble, a fixed probe for the others. */
export function createPacer(options: PacerOptions): Pacer {
  const upstreamStreak = new Map<string, number>();
  return {
    resumeAfter(runId, reason, now, retryAfterMs) {
      if (reason === 'upstream') {
        const streak = (upstreamStreak.get(runId) ?? 0) + 1;
        upstreamStreak.set(runId, streak);
        const backoff = options.upstreamBackoffMs * Math.min(RUN_TIMINGS.upstreamBackoffMaxFactor, 2 ** (streak - 1));
        return new Date(now.getTime() + Math.max(retryAfterMs ?? 0, backoff));
      }
      if (reason === 'auth' || reason === 'out_of_credits') return new Date(now.getTime() + options.probeAfterMs);
      return null;
    },
    answered(runId) {
      upstreamStreak.delete(runId);
    },
  };
}
