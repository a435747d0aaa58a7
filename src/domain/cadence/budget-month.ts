import { DateTime } from 'luxon';

/** The first instant of `now`'s calendar month in `timezone`: a monthly budget counts from here. */
export function monthStart(now: Date, timezone: string): Date {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('month').toJSDate();
}

/** The calendar days of `now`'s month in `timezone` from today on (today included), as YYYY-MM-DD. */
export function remainingDaysOfMonth(now: Date, timezone: string): string[] {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  const days: string[] = [];
  for (let day = today; day.month === today.month; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
  return days;
}

/**
 * Checks a run may still charge: the credit balance, and under a monthly budget what is left
 * of it (`budgetLeft` null = no budget). Never below zero.
 */
export function spendable(balance: number, budgetLeft: number | null): number {
  return Math.max(0, budgetLeft === null ? balance : Math.min(balance, budgetLeft));
}
