import { query, type Statement } from '../../db/query';
import { em as fork, type Services } from '../context';
import { claimLock } from '../lease';
import { NOTIFICATIONS_FROM_BATCH } from '../notifications/notification-rules';
import { journalInsertedDeliveries } from '../transitions/delivery-transition';
import { budgetRows, type ClaimBudget, type ClaimedDelivery } from './delivery-queue';

export interface FanOutResult {
  events: number;
  deliveries: number;
  notifications: number;
  /** New deliveries leased to the caller at once (within `budget`), ready to send. */
  claimed: ClaimedDelivery[];
}

/**
 * Fans out up to `limit` undispatched outbox events in one statement (so one transaction):
 * one delivery per active endpoint of the workspace subscribed to the event (`on conflict
 * (endpoint_id, outbox_id) do nothing`), the notification rows of each `play.created`, and
 * the events marked dispatched. Events are picked with the lease module's claim lock, so two
 * dispatchers never fan out the same event.
 *
 * New deliveries within the caller's `budget` (per endpoint and in all) are inserted already
 * leased and handed back, which spares each of them the claim's update; the rest are due
 * now and are claimed as usual. A delivery's payload keeps the event's `created_at`; its
 * `data` is read from the outbox row when it is sent (one copy per event, however many
 * endpoints), which keeps delivery rows small for their updates.
 */
export async function fanOutOutbox(services: Services, limit: number, budget?: ClaimBudget): Promise<FanOutResult> {
  const now = services.clock.now();
  const leaseUntil = new Date(now.getTime() + (budget?.leaseMs ?? 0));
  const held = budgetRows(budget);
  const [row] = await query<{ events: string; deliveries: string; notifications: string; claimed: unknown }>(fork(services), FAN_OUT, [
    limit, held, budget?.perEndpoint ?? 0, budget?.limit ?? 0, leaseUntil, now,
  ]);
  const claimed = (typeof row?.claimed === 'string' ? JSON.parse(row.claimed) : (row?.claimed ?? [])) as ClaimedDelivery[];
  return {
    events: Number(row?.events ?? 0),
    deliveries: Number(row?.deliveries ?? 0),
    notifications: Number(row?.notifications ?? 0),
    claimed,
  };
}

/**
 * The fan-out statement. $1 events, $2 the budget rows, $3 the default cap per endpoint,
 * $4 leased deliveries in all, $5 lease end, $6 now. The batch's ids are picked first (a
 * sort of ids, not of whole events with their payloads, when the planner misjudges the backlog).
 */
const FAN_OUT: Statement = {
  name: 'webhooks_fan_out',
  text: `with batch_ids as (
       select id from outbox where dispatched_at is null order by id limit $1::int ${claimLock()}
     ), batch as (
       select id, workspace_id, event, event_key, payload, created_at from outbox where id = any(array(select id from batch_ids))
     ), held as (
       select * from jsonb_to_recordset($2::jsonb) as h(endpoint_id uuid, n int, cap int)
     ), targets as (
       select b.id as outbox_id, b.workspace_id, b.event, b.event_key, b.created_at, e.id as endpoint_id,
              row_number() over (partition by e.id order by b.id) + coalesce(held.n, 0) as per_endpoint,
              row_number() over (order by b.id, e.id) as overall, held.cap
         from batch b
         join webhook_endpoints e on e.workspace_id = b.workspace_id and e.status = 'active' and b.event = any(e.events)
         left join held on held.endpoint_id = e.id
     ), fanned as (
       insert into deliveries (workspace_id, endpoint_id, outbox_id, event, event_key, payload, next_attempt_at, created_at)
       select workspace_id, endpoint_id, outbox_id, event, event_key,
              jsonb_build_object('created_at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              case when per_endpoint <= coalesce(cap, $3::int) and overall <= $4::int then $5::timestamptz else $6::timestamptz end,
              $6::timestamptz
         from targets order by outbox_id, endpoint_id
       on conflict (endpoint_id, outbox_id) do nothing
       returning id, workspace_id, endpoint_id, outbox_id, event, event_key, payload, attempts, next_attempt_at
     ), journalled as (${journalInsertedDeliveries('fanned', "'scheduler'", '$6::timestamptz')}
     ), notified as (${NOTIFICATIONS_FROM_BATCH.replaceAll('?::timestamptz', '$6::timestamptz')}
     ), marked as (
       update outbox o set dispatched_at = $6::timestamptz from batch b where o.id = b.id returning 1
     )
     select (select count(*) from marked) as events, (select count(*) from fanned) as deliveries,
            (select count(*) from notified) as notifications,
            (select coalesce(json_agg(json_build_object(
                'id', f.id::text, 'workspace_id', f.workspace_id, 'endpoint_id', f.endpoint_id, 'event', f.event,
                'event_key', f.event_key, 'created_at', f.payload->>'created_at', 'data_json', (b.payload->'data')::text,
                'attempts', f.attempts, 'url', e.url, 'secret_enc', e.secret_enc) order by f.id), '[]'::json)
               from fanned f join batch b on b.id = f.outbox_id join webhook_endpoints e on e.id = f.endpoint_id
              where f.next_attempt_at > $6::timestamptz) as claimed`,
};
