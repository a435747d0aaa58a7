import anyAscii from 'any-ascii';

import { memoiseByString } from './memoise';

/**
 * A company name written in another script than the Latin one of its group's other entities:
 * "삼성전자" ↔ "Samsung Electronics Vietnam", "Сбербанк" ↔ "Sberbank Europe AG", "현대자동차" ↔
 * "Hyundai Motor India". Transliteration is the `any-ascii` package's (every script: Cyrillic,
 * Greek, Hebrew, Arabic, Devanagari, Hangul, Kana, Han), not a table of ours; brands are not
 * romanised by one system (삼성 reads "samseong", the brand writes "Samsung"), so two readings
 * match on their consonant skeleton too ("smsng"), at four consonants or more, with "y" read as a
 * vowel or not ("Kiivstar" ≡ "Kyivstar", "Hyeondae" ≡ "Hyundai").
 */

/** A letter of another script than Latin. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

export function writtenInOtherScript(text: string): boolean {
  return OTHER_SCRIPT.test(text);
}

/**
 * The Latin readings of one word of another script: the whole transliteration, and the readings of
 * its leading syllables for scripts written without spaces (any-ascii capitalises each Hangul and
 * Han syllable: 삼성전자 → "SamSeongJeonJa" → "sam", "samseong", …).
 */
const readingsOf = memoiseByString((word: string): string => {
  const latin = anyAscii(word);
  const syllables = latin.match(/[A-Z]?[^A-Z]*/gu)?.filter((s) => s !== '') ?? [latin];
  const out: string[] = [];
  let prefix = '';
  for (const s of syllables) {
    prefix += s.toLowerCase().replace(/[^a-z0-9]/gu, '');
    if (prefix !== '') out.push(prefix);
  }
  return out.join(' ');
});

export function latinReadings(word: string): string[] {
  const r = readingsOf(word);
  return r === '' ? [] : r.split(' ');
}

function skeletons(word: string): [string, string] {
  const letters = word.toLowerCase().replace(/[^a-z]/gu, '');
  return [letters.replace(/[aeiou]/gu, ''), letters.replace(/[aeiouy]/gu, '')];
}

/** A Latin brand word and a word of another script that reads as it (see above). */
export function readsAs(latinWord: string, otherWord: string): boolean {
  const [a1, a2] = skeletons(latinWord);
  return latinReadings(otherWord).some((r) => {
    if (r === latinWord) return true;
    const [b1, b2] = skeletons(r);
    return (a1.length >= 4 && a1 === b1) || (a2.length >= 4 && a2 === b2);
  });
}
