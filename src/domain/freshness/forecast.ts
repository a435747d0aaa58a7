import { DAY_MS } from './hazard-model';
import { planDay } from './plan-day';
import type { ForecastDay, ForecastInput, PlannerProfile } from './types';

const LABEL_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from `label` to the end of its month, `label` included. */
export function daysLeftInMonth(label: string): number {
  const m = LABEL_RE.exec(label);
  if (!m) throw new RangeError(`day label must be YYYY-MM-DD, got "${label}"`);
  const y = Number(m[1]);
  const month = Number(m[2]);
  const last = new Date(Date.UTC(y, month, 0)).getUTCDate();
  return last - Number(m[3]) + 1;
}

/**
 * Checks an adaptive workspace will run on each of `days`: the planner itself run forward, day by
 * day, on a copy of the profiles (each planned check moves that profile's last check to its day),
 * with today's flags and `expectedFlagsPerDay` more on each later day. Flags displace hazard checks
 * (the planner fills the day's share with them first), so they cost more only on a day they outnumber
 * the share. A label ending in -01 after the first
 * day starts a new budget month with `monthlyBudget` credits.
 */
export function forecastDays(input: ForecastInput): ForecastDay[] {
  const profiles: PlannerProfile[] = input.profiles.map((p) => ({ ...p }));
  const byId = new Map(profiles.map((p) => [p.id, p]));
  let creditsLeft = input.creditsLeft;
  let flagCarry = 0;
  const out: ForecastDay[] = [];
  for (const [d, date] of input.days.entries()) {
    if (d > 0 && date.endsWith('-01')) creditsLeft = input.monthlyBudget;
    const now = input.now + d * DAY_MS;
    const plan = planDay({
      now,
      profiles,
      model: input.model,
      companyEvents: input.companyEvents,
      cadenceDays: input.cadenceDays,
      budget: { creditsLeft, daysLeft: daysLeftInMonth(date) },
      expectedFlagsPerDay: input.expectedFlagsPerDay,
    });
    for (const c of plan) {
      const p = byId.get(c.profileId);
      if (p) {
        p.lastCheckedAt = now;
        p.flag = null;
      }
    }
    let checks = plan.length;
    if (d > 0) {
      flagCarry += input.expectedFlagsPerDay;
      const flags = Math.floor(flagCarry);
      flagCarry -= flags;
      checks = Math.min(creditsLeft ?? Infinity, Math.max(checks, flags));
    }
    if (creditsLeft !== null) creditsLeft -= checks;
    out.push({ date, checks });
  }
  return out;
}
