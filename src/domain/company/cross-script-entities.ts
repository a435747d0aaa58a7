import anyAscii from 'any-ascii';

import { arabicLetters } from './arabic-letters';
import { companyTokens, freshTokens } from './company-key';
import { COUNTRY_NAMES } from './country-names';
import { phoneticSkeleton } from './cross-script';

/**
 * A group's national entity named in another script with a short brand glued to a country, legal or
 * generic word ("구글코리아", "ソニーマーケティング", "Хенкель Україна", "Λιντλ Ελλάς", "אינטל ישראל",
 * "अमेज़न इंडिया", "ДХЛ Інтернешнл Юкрейн"). The round-6 skeleton match (`cross-script.ts`) needs four
 * consonants, which short brands (Sony, Lidl, DHL, Teva, Intel, Google) never have. Here a shorter match is
 * accepted only when **every other part** of the name, inside the compound and beside it, is one of the
 * words below: so a name that adds any other word (another brand, a common word such as "לאומי", "대한")
 * is not read as the group.
 */
const ENTITY_WORDS_SOURCE = [
  // countries and regions as national entities write them
  '日本', 'ジャパン', 'ニッポン', '한국', '코리아', '재팬', '중국', '中国', '中國', '台湾', '香港', 'ישראל', 'Україна', 'Украина',
  'Юкрейн', 'Юкрейн', 'Россия', 'Рус', 'Казахстан', 'Беларусь', 'Ελλάς', 'Ελλάδος', 'Ελλάδα', 'Κύπρου', 'इंडिया', 'भारत',
  'مصر', 'السعودية', 'الإمارات', 'الخليج', 'الشرق الأوسط', 'Türkiye',
  // kinds of entity and legal words left by the legal-form filter
  'マーケティング', 'インターナショナル', 'グループ', 'ホールディングス', 'サービス', 'テクノロジー', '인터내셔널', '그룹', '홀딩스',
  '서비스', '테크놀로지', '마케팅', 'Інтернешнл', 'Интернешнл', 'Груп', 'Групп', 'Сервіс', 'Сервис', 'Μονοπρόσωπη', 'ΣΙΑ', 'ΟΕ',
  'ΑΕ', 'ΕΠΕ', 'and', 'תעשיות', 'תעשייה', 'פרמצבטיות', 'מרכז', 'פיתוח', 'בע', 'מ', 'שירותים', 'טכנולוגיות', 'इंटरनेशनल',
  'सर्विसेज', 'प्राइवेट', 'लिमिटेड', 'انترناشيونال', 'للخدمات', 'للتجارة', 'القابضة',
];

/**
 * Round 33: and every country's and region's name of one word in another script than the Latin one (`country-names.ts`:
 * "المغرب", "Ελλάδα"), read when a name is first compared, not at import.
 */
function entityWords(): ReadonlySet<string> {
  if (entityWordSet !== null) return entityWordSet;
  const countries = Object.values(COUNTRY_NAMES).flatMap((names) => names.split('|').filter((n) => OTHER_SCRIPT.test(n)));
  entityWordSet = new Set([
    ...ENTITY_WORDS_SOURCE.flatMap((w) => freshTokens(w)),
    ...countries.map((n) => freshTokens(n)).flatMap((words) => (words.length === 1 ? words : [])),
  ]);
  return entityWordSet;
}

let entityWordSet: ReadonlySet<string> | null = null;
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

/** Letters written one per syllable (Hangul, Han, Kana): a brand may start or end at any of them. */
const SYLLABLE = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\u30fc]/u;

function unitsOf(token: string): string[] {
  if (!SYLLABLE.test(token)) return [token];
  return [...token];
}

/**
 * Readings of a word of another script: its transliteration, with "kh" read as "h" (Cyrillic Х writes
 * a Latin h: Хенкель, ДХЛ) and Greek "nt" / "mp" read as d / b (Λιντλ is Lidl).
 */
function readingsOf(word: string): string[] {
  // An alef or ayin written first ("'" in the transliteration) carries a vowel: read it as a silent "h".
  // Round 33: a Persian or Egyptian "چ" / "گ" writes the "g" of a Latin brand as Arabic "ج" does ("اورانچ" is Orange).
  const r = anyAscii(arabicLetters(word)).toLowerCase().replace(/^['`]/u, 'h').replace(/[^a-z]/gu, '');
  // Arabic jim is a "g" in Egypt and in borrowed names ("جوجل" Google, "جنرال" General).
  // Round 33: a first waw after a silent alif is the vowel o / u that starts the brand ("أورنج", "اورانج": Orange; "أوبر": Uber).
  const g = ARABIC.test(word) ? [r.replace(/j/gu, 'g')].flatMap((x) => [x, x.replace(/^h?w(?=[^aeiou])/u, 'u')]) : [];
  return [...new Set([r, r.replace(/kh/gu, 'h'), r.replace(/nt/gu, 'd').replace(/mp/gu, 'b'), ...g])].filter((x) => x !== '');
}

const VOWELISH = /^[aeiouyh]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** The brand and a reading agree: the same letters, or the same sound skeleton and both start alike (vowel or the same consonant class). */
function shortMatch(brand: string, reading: string): boolean {
  if (reading === brand) return true;
  if (reading.length > brand.length * 2 + 2) return false;
  const a = phoneticSkeleton(brand);
  if (a.length < 2 || (a !== phoneticSkeleton(reading) && a !== phoneticSkeleton(reading, true))) return false;
  const startA = VOWELISH.test(brand) ? 'v' : phoneticSkeleton(brand.slice(0, 2)).slice(0, 1);
  const startB = VOWELISH.test(reading) ? 'v' : phoneticSkeleton(reading.slice(0, 2)).slice(0, 1);
  if (startA !== startB) return false;
  const vowelA = firstVowels(brand);
  const vowelB = firstVowels(reading);
  return vowelA === null || vowelB === null || [...vowelA].some((v) => vowelB.has(v));
}

/** Vowel classes the scripts confuse: a · e i · o u. */
const VOWEL_CLASS: Readonly<Record<string, string>> = { a: 'a', e: 'e', i: 'e', o: 'o', u: 'o' };

/**
 * The classes of the first run of vowels of the first syllable ("sony" o, "soni" o, "san" a: サン is not
 * Sony; "naiki" a and e: ナイキ is Nike), or null when the reading writes none there (Hebrew and Arabic
 * leave vowels out: "tv" for Teva).
 */
function firstVowels(word: string): Set<string> | null {
  const m = /^[^aeiou]{0,2}?([aeiou]+)/u.exec(word);
  return m === null ? null : new Set([...(m[1] ?? '')].map((v) => VOWEL_CLASS[v] ?? v));
}

function isEntityPart(units: readonly string[]): boolean {
  return units.length === 0 || entityWords().has(units.join(''));
}

/**
 * The token is the brand with entity words glued before or after it (see above); after a country
 * glued before it, any word may follow (issue #21, round 9).
 */
function brandToken(brand: string, token: string): boolean {
  const units = unitsOf(token);
  for (let i = 0; i < units.length; i++) {
    if (!isEntityPart(units.slice(0, i))) continue;
    for (let j = units.length; j > i; j--) {
      // After a country glued before the brand, anything may follow it ("日本ミシュランタイヤ": Japan, Michelin, tyres).
      if (!isEntityPart(units.slice(j)) && i === 0) continue;
      if (readingsOf(units.slice(i, j).join('')).some((r) => shortMatch(brand, r))) return true;
    }
  }
  return false;
}

/** `otherName` (another script) is `brand`'s national entity: one brand token, every other token an entity word. */
export function brandWithEntityWords(brand: string, otherName: string): boolean {
  const tokens = companyTokens(otherName);
  const rest = tokens.filter((t) => !entityWords().has(t));
  return rest.length === 1 && brandToken(brand, rest[0] ?? '');
}
