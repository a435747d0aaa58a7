import { foldForMatching } from '../normalise/text';

/**
 * Whole-word phrase matching shared by titles, industries and keywords.
 *
 * Rule: both sides are folded (accents stripped, lowercase, `&` read as "and", dots and
 * apostrophes dropped so "V.P." is "vp", every other run of punctuation or spaces is one
 * space). A phrase matches when its words appear consecutively, as whole words, in the
 * text: "director" matches "Director of Sales", "intern" does not match "International".
 */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const folded = foldForMatching(text);
  return folded === '' ? [] : folded.split(' ');
}

export function containsPhrase(textWords: readonly string[], phrase: string): boolean {
  const needle = wordsOf(phrase);
  if (needle.length === 0 || needle.length > textWords.length) return false;
  for (let i = 0; i + needle.length <= textWords.length; i++) {
    if (needle.every((w, j) => textWords[i + j] === w)) return true;
  }
  return false;
}

/** The first phrase of `phrases` found in `text`, or null. */
export function firstPhraseIn(text: string | null | undefined, phrases: readonly string[]): string | null {
  const words = wordsOf(text);
  return phrases.find((p) => containsPhrase(words, p)) ?? null;
}

/**
 * A name pattern: `*` stands for any run of characters and `?` for one; everything else
 * is literal, case-insensitive, and the pattern must cover the whole name. Regular
 * expressions are not accepted (a user pattern must never be able to stall a batch).
 */
export function globMatches(pattern: string, text: string): boolean {
  const p = [...pattern.trim().toLowerCase()];
  const t = [...text.trim().toLowerCase()];
  // Classic wildcard matching: O(|p|·|t|) at worst, backtracking only to the last `*`.
  let pi = 0;
  let ti = 0;
  let star = -1;
  let mark = 0;
  while (ti < t.length) {
    if (pi < p.length && (p[pi] === '?' || p[pi] === t[ti])) {
      pi++;
      ti++;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi++;
      mark = ti;
    } else if (star >= 0) {
      pi = star + 1;
      ti = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi++;
  return pi === p.length;
}

export function formatList(values: readonly string[]): string {
  return values.join(', ');
}
