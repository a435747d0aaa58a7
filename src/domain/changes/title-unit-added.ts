import { memoiseByTwoStrings } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords } from '../normalise/text';
import { isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { namesPlace } from './title-country';
import { roleNounRanks } from './title-role-ranks';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';

/*
 * Round 40 (issue #21, pairs40e; the read sets' "Revenue Manager" → "Revenue Manager – Rooms & Distribution", "Trade Operations
 * Officer" → "… – Letters of Credit", "Operations Analyst" → "… / Payments team"): the department, desk or team written after a
 * title kept whole, behind a dash, a slash, a comma or a bar, restates the post when the lexicon reads the whole title as it
 * reads the title alone (one function, one seniority) and the words added name no role, no grade, no market and no place. A
 * rank, a second role, a segment ("– Enterprise") or a remit ("– EMEA", "– Nordics") added stays a change (round 33's
 * convention: a remit the other title lacks is a change).
 */

const SEPARATOR = /^\s*(?:[–—|/,]|-\s)\s*/u;

/** Grade and rank words a tail must not hold, in the languages that write them after a title ("– Senior", "/ Team Lead"). */
const RANK_WORDS: ReadonlySet<string> = new Set(
  'senior|sr|snr|junior|jr|lead|leader|head|chief|principal|trainee|intern|associate|assistant|deputy|acting|interim|ii|iii|iv|starszy|mlodszy|vanhempi|nuorempi|старший|молодший|kidemli|أول|בכיר|वरिष्ठ|sénior|sênior'
    .split('|')
    .map((w) => segmentWords(w).join(' ')),
);

function tailOf(short: string, long: string): string | null {
  if (!long.startsWith(short) || long.length <= short.length + 2) return null;
  const rest = long.slice(short.length);
  const sep = SEPARATOR.exec(rest);
  if (sep === null) return null;
  const tail = rest.slice(sep[0].length).trim();
  return tail === '' ? null : tail;
}

function unitAdded(short: string, long: string): boolean {
  const tail = tailOf(short.trim(), long.trim());
  if (tail === null) return false;
  const words = segmentWords(tail);
  if (words.length === 0 || words.length > 5) return false;
  if (words.some((w) => RANK_WORDS.has(w) || GRADE_WORDS.has(w) || MARKET_WORDS.has(w) || AREA_NAMES.has(w))) return false;
  if (namesPlace(tail) || roleNounRanks(tail) !== null) return false;
  if (!isKnownTitle(short)) return false;
  const x = classifyTitle(short);
  const y = classifyTitle(long);
  if (x.function === 'other' || x.function !== y.function || x.seniority !== y.seniority) return false;
  // The words added, read alone, name no other front-office, people, product or engineering function ("– Sales", ", CRM", "–
  // Revit Trainer" stay changes); a unit the lexicon reads as operations or finance ("– Rooms Division", "– Letters of Credit"),
  // or none, is a unit of the post.
  const t = classifyTitle(tail).function;
  return t === x.function || (t !== null && UNIT_FUNCTIONS.has(t));
}

/** The functions a unit's name is read as without naming another trade: a desk, a division, a product line of the business. */
const UNIT_FUNCTIONS: ReadonlySet<string> = new Set(['other', 'operations', 'finance']);

/** A unit, a desk or a team written after the title kept whole, on either side (asked at one entry). */
export const unitAfterKeptTitle = memoiseByTwoStrings((a: string, b: string): boolean => unitAdded(a, b) || unitAdded(b, a));

/*
 * Round 40 (w4o's "F&B Director" → "Director of Food & Beverage"): a trade's initials joined by an ampersand ("F&B", "R&D",
 * "M&A", "H&S", "P&L", "T&D") written out in the other title as two words joined by "&" or the language's "and", their initials
 * the same: the title is read again with the words in place of the initials, so the older rules judge the rest (word order,
 * a preposition) as they judge any title.
 */
const INITIALS = /(?<![\p{L}\p{N}])(\p{Lu})\s?&\s?(\p{Lu})(?![\p{L}\p{N}])/gu;
const AND = '(?:&|and|und|et|y|e|en|i|och|og|ve|és|și|a|ja)';

function writtenOut(short: string, long: string): string | null {
  let changed = false;
  const out = short.replace(INITIALS, (whole, x: string, y: string) => {
    const re = new RegExp(`(?<![\\p{L}])(${x}\\p{L}+)\\s+${AND}\\s+(${y}\\p{L}+)(?![\\p{L}])`, 'iu');
    const m = re.exec(long);
    if (m === null) return whole;
    changed = true;
    return `${m[1] ?? ''} & ${m[2] ?? ''}`;
  });
  return changed ? out : null;
}

/** Initials joined by "&" on one side written out on the other: the pair read again with the words in place (`same` is `sameRole` at the entry). */
export function initialsWrittenOut(a: string, b: string, same: (x: string, y: string) => boolean): boolean {
  if (!a.includes('&') && !b.includes('&')) return false;
  const ea = writtenOut(a, b);
  if (ea !== null && same(ea, b)) return true;
  const eb = writtenOut(b, a);
  return eb !== null && same(a, eb);
}
