import { stripAccents } from '../normalise/text';
import { tokeniseCompanyName } from './company-tokens';
import { LEADING_FORM_FIRST_WORDS, legalFormSpan, withoutCjkLegalForm } from './legal-forms';
import { memoiseByString } from './memoise';

/**
 * The words that identify a company: the name folded (case, accents, punctuation, "&" → "and",
 * a web suffix of a domain-like name dropped: "Notion.so" → "notion"), its legal forms of any
 * jurisdiction removed at either end (see legal-forms.ts), a trailing "Group" / "Holding(s)" and
 * a leading "the" dropped. Never
 * empty for a name that has letters or digits: a name that is only a legal form keeps it.
 */
export function companyTokens(name: string | null | undefined): string[] {
  return name == null ? [] : tokensOf(name);
}

const tokensOf = memoiseByString((name: string): string[] => freshTokens(name));

/**
 * `companyTokens` without its memo (round 27): for names read once, such as the group data's 15,000 listed names when its
 * index is built, which would otherwise fill the memo that the profiles' names share (emptied at 50,000 entries).
 */
export function freshTokens(name: string): string[] {
  const tokens = tokeniseCompanyName(withoutCjkLegalForm(name.trim()));
  if (tokens.length > 1 && tokens[0]?.text === 'the') tokens.shift();
  const { lead, end } = legalFormSpan(tokens);
  const words = tokens.slice(lead, end).map((t) => t.text);
  while (words.length > 1 && GROUP_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  // Frozen (round 23): the array is shared by every caller of the memo, so a caller that changed it in place changed the
  // name's words for every later caller — and the group index that holds them (`groups.ts`).
  return Object.freeze(words) as string[];
}

/**
 * Round 32: the first of `freshTokens(name)` read without tokenising the name, or null when it cannot be (then only
 * `freshTokens` knows). A name whose first raw word is letters and digits (folded as `tokeniseCompanyName` folds a plain
 * word: accents stripped, lowercase) followed by a separator or the end, is neither "the" nor the first word of a leading
 * legal form, and has no CJK legal form at either end, keeps that word first: trailing legal forms and a trailing "Group"
 * only shorten the name from its end. The name's words may still be none at all (a name that is only a legal form): the
 * caller tokenises it before using it. The group index files its 37,000 names by this word and tokenises a name only
 * when its first word is asked for (`groups.ts`).
 */
export function plainFirstWord(name: string): string | null {
  const ascii = asciiFirstWord(name);
  if (ascii !== undefined) return ascii;
  const raw = PLAIN_FIRST.exec(name)?.[1];
  if (raw === undefined) return null;
  const word = stripAccents(raw).toLowerCase();
  if (!PLAIN.test(word) || word === 'the' || LEADING_FORM_FIRST_WORDS.has(word)) return null;
  if (NOT_ASCII.test(name) && withoutCjkLegalForm(name) !== name) return null;
  return word;
}

/**
 * Round 34 (speed36): `plainFirstWord` of a name written in ASCII alone, read by its character codes (the group index reads
 * its 37,000 names by it when a refresh first compares two employers). In ASCII, `PLAIN_FIRST`'s letters and digits are
 * A-Z, a-z and 0-9, its spaces \t-\r and the space, its separators those and , ; : ( ) [ ] { } " | -; `stripAccents` leaves
 * ASCII as it is and a CJK legal form needs other characters. Undefined for a name with any other character: the regular
 * expressions read it.
 */
function asciiFirstWord(name: string): string | null | undefined {
  const n = name.length;
  let i = 0;
  let c = 0;
  for (; i < n; i++) {
    c = name.charCodeAt(i);
    if (c >= 0x80) return undefined;
    if (!(c === 0x20 || (c >= 0x09 && c <= 0x0d))) break;
  }
  const start = i;
  for (; i < n; i++) {
    c = name.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) break;
  }
  const end = i;
  for (let k = end; k < n; k++) if (name.charCodeAt(k) >= 0x80) return undefined;
  if (end === start || (end < n && !ASCII_SEPARATOR[c])) return null;
  const word = name.slice(start, end).toLowerCase();
  return word === 'the' || LEADING_FORM_FIRST_WORDS.has(word) ? null : word;
}

/** The ASCII characters `PLAIN_FIRST` accepts after a word: spaces and , ; : ( ) [ ] { } " | -. */
const ASCII_SEPARATOR: readonly boolean[] = Array.from({ length: 128 }, (_, c) => /[\s,;:()[\]{}"|-]/u.test(String.fromCharCode(c)));

/** Letters and digits, then a separator of `tokeniseCompanyName`'s raw words, or the end. */
const PLAIN_FIRST = /^\s*([\p{L}\p{N}]+)(?=[\s,;:()[\]{}«»"“”„‚|–—-]|$)/u;
const PLAIN = /^[\p{L}\p{N}]+$/u;
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\x00-\x7f]/u;

/** Trailing words that name the group rather than the company ("ASML Holding N.V." ≡ "ASML"). */
const GROUP_WORDS = new Set(['group', 'holding', 'holdings']);

const keyOf = memoiseByString((name: string): string => tokensOf(name).join(''));

/**
 * The one normalised identity key of a company name: `companyTokens` joined without spaces, so
 * "Sales Force" ≡ "Salesforce", "Acme, Inc." ≡ "ACME Incorporated" ≡ "Acme Ltda." ≡ "acme".
 * Stored in `contacts.company_norm` and `accounts.name_norm`.
 */
export function companyKey(name: string | null | undefined): string {
  return name == null ? '' : keyOf(name);
}

/**
 * Lenient name match for CRM-vs-profile checks: equal keys, or one name's word sequence
 * contained in the other's ("Acme" ≈ "Acme Software Group", "Google" ≈ "Google LLC"). The
 * contained side must be at least 3 characters long ("AB" never matches "AB Testing Co").
 */
export function companyNamesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const ta = companyTokens(a);
  const tb = companyTokens(b);
  if (ta.length === 0 || tb.length === 0) return false;
  if (ta.join('') === tb.join('')) return true;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  const needle = short.join(' ');
  if (needle.replace(/ /g, '').length < 3) return false;
  return ` ${long.join(' ')} `.includes(` ${needle} `);
}
