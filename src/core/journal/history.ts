import type { EntityManager } from '@mikro-orm/postgresql';

import { query as sql } from '../../db/query';
import { NotFoundError } from '../../shared/errors';
import type { Page } from '../../shared/schemas';
import type { Services } from '../context';
import { STATUS_TABLES } from '../machines/machine-tables';
import type { HistoryQuery, Transition } from './journal.schema';
import type { JournalResource } from './record-transition';

/** The resources whose history the API serves, by their path segment. */
export const HISTORY_RESOURCES = {
  contacts: { machine: 'contact_tracking', noun: 'Contact' },
  plays: { machine: 'play', noun: 'Play' },
  runs: { machine: 'run', noun: 'Run' },
  imports: { machine: 'import', noun: 'Import' },
} as const satisfies Record<string, { machine: JournalResource; noun: string }>;
export type HistoryResource = keyof typeof HISTORY_RESOURCES;

type JournalRow = {
  id: string;
  resource: JournalResource;
  resource_id: string;
  from_status: string | null;
  event: string;
  to_status: string;
  refused: boolean;
  cause: string;
  at: Date | string;
};

export function toTransition(row: JournalRow): Transition {
  return {
    id: Number(row.id),
    machine: row.resource,
    resource_id: row.resource_id,
    from: row.from_status,
    event: row.event,
    to: row.to_status,
    refused: row.refused,
    cause: row.cause,
    at: new Date(row.at).toISOString(),
  };
}

/** Deliveries are keyed by a bigint; every other machine's entities by a UUID. */
const ID_FORMAT: Partial<Record<JournalResource, RegExp>> = { delivery: /^\d{1,19}$/ };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entity's current status, or a 404 when it is not the workspace's (or not an id of that kind). */
export async function currentStatus(em: EntityManager, workspaceId: string, machine: JournalResource, id: string, noun: string): Promise<string> {
  const where = STATUS_TABLES[machine]!;
  if (!(ID_FORMAT[machine] ?? UUID).test(id)) throw new NotFoundError(`${noun} not found`);
  const [row] = await sql<{ status: string }>(em, `select ${where.column} as status from ${where.table} where workspace_id = ? and id = ?`,
    [workspaceId, id],
  );
  if (!row) throw new NotFoundError(`${noun} not found`);
  return row.status;
}

/** One entity's transitions in journal order (by id, never by `at`), a page at a time; 404 for another workspace's id. */
export async function getHistory(
  services: Services,
  workspaceId: string,
  resource: HistoryResource,
  id: string,
  query: HistoryQuery,
): Promise<Page<Transition>> {
  const { machine, noun } = HISTORY_RESOURCES[resource];
  const em = services.orm.em.fork() as EntityManager;
  await currentStatus(em, workspaceId, machine, id, noun);
  const rows = await sql<JournalRow & { total: string }>(em, `select *, count(*) over () as total from transitions
      where resource = ? and resource_id = ? and workspace_id = ?
      order by id limit ? offset ?`,
    [machine, id, workspaceId, query.page_size, (query.page - 1) * query.page_size],
  );
  const total = rows[0] ? Number(rows[0].total) : await countHistory(em, workspaceId, machine, id);
  return { data: rows.map(toTransition), page: query.page, page_size: query.page_size, total };
}

async function countHistory(em: EntityManager, workspaceId: string, machine: string, id: string): Promise<number> {
  const [row] = await sql<{ n: string }>(em, `select count(*) as n from transitions where resource = ? and resource_id = ? and workspace_id = ?`,
    [machine, id, workspaceId],
  );
  return Number(row?.n ?? 0);
}
