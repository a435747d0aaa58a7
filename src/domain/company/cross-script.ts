import anyAscii from 'any-ascii';

import { memoiseByString } from './memoise';

/**
 * A company name written in another script than the Latin one of its group's other entities:
 * "삼성전자" ↔ "Samsung Electronics Vietnam", "Сбербанк" ↔ "Sberbank Europe AG", "지멘스" ↔ "Siemens",
 * "מיקרוסופט" ↔ "Microsoft", "한국마이크로소프트" ↔ "Microsoft". Transliteration is the `any-ascii`
 * package's (every script: Cyrillic, Greek, Hebrew, Arabic, Devanagari, Hangul, Kana, Han), not a table
 * of ours. Brands are not romanised by one system and a Latin brand is written in another script by its
 * sound (Siemens is said "Zeemens": 지멘스 reads "jimenseu"; Hebrew and Arabic write vowels with the
 * letters v/w/y or not at all; Korean and Japanese have no f, v or l/r distinction), so two readings
 * match on their **phonetic consonant skeleton**: consonants folded into classes of sounds that the
 * scripts confuse (b p f v · k g c q · t d · s z j sh ch · l r · m · n; h, w and y read as vowels),
 * repeats collapsed, at four consonants or more. Words of scripts written without spaces are read
 * from every syllable on, so a country glued before the brand ("한국" + "마이크로소프트", "日本" +
 * "マイクロソフト") does not hide it; a Hebrew one-letter prefix (ה, ב, ל, מ, ש, ו, כ) is read both ways.
 */

/** A letter of another script than Latin. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

export function writtenInOtherScript(text: string): boolean {
  return OTHER_SCRIPT.test(text);
}

/** Characters that are one syllable each (Hangul, Han): a brand may start at any of them. */
const SYLLABIC = /[\p{Script=Hangul}\p{Script=Han}]/u;
const HEBREW_PREFIX = /^[הבלמשוכ](?=\p{Script=Hebrew}{3})/u;

/** The units a word is read from: each Hangul/Han syllable alone, runs of other letters whole. */
function unitsOf(word: string): string[] {
  const units: string[] = [];
  let run = '';
  for (const ch of word) {
    if (SYLLABIC.test(ch)) {
      if (run !== '') units.push(run);
      units.push(ch);
      run = '';
    } else run += ch;
  }
  if (run !== '') units.push(run);
  return units;
}

/**
 * The Latin readings of one word of another script: the transliteration of every run of its units
 * that starts at a unit (삼성전자 → "samseongjeonja", "seongjeonja", … and their leading parts "sam",
 * "samseong", …), and the same without a Hebrew one-letter prefix.
 */
const readingsOf = memoiseByString((word: string): string => {
  const words = HEBREW_PREFIX.test(word) ? [word, word.slice(1)] : [word];
  const out = new Set<string>();
  for (const w of words) {
    const units = unitsOf(w).map((u) => anyAscii(u).toLowerCase().replace(/[^a-z0-9]/gu, ''));
    for (let start = 0; start < units.length; start++) {
      let reading = '';
      for (let end = start; end < units.length; end++) {
        reading += units[end] ?? '';
        if (reading !== '') out.add(reading);
      }
    }
  }
  return [...out].join(' ');
});

export function latinReadings(word: string): string[] {
  const r = readingsOf(word);
  return r === '' ? [] : r.split(' ');
}

function skeletons(word: string): [string, string] {
  const letters = word.toLowerCase().replace(/[^a-z]/gu, '');
  return [letters.replace(/[aeiou]/gu, ''), letters.replace(/[aeiouy]/gu, '')];
}

const SOUND_CLASS: Readonly<Record<string, string>> = {
  b: 'p', p: 'p', f: 'p', v: 'p', k: 'k', g: 'k', c: 'k', q: 'k', t: 't', d: 't', s: 's', z: 's', j: 's', x: 's', l: 'r', r: 'r', m: 'm', n: 'n',
};

/**
 * The phonetic consonant skeleton of a reading (see the module comment): "siemens" → "smns", "jimenseu"
 * → "smns", "microsoft" → "mkrspt", "maikeurosopeuteu" → "mkrspt". `vowelV` reads "v" as a vowel letter
 * (Hebrew vav: "mykrvsvft" → "mkrspt").
 */
export const phoneticSkeleton = (reading: string, vowelV = false): string => {
  const folded = reading
    .toLowerCase()
    .replace(/[^a-z]/gu, '')
    .replace(/sch|sh|ch|tsch|ts|tz/gu, 's')
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/kh|ck/gu, 'k')
    .replace(/c(?=[eiy])/gu, 's');
  let out = '';
  for (const ch of vowelV ? folded.replace(/v/gu, '') : folded) {
    const cls = SOUND_CLASS[ch];
    if (cls !== undefined && !out.endsWith(cls)) out += cls;
  }
  return out;
};

/** A Latin brand word and a word of another script that reads as it (see above). */
export function readsAs(latinWord: string, otherWord: string): boolean {
  const [a1, a2] = skeletons(latinWord);
  const sound = phoneticSkeleton(latinWord);
  return latinReadings(otherWord).some((r) => {
    if (r === latinWord) return true;
    const [b1, b2] = skeletons(r);
    if ((a1.length >= 4 && a1 === b1) || (a2.length >= 4 && a2 === b2)) return true;
    return sound.length >= 4 && (sound === phoneticSkeleton(r) || sound === phoneticSkeleton(r, true));
  });
}
