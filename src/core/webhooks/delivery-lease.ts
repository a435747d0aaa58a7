import { defineLease } from '../lease';

/**
 * Webhook deliveries are leased by moving `next_attempt_at` forward (the due column is the
 * lease), like notifications: a dispatcher that dies mid-send leaves them due again once the
 * lease runs out, and they are sent again with the same event_key. The claim is the
 * queue's own candidate pick (`claimDueDeliveries`: the per-endpoint cap inside the claim,
 * under the lease module's claim lock); renew and release are this spec's verbs, as named
 * prepared statements on the dispatcher's hot path. The outcome of an attempt (delivered,
 * retried on the schedule, failed after MAX_ATTEMPTS) is the delivery machine's transition,
 * written by the recorder with its journal, so this spec has no settle.
 */
export const deliveryLease = defineLease<{ id: string }>({
  name: 'delivery',
  table: 'deliveries',
  key: 'id',
  keyType: 'bigint',
  due: 'next_attempt_at',
  until: 'next_attempt_at',
  order: 't.next_attempt_at, t.id',
  filter: "t.status = 'pending'",
  held: "t.status = 'pending'",
  returning: 'c.id::text as id',
  prepared: true,
});
