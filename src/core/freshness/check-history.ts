import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { Position } from '../../domain/changes';
import { type CheckObservation, type CompanyEvent, traitsOf } from '../../domain/freshness';
import { POSITION_JSON, traitsOfPositions } from './planner-profiles';

/** How far back the hazard model learns from (the retention keeps a year of snapshots). */
export const HISTORY_DAYS = 365;

interface HistoryRow {
  profile_id: string;
  at: Date;
  prev_at: Date;
  changed: boolean;
  prev_found: boolean;
  prev_positions: Position[] | string;
}

/**
 * The workspace's check history as the hazard fit reads it: each run check after a profile's
 * first one in the window is an interval (previous check, this check], changed when a change
 * was recorded for it (at once, or after its second look), with the traits of the previous
 * check's snapshot (its current positions). Second looks are not intervals of their own.
 */
export async function checkHistory(em: EntityManager, workspaceId: string, now: Date): Promise<CheckObservation[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const rows = await query<HistoryRow>(
    em,
    `with checks as (
       select s.id, s.profile_id, s.run_id, s.fetched_at,
              lag(s.id) over w as prev_id, lag(s.fetched_at) over w as prev_at, lag(s.found) over w as prev_found
         from snapshots s
        where s.workspace_id = ? and s.run_id is not null and s.fetched_at > ? and s.fetched_at <= ?
       window w as (partition by s.profile_id order by s.fetched_at, s.id))
     select c.profile_id, c.fetched_at as at, c.prev_at, c.prev_found,
            exists (select 1 from changes ch where ch.run_id = c.run_id and ch.profile_id = c.profile_id) as changed,
            (select coalesce(jsonb_agg(${POSITION_JSON} order by po.ord), '[]'::jsonb)
               from positions po where po.snapshot_id = c.prev_id) as prev_positions
       from checks c
      where c.prev_id is not null`,
    [workspaceId, since, now],
  );
  return rows.map((r) => {
    const positions = (typeof r.prev_positions === 'string' ? JSON.parse(r.prev_positions) : r.prev_positions) as Position[];
    return {
      profileId: r.profile_id,
      at: new Date(r.at).getTime(),
      previousAt: new Date(r.prev_at).getTime(),
      changed: r.changed,
      traits: r.prev_found ? traitsOfPositions(positions) : traitsOf(null),
    };
  });
}

/** Layoffs the provider announced (company events), newest last, up to `now`. */
export async function companyEvents(em: EntityManager, now: Date): Promise<CompanyEvent[]> {
  const rows = await query<{ company_key: string; announced_at: Date }>(
    em,
    `select company_key, announced_at from company_events
      where kind = 'layoff' and announced_at <= ? and announced_at > ? order by announced_at`,
    [now, new Date(now.getTime() - HISTORY_DAYS * 86_400_000)],
  );
  return rows.map((r) => ({ companyKey: r.company_key, kind: 'layoff', announcedAt: new Date(r.announced_at).getTime() }));
}
