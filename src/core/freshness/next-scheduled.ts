import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { RefreshCadence } from '../../domain/cadence/next-refresh-at';
import type { RefreshStrategy } from '../../domain/cadence/refresh-strategy';

export interface RefreshSettings {
  workspace_id: string;
  refresh_strategy: RefreshStrategy;
  refresh_cadence: RefreshCadence;
  refresh_day: number;
  timezone: string;
  monthly_credit_budget: number | null;
  next_refresh_at: Date | null;
}

export async function refreshSettings(em: EntityManager, workspaceId: string): Promise<RefreshSettings> {
  const [row] = await query<RefreshSettings>(
    em,
    `select workspace_id, refresh_strategy, refresh_cadence, refresh_day, timezone, monthly_credit_budget, next_refresh_at
       from workspace_settings where workspace_id = ?`,
    [workspaceId],
  );
  if (!row) throw new Error(`no settings for workspace ${workspaceId}`);
  return { ...row, next_refresh_at: row.next_refresh_at ? new Date(row.next_refresh_at) : null };
}

/** Profiles a refresh of the workspace checks: those behind a tracked contact. */
export async function trackedProfiles(em: EntityManager, workspaceId: string): Promise<number> {
  const [row] = await query<{ n: string }>(
    em,
    `select count(*) as n from profiles p
      where p.workspace_id = ? and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked')`,
    [workspaceId],
  );
  return Number(row?.n ?? 0);
}

/**
 * How many profiles the next scheduled run checks: every tracked one under the cadence, the
 * day's plan (with the stored hazard model, as things stand now) under the adaptive strategy.
 */
export async function nextScheduledChecks(em: EntityManager, settings: RefreshSettings, now: Date): Promise<number> {
  if (settings.refresh_strategy === 'cadence') return trackedProfiles(em, settings.workspace_id);
  const at = settings.next_refresh_at && settings.next_refresh_at > now ? settings.next_refresh_at : now;
  // Loaded here, not at import: the plan reads titles (the freshness traits), and the title vocabularies cost every
  // process that imports the runs service (the CLI, each role) a quarter of a CPU second at start-up
  // (docs/decisions.md, "Detection round 33 (speed34)").
  const { planAdaptiveDay } = await import('./plan-adaptive-day');
  return (await planAdaptiveDay(em, settings, at, { storedModel: true })).length;
}
