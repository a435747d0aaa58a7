import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { NotFoundError } from '../../shared/errors';
import { iso } from '../../shared/schemas';
import type { Run, RunTotals } from './run.schema';

export interface RunRow {
  id: string;
  workspace_id: string;
  kind: Run['kind'];
  status: Run['status'];
  paused_reason: Run['paused_reason'];
  force: boolean;
  /** Raw rows carry timestamps as ISO strings. */
  resume_after: Date | string | null;
  totals: RunTotals;
  warnings: string[];
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  /** Held bad news of this run still waiting for its second look (read with `RUN_COLUMNS`; absent = none). */
  second_looks_pending?: number;
}

/** A run's columns plus its pending second looks (`from runs` must be unaliased). */
export const RUN_COLUMNS = `runs.*, (select count(*)::int from pending_confirmations pc where pc.run_id = runs.id) as second_looks_pending`;

/**
 * The columns a run's answer shows (`toRun`), named one by one: the runs page is a prepared statement,
 * and PostgreSQL refuses to run a prepared `runs.*` again once a migration changed the table's columns
 * ("cached plan must not change result type"); a named list keeps its shape whatever is added.
 */
export const RUN_ANSWER_COLUMNS = `runs.id, runs.kind, runs.status, runs.paused_reason, runs.resume_after, runs.totals, runs.warnings,
  runs.error, runs.created_at, runs.started_at, runs.finished_at,
  (select count(*)::int from pending_confirmations pc where pc.run_id = runs.id) as second_looks_pending`;

/** What `toRun` reads of a row. */
export type RunAnswerRow = Omit<RunRow, 'workspace_id' | 'force'>;

/** The row with its pending second looks counted (for rows an update returned). */
export async function withSecondLooks(em: EntityManager, row: RunRow): Promise<RunRow> {
  const [pending] = await query<{ n: number }>(em, 'select count(*)::int as n from pending_confirmations where run_id = ?', [row.id]);
  return { ...row, second_looks_pending: pending?.n ?? 0 };
}

export function toRun(r: RunAnswerRow): Run {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    paused_reason: r.paused_reason,
    resume_after: iso(r.resume_after),
    created_at: iso(r.created_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    totals: r.totals,
    warnings: r.warnings ?? [],
    error: r.error,
    second_looks_pending: r.second_looks_pending ?? 0,
  };
}

export async function loadRun(em: EntityManager, workspaceId: string, id: string, lock = false): Promise<RunRow> {
  const [row] = await query<RunRow>(
    em,
    `select ${RUN_COLUMNS} from runs where workspace_id = ? and id = ?${lock ? ' for update of runs' : ''}`,
    [workspaceId, id],
  );
  if (!row) throw new NotFoundError('run');
  return row;
}

/** Profiles a refresh would check: behind a tracked contact; `recent` = checked in the last 24 h. */
export const DUE_PROFILES = `
  select p.id, (p.last_checked_at is not null and p.last_checked_at > ?::timestamptz - interval '24 hours') as recent
    from profiles p
   where p.workspace_id = ?
     and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked')`;
