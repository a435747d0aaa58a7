import { collapseWhitespace, isPlaceholder, stripEmoji } from '../normalise/text';
import { splitLegalForm } from './legal-forms';

/**
 * Brands written in capitals that the casing rule would otherwise soften ("Ikea"): kept as written
 * when the whole name is in capitals.
 */
const CAPITALISED_BRANDS = new Set([
  'ABB', 'ASML', 'AXA', 'BASF', 'BBVA', 'BMW', 'BNP', 'DHL', 'HSBC', 'IBM', 'IKEA', 'KPMG', 'LVMH', 'NASA',
  'NTT', 'NVIDIA', 'SAP', 'UBS', 'UPS', 'USAA', 'AWS', 'BCG', 'EY', 'PWC', 'CVS', 'ING', 'AMD', 'HP', 'GE',
]);

/** Joining words kept in lower case inside a re-cased name ("Bank of America"). */
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'de', 'del', 'la', 'le', 'du', 'des', 'da', 'di', 'van', 'von', 'und', 'y', 'et']);

/** A one-word name written as its web address: "Notion.so", "Salesforce.com". */
const DOMAIN_SUFFIX = /^([\p{L}\p{N}-]{2,})\.(?:com|io|so|ai|co|net|org|app|dev|tech|us|de|fr|uk)$/iu;

const VOWELS = /[aeiouäöüéèêáàíóúåæø]/giu;

/** "IBM", "3M", "AT&T", "KPMG": capitals that read as an acronym, not a shouted word. */
function isAcronym(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (CAPITALISED_BRANDS.has(letters.toUpperCase())) return true;
  if (letters.length <= 3) return true;
  const vowels = letters.match(VOWELS)?.length ?? 0;
  // "ASML": one vowel and three consonants in a row cannot be read as a word.
  return vowels === 0 || (vowels === 1 && /[^aeiouy]{3}/iu.test(letters));
}

/** "GLOBEX" / "globex" → "Globex", "COCA-COLA" → "Coca-Cola". */
function capitalise(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’./])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** Re-cases a name written all in capitals or all in lower case; mixed case ("HubSpot", "eBay") is kept. */
function sensibleCase(name: string): string {
  const hasUpper = name !== name.toLowerCase();
  const hasLower = name !== name.toUpperCase();
  if (hasUpper && hasLower) return name;
  const words = name.split(' ');
  const single = words.length === 1;
  return words
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      if (hasUpper && (single ? isAcronym(word) : CAPITALISED_BRANDS.has(word.replace(/[^\p{L}]/gu, '')) || isShortAcronym(word))) {
        return word;
      }
      return capitalise(word);
    })
    .join(' ');
}

/** Inside a longer name only a word without vowels ("HR", "KPMG", "3M") stays in capitals. */
function isShortAcronym(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && (letters.match(VOWELS)?.length ?? 0) === 0;
}

/** What follows the name on a profile: "Acme | We're hiring", "Acme (acquired by Globex)". */
function withoutTagline(name: string): string {
  const first = name.split(/\s[|•·]\s|\s[-–—]\s/u)[0] ?? name;
  return first.replace(/\s*[([][^)\]]*\b(?:formerly|acquired|hiring|ex|now|part of)\b[^)\]]*[)\]]/giu, '');
}

/**
 * The company name as a careful person would write it in an email, or null when nothing usable is
 * left.
 *
 * Rule: emoji and a tagline after " | ", " • " or " - " go, and so do asides such as "(formerly
 * X)" or "(hiring!)"; a one-word name written as a web address loses the suffix ("Notion.so" →
 * "Notion", "Salesforce.com, inc." → "Salesforce"); the legal form is dropped (`splitLegalForm`: "Acme Ltda." → "Acme", "Grupo
 * Bimbo, S.A.B. de C.V." → "Grupo Bimbo", "株式会社ソニー" → "ソニー"), except "Company" after a
 * name beginning with "The" ("The Coca-Cola Company"). A name written all in capitals or all in
 * lower case is re-cased word by word ("ACME CORP" → "Acme", "globex inc." → "Globex", "BANK OF
 * AMERICA" → "Bank of America"), keeping acronyms: a one-word name of up to three letters or with
 * too few vowels to be a word ("IBM", "SAP", "3M", "AT&T", "KPMG"), a word without vowels inside a
 * longer name, and a short list of brands written in capitals ("IKEA", "BBVA"). Mixed-case names
 * ("HubSpot", "eBay", "McKinsey") are kept as written. Placeholders ("N/A", "-") give null.
 */
export function companyDisplayName(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  const cleaned = collapseWhitespace(withoutTagline(stripEmoji(name)));
  if (cleaned === '' || isPlaceholder(cleaned) || !/[\p{L}\p{N}]/u.test(cleaned)) return null;
  const { base, legalForm } = splitLegalForm(cleaned);
  const keepCompany = legalForm !== null && /^the\s/iu.test(base) && /^(?:company|co\.?)$/iu.test(legalForm);
  const shown = (keepCompany ? cleaned : base).replace(/[\s,;:]+$/u, '').replace(DOMAIN_SUFFIX, '$1');
  return sensibleCase(shown);
}
