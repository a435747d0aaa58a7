import { applyEventWithContext, type WebhookEndpointContext, webhookEndpointMachine, type WebhookEndpointStatus } from '../../../machines';
import type { Services } from '../context';
import { em as fork } from '../context';
import { MAX_ATTEMPTS, nextAttemptAt } from './delivery-schedule';

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
  /** Deliveries this dispatcher holds unsent, by endpoint (they count against `perEndpoint`). */
  held: Map<string, number>;
  perEndpoint: number;
  /** Deliveries in all. */
  limit: number;
  leaseMs: number;
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
  const held = JSON.stringify([...req.held].map(([endpoint_id, n]) => ({ endpoint_id, n })));
  const rows = await fork(services).execute<Array<ClaimedDelivery & { attempts: number | string }>>(
    `with held as (select * from jsonb_to_recordset(?::jsonb) as h(endpoint_id uuid, n int)),
     held_ids as (select value::bigint as id from jsonb_array_elements_text(?::jsonb)),
     picked as (
       select c.id from webhook_endpoints e
         left join held on held.endpoint_id = e.id
         cross join lateral (
           select d.id from deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= ?
              and (e.status = 'active' or d.event = 'ping')
              and d.id not in (select id from held_ids)
            order by d.next_attempt_at
            limit greatest(? - coalesce(held.n, 0), 0)
            for update of d skip locked
         ) c
        limit ?
     )
     update deliveries d set next_attempt_at = ?
       from picked, webhook_endpoints e
      where d.id = picked.id and e.id = d.endpoint_id
     returning d.id, d.workspace_id, d.endpoint_id, d.event, d.event_key, d.payload->>'created_at' as created_at,
               (select coalesce(o.payload->'data', d.payload->'data')::text from outbox o where o.id = d.outbox_id) as data_json,
               d.attempts, e.url, e.secret_enc`,
    [held, JSON.stringify([...req.heldIds]), now, req.perEndpoint, req.limit, new Date(now.getTime() + req.leaseMs)],
  );
  return rows.map((r) => ({ ...r, id: String(r.id), attempts: Number(r.attempts) }));
}

/** Moves `next_attempt_at` of still-pending deliveries: renews leases, or releases them (`at` = now). */
export async function setNextAttempt(services: Services, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await fork(services).execute(
    `update deliveries set next_attempt_at = ?
      where id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) and status = 'pending'`,
    [at, JSON.stringify(ids)],
  );
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
 * Records attempts in one transaction: a 2xx is `delivered`; a failure is retried on the
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
  const rows = results.map((r) => {
    const attempts = r.delivery.attempts + 1;
    const retryAt = r.ok || r.delivery.event === 'ping' || attempts >= MAX_ATTEMPTS ? null : nextAttemptAt(attempts, r.at, random);
    const status = r.ok ? 'delivered' : retryAt ? 'pending' : 'failed';
    return {
      id: r.delivery.id,
      status,
      last_status: r.status,
      last_error: r.error === null ? null : r.error.slice(0, 1000),
      delivered_at: r.ok ? r.at.toISOString() : null,
      next_attempt_at: retryAt?.toISOString() ?? null,
    };
  });
  return fork(services).transactional(async (em) => {
    const ended = await em.execute<Array<{ id: string; endpoint_id: string; status: string; event: string }>>(
      `update deliveries d set status = r.status, attempts = d.attempts + 1, last_status = r.last_status, last_error = r.last_error,
              delivered_at = r.delivered_at, next_attempt_at = r.next_attempt_at
         from jsonb_to_recordset(?::jsonb) as r(id bigint, status text, last_status int, last_error text,
                                               delivered_at timestamptz, next_attempt_at timestamptz)
        where d.id = r.id and d.status = 'pending'
       returning d.id, d.endpoint_id, d.status, d.event`,
      [JSON.stringify(rows)],
    );
    const order = new Map(results.map((r, i) => [r.delivery.id, i]));
    const outcomes = ended
      .filter((d) => d.event !== 'ping' && d.status !== 'pending')
      .sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
    if (outcomes.length === 0) return [];
    const endpointIds = [...new Set(outcomes.map((o) => o.endpoint_id))].sort();
    const endpoints = await em.execute<Array<{ id: string; status: WebhookEndpointStatus; failure_count: number }>>(
      `select id, status, failure_count from webhook_endpoints
        where id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) order by id for update`,
      [JSON.stringify(endpointIds)],
    );
    const changes: EndpointChange[] = [];
    for (const endpoint of endpoints) {
      let status = endpoint.status;
      let context: WebhookEndpointContext = { failure_count: Number(endpoint.failure_count) };
      const events = outcomes
        .filter((x) => x.endpoint_id === endpoint.id)
        .map((o): 'DELIVERY_SUCCEEDED' | 'DELIVERY_FAILED' => (o.status === 'delivered' ? 'DELIVERY_SUCCEEDED' : 'DELIVERY_FAILED'))
        // A success right after a success changes nothing (both reset the count): one stands for a run of them.
        .filter((type, i, all) => !(type === 'DELIVERY_SUCCEEDED' && all[i - 1] === 'DELIVERY_SUCCEEDED'));
      for (const type of events) {
        const applied = applyEventWithContext<WebhookEndpointStatus, WebhookEndpointContext>(webhookEndpointMachine, status, { type }, context);
        if (applied.ok) {
          status = applied.status;
          context = applied.context;
        }
      }
      if (status !== endpoint.status || context.failure_count !== Number(endpoint.failure_count)) {
        await em.execute('update webhook_endpoints set status = ?, failure_count = ? where id = ?', [status, context.failure_count, endpoint.id]);
        changes.push({ endpoint_id: endpoint.id, status, failure_count: context.failure_count });
      }
    }
    return changes;
  });
}
