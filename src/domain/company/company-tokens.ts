import { stripAccents } from '../normalise/text';

/** One word of a company name: its folded text and where it sits in the name as written. */
export interface CompanyToken {
  text: string;
  start: number;
  end: number;
}

/**
 * Web suffixes read as part of a domain-like name ("Notion.so", "Salesforce.com", "Kaspi.kz",
 * "Mercadolibre.com.ar"): a generic or two-letter top-level domain after at least two letters
 * ("E.ON" keeps its dot).
 */
const WEB_SUFFIX =
  /^(.*?[\p{L}\p{N}]{2})\.(?:(?:com|co|net|org|gov|ac)\.[a-z]{2}|com|net|org|io|ai|app|dev|tech|cloud|xyz|global|online|store|shop|digital|agency|[a-z]{2})$/iu;

/** Printable ASCII only: `stripAccents` (NFKD, marks and a few letters folded) would return it unchanged. */
const PRINTABLE_ASCII = /^[ -~]*$/u;

/** Runs of characters between separators (white space, commas, brackets, quotes, dashes). */
const RAW_WORD = /[^\s,;:()[\]{}«»"“”„‚|–—-]+/gu;

/**
 * Folds one raw word: accents stripped, lowercase, a web suffix dropped, "&" / "+" read as
 * "and", dots, slashes and apostrophes removed inside the word ("S.A." → "sa", "A/S" → "as",
 * "McDonald's" → "mcdonalds"), any other symbol splits it.
 */
function foldWord(raw: string): string[] {
  // Round 25 (engine cost): a word with no dot has no web suffix, and printable ASCII has no accent to strip (NFKD leaves it
  // as it is) — the two checks skip the suffix regex and the normalisation for most words of most names.
  const domain = raw.includes('.') ? WEB_SUFFIX.exec(raw) : null;
  const base = domain?.[1] ?? raw;
  const word = (PRINTABLE_ASCII.test(base) ? base : stripAccents(base)).toLowerCase();
  if (word === '&' || word === '+') return ['and'];
  return word
    .replace(/[&+]/gu, ' and ')
    .replace(/[./'‘’`´]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The words of a company name as written, folded for identity matching, with their offsets. */
export function tokeniseCompanyName(name: string): CompanyToken[] {
  const tokens: CompanyToken[] = [];
  for (const m of name.matchAll(RAW_WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    for (const text of foldWord(m[0])) tokens.push({ text, start, end });
  }
  return tokens;
}
