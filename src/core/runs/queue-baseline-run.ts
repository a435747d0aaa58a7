import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../machines';
import { uuidArray } from '../../db/bulk';
import { query } from '../../db/query';
import { SQL_RUN_UNFINISHED, sqlList } from '../../db/status-sets';
import type { TransitionCause } from '../journal/record-transition';
import { insertRunsFrom, journalInsertedRuns } from '../transitions/run-transition';

/**
 * Key space of the per-workspace lock that orders baseline queueing (two-int advisory keys
 * never collide with the one-bigint keys of the scheduler leader and the migrations).
 */
const BASELINE_LOCK_CLASS = 20_261_124;

/** A never-checked profile is due for a baseline when a contact in one of these statuses is behind it. */
export const BASELINE_CONTACT_STATUSES: readonly ContactTrackingStatus[] = ['tracked', 'ready'];
const SQL_BASELINE_CONTACT = sqlList(BASELINE_CONTACT_STATUSES);

/**
 * Queues a baseline check for those of `profileIds` that were never checked, are behind a
 * tracked contact (or a `ready` one: a profile finder match waiting for its first check), and are not already waiting in another active run. Returns null when
 * there is nothing to baseline. Must run inside the caller's transaction.
 *
 * One baseline run per burst of upserts: the profiles join the workspace's baseline run that
 * is still `queued` (its `totals.items` grows), so 50 small upserts make one run, not 50. A
 * run that has started (running, paused, finished) takes nothing more; a new one is queued.
 * Race safety: a transaction-level advisory lock per workspace orders concurrent callers (the
 * second one's next statement sees the first one's run once it commits), and the `update ...
 * where status = 'queued'` row lock orders a join with the scheduler's queued → running
 * compare-and-set: whichever commits first wins, and a join that lost finds no queued run and
 * creates one. No item is lost either way.
 *
 * The candidates are probed one by one through their indexes (profiles by id, contacts by
 * profile, waiting run items by profile). `offset 0` keeps each lookup a per-row probe (see
 * `keyLookup`): as joins, and on a table that grew faster than autovacuum analyses it, the
 * planner hashed or walked every profile or every waiting run item of the workspace
 * instead, which grows with the workspace (bench/contacts-upsert-explain.ts, finding 1).
 *
 * `fresh` are profiles the caller created in this same transaction and knows to be behind a
 * contact in {@link BASELINE_CONTACT_STATUSES} (the bulk import: it wrote every contact that can
 * reach them). Such a profile is never checked, of this workspace and in no run (no other
 * transaction can see it yet), so it joins the run without a lookup: a million-row import
 * skipped three index probes per profile (docs/decisions.md, "Bulk import round 4").
 */
export async function queueBaselineRun(
  em: EntityManager,
  workspaceId: string,
  profileIds: string[],
  at: Date,
  cause: TransitionCause = 'system',
  fresh: readonly string[] = [],
): Promise<{ id: string; status: string } | null> {
  const freshIds = new Set(fresh);
  const lookup = [...new Set(profileIds)].filter((id) => !freshIds.has(id));
  if (lookup.length === 0 && freshIds.size === 0) return null;
  // A statement of its own: the query below takes its snapshot after the lock is granted.
  await query(em, 'select pg_advisory_xact_lock(?::int, hashtext(?::text))', [BASELINE_LOCK_CLASS, workspaceId]);
  const [run] = await query<{ id: string; status: string }>(
    em,
    `with due as materialized (
       select p.id from unnest(?::uuid[]) as u(id)
        cross join lateral (select id, workspace_id, last_checked_at from profiles where id = u.id offset 0) p
        where p.workspace_id = ? and p.last_checked_at is null
          and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status in ${SQL_BASELINE_CONTACT} offset 0)
          and not exists (select 1 from run_items i
                           where i.profile_id = p.id and i.status in ('pending','leased')
                             and (select r.status from runs r where r.id = i.run_id) in ${SQL_RUN_UNFINISHED}
                           offset 0)
       union all
       select u.id from unnest(?::uuid[]) as u(id)),
     joined as (
       update runs r
          set totals = jsonb_set(r.totals, '{items}', to_jsonb(coalesce((r.totals->>'items')::int, 0) + (select count(*)::int from due)))
        where r.id = (select q.id from runs q
                       where q.workspace_id = ? and q.kind = 'baseline' and q.status = 'queued'
                       order by q.created_at desc limit 1)
          and r.status = 'queued' and exists (select 1 from due)
       returning r.id, r.status),
     created as (
       ${insertRunsFrom(
         {
           workspaceId: '?::uuid',
           kind: "'baseline'",
           createdAt: '?::timestamptz',
           totals: `jsonb_build_object('items', count(*)::int, 'processed', 0, 'moved', 0, 'promoted', 0,
                'left', 0, 'not_found', 0, 'unknown', 0, 'plays_created', 0, 'credits_charged', 0)`,
         },
         'from due having count(*) > 0 and not exists (select 1 from joined)',
       )}
       returning id, workspace_id, status, created_at),
     journalled as (${journalInsertedRuns('created', '?::text')}),
     run as (select id, status from joined union all select id, status from created),
     items as (
       insert into run_items (workspace_id, run_id, profile_id) select ?, run.id, due.id from run, due)
     select id, status from run`,
    [uuidArray(lookup), workspaceId, uuidArray([...freshIds]), workspaceId, workspaceId, at.toISOString(), cause, workspaceId],
  );
  return run ?? null;
}
