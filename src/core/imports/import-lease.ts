import type { ImportStatus } from '../../../machines';
import { SQL_IMPORT_IN_WORKER } from '../../db/status-sets';
import { defineLease } from '../lease';
import type { ImportSummary } from './import.schema';

/** A leased import with its next chunk (none when every chunk is committed). */
export interface LeasedImport {
  id: string;
  workspace_id: string;
  status: ImportStatus;
  rows_done: number;
  total: number;
  summary: ImportSummary | null;
  account_ids: string[] | null;
  profile_ids: string[] | null;
  seq: number | null;
  chunk: string | null;
}

/**
 * Queued imports are leased by the row lock of the chunk's transaction (no expiry column):
 * the worker's status says what is claimable, the chunk's commit settles (its rows, the
 * running summary and `rows_done` with the chunk deleted, in the same transaction), and a
 * worker killed mid-chunk loses its lock with its connection, so the next worker resumes
 * the same chunk at once. The oldest import goes first.
 */
export const importLease = defineLease<LeasedImport>({
  name: 'import',
  table: 'imports',
  key: 'id',
  keyType: 'uuid',
  order: 't.created_at',
  filter: `t.status in ${SQL_IMPORT_IN_WORKER}`,
  onSettle: `rows_done = ?::int, summary = ?::jsonb,
    progress = jsonb_build_object('step', ?::text, 'done', ?::int, 'total', ?::int), rows = null,
    worker_account_ids = case when ?::boolean then null else ?::uuid[] end,
    worker_profile_ids = case when ?::boolean then null else ?::uuid[] end,
    baseline_run_id = coalesce(?::uuid, t.baseline_run_id)`,
  returning: `c.id, c.workspace_id, c.status, c.rows_done, (c.progress->>'total')::int as total, c.summary,
    c.worker_account_ids::text[] as account_ids, c.worker_profile_ids::text[] as profile_ids, ch.seq, ch.rows as chunk`,
  join: 'left join lateral (select seq, rows from import_chunks where import_id = c.id order by seq limit 1) ch on true',
});
