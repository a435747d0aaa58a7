import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import type { WebhookEndpointStatus } from '../../../machines';
import { query } from '../../db/query';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Services } from '../context';
import { em as fork } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction, lockWorkspace } from '../transaction';
import { journalNewDeliveries } from '../transitions/delivery-transition';
import { journalNewEndpoint, transitionEndpoint } from '../transitions/webhook-endpoint-transition';
import { newSigningSecret } from './signature';
import { checkWebhookUrl, type Resolve, UnsafeUrlError } from './url-guard';
import { DELIVERY_COLUMNS, sealSigningSecret, toDelivery, toWebhook, WEBHOOK_COLUMNS } from './webhook.query';
import type {
  DeliveryList,
  DeliveryListQuery,
  Webhook,
  WebhookCreate,
  WebhookCreated,
  WebhookPatch,
  WebhookTestResult,
} from './webhook.schema';

/** Endpoints per workspace (the contract's limit). */
export const WEBHOOK_LIMIT = 10;

type Row = Record<string, unknown>;

export async function listWebhooks(services: Services, workspaceId: string): Promise<{ data: Webhook[] }> {
  const rows = await query<Row>(
    fork(services),
    `select ${WEBHOOK_COLUMNS} from webhook_endpoints where workspace_id = ? order by created_at, id`,
    [workspaceId],
  );
  return { data: rows.map(toWebhook) };
}

async function loadEndpoint(em: EntityManager, workspaceId: string, id: string, lock = false): Promise<Row> {
  const [row] = await query<Row>(
    em,
    `select ${WEBHOOK_COLUMNS} from webhook_endpoints where workspace_id = ? and id = ?${lock ? ' for update' : ''}`,
    [workspaceId, id],
  );
  if (!row) throw new NotFoundError('webhook');
  return row;
}

export async function getWebhook(services: Services, workspaceId: string, id: string): Promise<Webhook> {
  return toWebhook(await loadEndpoint(fork(services), workspaceId, id));
}

/**
 * POST /webhooks: the URL must be https and resolve only to public addresses (loopback too
 * when WEBHOOKS_ALLOW_LOOPBACK); at most 10 endpoints per workspace, counted under a lock on
 * the workspace row so two concurrent creations cannot both take the tenth place. The signing
 * secret is returned here once and stored sealed.
 */
export async function createWebhook(
  services: Services,
  workspaceId: string,
  body: WebhookCreate,
  options: { resolve?: Resolve; cause?: TransitionCause } = {},
): Promise<WebhookCreated> {
  const cause = options.cause ?? 'system';
  try {
    await checkWebhookUrl(body.url, { allowLoopback: services.env.WEBHOOKS_ALLOW_LOOPBACK, resolve: options.resolve });
  } catch (err) {
    if (!(err instanceof UnsafeUrlError)) throw err;
    throw new ValidationError('The webhook URL is refused', [{ path: 'url', message: err.message }]);
  }
  const secret = newSigningSecret();
  const row = await inTransaction(services, async (em) => {
    await lockWorkspace(em, workspaceId);
    const [count] = await query<{ n: string }>(em, 'select count(*) as n from webhook_endpoints where workspace_id = ?', [
      workspaceId,
    ]);
    if (Number(count?.n ?? 0) >= WEBHOOK_LIMIT) {
      throw new ValidationError(`A workspace has at most ${WEBHOOK_LIMIT} webhook endpoints`, [
        { path: '', message: `at most ${WEBHOOK_LIMIT} webhook endpoints per workspace; delete one before adding another` },
      ]);
    }
    const [inserted] = await query<Row>(
      em,
      `insert into webhook_endpoints (workspace_id, url, events, description, secret_enc, created_at)
       values (?, ?, ?::text[], ?, ?, ?) returning ${WEBHOOK_COLUMNS}`,
      [workspaceId, body.url, `{${body.events.join(',')}}`, body.description ?? null, sealSigningSecret(services, secret), services.clock.now()],
    );
    await journalNewEndpoint(em, { id: String(inserted!.id), workspace_id: workspaceId }, cause, services.clock.now());
    return inserted!;
  });
  return { ...toWebhook(row), secret };
}

export async function deleteWebhook(services: Services, workspaceId: string, id: string): Promise<void> {
  const rows = await query<Row>(fork(services), 'delete from webhook_endpoints where workspace_id = ? and id = ? returning id', [
    workspaceId,
    id,
  ]);
  if (rows.length === 0) throw new NotFoundError('webhook');
}

/**
 * PATCH /webhooks/{id} (an extension): `status` moves through the webhook-endpoint machine
 * (active re-enables a disabled endpoint and resets failure_count; asking for the current
 * status changes nothing); `events` and `description` are replaced.
 */
export async function patchWebhook(
  services: Services,
  workspaceId: string,
  id: string,
  patch: WebhookPatch,
  cause: TransitionCause = 'system',
): Promise<Webhook> {
  return inTransaction(services, async (em) => {
    let row = await loadEndpoint(em, workspaceId, id, true);
    const sets: string[] = [];
    const params: unknown[] = [];
    const current = row.status as WebhookEndpointStatus;
    if (patch.status !== undefined && patch.status !== current) {
      const endpoint = { id, workspace_id: workspaceId, status: current, failure_count: Number(row.failure_count) };
      const moved = await transitionEndpoint(em, endpoint, { type: patch.status === 'active' ? 'ENABLE' : 'DISABLE' }, cause, services.clock.now());
      if (!moved.ok) {
        throw new ValidationError(`A webhook cannot move from ${current} to ${patch.status}`, [
          { path: 'status', message: `cannot move from ${current} to ${patch.status}` },
        ]);
      }
      row = await loadEndpoint(em, workspaceId, id);
    }
    if (patch.events !== undefined) {
      sets.push('events = ?::text[]');
      params.push(`{${patch.events.join(',')}}`);
    }
    if (patch.description !== undefined) {
      sets.push('description = ?');
      params.push(patch.description);
    }
    if (sets.length === 0) return toWebhook(row);
    const [updated] = await query<Row>(
      em,
      `update webhook_endpoints set ${sets.join(', ')} where id = ? returning ${WEBHOOK_COLUMNS}`,
      [...params, id],
    );
    return toWebhook(updated!);
  });
}

/** POST /webhooks/{id}/test: queues a `{ "ping": true }` delivery, signed like any other; the dispatcher sends it. */
export async function testWebhook(
  services: Services,
  workspaceId: string,
  id: string,
  cause: TransitionCause = 'system',
): Promise<WebhookTestResult> {
  return inTransaction(services, async (em) => {
    await loadEndpoint(em, workspaceId, id);
    const now = services.clock.now();
    const [row] = await query<Row>(em, 
      `insert into deliveries (workspace_id, endpoint_id, event, event_key, payload, next_attempt_at, created_at)
       values (?, ?, 'ping', ?, ?::jsonb, ?, ?) returning id, status`,
      [workspaceId, id, `ping:${randomUUID()}`, JSON.stringify({ ping: true }), now, now],
    );
    await journalNewDeliveries(em, [{ id: String(row!.id), workspace_id: workspaceId }], cause, now);
    return { delivery_id: Number(row!.id), status: row!.status as WebhookTestResult['status'] };
  });
}

/** GET /webhooks/{id}/deliveries: newest first; no total (the contract's shape). */
export async function listDeliveries(services: Services, workspaceId: string, id: string, q: DeliveryListQuery): Promise<DeliveryList> {
  const em = fork(services);
  await loadEndpoint(em, workspaceId, id);
  const rows = await query<Row>(
    em,
    `select ${DELIVERY_COLUMNS} from deliveries where endpoint_id = ? order by id desc limit ? offset ?`,
    [id, q.page_size, (q.page - 1) * q.page_size],
  );
  return { data: rows.map(toDelivery), page: q.page, page_size: q.page_size };
}
