import { iso } from '../../shared/schemas';
import type { Services } from '../context';
import { openSecret, sealSecret, secretsKeyring } from './secret-box';
import type { Delivery, Webhook } from './webhook.schema';

type Row = Record<string, unknown>;

export const WEBHOOK_COLUMNS = 'id, url, events, description, status, failure_count, created_at';
export const DELIVERY_COLUMNS =
  'id, event, event_key, status, attempts, last_status, last_error, delivered_at, next_attempt_at, created_at';

export function toWebhook(r: Row): Webhook {
  return {
    id: r.id as string,
    url: r.url as string,
    events: r.events as Webhook['events'],
    description: (r.description as string | null) ?? null,
    status: r.status as Webhook['status'],
    failure_count: Number(r.failure_count),
    created_at: iso(r.created_at as Date | string | null),
  };
}

export function toDelivery(r: Row): Delivery {
  const status = r.status as Delivery['status'];
  return {
    id: Number(r.id),
    event: r.event as string,
    event_key: r.event_key as string,
    status,
    attempts: Number(r.attempts),
    last_status: r.last_status === null || r.last_status === undefined ? null : Number(r.last_status),
    last_error: (r.last_error as string | null) ?? null,
    delivered_at: iso(r.delivered_at as Date | string | null),
    next_attempt_at: status === 'pending' ? iso(r.next_attempt_at as Date | string | null) : null,
    created_at: iso(r.created_at as Date | string | null),
  };
}

export function sealSigningSecret(services: Services, secret: string): string {
  return sealSecret(secretsKeyring(services.env), 'webhook_endpoints.secret', secret);
}

export function openSigningSecret(services: Services, sealed: string): string {
  return openSecret(secretsKeyring(services.env), 'webhook_endpoints.secret', sealed);
}
