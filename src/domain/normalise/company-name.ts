import { foldForMatching } from './text';

/** Legal-form suffixes dropped from the end of a company name (after folding). */
export const LEGAL_SUFFIXES: ReadonlySet<string> = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'plc',
  'pty',
  'pte',
  'srl',
  'oy',
  'oyj',
  'ab',
  'as',
  'aps',
  'kk',
  'llp',
  'lp',
]);

/**
 * Folds a company name for identity matching ("Acme, Inc.", "ACME Inc" and
 * "acme" all → "acme").
 *
 * Rule:
 * 1. Strip accents, lowercase, `&` → "and", delete apostrophes and dots
 *    ("S.A." → "sa", "McDonald's" → "mcdonalds"), other punctuation → space,
 *    collapse spaces.
 * 2. Drop a leading "the".
 * 3. Repeatedly drop a trailing legal suffix (see {@link LEGAL_SUFFIXES}; e.g.
 *    "Co., Ltd." drops both), and an "and" left dangling before a dropped suffix
 *    ("Smith & Co" → "smith").
 * Steps 2 and 3 never remove the last remaining word ("The Co" → "co").
 */
export function normaliseCompanyName(name: string): string {
  const words = foldForMatching(name)
    .split(' ')
    .filter((w) => w !== '');
  if (words.length > 1 && words[0] === 'the') words.shift();
  let dropped = false;
  while (words.length > 1) {
    const last = words[words.length - 1] ?? '';
    if (LEGAL_SUFFIXES.has(last) || (dropped && last === 'and')) {
      words.pop();
      dropped = true;
    } else break;
  }
  return words.join(' ');
}
