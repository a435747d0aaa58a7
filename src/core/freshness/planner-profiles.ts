import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { Position } from '../../domain/changes';
import { type PlannerProfile, type ProfileTraits, traitsOf } from '../../domain/freshness';

/** A stored position (alias `po`) as the JSON a Position parses from, for jsonb_agg. */
export const POSITION_JSON = `jsonb_build_object('company', po.company, 'company_social_id', po.company_social_id,
  'title', po.title, 'started_on', po.started_on, 'ended_on', po.ended_on, 'is_current', po.is_current)`;

/** The traits of a job as stored (a profile's current role, or a snapshot's current positions). */
export function traitsOfPositions(positions: Position[]): ProfileTraits {
  return traitsOf({ found: true, first_name: null, last_name: null, headline: null, positions });
}

interface ProfileRow {
  id: string;
  last_checked_at: Date | null;
  current_company: string | null;
  current_company_social_id: string | null;
  current_title: string | null;
  current_since: string | null;
  signal_at: Date | null;
  feed_at: Date | null;
  /** The completed jobs of the latest snapshot (the career the hazard model's pace reads), as JSON. */
  past_positions: Position[] | string | null;
}

/**
 * The flag a profile carries into planning: the newest signal, else the newest feed entry,
 * received after its last check (received, not observed: a bounce posted after a check is news
 * to the planner even when it was observed before it).
 */
function flagOf(row: ProfileRow): PlannerProfile['flag'] {
  const last = row.last_checked_at ? new Date(row.last_checked_at).getTime() : -Infinity;
  const signal = row.signal_at ? new Date(row.signal_at).getTime() : null;
  const feed = row.feed_at ? new Date(row.feed_at).getTime() : null;
  if (signal !== null && signal > last) return { trigger: 'signal', at: signal };
  if (feed !== null && feed > last) return { trigger: 'feed', at: feed };
  return null;
}

/** How far back the planner and the forecast look to expect flags (signals and feed entries) per day. */
const FLAG_RATE_DAYS = 30;

/** Flags (signals and feed entries about tracked profiles) received per day lately. */
export async function flagsPerDay(em: EntityManager, workspaceId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FLAG_RATE_DAYS * 86_400_000);
  const [row] = await query<{ n: string }>(
    em,
    `select (select count(distinct (profile_id, received_at::date)) from signals where workspace_id = ? and profile_id is not null and received_at > ? and received_at <= ?)
          + (select count(distinct (profile_id, received_at::date)) from feed_entries where workspace_id = ? and received_at > ? and received_at <= ?) as n`,
    [workspaceId, since, now, workspaceId, since, now],
  );
  return Number(row?.n ?? 0) / FLAG_RATE_DAYS;
}

/** The profiles a refresh of the workspace checks (behind a tracked contact), as the planner sees them. */
export async function plannerProfiles(em: EntityManager, workspaceId: string): Promise<PlannerProfile[]> {
  const rows = await query<ProfileRow>(
    em,
    `select p.id, p.last_checked_at, p.current_company, p.current_company_social_id, p.current_title, p.current_since,
            (select max(s.received_at) from signals s where s.profile_id = p.id) as signal_at,
            (select max(f.received_at) from feed_entries f where f.profile_id = p.id) as feed_at,
            (select jsonb_agg(${POSITION_JSON} order by po.ord)
               from positions po
              where po.snapshot_id = (select s.id from snapshots s where s.profile_id = p.id order by s.fetched_at desc, s.id desc limit 1)
                and not po.is_current) as past_positions
       from profiles p
      where p.workspace_id = ?
        and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked')
      order by p.id`,
    [workspaceId],
  );
  return rows.map((row) => ({
    id: row.id,
    lastCheckedAt: row.last_checked_at ? new Date(row.last_checked_at).getTime() : null,
    traits: traitsOfRow(row),
    flag: flagOf(row),
  }));
}

/** The current role (the profile's columns) and the latest snapshot's completed jobs, as the planner reads them. */
function traitsOfRow(row: ProfileRow): ProfileTraits {
  if (!row.current_company) return traitsOf(null);
  const past = (typeof row.past_positions === 'string' ? JSON.parse(row.past_positions) : row.past_positions ?? []) as Position[];
  return traitsOfPositions([
    {
      company: row.current_company,
      company_social_id: row.current_company_social_id,
      title: row.current_title,
      started_on: row.current_since,
      ended_on: null,
      is_current: true,
    },
    ...past,
  ]);
}
