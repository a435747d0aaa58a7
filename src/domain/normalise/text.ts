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

/** A character other than printable ASCII, tab or line break. */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/u;

/** Trims and collapses every run of whitespace to one space. */
export function collapseWhitespace(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A title segment's words: accents stripped, lower case, split at every run of what is not a letter or a digit. */
export function segmentWords(segment: string): string[] {
  return stripAccents(segment).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
}

/**
 * Removes diacritics: "Müller" → "Muller", "Ørsted" → "Orsted", "Straße" → "Strasse". Plain ASCII has none to remove
 * (NFKD leaves it as it is) and is returned as given: most titles and names are (round 25).
 */
export function stripAccents(s: string): string {
  if (!NOT_PLAIN_ASCII.test(s)) return s;
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

/**
 * Pictographs and their joiners: emoji (incl. ZWJ sequences and skin tones), flags (regional
 * indicators), keycaps, variation selectors, dingbats such as ✨ ✅ ★ ☎.
 */
const EMOJI_RE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** Removes emoji and pictographs and collapses the whitespace left behind: "Jane 🚀 Doe" → "Jane Doe". */
export function stripEmoji(s: string): string {
  return collapseWhitespace(s.replace(EMOJI_RE, ' '));
}

/** True when the text contains an emoji or pictograph. */
export function hasEmoji(s: string): boolean {
  return new RegExp(EMOJI_RE.source, 'u').test(s);
}
