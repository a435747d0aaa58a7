import { inOrder } from '../company/in-order';
import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { simplifiedHan } from '../normalise/han-variants';
import { stripAccents } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { ABBREVIATIONS, genderless, pluralOf } from './title-word-forms';

/**
 * Edits in place that write the same title out (issue #21, round 9: w3h's "Myyntip., Suomi" →
 * "Myyntipäällikkö, Suomi", "Áruházvezető-h." → "Áruházvezető-helyettes", "Marketing & Comunicare" →
 * "Marketing și Comunicare", "מנהל משמרת" → "מנהל/ת משמרת"), word by word in order:
 *
 * - a word ending in a dot is an abbreviation of the other side's word when its letters come in order
 *   in that word from its first two ("Vertriebsltr." ≡ "Vertriebsleiter", "h." ≡ "helyettes"), and the
 *   written-out word is longer by two letters or more; "Vertriebsltr." and "Vertriebsmitarbeiter" differ;
 * - "&" and the word "and" of any language are one word ("&" ≡ "et", "ve", "a", "și", "и" …);
 * - a gender ending after a slash ("/in", "/a", "/ת", "/ית") is no word: "Projektleiter/in" ≡
 *   "Projektleiter".
 * - a language's own letters written in or out are one letter ("Magaza" ≡ "Mağaza", "Yardimcisi" ≡
 *   "Yardımcısı", "Kierownik sklepu spozywczego" ≡ "… spożywczego"), and a word of five letters or more whose
 *   case or form ending differs only by one or two vowels is the same word ("Muduru" ≡ "Müdür", "склада" ≡
 *   "складу": a Russian genitive respelt as the Ukrainian one; round 10, w3i). A consonant ending is a
 *   change ("Manager" → "Managers", "Intern" → "Internal").
 * - a Russian spelling respelt in Ukrainian letters is the same word ("Экспедитор" ≡ "Експедитор", "Сюрвейер" ≡
 *   "Сюрвеєр"; round 11, w3j).
 *
 * - a typo fixed (round 14, w3m's "Sr. Enginer" → "Sr. Engineer"): in a word of six letters or more, one letter left out
 *   or two neighbours swapped, inside the word — never its last letter ("Manager" → "Managers" is a change), never a
 *   letter written for another ("Seller" / "Setter").
 *
 * Some word must differ; a word dropped or added ("Sales & Marketing Manager" → "Sales Manager") is a change.
 */
export function writtenOutAlike(a: string, b: string): boolean {
  const wa = editWords(a);
  const wb = editWords(b);
  if (wa.length !== wb.length || wa.length === 0) return false;
  let differs = false;
  let plural = false;
  for (let i = 0; i < wa.length; i++) {
    const x = wa[i] ?? '';
    const y = wb[i] ?? '';
    if (x === y) continue;
    differs = true;
    if ((AND.has(x) && AND.has(y)) || abbreviates(x, y) || abbreviates(y, x) || inflectedAlike(x, y) || respelt(x, y) || typo(x, y) || genderless(x) === genderless(y)) continue;
    if (!pluralOf(x, y)) return false;
    plural = true;
  }
  return (differs || SLASH_GENDER_ONE.test(a) || SLASH_GENDER_ONE.test(b)) && (!plural || sameReading(a, b));
}

/**
 * Round 33: a word written in the plural is the same word only where the two titles read one rank and no two functions
 * ("Contract Manager" ≡ "Contracts Manager"); the role noun itself in the plural ("Store Managers") is no title the lexicon reads.
 */
function sameReading(a: string, b: string): boolean {
  const ca = classifyTitle(a);
  const cb = classifyTitle(b);
  // The lexicon may know one number of a trade's word only ("Accounts Payable", "Benefits", "Compras"): a function read on one
  // side and none on the other is no other function.
  return ca.seniority === cb.seniority && (ca.function === cb.function || ca.function === 'other' || cb.function === 'other');
}

/**
 * Round 33 (the edit matrix's control "Subdirector Financiero" → "Director Financiero"): a deputy's prefix joined to the rank
 * word — Spanish, Portuguese, Romanian and Italian "sub-"/"vice-", German "Vize-" ("Subgerente", "Vicedirectora",
 * "Vizepräsident") — on one side, the rank word alone on the other, is a rank changed, whichever language the other side reads.
 */
export function deputyPrefixed(a: string, b: string): boolean {
  if (!DEPUTY_WORD.test(a) && !DEPUTY_WORD.test(b)) return false;
  const wa = editWords(a).map(genderless);
  const wb = editWords(b).map(genderless);
  return prefixedIn(wa, wb) || prefixedIn(wb, wa);
}

const DEPUTY_PREFIX = /^(?:sub|vice|vize)-?(\p{L}{5,})$/u;
const DEPUTY_WORD = /(?<![\p{L}])(?:sub|vice|vize)-?\p{L}{5}/iu;

function prefixedIn(deputy: readonly string[], other: readonly string[]): boolean {
  return deputy.some((w) => {
    const rank = DEPUTY_PREFIX.exec(w)?.[1];
    return rank !== undefined && !other.includes(w) && other.includes(rank);
  });
}

/**
 * Round 33 (the edit matrix's "Leiterin Einkauf" → "Einkaufsleiterin", "Manager Inkoop" → "Inkoopmanager", "Chef Inköp" →
 * "Inköpschef"): German, Dutch and the Nordic languages write a role and its field as two words or as one compound, the field
 * first with or without a linking "s" or hyphen. Two neighbouring words of one title are one word of the other, in either
 * order; every other word is the same, in order, gender endings read as one.
 */
export function compoundedAlike(a: string, b: string): boolean {
  const wa = editWords(a);
  const wb = editWords(b);
  return (wa.length === wb.length + 1 && joinedOnce(wa, wb)) || (wb.length === wa.length + 1 && joinedOnce(wb, wa));
}

/** The linking letters compounds put between their parts: German and Swedish "s", "e", "n", "en", "es", "er" (Lönechef). */
const LINKS = ['', 's', 'e', 'n', 'en', 'es', 'er'];

function joinedOnce(open: readonly string[], closed: readonly string[]): boolean {
  for (let i = 0; i < closed.length; i++) {
    const x = open[i] ?? '';
    const y = open[i + 1] ?? '';
    const raw = (closed[i] ?? '').replace(/-/gu, '');
    // The compound holds the first three letters of both parts, and about their letters (gender endings and a link aside).
    if (x.length < 3 || y.length < 3 || Math.abs(raw.length - x.length - y.length) > 4 || !raw.includes(x.slice(0, 3)) || !raw.includes(y.slice(0, 3))) continue;
    if (!sameWords(open.slice(0, i), closed.slice(0, i)) || !sameWords(open.slice(i + 2), closed.slice(i + 1))) continue;
    const word = genderless(raw);
    if (LINKS.some((l) => genderless(`${y}${l}${x}`) === word || genderless(`${x}${l}${y}`) === word)) return true;
  }
  return false;
}

function sameWords(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((w, i) => w === y[i] || genderless(w) === genderless(y[i] ?? ''));
}

const AND = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'en', 'och', 'og', 'i', 'a', 'ja', 'es', 'si', 've', 'и', 'і', 'та', 'και', 'dan', 'va', 'और']);

export function abbreviates(short: string, long: string): boolean {
  if (!short.endsWith('.')) return false;
  const letters = short.slice(0, -1);
  // Round 28: a short form the abbreviation table spells out names that English word only ("Asst." is no "Associate").
  const known = ABBREVIATIONS[letters];
  if (known !== undefined && !known.includes(' ') && isCommonEnglishWord(long)) return long === known;
  // Round 16: a short form of consonants only keeps the word's first letter and skips its vowels ("Ltr." ≡ "Leiter"); round 28
  // (w4b): so does one whose second letter is a consonant ("Dpto." ≡ "Departamento", "Mktg." ≡ "Marketing").
  // Round 33 (Turkish "Md. Yrd." ≡ "Müdür Yardımcısı", Indonesian "Ka. Bag." ≡ "Kepala Bagian"): a short form may keep the first
  // letter and later ones of a word three letters longer or more.
  const start = (CONSONANTS.test(letters.slice(0, 2)) && letters.length >= 3) || long.length >= letters.length + 3 ? letters.slice(0, 1) : letters.slice(0, 2);
  return letters.length > 0 && long.length >= letters.length + 2 && long.startsWith(start) && inOrder(letters, long);
}

const CONSONANTS = /^[b-df-hj-np-tv-xz]+$/u;

/**
 * A word contracted from the first letters or syllables of the other side's words, in order (round 16: Indonesian
 * "Satpam" ≡ "Satuan Pengamanan", "Kacab" ≡ "Kepala Cabang", Czech "VZV" ≡ "vysokozdvižného vozíku"): each of two to
 * four words gives the next letters of the short word, from its own first letter on, its letters in order; an
 * upper-case short form takes one letter or more from each word, a written word a syllable of two letters or more
 * ("Rep" is no contraction of "Representative Partner") from words not all English. An English clipped compound
 * ("RevOps Manager" ≡ "Revenue Operations Manager", round 19) is read by `unclipped` and the abbreviation table
 * (title-word-forms.ts), not here. Words that are the same on both sides pair up first.
 */
export function contractedAlike(a: string, b: string): boolean {
  const wa = editWords(a);
  const wb = editWords(b);
  return contracts(wa, wb, /\p{Lu}{3}/u.test(a)) || contracts(wb, wa, /\p{Lu}{3}/u.test(b));
}

function contracts(short: readonly string[], long: readonly string[], capitals: boolean): boolean {
  if (short.length >= long.length) return false;
  let j = 0;
  let contracted = false;
  for (const s of short) {
    if (long[j] === s) {
      j++;
      continue;
    }
    const k = [4, 3, 2].find((n) => j + n <= long.length && s.length >= 3 && syllabic(s, long.slice(j, j + n), capitals));
    if (k === undefined) return false;
    j += k;
    contracted = true;
  }
  return contracted && j === long.length;
}

/** An upper-case short form of initials, or syllables of words not all English (English clipped compounds: `unclipped`). */
function syllabic(short: string, words: readonly string[], capitals: boolean): boolean {
  return capitals ? splits(short, words, 1) : !words.every((w) => isCommonEnglishWord(w)) && splits(short, words, 2);
}

/** `short` cut into one piece per word, each piece starting with its word's first letter and read in it in order. */
function splits(short: string, words: readonly string[], least: number): boolean {
  const [word, ...rest] = words;
  if (word === undefined) return short === '';
  if (rest.length === 0) return short.length >= least && short[0] === word[0] && inOrder(short, word);
  for (let cut = least; cut <= short.length - least * rest.length; cut++) {
    const piece = short.slice(0, cut);
    if (piece[0] === word[0] && inOrder(piece, word) && splits(short.slice(cut), rest, least)) return true;
  }
  return false;
}

/**
 * A title followed by its own short form in brackets (round 16: "Satuan Pengamanan (Satpam)", "Chief Revenue Officer
 * (CRO)"): the title without it.
 */
export function withoutOwnShortForm(title: string): string {
  const m = /^(.*\S)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(title);
  return m !== null && contractedAlike(m[1] ?? '', m[2] ?? '') ? (m[1] ?? title) : title;
}

function typo(x: string, y: string): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length < 6 || /[.&]/u.test(long + short)) return false;
  if (long.length === short.length + 1) {
    const at = [...short].findIndex((c, i) => c !== long[i]);
    return at >= 0 && at < long.length - 1 && long.slice(at + 1) === short.slice(at);
  }
  if (long.length !== short.length) return false;
  const at = [...short].findIndex((c, i) => c !== long[i]);
  return at >= 0 && at < short.length - 2 && short[at] === long[at + 1] && short[at + 1] === long[at] && short.slice(at + 2) === long.slice(at + 2);
}

/** Vowels of the scripts whose endings inflect (Latin folded, Cyrillic, Greek). */
const VOWEL_ENDING = /^[aeiouyаеиоуыэюяіїєёαεηιουω]{0,2}$/u;

export function inflectedAlike(x: string, y: string): boolean {
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i >= 4 && Math.min(x.length, y.length) >= 4 && Math.max(x.length, y.length) >= 5 && VOWEL_ENDING.test(x.slice(i)) && VOWEL_ENDING.test(y.slice(i));
}

/**
 * A Russian spelling respelt in Ukrainian letters, or back (round 11, w3j's "Сюрвейер" → "Сюрвеєр"): і and и, ы and
 * и, э and е, ґ and г are one letter, and є is е — or йе after a vowel (accent stripping has made й an и).
 */
function respelt(x: string, y: string): boolean {
  return /[\u0400-\u04ff]/u.test(x) && cyrillicLetters(x) === cyrillicLetters(y);
}

function cyrillicLetters(word: string): string {
  return word.replace(/(?<=[аеиоуяюіїєыэ])є/gu, 'ие').replace(/[іїыэєґ]/gu, (c) => CYRILLIC_LETTERS[c] ?? c);
}

const CYRILLIC_LETTERS: Readonly<Record<string, string>> = { і: 'и', ї: 'и', ы: 'и', э: 'е', є: 'е', ґ: 'г' };

/** Letters that accent stripping leaves as they are: Turkish dotless i, Polish ł, Vietnamese đ, Nordic ø, German ß. */
const OWN_LETTERS: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae' };

/** Gender endings written after a slash: lower-case Latin letters or Hebrew letters, one to three. */
const SLASH_GENDER = /(?<=\p{L})\/(?:\p{Ll}{1,3}|[\u05d0-\u05ea]{1,3})(?![\p{L}])/gu;
const SLASH_GENDER_ONE = new RegExp(SLASH_GENDER.source, 'u');

const editWords = memoiseByString((title: string): string[] =>
  stripAccents(title.replace(SLASH_GENDER, ''))
    .toLowerCase()
    .replace(/[ıłđøßæ]/gu, (c) => OWN_LETTERS[c] ?? c)
    .split(/[^\p{L}\p{N}&.]+/u)
    .map((w) => w.replace(/^\.+/u, ''))
    .filter((w) => w !== '' && w !== '.'),
);

/** The Korean honorific suffix after a rank or a role ("부장님", "팀장님"). */
const HONORIFIC_NIM = /(?<=\p{Script=Hangul})님(?![\p{L}])/gu;

/** Han, Kana or Hangul, where a title is written with or without spaces between its words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A title in Han, Kana or Hangul written with its spaces removed or added, or with a pictograph beside it (round 12,
 * w3k: "현장 안전 관리자" ≡ "현장안전관리자 🦺", "产品 经理" ≡ "产品经理 🚀"): the same letters in the same order.
 */
export function unspacedAlike(a: string, b: string): boolean {
  if (!UNSPACED_SCRIPT.test(a) || !UNSPACED_SCRIPT.test(b)) return respacedAlike(a, b);
  // Round 33: a Korean rank written with its honorific "님" (부장님), and Chinese written in traditional characters (採購經理 ≡
  // 采购经理: `normalise/han-variants.ts`), are the same letters.
  const letters = (t: string): string => simplifiedHan(t.normalize('NFKC').toLowerCase().replace(HONORIFIC_NIM, '')).replace(/[^\p{L}\p{N}]+/gu, '');
  return letters(a) === letters(b);
}

/**
 * Round 22 (w3v's "E-commercemanager" → "E-commerce Manager"): a compound written closed, open or with hyphens — Dutch,
 * German and the Nordic languages close their compounds, English keeps them open ("Communitymanager", "Key-Account-Manager",
 * "Customer Success-manager"): the same letters in the same order, only spaces and hyphens between them differ. Any other
 * sign counts ("C++ Developer" is no "C Developer").
 */
function respacedAlike(a: string, b: string): boolean {
  const letters = (t: string): string => t.normalize('NFKC').toLowerCase().replace(/[\s\u002d\u2010-\u2015]+/gu, '');
  return a !== b && letters(a) === letters(b);
}

/**
 * A note of working time after the title (round 12, w3k: "(Teilzeit 60 %)"): part-time or full-time in the
 * profiles' languages, with or without its share ("Part-time, 80%", "temps partiel 80 %", "deltid 75 %", "0,8 FTE").
 */
export const WORKING_TIME = new RegExp(
  `^(?:(?:${[
    'part[ -]?time', 'full[ -]?time', 'teilzeit', 'vollzeit', 'temps partiel', 'temps plein', 'mi[ -]temps', 'tiempo parcial', 'jornada parcial',
    'media jornada', 'tempo parziale', 'meio per[ií]odo', 'tempo parcial', 'deeltijd', 'parttime', 'voltijd', 'deltid', 'heltid',
    'osa-?aikainen', 'osa-?aika', 'niepe[łl]ny etat', 'p[óo][łl] etatu', 'r[ée]szmunkaid[őo]s?', 'yar[ıi] zamanl[ıi]', 'částečný úvazek',
    'неполный рабочий день', 'неповний робочий день', 'paruh waktu', 'b[áa]n th[ờo]i gian', 'fte', 'パート', '時短勤務', '短時間勤務', '兼职', '파트타임',
  ].join('|')})(?:[\\s,;:]*\\d+(?:[.,]\\d+)?\\s*(?:%|fte)?)?|\\d+(?:[.,]\\d+)?\\s*(?:%|fte)(?:[\\s,;:]*(?:part[ -]?time|teilzeit|deltid|deeltijd))?)$`,
  'iu',
);
