import { DateTime, IANAZone } from 'luxon';

import type { RefreshCadence } from '../vocabulary';

export { REFRESH_CADENCES, type RefreshCadence } from '../vocabulary';

/** Scheduled runs start at this local hour in the workspace timezone. */
export const REFRESH_HOUR = 6;
const QUARTER_MONTHS = [1, 4, 7, 10];
/** Biweekly runs fall in the even weeks counted from this Monday (local calendar). */
const BIWEEKLY_ANCHOR = DateTime.fromISO('1970-01-05', { zone: 'UTC' });

export function isValidTimezone(tz: string): boolean {
  return IANAZone.isValidZone(tz);
}

/** refresh_day rule: ISO weekday 1-7 for weekly/biweekly, day of month 1-28 otherwise. */
export function refreshDayProblem(cadence: RefreshCadence, day: number): string | null {
  if (!Number.isInteger(day) || day < 1 || day > 28) return 'refresh_day must be an integer from 1 to 28';
  if ((cadence === 'weekly' || cadence === 'biweekly') && day > 7) {
    return `refresh_day must be an ISO weekday 1-7 for a ${cadence} cadence`;
  }
  return null;
}

function weeksSinceAnchor(local: DateTime): number {
  const day = DateTime.fromObject({ year: local.year, month: local.month, day: local.day }, { zone: 'UTC' });
  return Math.floor(day.diff(BIWEEKLY_ANCHOR, 'days').days / 7);
}

/**
 * The first scheduled start strictly after `now`: 06:00 local time in `timezone` on the
 * cadence's day. Weekly: ISO weekday `day`; biweekly: that weekday in even weeks since
 * 1970-01-05; monthly: day-of-month `day`; quarterly: that day of Jan/Apr/Jul/Oct.
 */
export function nextRefreshAt(cadence: RefreshCadence, day: number, timezone: string, now: Date): Date {
  const problem = refreshDayProblem(cadence, day);
  if (problem) throw new RangeError(problem);
  if (!isValidTimezone(timezone)) throw new RangeError(`unknown timezone ${timezone}`);
  const local = DateTime.fromJSDate(now, { zone: timezone });
  const at = (d: DateTime) => d.set({ hour: REFRESH_HOUR, minute: 0, second: 0, millisecond: 0 });
  const after = (d: DateTime) => d.toMillis() > now.getTime();

  if (cadence === 'weekly' || cadence === 'biweekly') {
    for (let offset = 0; offset <= 14; offset++) {
      const candidate = at(local.startOf('day').plus({ days: offset }));
      if (candidate.weekday !== day || !after(candidate)) continue;
      if (cadence === 'biweekly' && weeksSinceAnchor(candidate) % 2 !== 0) continue;
      return candidate.toJSDate();
    }
  } else {
    const months = cadence === 'monthly' ? null : QUARTER_MONTHS;
    let cursor = local.startOf('month');
    for (let i = 0; i <= 13; i++, cursor = cursor.plus({ months: 1 })) {
      if (months && !months.includes(cursor.month)) continue;
      const candidate = at(cursor.set({ day }));
      if (after(candidate)) return candidate.toJSDate();
    }
  }
  throw new Error('unreachable: no refresh date found');
}

/** Scheduled runs per month of a cadence, for the credit estimate. */
export function runsPerMonth(cadence: RefreshCadence): number {
  switch (cadence) {
    case 'weekly':
      return 52 / 12;
    case 'biweekly':
      return 26 / 12;
    case 'monthly':
      return 1;
    case 'quarterly':
      return 1 / 3;
  }
}
