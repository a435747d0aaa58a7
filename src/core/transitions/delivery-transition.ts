import type { EntityManager } from '@mikro-orm/postgresql';

import { type DeliveryContext, deliveryMachine, type DeliveryStatus, type WebhookEndpointStatus } from '../../../machines';
import { query, type Statement } from '../../db/query';
import { nextAttemptAt } from '../../domain/webhooks/delivery-schedule';
import type { TransitionCause, TransitionRow } from '../journal/record-transition';
import { create, decide, journal, type Lifecycle } from './lifecycle';

export const DELIVERY_LIFECYCLE: Lifecycle = { resource: 'delivery', machine: deliveryMachine };

/** A pending delivery and how its attempt ended (`ok`: the receiver answered 2xx; `once`: a ping, tried once). */
export type DeliveryAttempt = {
  id: string;
  workspace_id: string;
  attempts: number;
  ok: boolean;
  once?: boolean;
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
  const context: DeliveryContext = { attempts: Number(a.attempts), ...(a.once ? { once: true } : {}) };
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

/** A delivery the recorder wrote, with its endpoint as read in the same statement. */
export type RecordedDelivery = {
  id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  event: string;
  endpoint_status: WebhookEndpointStatus;
  endpoint_failure_count: number;
};

/**
 * Writes the attempts (rows still `pending` only) and journals, in ONE insert, their final
 * moves and the attempts the machine refuses (a delivery no longer `pending`: `delivered`
 * and `failed` are final). The insert is a data-modifying CTE of the update, so status and
 * journal land together even outside a transaction, one round trip per batch. The refused
 * branch reads the statement's snapshot (the statuses before the update).
 */
const RECORD: Statement = {
  name: 'transitions_record_delivery_attempts',
  text: `with r as (
       select * from jsonb_to_recordset($1::jsonb) as r(id bigint, status text, attempts int, last_status int, last_error text,
              delivered_at timestamptz, next_attempt_at timestamptz, j_from text, j_event text, j_at timestamptz)),
     written as (
       update deliveries d set status = r.status, attempts = r.attempts, last_status = r.last_status, last_error = r.last_error,
              delivered_at = r.delivered_at, next_attempt_at = r.next_attempt_at
         from r, webhook_endpoints e
        where d.id = any($2::bigint[]) and d.id = r.id and d.status = 'pending' and e.id = d.endpoint_id
       returning d.id, d.workspace_id, d.endpoint_id, d.status, d.event, e.status as endpoint_status,
                 e.failure_count as endpoint_failure_count),
     journalled as (
       insert into transitions (workspace_id, resource, resource_id, from_status, event, to_status, refused, cause, at)
       select w.workspace_id, 'delivery', w.id::text, r.j_from, r.j_event, w.status, false, $3, r.j_at
         from written w join r on r.id = w.id where r.j_from is not null
       union all
       select d.workspace_id, 'delivery', d.id::text, d.status, r.j_event, d.status, true, $3, r.j_at
         from r join deliveries d on d.id = r.id where d.status <> 'pending')
     select id::text as id, endpoint_id, status, event, endpoint_status, endpoint_failure_count from written`,
};

/**
 * Records many attempts through the delivery machine: one statement writes every row
 * still `pending`, journals the final moves and the refused attempts (one journal insert
 * per batch), in the
 * caller's transaction when there is one. Returns the rows written with their endpoint.
 */
export async function recordDeliveryAttempts(
  em: EntityManager,
  attempts: ReadonlyArray<{ attempt: DeliveryAttempt; at: Date }>,
  cause: TransitionCause,
  random?: () => number,
): Promise<Array<RecordedDelivery & { outcome: DeliveryOutcome }>> {
  if (attempts.length === 0) return [];
  const outcomes = new Map(attempts.map(({ attempt, at }) => [String(attempt.id), { attempt, at, o: decideAttempt(attempt, at, cause, random) }]));
  const rows = [...outcomes.values()].map(({ attempt: a, o, at }) => ({
    id: a.id,
    status: o.status,
    attempts: o.attempts,
    last_status: a.last_status,
    last_error: a.last_error,
    delivered_at: o.delivered_at?.toISOString() ?? null,
    next_attempt_at: o.next_attempt_at?.toISOString() ?? null,
    j_from: o.journal?.from ?? null,
    j_event: a.ok ? 'DELIVERED' : 'ATTEMPT_FAILED',
    j_at: at.toISOString(),
  }));
  const written = await query<RecordedDelivery>(em, RECORD, [JSON.stringify(rows), `{${[...outcomes.keys()].join(',')}}`, cause]);
  return written.map((w) => ({ ...w, id: String(w.id), outcome: outcomes.get(String(w.id))!.o }));
}

/** Journals freshly inserted deliveries (they start `pending`), one insert for the lot. */
export function journalNewDeliveries(
  em: EntityManager,
  deliveries: ReadonlyArray<{ id: string; workspace_id: string }>,
  cause: TransitionCause,
  at: Date,
): Promise<void> {
  return journal(
    em,
    deliveries.flatMap((d) => create(DELIVERY_LIFECYCLE, { id: String(d.id), workspaceId: d.workspace_id }, [], cause).journal),
    at,
  );
}

/** Every delivery's creating move, from the machine: its initial state, entered by `CREATE`. */
const CREATION = create<DeliveryStatus>(DELIVERY_LIFECYCLE, { id: '0', workspaceId: '' }, [], 'system').journal[0]!;

/**
 * A statement (for a CTE of an insert) that journals the creating move of every row of
 * `inserted` (a relation with `id` and `workspace_id`): one journal insert for the lot, in
 * the same statement as the insert. `cause` and `at` are SQL expressions (parameters).
 */
export function journalInsertedDeliveries(inserted: string, cause: string, at: string): string {
  return `insert into transitions (workspace_id, resource, resource_id, from_status, event, to_status, cause, at)
       select workspace_id, '${DELIVERY_LIFECYCLE.resource}', id::text, null, '${CREATION.event}', '${CREATION.to}', ${cause}, ${at}
         from ${inserted}`;
}
