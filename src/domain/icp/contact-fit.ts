import { normaliseDate } from '../changes';
import { classifyTitle } from '../titles';
import { type Check, summarise } from './fit-summary';
import type { ContactIcpRules, FitResult } from './rules';
import { firstPhraseIn, formatList } from './text-match';

/** What is known about the person's new role. */
export interface PersonFacts {
  /** The title after the change. */
  title: string | null;
  /** started_on of the position the person held before the change (YYYY, YYYY-MM or YYYY-MM-DD). */
  previous_started_on: string | null;
  /** When the previous role ended: the new position's started_on, else the detection date. */
  changed_on: string | null;
}

const SENIORITY_LABEL: Record<string, string> = { c_level: 'C-level', vp: 'VP', director: 'Director', manager: 'Manager', ic: 'IC' };

/**
 * Whole months from `start` to `end` (dates as YYYY, YYYY-MM or YYYY-MM-DD; a missing
 * month or day counts as the first). A month is counted once its day of month is reached:
 * 2022-03-15 → 2023-03-14 is 11 months, → 2023-03-15 is 12. Null when either date is
 * missing or unreadable, or the end comes before the start.
 */
export function tenureMonths(start: string | null, end: string | null): number | null {
  const s = normaliseDate(start);
  const e = normaliseDate(end);
  if (!s || !e) return null;
  const [sy, sm, sd] = s.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = e.split('-').map(Number) as [number, number, number];
  const months = (ey - sy) * 12 + (em - sm) - (ed < sd ? 1 : 0);
  return months < 0 ? null : months;
}

function titleOf(facts: PersonFacts): string | null {
  const t = facts.title?.trim();
  return t ? t : null;
}

/**
 * Scores the person's new role against the contact rules.
 * - `title.include` / `title.exclude`: each pattern is a phrase of whole words; it
 *   matches when those words appear consecutively in the title, case-insensitively,
 *   after punctuation is normalised ("Director" matches "Director of Sales" and
 *   "Sales-Director"; "Intern" does not match "International Sales Manager").
 *   Include needs one pattern to match; exclude hits when one matches.
 * - `seniority` / `functions`: from `classifyTitle(title)`.
 * - `min_tenure_months`: whole months spent in the previous role (its started_on to the
 *   new role's started_on, or the detection date when that is missing).
 * A criterion whose fact is unknown (no title, missing dates) is `unknown` and counts as
 * a miss (contact rules have no unknown_policy); an exclusion only hits on evidence.
 */
export function evaluateContactFit(facts: PersonFacts, rules: ContactIcpRules): FitResult {
  const title = titleOf(facts);
  const classified = classifyTitle(title);
  const checks: Check[] = [];
  const unknown = (criterion: string, expected: string, miss: string, exclusion = false): Check => ({
    criterion, expected, actual: 'unknown', result: 'unknown', exclusion, fitsText: null, missText: miss,
  });

  const include = rules.title?.include ?? [];
  if (include.length) {
    const expected = `any of ${formatList(include)}`;
    const found = title ? firstPhraseIn(title, include) : null;
    checks.push(
      title
        ? { criterion: 'title.include', expected, actual: title, result: found ? 'match' : 'miss', exclusion: false,
            fitsText: title, missText: `title ${title} (wanted ${formatList(include)})` }
        : unknown('title.include', expected, 'title unknown'),
    );
  }
  const exclude = rules.title?.exclude ?? [];
  if (exclude.length) {
    const expected = `none of ${formatList(exclude)}`;
    const found = title ? firstPhraseIn(title, exclude) : null;
    checks.push(
      title
        ? { criterion: 'title.exclude', expected, actual: title, result: found ? 'miss' : 'match', exclusion: true,
            fitsText: null, missText: `title ${title} matches ${found}` }
        : unknown('title.exclude', expected, 'title unknown', true),
    );
  }
  if (rules.seniority?.length) {
    const expected = `any of ${formatList(rules.seniority)}`;
    const s = classified.seniority;
    checks.push(
      s
        ? { criterion: 'seniority', expected, actual: s, result: rules.seniority.includes(s) ? 'match' : 'miss', exclusion: false,
            fitsText: SENIORITY_LABEL[s] ?? s, missText: `seniority ${s} (wanted ${formatList(rules.seniority)})` }
        : unknown('seniority', expected, 'seniority unknown'),
    );
  }
  if (rules.functions?.length) {
    const expected = `any of ${formatList(rules.functions)}`;
    const f = classified.function;
    checks.push(
      f
        ? { criterion: 'functions', expected, actual: f, result: rules.functions.includes(f) ? 'match' : 'miss', exclusion: false,
            fitsText: f, missText: `function ${f} (wanted ${formatList(rules.functions)})` }
        : unknown('functions', expected, 'function unknown'),
    );
  }
  if (rules.min_tenure_months !== undefined) {
    const min = rules.min_tenure_months;
    const expected = `at least ${min} months in the previous role`;
    const months = tenureMonths(facts.previous_started_on, facts.changed_on);
    checks.push(
      months === null
        ? unknown('min_tenure_months', expected, 'tenure unknown')
        : { criterion: 'min_tenure_months', expected, actual: `${months} months`, result: months >= min ? 'match' : 'miss',
            exclusion: false, fitsText: `${months} months in previous role`, missText: `tenure ${months} months (min ${min})` },
    );
  }
  return summarise(checks, 'fail');
}
