import { DateTime } from 'luxon';

import type { RefreshStrategy } from '../vocabulary';
import { nextRefreshAt, REFRESH_HOUR, type RefreshCadence } from './next-refresh-at';

/**
 * `cadence` (the contract's default): every tracked profile is checked on the cadence's day.
 * `adaptive` (opt-in): each day's checks are planned (flags first, hazard ranking, a fairness
 * floor at twice the cadence, within the month's budget) and run as that day's scheduled run.
 */
export { REFRESH_STRATEGIES, type RefreshStrategy } from '../vocabulary';

/** The cadence's period in days (months and quarters on average): the adaptive floor is twice it. */
export function cadenceDays(cadence: RefreshCadence): number {
  switch (cadence) {
    case 'weekly':
      return 7;
    case 'biweekly':
      return 14;
    case 'monthly':
      return 365.25 / 12;
    case 'quarterly':
      return 365.25 / 4;
  }
}

/** The first daily planning strictly after `now`: 06:00 local time in `timezone` (the hour scheduled runs start). */
export function nextPlanningAt(timezone: string, now: Date): Date {
  const local = DateTime.fromJSDate(now, { zone: timezone });
  const today = local.set({ hour: REFRESH_HOUR, minute: 0, second: 0, millisecond: 0 });
  return (today.toMillis() > now.getTime() ? today : today.plus({ days: 1 })).toJSDate();
}

/** When a workspace's next scheduled run starts: its cadence's next slot, or tomorrow's planning when adaptive. */
export function nextScheduledAt(
  settings: { refresh_strategy: RefreshStrategy; refresh_cadence: RefreshCadence; refresh_day: number; timezone: string },
  now: Date,
): Date {
  if (settings.refresh_strategy === 'adaptive') return nextPlanningAt(settings.timezone, now);
  return nextRefreshAt(settings.refresh_cadence, settings.refresh_day, settings.timezone, now);
}
