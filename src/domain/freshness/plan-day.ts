import { DAY_MS, eventsByCompany, eventWindows, logHazard, sinceToMs, windowLagIntegral } from './hazard-model';
import type { HazardModel, PlanDayInput, PlannedCheck, PlannerProfile } from './types';

/**
 * One day of adaptive refresh: which profiles to check today, and why.
 *
 * 1. **Flags first** (`signal`, then `feed`, oldest flag first): a flag newer than the last check is
 *    strong evidence of a change, so it outranks any schedule. Flags may spend more than the day's even
 *    share of the budget, but never the credits the fairness floor needs for the rest of the month.
 * 2. **The fairness floor** (`sweep`): a profile that would otherwise pass twice the cadence unchecked
 *    before tomorrow's plan is checked today; so is a profile never checked.
 * 3. **The hazard ranking** (`hazard`) fills the day's share: each profile's index is the expected lag
 *    already accumulated by an undetected change, ∫ h(s)·(now − s) ds over the time since its last
 *    check (≈ h·e²/2 for a steady hazard h after e days, plus the part inside company-event windows).
 *    Checking the top of this index every day checks a profile about every √(2c/h) days: the
 *    delay-optimal square-root allocation of Cho & Garcia-Molina, periodic per profile; with a flat
 *    model it is exactly the cadence's round robin.
 *
 * The day's share is `creditsLeft / daysLeft` (rounded; the last day spends what is left), or the
 * cadence's rate (profiles / cadenceDays) without a budget. The plan never exceeds `creditsLeft`.
 * The result lists flags, then floor checks, then hazard checks, each at most once.
 *
 * Interface (stable, part 2 builds on it): `planDay(input: PlanDayInput): PlannedCheck[]`.
 */
export function planDay(input: PlanDayInput): PlannedCheck[] {
  const { now, profiles, budget } = input;
  const floorMs = 2 * input.cadenceDays * DAY_MS;
  const left = budget.creditsLeft === null ? Infinity : Math.max(0, Math.floor(budget.creditsLeft));
  const daysLeft = Math.max(1, Math.floor(budget.daysLeft));
  const share = budget.creditsLeft === null ? Math.round(profiles.length / input.cadenceDays) : daysLeft === 1 ? left : Math.round(left / daysLeft);

  const flagged: PlannerProfile[] = [];
  const critical: PlannerProfile[] = [];
  const rest: PlannerProfile[] = [];
  let reserve = 0;
  const horizon = now + (daysLeft - 1) * DAY_MS;
  for (const p of profiles) {
    if (p.flag && (p.lastCheckedAt === null || p.flag.at > p.lastCheckedAt)) flagged.push(p);
    else if (p.lastCheckedAt === null || now - p.lastCheckedAt >= floorMs - DAY_MS) critical.push(p);
    else {
      rest.push(p);
      if (p.lastCheckedAt + floorMs - DAY_MS <= horizon) reserve++;
    }
  }

  const plan: PlannedCheck[] = [];
  let room = left;
  flagged.sort(byFlag);
  const flagRoom = Math.min(room, Math.max(share - critical.length, left - critical.length - reserve, 0));
  for (const p of flagged.slice(0, flagRoom)) plan.push({ profileId: p.id, trigger: p.flag!.trigger });
  room -= plan.length;

  critical.sort((a, b) => (a.lastCheckedAt ?? -Infinity) - (b.lastCheckedAt ?? -Infinity));
  for (const p of critical.slice(0, room)) plan.push({ profileId: p.id, trigger: 'sweep' });
  room = left - plan.length;

  const wanted = Math.min(room, share - plan.length);
  if (wanted > 0) {
    for (const p of topByIndex(rest, wanted, input.model, now, input.companyEvents)) plan.push({ profileId: p.id, trigger: 'hazard' });
  }
  return plan;
}

function byFlag(a: PlannerProfile, b: PlannerProfile): number {
  const ka = a.flag!.trigger === 'signal' ? 0 : 1;
  const kb = b.flag!.trigger === 'signal' ? 0 : 1;
  return ka - kb || a.flag!.at - b.flag!.at;
}

/** The `count` profiles with the highest expected accumulated lag (ties: longest unchecked first). */
function topByIndex(
  candidates: readonly PlannerProfile[],
  count: number,
  model: HazardModel,
  now: number,
  events: PlanDayInput['companyEvents'],
): PlannerProfile[] {
  if (count >= candidates.length) return [...candidates];
  const byCompany = eventsByCompany(events, now);
  const eventExcess = Math.exp(model.companyEvent.logMultiplier) - 1;
  const index = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const p = candidates[i]!;
    const last = p.lastCheckedAt!;
    const e = (now - last) / DAY_MS;
    const h = Math.exp(logHazard(model, p.traits, sinceToMs(p.traits.currentSince), (now + last) / 2));
    const windows = p.traits.companyKey ? eventWindows(model, byCompany.get(p.traits.companyKey)) : [];
    const inEvents = windows.length ? eventExcess * windowLagIntegral(windows, last, now) : 0;
    index[i] = h * ((e * e) / 2 + inEvents);
  }
  const order = Array.from(candidates.keys());
  order.sort((a, b) => index[b]! - index[a]! || candidates[a]!.lastCheckedAt! - candidates[b]!.lastCheckedAt!);
  return order.slice(0, count).map((i) => candidates[i]!);
}
