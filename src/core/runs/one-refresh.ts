import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { SQL_RUN_ACTIVE } from '../../db/status-sets';

/**
 * A workspace has at most one refresh run (manual or scheduled) queued or running: the partial
 * unique index `runs_one_active_refresh` says so, and the use cases that start one (the cadence,
 * POST /runs) or move a paused one back (POST /runs/{id}/resume, the scheduler's automatic resume)
 * ask here first instead of meeting the index as an error.
 */
const OTHER_ACTIVE_REFRESH = `select id, status from runs
  where workspace_id = ? and id is distinct from ?::uuid and kind in ('manual','scheduled') and status in ${SQL_RUN_ACTIVE} limit 1`;

/** The workspace's refresh run that is queued or running, other than `exceptRunId`, if any. */
export async function activeRefresh(em: EntityManager, workspaceId: string, exceptRunId?: string): Promise<{ id: string; status: string } | undefined> {
  const [row] = await query<{ id: string; status: string }>(em, OTHER_ACTIVE_REFRESH, [workspaceId, exceptRunId ?? null]);
  return row;
}

/**
 * `activeRefresh` for a paused refresh run about to resume. The cadence's lease row
 * (workspace_settings) is locked first, so a scheduler starting the next refresh at this moment
 * either committed before (and its run is seen here) or skips the workspace until this
 * transaction ends.
 */
export async function activeRefreshBeside(em: EntityManager, workspaceId: string, runId: string): Promise<{ id: string; status: string } | undefined> {
  await query(em, 'select 1 from workspace_settings where workspace_id = ? for no key update', [workspaceId]);
  return activeRefresh(em, workspaceId, runId);
}
