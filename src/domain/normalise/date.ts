import { fail, ok, type Parsed } from './result';

const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YM_RE = /^(\d{4})-(\d{2})$/;
const ISO_DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function ymd(year: number, month: number, day: number): Parsed<string | null> {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return fail('not a real calendar date');
  }
  const pad = (n: number, w: number): string => String(n).padStart(w, '0');
  return ok(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

/**
 * Parses a date to `YYYY-MM-DD`.
 *
 * Rule: `null`, `undefined`, blank → `null`. Accepted (after trimming):
 * - `YYYY-MM-DD`;
 * - `YYYY-MM` → the first of that month (`2024-03` → `2024-03-01`);
 * - ISO 8601 date-time (`2024-03-05T10:00:00Z`, `…+02:00`, space instead of `T`):
 *   the calendar date as written, with no time-zone conversion;
 * - US `MM/DD/YYYY` (also `M/D/YYYY`).
 * The date must exist in the calendar (no 2023-02-29). Anything else → error.
 */
export function parseDate(v: string | null | undefined): Parsed<string | null> {
  if (v === null || v === undefined) return ok(null);
  const s = v.trim();
  if (s === '') return ok(null);
  const full = YMD_RE.exec(s) ?? ISO_DATETIME_RE.exec(s);
  if (full !== null) return ymd(Number(full[1]), Number(full[2]), Number(full[3]));
  const month = YM_RE.exec(s);
  if (month !== null) return ymd(Number(month[1]), Number(month[2]), 1);
  const us = US_RE.exec(s);
  if (us !== null) return ymd(Number(us[3]), Number(us[1]), Number(us[2]));
  return fail('not a valid date (expected YYYY-MM-DD, YYYY-MM, ISO date-time or MM/DD/YYYY)');
}
