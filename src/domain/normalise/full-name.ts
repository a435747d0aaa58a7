import { collapseWhitespace, stripEmoji } from './text';

/** Honorifics removed from the start of a name (compared lowercase, dots ignored). */
const HONORIFICS = new Set(['dr', 'mr', 'ms', 'mrs', 'mx', 'miss', 'prof', 'sir', 'dame', 'rev', 'hon', 'mme', 'mlle', 'herr', 'frau']);

/**
 * Generational suffixes and post-nominal credentials removed from the end of a name, with or
 * without a comma (compared lowercase, dots ignored, so "Ph.D." and "M.D." too).
 */
const SUFFIXES = new Set([
  'jr', 'sr', 'ii', 'iii', 'iv',
  'phd', 'dphil', 'edd', 'mba', 'emba', 'msc', 'bsc', 'mph', 'jd', 'llm', 'esq',
  'md', 'dds', 'dmd', 'dvm', 'rn', 'bsn', 'msn', 'fnp', 'aprn', 'facs', 'frcs', 'mrcp',
  'cpa', 'acca', 'cfa', 'caia', 'frm', 'cfp', 'pmp', 'csm', 'ceng', 'peng',
]);

/**
 * Credentials that are also surnames or words ("Jack Ma", "Anh Do"): removed only as a comma
 * part ("Jane Doe, MA").
 */
const COMMA_ONLY_SUFFIXES = new Set(['ma', 'ms', 'ba', 'bs', 'do', 'pa', 'pe', 'np']);

/** Surname particles that attach to the following word(s) of the last name. */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'del',
  'della',
  'der',
  'den',
  'di',
  'du',
  'dos',
  'la',
  'le',
  'ter',
  'ten',
]);

function bare(token: string): string {
  return token.toLowerCase().replace(/\./gu, '');
}

/** "Dr.", "mrs", "Prof": a form of address, not a name. */
export function isHonorific(token: string): boolean {
  return HONORIFICS.has(bare(token));
}

function tokens(s: string): string[] {
  return collapseWhitespace(s)
    .split(' ')
    .filter((t) => t !== '');
}

/** Drops honorifics from the start, keeping at least one token. */
function dropHonorifics(ts: string[]): string[] {
  const out = [...ts];
  while (out.length > 1 && HONORIFICS.has(bare(out[0] ?? ''))) out.shift();
  return out;
}

/** Drops suffixes from the end, keeping at least one token. */
function dropSuffixes(ts: string[]): string[] {
  const out = [...ts];
  while (out.length > 1 && SUFFIXES.has(bare(out[out.length - 1] ?? ''))) out.pop();
  return out;
}

function isSuffixPart(part: string): boolean {
  const ts = tokens(part);
  return ts.length > 0 && ts.every((t) => SUFFIXES.has(bare(t)) || COMMA_ONLY_SUFFIXES.has(bare(t)));
}

const PLAIN_NAME_RE = /^[\p{L}\p{M} .-]*$/u;

const PRONOUN = String.raw`(?:she|her|hers|he|him|his|they|them|theirs|xe|xem|ze|zir|any)`;
const PRONOUNS_RE = new RegExp(String.raw`(?<![\p{L}])${PRONOUN}(?:\s*/\s*${PRONOUN})+(?![\p{L}])`, 'giu');

/**
 * Removes what profiles and CRMs put in a name field besides the name: emoji, anything in
 * brackets ("(she/her)", "(Jim)", "[PMP]"), quoted nicknames ('Jane "JJ" Doe'), bare pronoun
 * pairs ("she/her"), hashtags ("#OpenToWork") and a tagline after " | " or " • ".
 */
export function cleanNameText(s: string): string {
  // Most names are only letters, spaces, dots and hyphens: nothing to remove.
  if (PLAIN_NAME_RE.test(s)) return collapseWhitespace(s).replace(/^[\s-]+|[\s-]+$/gu, '');
  const text = stripEmoji(s)
    .split(/\s[|•·]\s|\s[|•·]$|^[|•·]\s/u)[0]!
    .replace(/[([{][^)\]}]*[)\]}]/gu, ' ')
    .replace(/(^|\s)["“”«»][^"“”«»]*["“”«»](?=\s|$)/gu, ' ')
    .replace(/(^|\s)['‘][^'‘’]*['’](?=\s|$)/gu, ' ')
    .replace(PRONOUNS_RE, ' ')
    .replace(/(^|\s)#\S+/gu, ' ');
  return collapseWhitespace(text).replace(/^[,;:\s-]+|[,;:\s-]+$/gu, '');
}

/**
 * Cleans a first name given on its own: {@link cleanNameText}, then a leading honorific
 * ("Dr. Jane" → "Jane") is dropped. Case is kept.
 */
export function cleanFirstName(s: string): string {
  return dropHonorifics(tokens(cleanNameText(s))).join(' ');
}

/**
 * Cleans a last name given on its own: {@link cleanNameText}, then comma parts that are only
 * credentials and trailing suffixes ("Smith, MD", "Doe PhD", "Smith Jr.") are dropped. Case is kept.
 */
export function cleanLastName(s: string): string {
  const parts = cleanNameText(s)
    .split(',')
    .map((p) => p.trim())
    .filter((p, i) => p !== '' && (i === 0 || !isSuffixPart(p)));
  return dropSuffixes(tokens(parts.join(' '))).join(' ');
}

/**
 * Splits a full name into first and last name.
 *
 * Rule:
 * 1. The text is cleaned with {@link cleanNameText} (emoji, bracketed parts such as
 *    "(she/her)", quoted nicknames, pronouns, hashtags, taglines after " | " go);
 *    blank → `{ first_name: '', last_name: '' }`.
 * 2. Comma parts consisting only of suffixes or credentials (", Jr.", ", PhD, MBA",
 *    ", MD", ", RN, BSN") are dropped. If exactly two comma parts remain, the form is
 *    "Last, First".
 * 3. Honorifics (Dr, Mr, Ms, Mrs, Mx, Miss, Prof, Sir, Dame, Rev, Hon, Mme, Mlle, Herr,
 *    Frau; with or without dot) are removed from the start and suffixes (Jr, Sr, II, III,
 *    IV and credentials such as PhD, MBA, MD, RN, CPA, CFA, PMP; dots ignored, so "Ph.D."
 *    too) from the end, never removing the last remaining word. Credentials that are also
 *    surnames (MA, MS, BA, BS, DO, PA, PE, NP) are removed only as a comma part.
 * 4. One word → first name only, last name `''`.
 * 5. Otherwise the last name is the final word plus the run of particles
 *    (van, von, de, da, del, della, der, den, di, du, dos, la, le, ter, ten; any case)
 *    directly before it, excluding the first word; everything before is the first
 *    name (middle names stay in the first name): "Ludwig van Beethoven" →
 *    Ludwig / van Beethoven, "Maria de la Cruz" → Maria / de la Cruz,
 *    "Mary Ann Smith" → Mary Ann / Smith.
 *
 * Case is preserved as given.
 */
export function splitFullName(full: string): { first_name: string; last_name: string } {
  const parts = cleanNameText(full)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const kept = parts.filter((p, i) => i === 0 || !isSuffixPart(p));

  if (kept.length === 0) return { first_name: '', last_name: '' };

  if (kept.length === 2) {
    const last = dropSuffixes(dropHonorifics(tokens(kept[0] ?? '')));
    const first = dropSuffixes(dropHonorifics(tokens(kept[1] ?? '')));
    return { first_name: first.join(' '), last_name: last.join(' ') };
  }

  const ts = dropSuffixes(dropHonorifics(tokens(kept.join(' '))));
  if (ts.length <= 1) return { first_name: ts[0] ?? '', last_name: '' };

  let lastStart = ts.length - 1;
  while (lastStart - 1 >= 1 && PARTICLES.has((ts[lastStart - 1] ?? '').toLowerCase())) lastStart -= 1;
  return { first_name: ts.slice(0, lastStart).join(' '), last_name: ts.slice(lastStart).join(' ') };
}
