import { fail, ok, type Parsed } from './result';
import { isPlaceholder } from './text';

/** ISO currency codes recognised (and ignored) before or after the amount. */
const CURRENCY_CODES = [
  'usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk',
  'jpy', 'cny', 'rmb', 'inr', 'sgd', 'hkd', 'ils', 'aed', 'brl', 'mxn', 'zar', 'krw',
];
const CODE_RE = new RegExp(String.raw`(?<![a-z])(?:${CURRENCY_CODES.join('|')})(?![a-z])`, 'gu');
/** `$` with an optional country prefix (US$, A$, AU$, C$, CA$, NZ$, HK$, S$, R$, MX$) and other symbols. */
const SYMBOL_RE = /(?:us|au|a|ca|c|nz|hk|s|r|mx)?\$|[€£¥₹₩₪₽]/gu;
/** Words that say what the amount is, not how much: "$12.5M ARR", "about €3M per year". */
const NOISE_RE = /(?<![a-z])(?:arr|mrr|revenue|annual(?:ly)?|per (?:year|annum)|a year|p\.a\.|\/\s*(?:yr|year)|approx\.?|approximately|about|est\.?|estimated)(?![a-z])|~/gu;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  'mio.': 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  billion: 1e9,
  billions: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};
const SCALE_ALT = Object.keys(SCALE)
  .sort((a, b) => b.length - a.length)
  .map((k) => k.replace('.', String.raw`\.`))
  .join('|');
const NUM = String.raw`\d[\d., ]*?\d|\d`;
const AMOUNT_RE = new RegExp(
  String.raw`^(${NUM})\s*(${SCALE_ALT})?\+?(?:\s*(?:-|–|—|to)\s*(${NUM})\s*(${SCALE_ALT})?\+?)?$`,
  'u',
);

/** Rounds to cents. */
function toCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Reads the digits of an amount: "1,234,567.89" and "1 234 567" (comma or space thousands, dot
 * decimals); "1.234.567" and "1.234,56" (dot thousands, comma decimals); "12.5"; and, only when a
 * scale follows, a comma decimal with one or two digits ("12,5 M" is 12.5 million, while "1,23"
 * alone stays ambiguous and is refused).
 */
function readNumber(t: string, scaled: boolean): number | null {
  if (/^\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?$/u.test(t)) return Number(t.replace(/[, ]/gu, ''));
  if (/^\d{1,3}(?:[. ]\d{3})+,\d+$/u.test(t) || /^\d{1,3}(?:\.\d{3}){2,}$/u.test(t)) {
    return Number(t.replace(/[. ]/gu, '').replace(',', '.'));
  }
  if (/^\d+(?:\.\d+)?$/u.test(t)) return Number(t);
  if (scaled && /^\d+,\d{1,2}$/u.test(t)) return Number(t.replace(',', '.'));
  return null;
}

/**
 * Parses a money amount to a number in major units. The currency is recognised and dropped, never
 * converted: "A$5M" and "€5M" are both 5000000.
 *
 * Rule:
 * - `null`, `undefined`, blank → `null`.
 * - number: must be finite and ≥ 0.
 * - string (case-insensitive, trimmed): currency symbols (`$ € £ ¥ ₹ ₩ ₪ ₽`, `US$`, `A$`, `AU$`,
 *   `C$`, `CA$`, `NZ$`, `HK$`, `S$`, `R$`, `MX$`) and ISO codes (USD, EUR, GBP, …) anywhere are
 *   ignored, and so are words that qualify the amount (ARR, MRR, revenue, annual, per year, approx,
 *   about, est., `~`). The amount is digits in one of the grouping styles of {@link readNumber},
 *   followed by an optional scale: k/thousand (10^3), m/mm/mn/mio/million (10^6),
 *   b/bn/mrd/billion (10^9), t/tn/trillion (10^12), and an optional trailing `+`.
 *   A range ("$10M - $50M", "1-2M", "10 to 50 million") keeps its lower bound; a lower bound
 *   without its own scale takes the upper bound's ("$1-2M" → 1000000).
 *   "$12.5M ARR" → 12500000, "12,5 M€" → 12500000, "€3.2B" → 3200000000, "$850K" → 850000,
 *   "1,234,567" → 1234567, "USD 4M" → 4000000. Results are rounded to 2 decimals.
 * - a minus sign or accounting parentheses → error "must not be negative"; a placeholder such as
 *   "N/A" or "-" → error "a placeholder, not an amount"; anything else → error.
 */
export function parseMoney(v: string | number | null | undefined): Parsed<number | null> {
  if (v === null || v === undefined) return ok(null);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail('not a valid amount');
    return v < 0 ? fail('must not be negative') : ok(toCents(v));
  }
  let s = v.trim().toLowerCase().replace(/\s+/gu, ' ');
  if (s === '') return ok(null);
  if (isPlaceholder(s)) return fail('a placeholder, not an amount');
  if (/^[-−(]|^\D*[-−]\s*\d/u.test(s)) return fail('must not be negative');
  s = s.replace(NOISE_RE, ' ').replace(CODE_RE, ' ').replace(SYMBOL_RE, ' ').replace(/\s+/gu, ' ').trim();
  const m = AMOUNT_RE.exec(s);
  if (m === null) return fail('not a valid amount (expected e.g. 12500000, $12.5M or 850K)');
  const [, lowText = '', lowScale, highText, highScale] = m;
  const scale = lowScale ?? (highText === undefined ? undefined : highScale);
  const base = readNumber(lowText.trim(), scale !== undefined);
  if (base === null) return fail('not a valid amount (expected e.g. 12500000, $12.5M or 850K)');
  if (highText !== undefined && readNumber(highText.trim(), highScale !== undefined) === null) {
    return fail('not a valid amount range (expected e.g. $10M - $50M)');
  }
  const value = toCents(base * (scale === undefined ? 1 : (SCALE[scale] ?? 1)));
  return Number.isFinite(value) && value <= Number.MAX_SAFE_INTEGER ? ok(value) : fail('amount is too large');
}
