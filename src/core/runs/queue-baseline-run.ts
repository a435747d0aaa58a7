import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList } from '../../db/bulk';

/**
 * Queues a baseline run for those of `profileIds` that were never checked, are behind a
 * tracked contact, and are not already waiting in another active run. Returns null when
 * there is nothing to baseline.
 */
export async function queueBaselineRun(
  em: EntityManager,
  workspaceId: string,
  profileIds: string[],
): Promise<{ id: string; status: string } | null> {
  if (profileIds.length === 0) return null;
  const due = await em.execute<Array<{ id: string }>>(
    `select p.id from profiles p
      where p.workspace_id = ? and ${inJsonList('p.id', 'uuid')} and p.last_checked_at is null
        and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked')
        and not exists (select 1 from run_items i join runs r on r.id = i.run_id
                         where i.profile_id = p.id and r.status in ('queued','running','paused')
                           and i.status in ('pending','leased'))`,
    [workspaceId, JSON.stringify(profileIds)],
  );
  if (due.length === 0) return null;
  const [run] = await em.execute<Array<{ id: string; status: string }>>(
    `insert into runs (workspace_id, kind, status, totals)
     values (?, 'baseline', 'queued', jsonb_build_object('items', ?::int, 'processed', 0, 'moved', 0, 'promoted', 0,
       'left', 0, 'not_found', 0, 'unknown', 0, 'plays_created', 0, 'credits_charged', 0))
     returning id, status`,
    [workspaceId, due.length],
  );
  await em.execute(
    `insert into run_items (workspace_id, run_id, profile_id)
     select ?, ?, value::uuid from jsonb_array_elements_text(?::jsonb)`,
    [workspaceId, run!.id, JSON.stringify(due.map((d) => d.id))],
    'run',
  );
  return run!;
}
