import { affectedRows, query } from '../../db/query';
import { em, type Services } from '../context';
import { inTransaction } from '../transaction';
import type { RetentionPolicy } from './retention-config';
import {
  DELETE_DELIVERIES,
  DELETE_IMPORT_CHUNKS,
  DELETE_POSITIONS,
  DELETE_SNAPSHOTS,
  DELETE_TRANSITIONS,
  DOOMED_SNAPSHOTS,
  TABLE_EXISTS,
} from './retention-sql';

export const RETAINED_TABLES = ['snapshots', 'positions', 'deliveries', 'transitions', 'import_chunks'] as const;
export type RetainedTable = (typeof RETAINED_TABLES)[number];
export type RetentionCounts = Record<RetainedTable, number>;

const DAY_MS = 86_400_000;

/** Repeats `batch` (rows deleted per call) until one deletes fewer than `limit`; the total. */
async function repeat(limit: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await batch();
    total += n;
    if (n < limit) return total;
  }
}

async function purgeSnapshots(services: Services, cutoff: Date, limit: number, counts: RetentionCounts): Promise<void> {
  await repeat(limit, async () => {
    // Counted once committed: a transaction run again after a deadlock must not count twice.
    const batch = await inTransaction(services, async (tx) => {
      const rows = await query<{ id: string }>(tx, DOOMED_SNAPSHOTS, [cutoff.toISOString(), limit]);
      if (rows.length === 0) return { rows: 0, positions: 0, snapshots: 0 };
      const ids = `{${rows.map((r) => r.id).join(',')}}`;
      const positions = await affectedRows(tx, DELETE_POSITIONS, [ids]);
      return { rows: rows.length, positions, snapshots: await affectedRows(tx, DELETE_SNAPSHOTS, [ids]) };
    });
    counts.positions += batch.positions;
    counts.snapshots += batch.snapshots;
    return batch.rows;
  });
}

async function purge(services: Services, sql: string, cutoff: Date, limit: number): Promise<number> {
  return repeat(limit, () => inTransaction(services, (tx) => affectedRows(tx, sql, [cutoff.toISOString(), limit])));
}

async function tableExists(services: Services, name: string): Promise<boolean> {
  const [row] = await query<{ present: boolean }>(em(services), TABLE_EXISTS, [`public.${name}`]);
  return row?.present === true;
}

/**
 * One retention pass over every table with a window (0 days keeps a table whole), in batches
 * of `policy.batchSize` rows, each batch its own short transaction so nothing is locked for
 * long. Returns the rows deleted per table.
 */
export async function runRetention(services: Services, policy: RetentionPolicy): Promise<RetentionCounts> {
  const counts: RetentionCounts = { snapshots: 0, positions: 0, deliveries: 0, transitions: 0, import_chunks: 0 };
  const now = services.clock.now().getTime();
  const cutoff = (days: number) => new Date(now - days * DAY_MS);
  const limit = policy.batchSize;
  if (policy.snapshotDays > 0) await purgeSnapshots(services, cutoff(policy.snapshotDays), limit, counts);
  if (policy.deliveryDays > 0) counts.deliveries = await purge(services, DELETE_DELIVERIES, cutoff(policy.deliveryDays), limit);
  if (policy.transitionDays > 0 && (await tableExists(services, 'transitions'))) {
    counts.transitions = await purge(services, DELETE_TRANSITIONS, cutoff(policy.transitionDays), limit);
  }
  if (policy.importChunkDays > 0) counts.import_chunks = await purge(services, DELETE_IMPORT_CHUNKS, cutoff(policy.importChunkDays), limit);
  return counts;
}
