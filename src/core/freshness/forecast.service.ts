import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';

import { query } from '../../db/query';
import { remainingDaysOfMonth } from '../../domain/cadence/budget-month';
import { nextRefreshAt } from '../../domain/cadence/next-refresh-at';
import { cadenceDays } from '../../domain/cadence/refresh-strategy';
import { forecastDays } from '../../domain/freshness/forecast';
import { em as fork, type Services } from '../context';
import { monthBudget } from '../credits/budget';
import { companyEvents } from './check-history';
import type { CreditForecast } from './freshness.schema';
import { storedHazardModel } from './hazard-store';
import { type RefreshSettings, refreshSettings, trackedProfiles } from './next-scheduled';
import { flagsPerDay, plannerProfiles } from './planner-profiles';

const localDay = (at: Date, timezone: string) => DateTime.fromJSDate(at, { zone: timezone }).toISODate()!;

/** Checks still to come in today's queued or running refreshes (paused ones wait for someone). */
async function pendingChecks(em: EntityManager, workspaceId: string): Promise<number> {
  const [row] = await query<{ n: string }>(
    em,
    `select count(*) as n from run_items i join runs r on r.id = i.run_id
      where r.workspace_id = ? and r.status in ('queued', 'running') and i.status in ('pending', 'leased')`,
    [workspaceId],
  );
  return Number(row?.n ?? 0);
}

/** Under the cadence: every tracked profile on each scheduled day left in the month. */
async function cadenceChecks(em: EntityManager, s: RefreshSettings, days: string[], now: Date): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!s.next_refresh_at) return out;
  const tracked = await trackedProfiles(em, s.workspace_id);
  const [first, last] = [days[0]!, days[days.length - 1]!];
  // A slot already due (the ticker has not taken it yet) runs today; later ones on their own day.
  for (let at = s.next_refresh_at; localDay(at, s.timezone) <= last; at = nextRefreshAt(s.refresh_cadence, s.refresh_day, s.timezone, at)) {
    const day = localDay(at, s.timezone) < first ? first : localDay(at, s.timezone);
    out.set(day, (out.get(day) ?? 0) + tracked);
    if (at < now) at = now;
  }
  return out;
}

/** Under the adaptive strategy: the planner itself run forward from the next planning over the days left. */
async function adaptiveChecks(em: EntityManager, s: RefreshSettings, days: string[], now: Date, creditsLeft: number | null): Promise<Map<string, number>> {
  const at = s.next_refresh_at && s.next_refresh_at > now ? s.next_refresh_at : now;
  const planned = days.filter((d) => d >= localDay(at, s.timezone));
  if (planned.length === 0) return new Map();
  const events = await companyEvents(em, now);
  const forecast = forecastDays({
    now: at.getTime(),
    days: planned,
    profiles: await plannerProfiles(em, s.workspace_id),
    model: await storedHazardModel(em, s.workspace_id),
    companyEvents: events,
    cadenceDays: cadenceDays(s.refresh_cadence),
    creditsLeft,
    monthlyBudget: s.monthly_credit_budget,
    expectedFlagsPerDay: await flagsPerDay(em, s.workspace_id, now),
  });
  return new Map(forecast.map((d) => [d.date, d.checks]));
}

/**
 * GET /credits/forecast: the check credits each remaining day of the month will cost (today
 * first: what today's refreshes still have to check, then the scheduled runs: every tracked
 * profile on the cadence's days, or the adaptive planner run forward day by day), never past
 * the monthly budget (work that would pass it pauses), and the month's projected total.
 */
export async function getCreditForecast(services: Services, workspaceId: string): Promise<CreditForecast> {
  const em = fork(services);
  const now = services.clock.now();
  const s = await refreshSettings(em, workspaceId);
  const budget = await monthBudget(em, workspaceId, now, { withSpent: true });
  const days = remainingDaysOfMonth(now, s.timezone);
  const pending = await pendingChecks(em, workspaceId);
  const left = budget.left === null ? null : Math.max(0, budget.left - pending);
  const scheduled = s.refresh_strategy === 'adaptive' ? await adaptiveChecks(em, s, days, now, left) : await cadenceChecks(em, s, days, now);
  let room = budget.left ?? Infinity;
  const out = days.map((date, i) => {
    const wanted = (scheduled.get(date) ?? 0) + (i === 0 ? pending : 0);
    const checks = Math.min(wanted, room);
    room -= checks;
    return { date, checks, credits: checks };
  });
  const spent = budget.spent ?? 0;
  return {
    days: out,
    spent,
    projected_total: spent + out.reduce((sum, d) => sum + d.credits, 0),
    budget: s.monthly_credit_budget,
    refresh_strategy: s.refresh_strategy,
  };
}
