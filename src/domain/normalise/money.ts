import { fail, ok, type Parsed } from './result';

/** ISO currency codes recognised (and ignored) before or after the amount. */
const CURRENCY_CODES = [
  'usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk',
  'jpy', 'cny', 'rmb', 'inr', 'sgd', 'hkd', 'ils', 'aed', 'brl', 'mxn', 'zar', 'krw',
];
const CODE_ALT = CURRENCY_CODES.join('|');
const LEADING_CODE_RE = new RegExp(String.raw`^(?:${CODE_ALT})\s*`, 'u');
const TRAILING_CODE_RE = new RegExp(String.raw`\s*(?:${CODE_ALT})$`, 'u');
const SYMBOL_RE = /(?:us|ca|au|nz|hk|s|r)?\$|[€£¥₹₩₪₽]/gu;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};
const AMOUNT_RE = new RegExp(
  String.raw`^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d+))?\s*(${Object.keys(SCALE).join('|')})?\+?$`,
  'u',
);

/** Rounds to cents. */
function toCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Parses a money amount to a number in major units (no currency conversion).
 *
 * Rule:
 * - `null`, `undefined`, blank → `null`.
 * - number: must be finite and ≥ 0.
 * - string (case-insensitive, trimmed): an optional currency symbol
 *   (`$ € £ ¥ ₹ ₩ ₪ ₽`, `US$`, `CA$`, …) or ISO code (USD, EUR, GBP, … before or
 *   after the amount) is ignored; the amount is digits with optional `,` or space
 *   thousands separators (groups of 3) and an optional `.` decimal part, followed
 *   by an optional scale: k/thousand (10^3), m/mm/mn/mio/million (10^6),
 *   b/bn/billion (10^9), t/tn/trillion (10^12), and an optional trailing `+`.
 *   "$12.5M" → 12500000, "€3.2B" → 3200000000, "$850K" → 850000,
 *   "1,234,567" → 1234567, "USD 4M" → 4000000, "4 million" → 4000000.
 *   Results are rounded to 2 decimals.
 * - a minus sign or accounting parentheses → error "must not be negative";
 *   anything else → error.
 */
export function parseMoney(v: string | number | null | undefined): Parsed<number | null> {
  if (v === null || v === undefined) return ok(null);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail('not a valid amount');
    return v < 0 ? fail('must not be negative') : ok(toCents(v));
  }
  let s = v.trim().toLowerCase().replace(/\s+/gu, ' ');
  if (s === '') return ok(null);
  if (/^[-−(]|^\D*[-−]\s*\d/u.test(s)) return fail('must not be negative');
  s = s.replace(LEADING_CODE_RE, '').replace(TRAILING_CODE_RE, '').replace(SYMBOL_RE, '').trim();
  const m = AMOUNT_RE.exec(s);
  if (m === null) return fail('not a valid amount (expected e.g. 12500000, $12.5M or 850K)');
  const [, intPart = '', fracPart, scale] = m;
  const base = Number(`${intPart.replace(/[, ]/gu, '')}${fracPart === undefined ? '' : `.${fracPart}`}`);
  const value = toCents(base * (scale === undefined ? 1 : (SCALE[scale] ?? 1)));
  return Number.isFinite(value) && value <= Number.MAX_SAFE_INTEGER ? ok(value) : fail('amount is too large');
}
