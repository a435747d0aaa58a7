import anyAscii from 'any-ascii';

import { phoneticSkeleton, writtenInOtherScript } from '../company/cross-script';
import { memoiseByTwoStrings } from '../company/memoise';
import { nasal, oneDropped } from './script-family';

/**
 * The same title written in another script by its sound — English loanwords written in Devanagari,
 * Cyrillic, Greek, Kana or Hangul and written back in Latin letters ("डिपो मैनेजर" ≡ "Depot Manager",
 * "सेल्स एग्जीक्यूटिव" ≡ "Sales Executive"): an edit that changes no role (issue #21, round 8). Word by
 * word, in order and as many on each side, the Latin word's phonetic consonant skeleton
 * (`company/cross-script.ts`) equals the other word's `any-ascii` reading's, with m / n read as one
 * nasal and one consonant of a word of three or more allowed to be dropped ("depot": the t is not
 * said). The Latin word is also read as said: "-tion" as "shon", a g before e / i / y as j ("manager"),
 * x as ks ("executive"). "स्टोर कीपर" is not "Store Manager".
 */
export function sameTitleAcrossScripts(a: string, b: string): boolean {
  const aOther = writtenInOtherScript(a);
  if (aOther === writtenInOtherScript(b)) return false;
  return aOther ? acrossScripts(b, a) : acrossScripts(a, b);
}

const acrossScripts = memoiseByTwoStrings((latin: string, other: string): boolean => {
  const lw = wordsOf(latin);
  const ow = wordsOf(other);
  if (lw.length === 0 || lw.some((w) => !/^\p{Script=Latin}+$/u.test(w))) return false;
  if (lw.length === ow.length && lw.every((w, i) => soundsAlike(w.toLowerCase(), ow[i] ?? ''))) return true;
  // Round 32 (w4f's "シニアコンサルタント", w4g-like "アートディレクター / Art Director"): Kana and Hangul write a loanword title
  // with no space or with other spaces than English ("アートディレクター", "프로젝트매니저"); read as one word against the English
  // words run together, two words or more.
  return lw.length >= 2 && UNSPACED_KANA_HANGUL.test(other) && soundsAlike(lw.join('').toLowerCase(), ow.join(''));
});

/** Kana or Hangul, whose loanwords are written with or without spaces between their English words. */
const UNSPACED_KANA_HANGUL = /^[\p{Script=Katakana}\p{Script=Hangul}\u30fc\u30fb\s]+$/u;

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{M}]+/u).filter((w) => w !== '');
}

function soundsAlike(latin: string, other: string): boolean {
  const said = latin.replace(/tion/gu, 'shon').replace(/g(?=[eiy])/gu, 'j').replace(/x/gu, 'ks');
  // Round 32: Kana and Hangul do not write an r after a vowel before no vowel ("art" アート, "director" 디렉터), as
  // `script-family.ts` reads brands.
  const unsaid = said.replace(/([aeiouy])r(?![aeiouy])/gu, '$1');
  const keys = [...new Set([latin, said, unsaid].map((w) => nasal(phoneticSkeleton(w))))].filter((k) => k.length >= 2);
  const reading = anyAscii(other).toLowerCase();
  const sounds = [nasal(phoneticSkeleton(reading)), nasal(phoneticSkeleton(reading, true))];
  return keys.some((k) => sounds.some((s) => s === k || (k.length >= 3 && oneDropped(k, s))));
}
