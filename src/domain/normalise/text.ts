/**
 * Small text helpers shared by the normalisers.
 */

/** Letters that NFKD does not decompose into base letter + combining mark. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** Trims and collapses every run of whitespace to one space. */
export function collapseWhitespace(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

/** Removes diacritics: "Müller" → "Muller", "Ørsted" → "Orsted", "Straße" → "Strasse". */
export function stripAccents(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßøØæÆœŒłŁđĐþÞı]/gu, (c) => EXTRA_FOLDS[c] ?? c);
}

/**
 * Folds free text for identity matching.
 *
 * Rule: strip accents, lowercase, `&` → ` and `, delete apostrophes and dots
 * ("O'Brien" → "obrien", "A.B.C." → "abc"), every other run of non letter/digit
 * characters → one space, trim.
 */
export function foldForMatching(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/&/gu, ' and ')
    .replace(/['’‘`´.]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Optional free-text field: trims and collapses whitespace; `null`, `undefined`
 * and blank strings become `null`.
 */
export function cleanText(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = collapseWhitespace(v);
  return s === '' ? null : s;
}

/** Title-cases each word: "new york" → "New York". */
export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** "N/A", "n.a.", "-", "—", "?", "none", "null", "unknown", "tbd", "not available": a value that says "unknown". */
export function isPlaceholder(s: string): boolean {
  return /^(?:n\.?\s?\/?\s?a\.?|-+|[—–]|\?+|none|null|nil|unknown|tbd|not available|not applicable)$/iu.test(s.trim());
}
