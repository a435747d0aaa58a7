import type { Criterion, CriterionResult, FitResult, UnknownPolicy } from './rules';

/** One evaluated criterion plus the words the one-line summary uses for it. */
export interface Check extends Criterion {
  /** Exclusions pass unless they hit on evidence; `match` means "not excluded". */
  exclusion: boolean;
  /** Summary words when it matched ("1,200 employees"); omitted from "Fits:" when null. */
  fitsText: string | null;
  /** Summary words when it failed ("employees 12 (min 50)", "domain acme.com"). */
  missText: string;
}

export function passes(check: Check, policy: UnknownPolicy): boolean {
  if (check.result === 'match') return true;
  if (check.result === 'miss') return false;
  return check.exclusion || policy === 'pass';
}

/**
 * `fit` is true when every criterion passes (an unknown counts per `policy`; an
 * exclusion only fails on evidence). The summary is one line: "Fits: Software, 1,200
 * employees, US", "Excluded: domain acme.com", "Misses: employees 12 (min 50); industry Retail
 * (wanted Software)" (sections joined by ". ").
 */
export function summarise(checks: Check[], policy: UnknownPolicy): FitResult {
  const criteria = checks.map(({ criterion, expected, actual, result }) => ({ criterion, expected, actual, result }));
  if (checks.length === 0) return { fit: true, summary: 'Fits: no rules set', criteria };
  const failed = checks.filter((c) => !passes(c, policy));
  if (failed.length === 0) {
    const shown = checks.filter((c) => c.result === 'match' && c.fitsText).map((c) => c.fitsText);
    const unknown = checks.filter((c) => c.result === 'unknown' && !c.exclusion).map((c) => c.criterion);
    const head = shown.length ? `Fits: ${shown.join(', ')}` : 'Fits: no rule excludes it';
    return { fit: true, summary: unknown.length ? `${head} (unknown: ${unknown.join(', ')})` : head, criteria };
  }
  const parts: string[] = [];
  const hits = failed.filter((c) => c.exclusion).map((c) => c.missText);
  const misses = failed.filter((c) => !c.exclusion).map((c) => c.missText);
  if (hits.length) parts.push(`Excluded: ${hits.join(', ')}`);
  if (misses.length) parts.push(`Misses: ${misses.join('; ')}`);
  return { fit: false, summary: parts.join('. '), criteria };
}

export function combine(results: CriterionResult[]): CriterionResult {
  if (results.includes('match')) return 'match';
  if (results.includes('unknown')) return 'unknown';
  return 'miss';
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatInt(n: number): string {
  return int.format(n);
}

/** 12500000 → "12.5M", 350000 → "350K", 2000000000 → "2B". */
export function formatMoney(n: number): string {
  const abs = Math.abs(n);
  const [div, suffix] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const v = Math.round((n / div) * 10) / 10;
  return `${String(v)}${suffix}`;
}

/** "50–5,000", "at least 50", "at most 500". */
export function formatRange(range: { min?: number | undefined; max?: number | undefined }, fmt: (n: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${fmt(range.min)}–${fmt(range.max)}`;
  if (range.min !== undefined) return `at least ${fmt(range.min)}`;
  if (range.max !== undefined) return `at most ${fmt(range.max)}`;
  return 'any';
}

/** "(min 50)", "(max 500)" or "(50–500)": the bound a value fell outside of. */
export function rangeBound(
  value: number,
  range: { min?: number | undefined; max?: number | undefined },
  fmt: (n: number) => string,
): string {
  if (range.min !== undefined && range.max !== undefined) return `(${fmt(range.min)}–${fmt(range.max)})`;
  if (range.min !== undefined && value < range.min) return `(min ${fmt(range.min)})`;
  return `(max ${fmt(range.max ?? value)})`;
}

export function inRange(value: number, range: { min?: number | undefined; max?: number | undefined }): boolean {
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}
