import type { EntityManager } from '@mikro-orm/postgresql';

import { boundQuery, uuidArray } from '../../db/bulk';

/**
 * Queues a baseline run for those of `profileIds` that were never checked, are behind a
 * tracked contact, and are not already waiting in another active run. Returns null when
 * there is nothing to baseline.
 *
 * One statement: the candidates are probed one by one through their indexes (profiles by
 * id, contacts by profile, waiting run items by profile), then the run and its items are
 * inserted from the same selection. `offset 0` keeps each lookup a per-row probe (see
 * `keyLookup`): as joins, and on a table that grew faster than autovacuum analyses it, the
 * planner hashed or walked every profile or every waiting run item of the workspace
 * instead, which grows with the workspace (bench/contacts-upsert-explain.ts, finding 1).
 */
export async function queueBaselineRun(
  em: EntityManager,
  workspaceId: string,
  profileIds: string[],
): Promise<{ id: string; status: string } | null> {
  if (profileIds.length === 0) return null;
  const [run] = await boundQuery<{ id: string; status: string }>(
    em,
    `with due as materialized (
       select p.id from unnest(?::uuid[]) as u(id)
        cross join lateral (select id, workspace_id, last_checked_at from profiles where id = u.id offset 0) p
        where p.workspace_id = ? and p.last_checked_at is null
          and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked' offset 0)
          and not exists (select 1 from run_items i
                           where i.profile_id = p.id and i.status in ('pending','leased')
                             and (select r.status from runs r where r.id = i.run_id) in ('queued','running','paused')
                           offset 0)),
     run as (
       insert into runs (workspace_id, kind, status, totals)
       select ?, 'baseline', 'queued', jsonb_build_object('items', count(*)::int, 'processed', 0, 'moved', 0, 'promoted', 0,
                'left', 0, 'not_found', 0, 'unknown', 0, 'plays_created', 0, 'credits_charged', 0)
         from due having count(*) > 0
       returning id, status),
     items as (
       insert into run_items (workspace_id, run_id, profile_id) select ?, run.id, due.id from run, due)
     select id, status from run`,
    [uuidArray([...new Set(profileIds)]), workspaceId, workspaceId, workspaceId],
  );
  return run ?? null;
}
