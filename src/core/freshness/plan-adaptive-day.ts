import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { remainingDaysOfMonth } from '../../domain/cadence/budget-month';
import type { RefreshCadence } from '../../domain/cadence/next-refresh-at';
import { cadenceDays } from '../../domain/cadence/refresh-strategy';
import { planDay,type PlannedCheck } from '../../domain/freshness';
import { monthBudget } from '../credits/budget';
import { insertRun } from '../transitions/run-transition';
import { companyEvents } from './check-history';
import { hazardModelFor, storedHazardModel } from './hazard-store';
import { flagsPerDay, plannerProfiles } from './planner-profiles';

/** The settings an adaptive day's plan depends on. */
export interface AdaptiveWorkspace {
  workspace_id: string;
  refresh_cadence: RefreshCadence;
  timezone: string;
}

/**
 * The checks an adaptive workspace runs on the day planned at `now` (the pure planner over the
 * workspace's profiles, their flags, its hazard model, the provider's company events and what
 * is left of the month's budget), in the caller's transaction. Fits the hazard model again when
 * the stored one is a day old; with `storedModel` (an estimate, a forecast: reads only) it takes
 * the stored model as it is.
 */
export async function planAdaptiveDay(
  em: EntityManager,
  ws: AdaptiveWorkspace,
  now: Date,
  options: { storedModel?: boolean } = {},
): Promise<PlannedCheck[]> {
  const events = await companyEvents(em, now);
  const model = options.storedModel ? await storedHazardModel(em, ws.workspace_id) : await hazardModelFor(em, ws.workspace_id, now, events);
  const profiles = await plannerProfiles(em, ws.workspace_id);
  const budget = await monthBudget(em, ws.workspace_id, now);
  return planDay({
    now: now.getTime(),
    profiles,
    model,
    companyEvents: events,
    cadenceDays: cadenceDays(ws.refresh_cadence),
    budget: { creditsLeft: budget.left, daysLeft: remainingDaysOfMonth(now, ws.timezone).length },
    expectedFlagsPerDay: await flagsPerDay(em, ws.workspace_id, now),
  });
}

/**
 * An adaptive workspace's daily `scheduled` run: the day's plan as run items, each with the
 * trigger that put it there, so every contract guarantee of a run (credits once, pauses,
 * resume, cancel, kill -9) holds as for the cadence. No run when the plan is empty. Returns
 * whether a run was queued.
 */
export async function startPlannedRun(em: EntityManager, ws: AdaptiveWorkspace, now: Date): Promise<boolean> {
  const plan = await planAdaptiveDay(em, ws, now);
  if (plan.length === 0) return false;
  const run = await insertRun(em, { workspaceId: ws.workspace_id, kind: 'scheduled', force: false }, 'scheduler', now);
  await query(
    em,
    `with ins as (
       insert into run_items (workspace_id, run_id, profile_id, trigger)
       select ?::uuid, ?::uuid, x.profile_id, x.trigger from jsonb_to_recordset(?::jsonb) as x(profile_id uuid, trigger text)
       returning 1)
     update runs set totals = jsonb_set(totals, '{items}', to_jsonb((select count(*)::int from ins))) where id = ?`,
    [ws.workspace_id, run.id, JSON.stringify(plan.map((c) => ({ profile_id: c.profileId, trigger: c.trigger }))), run.id],
  );
  return true;
}
