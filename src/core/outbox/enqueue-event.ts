import type { EntityManager } from '@mikro-orm/postgresql';

import { insertMany } from '../../db/bulk';
import { query } from '../../db/query';
import type { WebhookEvent } from '../../domain/vocabulary';

/**
 * Writes an event to the outbox in the caller's transaction, so it exists exactly when
 * the state it describes does. `event_key` is stable: the same fact never enqueues twice
 * and receivers can deduplicate redeliveries by it.
 */
export async function enqueueEvent(
  em: EntityManager,
  workspaceId: string,
  event: WebhookEvent,
  eventKey: string,
  data: unknown,
): Promise<void> {
  await query(
    em,
    `insert into outbox (workspace_id, event, event_key, payload) values (?, ?, ?, ?::jsonb)
     on conflict (workspace_id, event, event_key) do nothing`,
    [workspaceId, event, eventKey, JSON.stringify({ data })],
  );
}

/** `enqueueEvent` for many events in one statement; they take outbox ids in the order given. */
export async function enqueueEvents(
  em: EntityManager,
  events: Array<{ workspaceId: string; event: WebhookEvent; eventKey: string; data: unknown }>,
): Promise<void> {
  await insertMany(
    em,
    'outbox',
    { workspace_id: 'uuid', event: 'text', event_key: 'text', payload: 'jsonb' },
    events.map((e) => ({ workspace_id: e.workspaceId, event: e.event, event_key: e.eventKey, payload: { data: e.data } })),
    { onConflict: 'on conflict (workspace_id, event, event_key) do nothing' },
  );
}
