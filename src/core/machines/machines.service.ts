import type { EntityManager } from '@mikro-orm/postgresql';

import { describeMachine, findMachine, MACHINES, movesOf, type RegisteredMachine } from '../../../machines';
import { query } from '../../db/query';
import { NotFoundError } from '../../shared/errors';
import type { Services } from '../context';
import { currentStatus, toTransition } from '../journal/history';
import type { JournalResource } from '../journal/record-transition';
import type { Machine, MachineDetail, MachinePath, MachineWindowQuery } from './machine.schema';
import { STATUS_TABLES } from './machine-tables';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const PATH_LIMIT = 1000;

const fork = (services: Services): EntityManager => services.orm.em.fork() as EntityManager;

function registered(name: string): RegisteredMachine {
  const found = findMachine(name);
  if (!found) throw new NotFoundError(`Machine not found: known machines are ${MACHINES.map((m) => m.name).join(', ')}`);
  return found;
}

/** Live count per state in the workspace, every state listed (zero when empty). */
async function liveCounts(em: EntityManager, workspaceId: string, entry: RegisteredMachine, states: string[]): Promise<Record<string, number>> {
  const counts = Object.fromEntries(states.map((s) => [s, 0]));
  const where = STATUS_TABLES[entry.name];
  if (!where) return counts;
  const rows = await query<{ status: string; n: string }>(
    em,
    `select ${where.column} as status, count(*) as n from ${where.table} where workspace_id = ? group by 1`,
    [workspaceId],
  );
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

async function describeWithCounts(em: EntityManager, workspaceId: string, entry: RegisteredMachine): Promise<Machine> {
  const described = describeMachine(entry.machine);
  return { name: entry.name, governs: entry.governs, ...described, timings: [...entry.timings], counts: await liveCounts(em, workspaceId, entry, described.states) };
}

export async function listMachines(services: Services, workspaceId: string): Promise<{ data: Machine[] }> {
  const em = fork(services);
  const data: Machine[] = [];
  for (const entry of MACHINES) data.push(await describeWithCounts(em, workspaceId, entry));
  return { data };
}

/** The window the counts cover: `since`, else the last `window` (default 24h), until now. */
export function windowOf(query: MachineWindowQuery, now: Date): { since: Date; until: Date } {
  if (query.since) return { since: new Date(query.since), until: now };
  const match = /^(\d+)([mhd])$/.exec(query.window ?? '24h')!;
  return { since: new Date(now.getTime() - Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]), until: now };
}

export async function getMachine(services: Services, workspaceId: string, name: string, range: MachineWindowQuery): Promise<MachineDetail> {
  const entry = registered(name);
  const em = fork(services);
  const window = windowOf(range, services.clock.now());
  const rows = await query<{ from_status: string | null; event: string; to_status: string; refused: boolean; n: string }>(
    em,
    `select from_status, event, to_status, refused, count(*) as n from transitions
      where workspace_id = ? and resource = ? and at >= ? and at <= ?
      group by 1, 2, 3, 4 order by 1 nulls first, 2, 3`,
    [workspaceId, entry.name, window.since, window.until],
  );
  const edges = rows.filter((r) => !r.refused).map((r) => ({ from: r.from_status, event: r.event, to: r.to_status, count: Number(r.n) }));
  const refused = rows.filter((r) => r.refused).map((r) => ({ from: r.to_status, event: r.event, count: Number(r.n) }));
  const described = await describeWithCounts(em, workspaceId, entry);
  return {
    ...described,
    window: { since: window.since.toISOString(), until: window.until.toISOString() },
    edges,
    ...movesOf(described.initial, edges),
    refused,
  };
}

/** One entity's path through its machine: every journalled step with its timestamp, in journal order (by id, never by `at`). */
export async function getMachinePath(services: Services, workspaceId: string, name: string, id: string): Promise<MachinePath> {
  const entry = registered(name);
  const em = fork(services);
  const status = await currentStatus(em, workspaceId, entry.name as JournalResource, id, 'Entity');
  const rows = await query<Parameters<typeof toTransition>[0]>(
    em,
    `select * from transitions where resource = ? and resource_id = ? and workspace_id = ? order by id limit ?`,
    [entry.name, id, workspaceId, PATH_LIMIT],
  );
  return { machine: entry.name, resource_id: id, status, steps: rows.map(toTransition) };
}
