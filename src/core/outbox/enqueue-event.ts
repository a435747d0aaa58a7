import type { EntityManager } from '@mikro-orm/postgresql';

export const EVENT_KINDS = ['play.created', 'contact.changed', 'run.completed', 'run.paused'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Writes an event to the outbox in the caller's transaction, so it exists exactly when
 * the state it describes does. `event_key` is stable: the same fact never enqueues twice
 * and receivers can deduplicate redeliveries by it.
 */
export async function enqueueEvent(
  em: EntityManager,
  workspaceId: string,
  event: EventKind,
  eventKey: string,
  data: unknown,
): Promise<void> {
  await em.execute(
    `insert into outbox (workspace_id, event, event_key, payload) values (?, ?, ?, ?::jsonb)
     on conflict (workspace_id, event, event_key) do nothing`,
    [workspaceId, event, eventKey, JSON.stringify({ data })],
    'run',
  );
}
