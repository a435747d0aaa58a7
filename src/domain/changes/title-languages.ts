import { AREA_NAMES } from '../company/regions';
import { stripAccents } from '../normalise/text';
import { LEXICON } from '../titles/lexicon';
import { english } from './title-word-forms';

/*
 * Which language a title is written in, as the translation rule (`title-equivalence.ts`) asks it: two English titles, or two
 * titles of one non-Latin script, are no translation of each other (rounds 16 and 21).
 */

/** Every word English: a common word, an area, or a word of an English lexicon term (see ENGLISH_TERM_WORDS). */
export function allEnglish(words: readonly string[]): boolean {
  return english(words.filter((w) => !AREA_NAMES.has(w) && !ENGLISH_TERM_WORDS.has(w)));
}

/**
 * Round 21 (w3u's "Accounts Executive" → "Internal Auditor – Hotels Division"): a word of an English lexicon term is English
 * though the common-word list lacks it and another language spells it alike ("auditor", "recruiter"): two titles whose
 * words are all English so are two English titles, no translation of each other (`translation`).
 */
const ENGLISH_TERM_WORDS: ReadonlySet<string> = new Set(
  LEXICON.filter((e) => e.lang === 'en').flatMap((e) => stripAccents(e.term).toLowerCase().split(' ').filter((w) => /^\p{Ll}+$/u.test(w))),
);

/** Non-Latin scripts: Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Hangul, Japanese kana, CJK. */
const SCRIPTS = [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Hebrew}/u, /\p{Script=Arabic}/u, /\p{Script=Devanagari}/u, /\p{Script=Thai}/u, /\p{Script=Hangul}/u, /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u];

/**
 * Both titles written in the same non-Latin script and neither in Latin letters — or Latin only in upper-case short forms
 * written inside the script (round 21, w3u's "経理部 連結決算グループ" → "財務・IR部 IRグループ": "IR" is a word of the Japanese title).
 */
export function sameScript(a: string, b: string): boolean {
  if (/\p{Script=Latin}/u.test(withoutInlineShortForms(a)) || /\p{Script=Latin}/u.test(withoutInlineShortForms(b))) return false;
  return SCRIPTS.some((re) => re.test(a) && re.test(b));
}

/** The title without upper-case Latin short forms run into non-Latin letters ("IR部", "HR担当"). */
function withoutInlineShortForms(title: string): string {
  return title.replace(/(?<=^|[^\p{Script=Latin}\s]|\s)\p{Lu}{2,4}(?=[^\p{Script=Latin}\s\p{P}])/gu, '');
}
