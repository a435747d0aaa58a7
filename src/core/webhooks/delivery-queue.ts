import type { EntityManager } from '@mikro-orm/postgresql';

import {
  type AppliedWithContext,
  applyEventWithContext,
  type WebhookEndpointContext,
  webhookEndpointMachine,
  type WebhookEndpointStatus,
} from '../../../machines';
import { query, type Statement } from '../../db/query';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import { em as fork, type Services } from '../context';
import { claimLock } from '../lease';
import { afterCommit, inTransaction } from '../transaction';
import { recordDeliveryAttempts,type RecordedDelivery } from '../transitions/delivery-transition';
import { applyDeliveryOutcomes, lockEndpoints } from '../transitions/webhook-endpoint-transition';
import { deliveryLease } from './delivery-lease';

/** A delivery taken for sending, with what is needed to send it. */
export interface ClaimedDelivery {
  id: string;
  workspace_id: string;
  endpoint_id: string;
  event: string;
  event_key: string;
  /** The event's time (ISO) and its data as raw JSON text (spliced into the body unparsed); null data for a ping. */
  created_at: string | null;
  data_json: string | null;
  attempts: number;
  url: string;
  secret_enc: string;
}

/** How much a dispatcher may take on now. */
export interface ClaimBudget {
  /** Deliveries this dispatcher holds unsent, by endpoint (they count against the endpoint's cap). */
  held: Map<string, number>;
  /** The cap of an endpoint not in `caps`. */
  perEndpoint: number;
  /** Caps of particular endpoints (a receiver that answers fast may hold more). */
  caps?: Map<string, number>;
  /** Deliveries in all. */
  limit: number;
  leaseMs: number;
}

/** The budget's per-endpoint part as JSON rows `{ endpoint_id, n, cap }` for `jsonb_to_recordset`. */
export function budgetRows(budget: ClaimBudget | undefined): string {
  const rows = new Map<string, { endpoint_id: string; n: number; cap: number | null }>();
  for (const [endpoint_id, n] of budget?.held ?? []) rows.set(endpoint_id, { endpoint_id, n, cap: null });
  for (const [endpoint_id, cap] of budget?.caps ?? []) {
    const row = rows.get(endpoint_id);
    if (row) row.cap = cap;
    else rows.set(endpoint_id, { endpoint_id, n: 0, cap });
  }
  return JSON.stringify([...rows.values()]);
}


export interface ClaimRequest extends ClaimBudget {
  /** Ids held (never claimed twice, even if their lease looks expired after the clock moved). */
  heldIds: Iterable<string>;
}

/**
 * Claims due deliveries (`pending`, `next_attempt_at <= now`) of active endpoints (pings go
 * to disabled ones too), at most `perEndpoint - held` per endpoint, and leases them by
 * moving `next_attempt_at` forward: a dispatcher that dies mid-send leaves them due again
 * once the lease runs out, and they are sent again with the same event_key.
 */
export async function claimDueDeliveries(services: Services, req: ClaimRequest): Promise<ClaimedDelivery[]> {
  if (req.limit <= 0) return [];
  const now = services.clock.now();
  const rows = await query<ClaimedDelivery & { attempts: number | string }>(fork(services), CLAIM, [
    budgetRows(req), idArray(req.heldIds), now, req.perEndpoint, req.limit, new Date(now.getTime() + req.leaseMs),
  ]);
  return rows.map((r) => ({ ...r, id: String(r.id), attempts: Number(r.attempts) }));
}

/**
 * The claim. The update finds the picked rows through the primary key (`id = any(array(...))`):
 * a join on the CTE is planned as a scan of every pending delivery when the estimates are off.
 */
const CLAIM: Statement = {
  name: 'webhooks_claim_due_deliveries',
  text: `with held as (select * from jsonb_to_recordset($1::jsonb) as h(endpoint_id uuid, n int, cap int)),
     held_ids as (select unnest($2::bigint[]) as id),
     picked as (
       select c.id from webhook_endpoints e
         left join held on held.endpoint_id = e.id
         cross join lateral (
           select d.id from deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= $3::timestamptz
              and (e.status = 'active' or d.event = 'ping')
              and d.id not in (select id from held_ids)
            order by d.next_attempt_at
            limit greatest(coalesce(held.cap, $4::int) - coalesce(held.n, 0), 0)
            ${claimLock('d')}
         ) c
        limit $5::int
     )
     update deliveries d set next_attempt_at = $6::timestamptz
       from webhook_endpoints e
      where d.id = any(array(select id from picked)) and e.id = d.endpoint_id
     returning d.id, d.workspace_id, d.endpoint_id, d.event, d.event_key, d.payload->>'created_at' as created_at,
               (select coalesce(o.payload->'data', d.payload->'data')::text from outbox o where o.id = d.outbox_id) as data_json,
               d.attempts, e.url, e.secret_enc`,
};

/** Delivery ids as one Postgres bigint[] literal (they are digits, read from the database): cheaper than a JS array parameter. */
function idArray(ids: Iterable<string>): string {
  return `{${[...ids].join(',')}}`;
}

/** Renews the leases of still-pending deliveries until `until` (the delivery lease's renew). */
export async function renewDeliveryLeases(services: Services, ids: string[], until: Date): Promise<void> {
  await deliveryLease.renew(fork(services), '', ids, until);
}

/** Gives still-pending deliveries back, due at once (the delivery lease's release). */
export async function releaseDeliveryLeases(services: Services, ids: string[]): Promise<void> {
  await deliveryLease.release(fork(services), '', ids, { retryAt: services.clock.now() });
}

/** What one attempt gave. */
export interface AttemptResult {
  delivery: ClaimedDelivery;
  ok: boolean;
  status: number | null;
  error: string | null;
  at: Date;
}

export interface EndpointChange {
  endpoint_id: string;
  status: WebhookEndpointStatus;
  failure_count: number;
}

/**
 * Records attempts in one statement (and one transaction when an endpoint changes with
 * them, or any failed): a 2xx is `delivered`; a failure is retried on the
 * schedule, and is `failed` after the last attempt (a ping is tried once). Each delivery
 * that ends drives its endpoint's machine in order — delivered resets `failure_count`,
 * failed counts one more, and the 20th in a row disables the endpoint. Pings do not count.
 * Returns the endpoints whose status or count changed.
 */
export async function recordAttempts(
  services: Services,
  results: AttemptResult[],
  random: () => number = Math.random,
): Promise<EndpointChange[]> {
  if (results.length === 0) return [];
  const attempts = results.map((r) => ({
    at: r.at,
    attempt: {
      id: r.delivery.id,
      workspace_id: r.delivery.workspace_id,
      attempts: r.delivery.attempts,
      ok: r.ok,
      once: r.delivery.event === 'ping',
      last_status: r.status,
      last_error: r.error === null ? null : r.error.slice(0, 1000),
    },
  }));
  const record = async (em: EntityManager) => {
    const ended = await recordDeliveryAttempts(em, attempts, 'scheduler', random);
    afterCommit(em, () => {
      for (const d of ended) schedulerMetrics.deliveries.inc({ outcome: d.status === 'pending' ? 'retry' : d.status, attempt: String(d.outcome.attempts) });
    });
    return { ended, outcomes: outcomesByEndpoint(ended, results) };
  };
  if (results.every((r) => r.ok)) {
    // Only successes: one statement (status and journal together), no transaction, in the usual
    // case where no endpoint changes (a success only resets the count, and it is already 0).
    // Otherwise the reset follows under a lock; applied late, or lost to a crash in between,
    // it only waits for the next success.
    const { ended, outcomes } = await record(fork(services));
    if (!changesAny(ended, outcomes)) return [];
    return inTransaction(services, (em) => applyOutcomes(em, outcomes, services.clock.now()));
  }
  return inTransaction(services, async (em) => {
    const { ended, outcomes } = await record(em);
    return changesAny(ended, outcomes) ? applyOutcomes(em, outcomes, services.clock.now()) : [];
  });
}

/** Each endpoint's delivery outcomes in the order of `results` (pings and retries left out). */
function outcomesByEndpoint(ended: EndedDelivery[], results: AttemptResult[]): Map<string, DeliveryOutcome[]> {
  const order = new Map(results.map((r, i) => [r.delivery.id, i]));
  const outcomes = ended
    .filter((d) => d.event !== 'ping' && d.status !== 'pending')
    .sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
  const byEndpoint = new Map<string, DeliveryOutcome[]>();
  for (const o of outcomes) {
    const type: DeliveryOutcome = o.status === 'delivered' ? 'DELIVERY_SUCCEEDED' : 'DELIVERY_FAILED';
    const types = byEndpoint.get(o.endpoint_id) ?? [];
    // A success right after a success changes nothing (both reset the count): one stands for a run of them.
    if (!(type === 'DELIVERY_SUCCEEDED' && types.at(-1) === 'DELIVERY_SUCCEEDED')) types.push(type);
    byEndpoint.set(o.endpoint_id, types);
  }
  return byEndpoint;
}

/** Whether the outcomes would change any endpoint, judged on the state read with the deliveries (unlocked). */
function changesAny(ended: EndedDelivery[], outcomes: Map<string, DeliveryOutcome[]>): boolean {
  const seen = new Map(ended.map((d) => [d.endpoint_id, { id: d.endpoint_id, status: d.endpoint_status, failure_count: d.endpoint_failure_count }]));
  return [...outcomes].some(([id, types]) => {
    const endpoint = seen.get(id);
    return !endpoint || replayOutcomes(endpoint, types) !== null;
  });
}

/** Locks the endpoints and drives each one's machine through its outcomes from its current state (journalled). */
async function applyOutcomes(em: EntityManager, outcomes: Map<string, DeliveryOutcome[]>, at: Date): Promise<EndpointChange[]> {
  const endpoints = await lockEndpoints(em, [...outcomes.keys()].sort());
  const events = endpoints.map((endpoint) => ({ endpoint, events: (outcomes.get(endpoint.id) ?? []).map((type) => ({ type })) }));
  const changed = await applyDeliveryOutcomes(em, events, 'scheduler', at);
  return changed.map((c) => ({ endpoint_id: c.id, status: c.status, failure_count: c.failure_count }));
}

type EndedDelivery = RecordedDelivery;

interface EndpointRow {
  id: string;
  status: WebhookEndpointStatus;
  failure_count: number;
}

/** Drives an endpoint's machine through delivery outcomes; the change, or null when status and count stay. */
function replayOutcomes(endpoint: EndpointRow, types: DeliveryOutcome[]): EndpointChange | null {
  let status = endpoint.status;
  let context: WebhookEndpointContext = { failure_count: Number(endpoint.failure_count) };
  for (const type of types) {
    const applied = endpointTransition(status, context, type);
    if (applied.ok) {
      status = applied.status;
      context = applied.context;
    }
  }
  if (status === endpoint.status && context.failure_count === Number(endpoint.failure_count)) return null;
  return { endpoint_id: endpoint.id, status, failure_count: context.failure_count };
}

type DeliveryOutcome = 'DELIVERY_SUCCEEDED' | 'DELIVERY_FAILED';
const transitions = new Map<string, AppliedWithContext<WebhookEndpointStatus, WebhookEndpointContext>>();

/**
 * The endpoint machine's answer to a delivery outcome, remembered: the machine is pure and
 * its context is only `failure_count`, so each (status, count, outcome) is worked out once
 * instead of restoring a snapshot for every batch.
 */
function endpointTransition(status: WebhookEndpointStatus, context: WebhookEndpointContext, type: DeliveryOutcome) {
  const key = `${status}:${context.failure_count}:${type}`;
  let applied = transitions.get(key);
  if (!applied) {
    applied = applyEventWithContext<WebhookEndpointStatus, WebhookEndpointContext>(webhookEndpointMachine, status, { type }, context);
    if (transitions.size < 10_000) transitions.set(key, applied);
  }
  return applied;
}
