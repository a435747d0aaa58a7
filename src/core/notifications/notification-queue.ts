import { NOTIFICATION_TIMINGS } from '../../../machines';
import { query } from '../../db/query';
import type { Services } from '../context';
import { em as fork } from '../context';
import { inTransaction } from '../transaction';
import { type ClaimedNotification, notificationLease } from './notification-lease';

/** Backoff after a failed notification attempt (±10 %); after the last, `failed`. Six attempts over about 7.5 hours (machines/timings.ts). */
export const NOTIFY_RETRY_DELAYS_MS = NOTIFICATION_TIMINGS.retryDelaysMs;
export const NOTIFY_MAX_ATTEMPTS = NOTIFY_RETRY_DELAYS_MS.length + 1;

export type { ClaimedNotification } from './notification-lease';

/** Claims due notifications, leasing them (next_attempt_at moved forward) like webhook deliveries. */
export async function claimDueNotifications(
  services: Services,
  req: { limit: number; leaseMs: number; heldIds: Iterable<string> },
): Promise<ClaimedNotification[]> {
  if (req.limit <= 0) return [];
  const { items } = await notificationLease.claim(fork(services), {
    now: services.clock.now(),
    limit: req.limit,
    leaseMs: req.leaseMs,
    where: [JSON.stringify([...req.heldIds])],
  });
  return items.map((r) => ({ ...r, id: String(r.id), attempts: Number(r.attempts) }));
}

/** What sending one notification gave. */
export type NotificationOutcome =
  | { status: 'sent'; result: Record<string, unknown>; crmRecordId?: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string; retryAfterMs?: number };

/**
 * Records an outcome: sent (and the play's crm_record_id for a CRM write-back), skipped,
 * failed, or pending again after the backoff (or the service's Retry-After) — failed once
 * the attempts are used up.
 */
export async function recordNotification(
  services: Services,
  n: ClaimedNotification,
  outcome: NotificationOutcome,
  random: () => number = Math.random,
): Promise<void> {
  const now = services.clock.now();
  const attempts = n.attempts + 1;
  let status: string = outcome.status;
  let error: string | null = null;
  let next: Date | null = null;
  let result: Record<string, unknown> | null = null;
  if (outcome.status === 'sent') result = outcome.result;
  else if (outcome.status === 'skipped') error = outcome.reason;
  else if (outcome.status === 'failed') error = outcome.error;
  else {
    error = outcome.error;
    const delay = NOTIFY_RETRY_DELAYS_MS[attempts - 1];
    if (delay === undefined) status = 'failed';
    else {
      status = 'pending';
      // A rate limit says when to come back; otherwise the backoff, ±10 %.
      const wait = outcome.retryAfterMs ?? Math.round(delay * (1 + NOTIFICATION_TIMINGS.retryJitter * (2 * random() - 1)));
      next = new Date(now.getTime() + wait);
    }
  }
  const lastError = error?.slice(0, 1000) ?? null;
  await inTransaction(services, async (em) => {
    // Pending again: the lease is given back with the retry time; otherwise the outcome settles it.
    if (status === 'pending') await notificationLease.release(em, '', [n.id], { retryAt: next ?? undefined, values: [attempts, lastError] });
    else await notificationLease.settle(em, '', [n.id], { values: [status, attempts, lastError, result ? JSON.stringify(result) : null] });
    if (outcome.status === 'sent' && outcome.crmRecordId) {
      await query(em, 'update plays set crm_record_id = ? where id = ?', [outcome.crmRecordId, n.play_id]);
    }
  });
}

/** Moves `next_attempt_at` of still-pending notifications (lease renewal). */
export async function renewNotificationLeases(services: Services, ids: string[], until: Date): Promise<void> {
  await notificationLease.renew(fork(services), '', ids, until);
}
