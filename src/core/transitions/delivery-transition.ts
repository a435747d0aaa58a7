import type { EntityManager } from '@mikro-orm/postgresql';

import { type DeliveryContext, deliveryMachine, type DeliveryStatus } from '../../../machines';
import { nextAttemptAt } from '../../domain/webhooks/delivery-schedule';
import type { TransitionCause, TransitionRow } from '../journal/record-transition';
import { create, decide, journal, type Lifecycle } from './lifecycle';

export const DELIVERY_LIFECYCLE: Lifecycle = { resource: 'delivery', machine: deliveryMachine };

/** A pending delivery and how its attempt ended (`ok`: the receiver answered 2xx). */
export type DeliveryAttempt = {
  id: string;
  workspace_id: string;
  attempts: number;
  ok: boolean;
  last_status: number | null;
  last_error: string | null;
};

/** What one attempt does to a delivery: its next status, attempts and retry time. */
export type DeliveryOutcome = {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
  journal: TransitionRow | null;
};

/**
 * The delivery machine's answer to one attempt (pure): `DELIVERED` or `ATTEMPT_FAILED`,
 * the retry time from the schedule while the machine keeps it `pending`. A retry that keeps
 * it pending is not journalled (the attempt count says it); the final move is.
 */
export function decideAttempt(a: DeliveryAttempt, now: Date, cause: TransitionCause, random?: () => number): DeliveryOutcome {
  const context = { attempts: Number(a.attempts) };
  const d = decide<DeliveryStatus, DeliveryContext>(
    DELIVERY_LIFECYCLE,
    { id: a.id, workspaceId: a.workspace_id, status: 'pending', context },
    { type: a.ok ? 'DELIVERED' : 'ATTEMPT_FAILED' },
    cause,
  );
  const retry = d.status === 'pending' ? nextAttemptAt(d.context.attempts, now, random) : null;
  return {
    id: a.id,
    status: d.status,
    attempts: d.context.attempts,
    delivered_at: d.status === 'delivered' ? now : null,
    next_attempt_at: retry,
    journal: d.changed ? { ...d.journal, at: now } : null,
  };
}

/**
 * Records many attempts in one statement (only rows still `pending`) and journals their
 * final moves in one insert, in the caller's transaction. Returns the rows written with
 * their endpoint, for the endpoint machine's outcomes.
 */
export async function recordDeliveryAttempts(
  em: EntityManager,
  attempts: readonly DeliveryAttempt[],
  now: Date,
  cause: TransitionCause,
): Promise<Array<{ id: string; endpoint_id: string; status: DeliveryStatus; event: string }>> {
  if (attempts.length === 0) return [];
  const outcomes = attempts.map((a) => ({ a, o: decideAttempt(a, now, cause) }));
  const written = await em.execute<Array<{ id: string; endpoint_id: string; status: DeliveryStatus; event: string }>>(
    `update deliveries d set status = r.status, attempts = r.attempts, last_status = r.last_status, last_error = r.last_error,
            delivered_at = r.delivered_at, next_attempt_at = r.next_attempt_at
       from jsonb_to_recordset(?::jsonb) as r(id bigint, status text, attempts int, last_status int, last_error text,
                                              delivered_at timestamptz, next_attempt_at timestamptz)
      where d.id = r.id and d.status = 'pending'
     returning d.id::text as id, d.endpoint_id, d.status, d.event`,
    [
      JSON.stringify(
        outcomes.map(({ a, o }) => ({
          id: a.id,
          status: o.status,
          attempts: o.attempts,
          last_status: a.last_status,
          last_error: a.last_error,
          delivered_at: o.delivered_at,
          next_attempt_at: o.next_attempt_at,
        })),
      ),
    ],
  );
  const kept = new Set(written.map((w) => String(w.id)));
  await journal(em, outcomes.flatMap(({ a, o }) => (o.journal && kept.has(String(a.id)) ? [o.journal] : [])));
  return written;
}

/** Journals freshly inserted deliveries (they start `pending`), one insert for the lot. */
export function journalNewDeliveries(
  em: EntityManager,
  deliveries: ReadonlyArray<{ id: string; workspace_id: string }>,
  cause: TransitionCause,
): Promise<void> {
  return journal(
    em,
    deliveries.flatMap((d) => create(DELIVERY_LIFECYCLE, { id: String(d.id), workspaceId: d.workspace_id }, [], cause).journal),
  );
}
