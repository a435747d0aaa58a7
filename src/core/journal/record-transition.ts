import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';

/** The machines whose transitions are journalled (the `transitions.resource` column). */
export const JOURNAL_RESOURCES = ['contact_tracking', 'play', 'run', 'import', 'webhook_endpoint', 'delivery'] as const;
export type JournalResource = (typeof JOURNAL_RESOURCES)[number];

/**
 * Who sent an event: an API key, an OAuth user, a Slack user (a button in a chat alert:
 * `slack:<team id>:<user id>`), the scheduler, the checker (with the failure class it
 * reported), an import, or the system itself.
 */
export type TransitionCause =
  | `api_key:${string}`
  | `oauth:${string}`
  | `user:${string}`
  | `slack:${string}`
  | 'scheduler'
  | `checker:${string}`
  | 'import'
  | 'system';

/** One journal row as written: `from` is null for the creating event. */
export type TransitionRow = {
  workspaceId: string;
  resource: JournalResource;
  resourceId: string;
  from: string | null;
  event: string;
  /** The status after the event; for a refused event, the unchanged status. */
  to: string;
  refused?: boolean;
  cause: TransitionCause;
  /** Defaults to the database's now() (the transaction's start). */
  at?: Date;
};

const INSERT = `insert into transitions (workspace_id, resource, resource_id, from_status, event, to_status, refused, cause, at)
  select x.workspace_id, x.resource, x.resource_id, x.from_status, x.event, x.to_status, x.refused, x.cause, coalesce(x.at, now())
    from jsonb_array_elements(?::jsonb) with ordinality as e(row, n)
   cross join lateral jsonb_to_record(e.row) as x(workspace_id uuid, resource text, resource_id text, from_status text,
         event text, to_status text, refused boolean, cause text, at timestamptz)
   order by e.n`;

/**
 * Journals transitions with one set-based insert (the rows travel as one JSON parameter, as
 * in src/db/bulk.ts), in the caller's transaction (the one that writes the statuses): it
 * never opens a transaction of its own, so a rolled-back status change leaves no journal row.
 * A row without `at` is stamped with the transaction's now(). The rows draw their ids (the
 * journal's order) in the order given: several events of one entity read back in that order.
 */
export async function recordTransitions(em: EntityManager, rows: readonly TransitionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = rows.map((r) => ({
    workspace_id: r.workspaceId,
    resource: r.resource,
    resource_id: r.resourceId,
    from_status: r.from,
    event: r.event,
    to_status: r.to,
    refused: r.refused ?? false,
    cause: r.cause,
    at: r.at?.toISOString() ?? null,
  }));
  await query(em, INSERT, [JSON.stringify(payload)]);
}
