import { DELIVERY_TIMINGS } from '../../../machines/timings';

/**
 * When a failed delivery is tried again: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after
 * the attempt before (eight attempts over about 27.6 hours), each ±10 % so that a receiver
 * coming back is not hit by every delivery in the same second. After the last, `failed`.
 * The schedule is the delivery machine's data (machines/timings.ts), shown with it.
 */
export const RETRY_DELAYS_MS = DELIVERY_TIMINGS.retryDelaysMs;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const JITTER = DELIVERY_TIMINGS.retryJitter;

/** Time of the next try after `attempts` failed attempts, or null when none is left. */
export function nextAttemptAt(attempts: number, now: Date, random: () => number = Math.random): Date | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const factor = 1 + JITTER * (2 * random() - 1);
  return new Date(now.getTime() + Math.round(base * factor));
}
