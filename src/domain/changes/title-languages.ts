import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { segmentWords, stripAccents } from '../normalise/text';
import { titleTermLanguages } from '../titles/classify';
import { LEXICON } from '../titles/lexicon';
import { english } from './title-word-forms';

/*
 * Which language a title is written in, as the translation rule (`title-equivalence.ts`) asks it: two English titles, or two
 * titles of one non-Latin script, are no translation of each other (rounds 16 and 21).
 */

/** Every word English: a common word, an area, or a word of an English lexicon term (see ENGLISH_TERM_WORDS). */
export function allEnglish(words: readonly string[]): boolean {
  return english(words.filter((w) => !AREA_NAMES.has(w) && !ENGLISH_TERM_WORDS.has(w) && !englishAgentNoun(w)));
}

/**
 * Round 32 (w4f's "Chuyên viên tuyển dụng" → "HR Business Partner", and "Recruiter" → "HR Business Partner" read as one role):
 * an English agent noun made of a common English verb ("recruit" → "recruiter", "train" → "trainer") is English though the
 * common-word list lacks it.
 */
function englishAgentNoun(word: string): boolean {
  return word.length >= 7 && /(?:er|or)$/u.test(word) && isCommonEnglishWord(word.slice(0, -2));
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

/**
 * Round 22 (issue #21): a whole title translated between two languages neither of them English ("Jefe de Compras" →
 * "Responsabile Acquisti", "Kierownik Sprzedaży" → "Vedoucí prodeje", "Verkäuferin" → "Verkoopster"). Round 16 asked one side
 * English, so that two titles of one other language ("Lähihoitaja" → "Sairaanhoitaja") stay two roles; here the lexicon says
 * which languages each title's terms are of, and two titles whose terms share no language other than English are two
 * languages. A title with no term of another language says nothing; a title all of English words is English whatever
 * the tags say ("Specialist" is also a Romanian term: "Satın Alma Uzmanı" → "Logistics Specialist" stays a change), and a
 * word of one written inside a compound of the other is one language ("Sjuksköterska" → "Specialistsjuksköterska").
 */
export function twoOtherLanguages(a: string, b: string): boolean {
  const wa = segmentWords(a);
  const wb = segmentWords(b);
  if (allEnglish(wa) || allEnglish(wb) || wordInside(wa, wb) || wordInside(wb, wa)) return false;
  const la = termLanguages(a);
  const lb = termLanguages(b);
  return la.length > 0 && lb.length > 0 && !la.some((l) => lb.includes(l));
}

/** The languages other than English of the lexicon terms a title holds (the classifier's matcher). */
function termLanguages(title: string): readonly string[] {
  return titleTermLanguages(title).filter((l) => l !== 'en');
}

/** A word of four letters or more of `x` written inside a word of `y`. */
function wordInside(x: readonly string[], y: readonly string[]): boolean {
  return x.some((w) => w.length >= 4 && y.some((v) => v !== w && v.includes(w)));
}
