/**
 * Retrying a unit of work that PostgreSQL aborted to resolve a conflict: a deadlock (40P01;
 * the server rolled the victim's whole transaction back) or a serialization failure (40001).
 * Either leaves nothing behind, so the unit — a statement outside a transaction, or a whole
 * transaction from its BEGIN — can simply run again. Never a single statement inside a
 * transaction: after the error that transaction is aborted, and only its owner (the
 * transaction helper in src/core) may start it over.
 */
import type { Logger } from '../shared/logger';
import { dbMetrics } from '../shared/metrics/db-metrics';

export type ConflictCode = '40P01' | '40001';
export type ConflictScope = 'statement' | 'transaction';

/** Attempts in all (the first one included) and the backoff between them: full jitter, doubling up to the cap. */
export const CONFLICT_RETRY = Object.freeze({ attempts: 5, baseMs: 20, capMs: 500 });

/** The SQLSTATE of a deadlock or serialization failure carried by `err` or a cause of it; null for anything else. */
export function conflictCode(err: unknown): ConflictCode | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** How long to wait before attempt `attempt + 1` (attempt ≥ 1): uniform in [0, min(cap, base·2^(attempt-1))]. */
export function conflictBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(CONFLICT_RETRY.capMs, CONFLICT_RETRY.baseMs * 2 ** (attempt - 1)));
}

type ConflictLog = Pick<Logger, 'warn' | 'error'>;
let processLog: ConflictLog | null = null;

/** Where retries are logged when the caller has no logger of its own (`query()` outside a transaction): set once by the process wiring. */
export function logConflictsTo(log: ConflictLog | null): void {
  processLog = log;
}

/**
 * Runs `work`; when it fails with a deadlock or serialization failure, waits a jittered
 * backoff and runs it again, up to CONFLICT_RETRY.attempts in all. Every retry is logged
 * (warn) and counted; the last failure is logged (error), counted and rethrown.
 */
export async function retryOnConflict<T>(scope: ConflictScope, work: () => Promise<T>, log: ConflictLog | null = processLog): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = conflictCode(err);
      if (!code) throw err;
      if (attempt >= CONFLICT_RETRY.attempts) {
        dbMetrics.conflictFailures.inc({ code, scope });
        log?.error({ err, code, scope, attempts: attempt }, 'database conflict: retries exhausted');
        throw err;
      }
      const delayMs = conflictBackoffMs(attempt);
      dbMetrics.conflictRetries.inc({ code, scope });
      log?.warn({ code, scope, attempt, delayMs, err: { message: (err as Error).message, detail: (err as { detail?: string }).detail } }, 'database conflict: running the unit of work again');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
