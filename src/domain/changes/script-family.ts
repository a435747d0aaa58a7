import anyAscii from 'any-ascii';

import { companyTokens } from '../company/company-key';
import { phoneticSkeleton, writtenInOtherScript } from '../company/cross-script';
import { latinNameGiven } from '../company/families';
import { splitLegalForm } from '../company/legal-forms';
import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { isInstitution } from '../titles/education';

/**
 * A group's entity written in another script, read at a hand-off (the caller checks the old main job
 * ended the month the new entry started or the month before): the Latin name's brand — its first
 * word once legal forms are dropped — is how a word of the other name sounds once folded to Latin
 * by `any-ascii` (issue #21, round 8: "ミシュランタイヤ株式会社" is Michelin, "ファイザー" Pfizer,
 * "Μπάγερ Ελλάς" Bayer, "सैमसंग इंडिया" Samsung). The scripts write a Latin brand by its sound, so
 * the comparison is on the phonetic consonant skeleton (`cross-script.ts`), with three folds that
 * every transcription makes:
 *
 * - an r after a vowel and before no vowel is not written (Japanese and Korean lengthen the vowel:
 *   Pfizer → ファイザー "faizaa");
 * - m and n are one nasal (a Devanagari anusvara, a Japanese ン);
 * - a Japanese small tsu only doubles the next consonant (アップル "appuru");
 * - a brand of four consonants or more may lose one to a simpler cluster (Nestlé → ネスレ "nesure").
 *
 * A word of a syllabic script (Kana, Hangul, Han) is read from its start to any syllable, since the
 * brand is glued to what the entity is ("ミシュラン" + "タイヤ"); any word of an alphabetic script
 * is read whole. A match also needs both readings to start alike (a vowel, or the same consonant
 * class) with a shared first vowel when both write one, and a short brand (two consonants) a reading
 * about as long as the brand: "Sony" is not "サンリオ".
 */
export function sameGroupAcrossScripts(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return acrossScripts(a, b);
}

const acrossScripts = memoiseByTwoStrings((a: string, b: string): boolean => {
  const aOther = writtenInOtherScript(a);
  if (aOther === writtenInOtherScript(b)) return false;
  // A place of study and a company that read alike are two organisations ("신한은행" ↔ "Shinhan University").
  if (isInstitution(a) !== isInstitution(b)) return false;
  // A name that gives its own Latin name in brackets is read by it ("오리온 (Orion Corp.)" is not "Orion Oyj"): round 13.
  if (latinNameGiven(aOther ? a : b)) return false;
  return aOther ? brandIn(b, a) : brandIn(a, b);
});

function brandIn(latinName: string, otherName: string): boolean {
  const brand = companyTokens(latinName)[0];
  if (brand === undefined || !/^[a-z]{3,}$/u.test(brand)) return false;
  const keys = brandKeys(brand);
  if (keys.length === 0) return false;
  return readingsOf(splitLegalForm(otherName).base).some((r) => keys.some((k) => agrees(brand, k, r)));
}

const brandKeys = (brand: string): string[] =>
  [...new Set([nasal(phoneticSkeleton(brand)), nasal(phoneticSkeleton(brand.replace(/([aeiouy])r(?![aeiouy])/gu, '$1')))])].filter((k) => k.length >= 2);

/** m and n read as one nasal, repeats collapsed (an anusvara, a Japanese ン). */
export function nasal(skeleton: string): string {
  return skeleton.replace(/m/gu, 'n').replace(/n+/gu, 'n');
}

function agrees(brand: string, key: string, reading: string): boolean {
  const sounds = [nasal(phoneticSkeleton(reading)), nasal(phoneticSkeleton(reading, true))];
  if (!sounds.some((sound) => sound === key || clusterSimplified(key, sound))) return false;
  if (key.length === 2 && reading.length > brand.length + 3) return false;
  if (startOf(brand) !== startOf(reading)) return false;
  const va = firstVowels(brand);
  const vb = firstVowels(reading);
  return va === null || vb === null || [...va].some((v) => vb.has(v));
}

/** A brand of four consonants or more written with one of them left out of a cluster (Nestlé → ネスレ "nesure"). */
function clusterSimplified(key: string, sound: string): boolean {
  return key.length >= 4 && oneDropped(key, sound);
}

/** `sound` is `key` with one consonant left out. */
export function oneDropped(key: string, sound: string): boolean {
  if (sound.length !== key.length - 1) return false;
  for (let i = 0; i < key.length; i++) if (key.slice(0, i) + key.slice(i + 1) === sound) return true;
  return false;
}

const VOWELISH = /^[aeiouyh]/u;

function startOf(word: string): string {
  return VOWELISH.test(word) ? 'v' : phoneticSkeleton(word.slice(0, 2)).slice(0, 1);
}

const VOWEL_CLASS: Readonly<Record<string, string>> = { a: 'a', e: 'e', i: 'e', o: 'o', u: 'o' };

function firstVowels(word: string): Set<string> | null {
  const m = /^[^aeiou]{0,2}?([aeiou]+)/u.exec(word);
  return m === null ? null : new Set([...(m[1] ?? '')].map((v) => VOWEL_CLASS[v] ?? v));
}

const SYLLABIC = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u;
const SMALL_TSU = /[ッっ]/gu;

/** Latin readings of the words of a name in another script (see above), joined for the memo. */
const readingsOf = (name: string): string[] => readingsMemo(name).split(' ').filter((r) => r !== '');

const readingsMemo = memoiseByString((name: string): string => {
  const out = new Set<string>();
  for (const word of name.split(/[^\p{L}\p{M}\p{N}ー]+/u)) {
    if (word === '') continue;
    if (!SYLLABIC.test(word)) {
      out.add(latin(word));
      continue;
    }
    let prefix = '';
    for (const unit of word.replace(SMALL_TSU, '')) {
      prefix += latin(unit);
      out.add(prefix);
    }
  }
  return [...out].join(' ');
});

/** any-ascii's reading, lower case, letters only; Greek μπ / ντ at a word's start are b / d and γ before e, i is y. */
function latin(word: string): string {
  let r = anyAscii(word).toLowerCase();
  if (/\p{Script=Greek}/u.test(word)) r = r.replace(/^mp/u, 'b').replace(/^nt/u, 'd').replace(/g(?=[eiy])/gu, 'y');
  return r.replace(/^['`]/u, 'h').replace(/[^a-z]/gu, '');
}
