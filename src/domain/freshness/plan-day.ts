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
 * The hazard ranking only spends what the rest of the month does not need: the floor checks due by
 * the month's end (every one, if nothing else checked those profiles) and a reserve for the flags
 * expected on the days left (`expectedFlagsPerDay`, see `flagReserve`), so a signal never competes
 * with the floor for the month's last credits. The part of the day's share it may not spend goes to
 * the floor checks due soonest (early), so the month still spends evenly.
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
  let floorReserve = 0;
  const horizon = now + (daysLeft - 1) * DAY_MS;
  for (const p of profiles) {
    if (p.flag && (p.lastCheckedAt === null || p.flag.at > p.lastCheckedAt)) flagged.push(p);
    else if (p.lastCheckedAt === null || now - p.lastCheckedAt >= floorMs - DAY_MS) critical.push(p);
    else {
      rest.push(p);
      floorReserve += floorChecksBy(p.lastCheckedAt + floorMs - DAY_MS, horizon, floorMs - DAY_MS);
    }
  }

  const plan: PlannedCheck[] = [];
  flagged.sort(byFlag);
  const flagRoom = Math.min(left, Math.max(share - critical.length, left - critical.length - floorReserve, 0));
  for (const p of flagged.slice(0, flagRoom)) plan.push({ profileId: p.id, trigger: p.flag!.trigger });

  critical.sort((a, b) => (a.lastCheckedAt ?? -Infinity) - (b.lastCheckedAt ?? -Infinity));
  for (const p of critical.slice(0, left - plan.length)) plan.push({ profileId: p.id, trigger: 'sweep' });

  // The hazard ranking never spends what the floor and the flags still to come need this month: when they need
  // the rest of the day's share, it goes to the floor checks due soonest (done early, they cost the same).
  const dayRoom = Math.min(left, share) - plan.length;
  if (dayRoom > 0) {
    const free = left - plan.length - floorReserve - flagReserve(input.expectedFlagsPerDay ?? 0, daysLeft - 1);
    const ranked = Math.max(0, Math.min(dayRoom, free));
    const early = dueSoonest(rest, dayRoom - ranked, floorMs - DAY_MS, now, horizon);
    for (const p of early) plan.push({ profileId: p.id, trigger: 'sweep' });
    const taken = new Set(early);
    const candidates = taken.size ? rest.filter((p) => !taken.has(p)) : rest;
    if (ranked > 0) for (const p of topByIndex(candidates, ranked, input.model, now, input.companyEvents)) plan.push({ profileId: p.id, trigger: 'hazard' });
  }
  return plan;
}

/**
 * Up to `count` profiles whose floor falls due by `horizon`, the soonest first, when a check today is the last
 * floor check they need this month (`now + every` is past the horizon): each then frees exactly the credit it
 * costs, so an early check never takes a flag's credit.
 */
function dueSoonest(rest: readonly PlannerProfile[], count: number, every: number, now: number, horizon: number): PlannerProfile[] {
  if (count <= 0 || now + every <= horizon) return [];
  return rest
    .filter((p) => p.lastCheckedAt! + every <= horizon)
    .sort((a, b) => a.lastCheckedAt! - b.lastCheckedAt!)
    .slice(0, count);
}

/**
 * Floor checks a profile needs from its first floor day `due` to `horizon` if nothing else checks it: one at
 * `due`, then one every `every` (a 14-day floor in a 30-day month is two or three checks, not one).
 */
function floorChecksBy(due: number, horizon: number, every: number): number {
  return due > horizon ? 0 : 1 + Math.floor((horizon - due) / every);
}

/**
 * Credits kept for the flags of the next `days` days at `perDay` expected: the mean plus three standard
 * deviations of a Poisson count, plus two, so that a signal received on the month's last days finds credits
 * the hazard ranking did not take. Released day by day as the month runs out.
 */
export function flagReserve(perDay: number, days: number): number {
  if (days <= 0 || perDay <= 0) return 0;
  const mean = perDay * days;
  return Math.ceil(mean + 3 * Math.sqrt(mean) + 2);
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
