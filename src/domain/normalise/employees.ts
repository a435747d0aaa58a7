import { fail, ok, type Parsed } from './result';
import { isPlaceholder } from './text';

/** Thousands grouped by `,`, by `.` ("10.000+", European style) or by a space ("10 000"). */
const WHOLE = String.raw`\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?![\d.]|\s*[km])|\d{1,3}(?: \d{3})+|\d+`;
const NUMBER = String.raw`(${WHOLE})(?:\.(\d+))?\s*(k|m)?`;
const EMPLOYEES_RE = new RegExp(String.raw`^${NUMBER}\s*(?:\+|(?:-|–|—|to)\s*(?:${WHOLE})(?:\.\d+)?\s*(?:k|m)?\s*\+?)?$`, 'u');
const NOISE_RE = /\b(?:employees?|people|persons?|staff|headcount|fte)\b/gu;
const MULTIPLIER: Record<string, number> = { k: 1_000, m: 1_000_000 };
/** The stored column is a PostgreSQL `integer`. */
export const MAX_EMPLOYEES = 2_147_483_647;

/**
 * Parses an employee count; ranges keep their lower bound.
 *
 * Rule:
 * - `null`, `undefined`, blank → `null`.
 * - number: must be a non-negative integer no larger than MAX_EMPLOYEES (the column is int4).
 * - string (case-insensitive, trimmed; the words employee(s), people, person(s),
 *   staff, headcount, fte are ignored): an integer with optional `,` thousands
 *   or `.` ("10.000+", not before k/m) or space thousands separators and an optional `k` (×1 000) or `m` (×1 000 000) suffix (decimals
 *   only with a suffix: "1.5k" → 1500), optionally followed by `+` or by a range
 *   upper bound (`-`, `–`, `—` or `to`).
 *   "1001-5000" → 1001, "10,001+" → 10001, "5000+" → 5000, "1k" → 1000,
 *   "51 - 200 employees" → 51, "10.000+" → 10000.
 * - a placeholder ("N/A", "-", "unknown") → error "a placeholder, not a count"; a
 *   leading minus → error "must not be negative"; anything else (decimals without
 *   suffix, words, "self-employed") → error.
 */
export function parseEmployees(v: string | number | null | undefined): Parsed<number | null> {
  if (v === null || v === undefined) return ok(null);
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v) || v < 0) return fail('must be a non-negative whole number of employees');
    return v <= MAX_EMPLOYEES ? ok(v) : fail('employee count is too large');
  }
  if (isPlaceholder(v)) return fail('a placeholder, not a count');
  const s = v.toLowerCase().replace(NOISE_RE, ' ').replace(/\s+/gu, ' ').trim();
  if (s === '') return v.trim() === '' ? ok(null) : fail('not a valid employee count');
  if (/^[-−]\s*\d/u.test(s)) return fail('must not be negative');
  const m = EMPLOYEES_RE.exec(s);
  if (m === null) return fail('not a valid employee count (expected e.g. 250, 1001-5000, 10,001+ or 1k)');
  const [, intPart = '', fracPart, suffix] = m;
  if (fracPart !== undefined && suffix === undefined) return fail('must be a whole number of employees');
  const base = Number(`${intPart.replace(/[,. ]/gu, '')}${fracPart === undefined ? '' : `.${fracPart}`}`);
  const value = Math.round(base * (suffix === undefined ? 1 : (MULTIPLIER[suffix] ?? 1)));
  return value <= MAX_EMPLOYEES ? ok(value) : fail('employee count is too large');
}
