import type { EntityManager } from '@mikro-orm/postgresql';

import {
  type WebhookEndpointContext,
  type WebhookEndpointEvent,
  webhookEndpointMachine,
  type WebhookEndpointStatus,
} from '../../../machines';
import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import type { TransitionCause } from '../journal/record-transition';
import { create, decide, type Decision, journal, journalRefused, type Lifecycle } from './lifecycle';

export const WEBHOOK_ENDPOINT_LIFECYCLE: Lifecycle = { resource: 'webhook_endpoint', machine: webhookEndpointMachine };

export type EndpointRef = { id: string; workspace_id: string; status: WebhookEndpointStatus; failure_count: number };

type EndpointDecision = Decision<WebhookEndpointStatus, WebhookEndpointContext>;

function entity(endpoint: EndpointRef) {
  const context = { failure_count: Number(endpoint.failure_count) };
  return { id: endpoint.id, workspaceId: endpoint.workspace_id, status: endpoint.status, context };
}

/**
 * Sends one event to an endpoint (read FOR UPDATE by the caller) in the caller's
 * transaction: writes `status` and `failure_count` and journals the event; a refused
 * event changes nothing and is journalled as refused.
 */
export async function transitionEndpoint(
  em: EntityManager,
  endpoint: EndpointRef,
  event: WebhookEndpointEvent,
  cause: TransitionCause,
  at: Date,
): Promise<EndpointDecision> {
  const decision = decide<WebhookEndpointStatus, WebhookEndpointContext>(WEBHOOK_ENDPOINT_LIFECYCLE, entity(endpoint), event, cause);
  if (!decision.ok) {
    await journalRefused(em, [decision.journal], at);
    return decision;
  }
  await query(em, 'update webhook_endpoints set status = ?, failure_count = ? where id = ?', [
    decision.status,
    decision.context.failure_count,
    endpoint.id,
  ]);
  await journal(em, [decision.journal], at);
  return decision;
}

/**
 * The dispatcher's delivery outcomes for many endpoints (each locked by the caller), in
 * order per endpoint: one update for every endpoint whose status or count moved and one
 * journal insert for the status changes (a failure that only counts is not journalled).
 */
export async function applyDeliveryOutcomes(
  em: EntityManager,
  outcomes: ReadonlyArray<{ endpoint: EndpointRef; events: ReadonlyArray<WebhookEndpointEvent> }>,
  cause: TransitionCause,
  at: Date,
): Promise<EndpointRef[]> {
  const changed: EndpointRef[] = [];
  const rows = outcomes.flatMap(({ endpoint, events }) => {
    let current = endpoint;
    const journalled = events.flatMap((event) => {
      const d = decide<WebhookEndpointStatus, WebhookEndpointContext>(WEBHOOK_ENDPOINT_LIFECYCLE, entity(current), event, cause);
      if (!d.ok) return [];
      current = { ...current, status: d.status, failure_count: d.context.failure_count };
      return d.changed ? [d.journal] : [];
    });
    if (current.status !== endpoint.status || current.failure_count !== Number(endpoint.failure_count)) changed.push(current);
    return journalled;
  });
  if (changed.length > 0) {
    await query(
      em,
      `update webhook_endpoints e set status = x.status, failure_count = x.failure_count
         from jsonb_to_recordset(?::jsonb) as x(id uuid, status text, failure_count int) where e.id = x.id`,
      [JSON.stringify(changed.map((c) => ({ id: c.id, status: c.status, failure_count: c.failure_count })))],
    );
  }
  await journal(em, rows, at);
  return changed;
}

/** Journals a freshly inserted endpoint (it starts `active`), in the caller's transaction. */
export function journalNewEndpoint(em: EntityManager, endpoint: { id: string; workspace_id: string }, cause: TransitionCause, at: Date) {
  return journal(em, create(WEBHOOK_ENDPOINT_LIFECYCLE, { id: endpoint.id, workspaceId: endpoint.workspace_id }, [], cause).journal, at);
}

/** Locks endpoints for {@link applyDeliveryOutcomes}, in id order (no deadlock between dispatchers). */
export function lockEndpoints(em: EntityManager, ids: readonly string[]): Promise<EndpointRef[]> {
  return query<EndpointRef>(
    em,
    `select id, workspace_id, status, failure_count from webhook_endpoints where ${inJsonList('id', 'uuid')} order by id for update`,
    [JSON.stringify(ids)],
  );
}
