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

/** Runs of characters between separators (white space, commas, brackets, quotes, dashes). */
const RAW_WORD = /[^\s,;:()[\]{}«»"“”„‚|–—-]+/gu;

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Folds one raw word: accents stripped, lowercase, a web suffix dropped, "&" / "+" read as
 * "and", dots, slashes and apostrophes removed inside the word ("S.A." → "sa", "A/S" → "as",
 * "McDonald's" → "mcdonalds"), any other symbol splits it.
 */
function foldWord(raw: string): string[] {
  const domain = raw.includes('.') ? WEB_SUFFIX.exec(raw) : null;
  const word = stripAccents(domain?.[1] ?? raw).toLowerCase();
  // Letters and digits only (most words): nothing to replace or split (round 25).
  if (PLAIN_WORD.test(word)) return [word];
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
  // One regular expression read from the start of each name (`matchAll` would copy it per name: round 25).
  RAW_WORD.lastIndex = 0;
  for (let m = RAW_WORD.exec(name); m !== null; m = RAW_WORD.exec(name)) {
    const start = m.index;
    const end = start + m[0].length;
    for (const text of foldWord(m[0])) tokens.push({ text, start, end });
  }
  return tokens;
}
