import { AREA_NAMES } from '../company/regions';
import { segmentWords } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';

/**
 * Round 28 (issue #21, w4b's "CMO" → "Chief Medical Officer, Calgary Zone"): a short form written out and, in the same edit, the
 * unit, place or zone it is held in named after a comma. Each half alone was read (the short form written out by the
 * abbreviation table, a city or a named unit after a title by rounds 16-23), but not the two at once, and a zone, a hospital or
 * a health district in capitals is none of the unit words round 23 listed. The written-out title is the short title's own
 * (asked of `sameRole` by the caller); the part after the comma names no rank, grade, function, market or area, in at most five
 * words. "GM" → "General Manager, Sales", "VP Sales" → "Vice President of Sales, EMEA", "CNO" → "Deputy Chief Nursing Officer, …"
 * stay changes.
 */
export function writtenOutWithPlace(short: string, long: string): string | null {
  // A short form in capitals, small letters between allowed ("DoN", "HoD": round 27's shape).
  const caps = short.match(/(?<![\p{L}])(?:\p{Lu}\p{Ll}?){1,5}\p{Lu}(?![\p{L}])/gu);
  if (caps === null || caps.some((c) => long.includes(c))) return null;
  const comma = long.lastIndexOf(', ');
  if (comma <= 0 || short.includes(',')) return null;
  const head = long.slice(0, comma);
  const tail = long.slice(comma + 2);
  if (head.length <= short.length) return null;
  const words = segmentWords(tail);
  if (words.length === 0 || words.length > 5) return null;
  if (words.some((w) => GRADE_WORDS.has(w) || MARKET_WORDS.has(w) || AREA_NAMES.has(w))) return null;
  const read = classifyTitle(tail);
  return (read.seniority === null || read.seniority === 'ic') && (read.function === null || read.function === 'other') ? head : null;
}
