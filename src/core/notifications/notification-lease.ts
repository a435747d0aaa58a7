import type { NotificationChannel } from '../../domain/vocabulary';
import { defineLease } from '../lease';

export interface ClaimedNotification {
  id: string;
  workspace_id: string;
  play_id: string;
  channel: NotificationChannel;
  attempts: number;
}

/**
 * Notifications are leased by moving `next_attempt_at` forward (the due column is the lease):
 * a dispatcher killed mid-send leaves them due again when the lease ends. Pending is the
 * held state; the worker's own in-flight ids are kept out of its claims. Attempts are counted
 * by the outcome (a send that never happened is not an attempt), and the last allowed
 * attempt settles as `failed` (NOTIFY_MAX_ATTEMPTS), so no `dead` clause here.
 */
export const notificationLease = defineLease<ClaimedNotification & { id: string | number; attempts: number | string }>({
  name: 'notification',
  table: 'notifications',
  key: 'id',
  keyType: 'bigint',
  due: 'next_attempt_at',
  until: 'next_attempt_at',
  order: 't.next_attempt_at, t.id',
  filter: "t.status = 'pending' and t.id not in (select value::bigint from jsonb_array_elements_text(?::jsonb))",
  held: "t.status = 'pending'",
  onRelease: 'attempts = ?::int, last_error = ?',
  onSettle: 'status = ?, attempts = ?::int, last_error = ?, result = coalesce(?::jsonb, t.result)',
  returning: 'c.id, c.workspace_id, c.play_id, c.channel, c.attempts',
});
