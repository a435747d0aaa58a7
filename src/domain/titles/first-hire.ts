import { CJK_TERM, words } from './role-classes';
import { namesEmployer } from './segment-head';
import { type ClassPass, gatedPass, type Needles, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A start-up's first hire of a trade (issue #21, round 33, founding33): "the first X" is an individual contributor of X's trade,
 * whatever X is ("Premier commercial recruté", "Första kocken på ett matstartup", "Bir yemek girişiminin ilk aşçısı"). The rules
 * read X by its own words; two things of the first-hire form stood in the way, decided here for every language:
 *
 * - **the participle of hiring** that says the person was the first one hired ("recruté", "reclutado", "recrutado", "rekryterad",
 *   "rekrytoitu", "recrutat", "채용된", "採用された", "招聘的", "भर्ती किया गया") is read by the lexicon as the recruiting trade: a
 *   first hire's title read as people with such a participle is read again without it (a recruiter hired first keeps people);
 * - **the inflected noun after the ordinal**: Swedish writes the first one with the definite form ("första utvecklaren",
 *   "förste kocken") and Turkish with the possessive ("girişimin ilk aşçısı"), forms the lexicon does not hold: a first hire read
 *   with no function is read again with the noun's definite or possessive ending taken off.
 *
 * Round 34 (segments34): **the noun after the ordinal is the role**, wherever the employer is named — before it in a genitive or a
 * compound ("Pierwszy handlowiec startupu HR-tech", "HR-teknologia-startupin ensimmäinen myyjä", "HR테크 스타트업 첫 영업사원",
 * "HRテック・スタートアップ初の営業担当", "HR SaaS初创公司首位销售", "HR-tech startup ka pehla sales hire") or after it in brackets
 * ("(time-tracking SaaS)"): the employer's trade words (HR, tech, payroll) do not replace the first hire's own. A first hire read
 * with a function whose next word (its definite, possessive or Hungarian possessive form taken off) reads another trade's is that
 * trade's; a title read `other` keeps the inflection rule above.
 */
const ORDINALS: readonly string[] = [
  'first', 'founding', 'erste', 'erster', 'ersten', 'premier', 'premiere', 'primer', 'primera', 'primeiro', 'primeira', 'primo', 'prima',
  'eerste', 'pierwszy', 'pierwsza', 'forsta', 'forste', 'ensimmainen', 'prvni', 'elso', 'primul', 'πρωτοσ', 'πρωτη', 'перший', 'перша',
  'первый', 'первая', 'ilk', 'أول', 'اول', 'ראשון', 'ראשונה', 'पहला', 'पहली', 'पहले', 'pehla', 'pehli', 'pehle', 'pertama', 'dau tien',
  '첫', '1호', '一人目', '1人目', '最初', '首位', '首个', '第一位', '1号', '初の',
];

/** The participles of hiring the lexicon reads as recruiting (folded): the first hire's, not the trade's. */
const HIRED: readonly string[] = [
  'recrute', 'recrutee', 'recrutes', 'recrutees', 'reclutado', 'reclutada', 'recrutado', 'recrutada', 'reclutato', 'reclutata',
  'rekryterad', 'rekryterades', 'rekrytoitu', 'rekrytoituna', 'recrutat', 'recrutata', 'भर्ती किया गया', 'भर्ती की गई', 'bharti kiya gaya',
  'bharti ki gayi', '채용된', '採用された', '招聘的',
];

/** Swedish definite endings (longest first) and Turkish possessive ones, taken off the noun after the ordinal. */
const SWEDISH_ORDINAL = /(?<=^|[\s,&])(?:forsta|forste) /u;
const TURKISH_ORDINAL = /(?<=^|[\s,&])ilk /u;
const SWEDISH_ENDINGS = ['en', 'n', 'et', 'an'];
const TURKISH_ENDINGS = ['si', 'su', 'i', 'u'];
/** Hungarian possessive endings ("első értékesítője", "első fejlesztője"), longest first. */
const HUNGARIAN_ENDINGS = ['ja', 'je', 'a', 'e'];

let ordinal: RegExp | null = null;
let hired: RegExp | null = null;

function ordinalPattern(): RegExp {
  return (ordinal ??= new RegExp(words(ORDINALS), 'u'));
}

function hiredPattern(): RegExp {
  return (hired ??= new RegExp(words(HIRED), 'gu'));
}

/** The gate's literals: a spaced word where a word starts (as `words()` matches it), a CJK one anywhere. */
function needles(list: readonly string[]): Needles {
  const atWordStart: string[] = [];
  const anywhere: string[] = [];
  for (const term of list) (CJK_TERM.test(term) ? anywhere : atWordStart).push(term.split(' ')[0] ?? term);
  return { atWordStart, anywhere };
}

const ORDINAL_GATE = TERM_GATE.slot(() => needles(ORDINALS));

/** The text with one noun after the ordinal written without an ending, for each noun and ending tried (at most three words on). */
function* uninflected(text: string): Generator<string> {
  const sv = SWEDISH_ORDINAL.exec(text);
  const tr = TURKISH_ORDINAL.exec(text);
  const at = sv ?? tr;
  if (at === null) return;
  const endings = sv !== null ? SWEDISH_ENDINGS : TURKISH_ENDINGS;
  const start = at.index + at[0].length;
  const rest = text.slice(start);
  const segment = rest.split(' , ')[0] ?? rest;
  let offset = start;
  for (const word of segment.split(' ').slice(0, 3)) {
    for (const ending of endings) {
      if (word.length > ending.length + 2 && word.endsWith(ending)) {
        yield text.slice(0, offset) + word.slice(0, -ending.length) + text.slice(offset + word.length);
      }
    }
    offset += word.length + 1;
  }
}

/**
 * Small words that end the role's noun phrase and open the employer's ("Erster Vertriebler eines HR-Tech-Startups", "Premier
 * commercial d'une start-up RH", "Primo commerciale di una startup"): articles of the genitive and prepositions, folded.
 */
const ROLE_ENDS = new Set([
  'of', 'at', 'in', 'for', 'with', 'eines', 'einer', 'des', 'der', 'im', 'beim', 'd', 'de', 'du', 'dans', 'chez', 'di', 'del', 'della', 'dello',
  'presso', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'en', 'van', 'bij', 'voor', 'av', 'pa', 'hos', 'vid', 'w', 'we', 'z', 'v', 've',
  'u', 'dintr', 'la', 'al', 'tis', 'tou', 'της', 'του', 'στο', 'στη', 'в', 'у', 'з', 'із', 'ka', 'ki', 'ke', 'के', 'की', 'का', 'में',
  'dari', 'pada', 'tai', 'cua', 'o',
]);

/** How many words after the ordinal the first hire's role is read from, at most ("first customer support hire"). */
const ROLE_WORDS = 4;

/**
 * The first hire's role: the words after the ordinal up to the end of its segment, a small word that opens the employer's phrase
 * (`ROLE_ENDS`), the employer's word (`namesEmployer`: "startupu", "스타트업") or `ROLE_WORDS`; and the title's rest. Null when
 * no word is left.
 */
function roleAfterOrdinal(text: string): { role: string; rest: string } | null {
  const m = ordinalPattern().exec(text);
  if (m === null) return null;
  const start = m.index + m[0].length;
  const after = text.slice(start);
  const segment = after.split(' , ')[0] ?? after;
  const role: string[] = [];
  for (const word of segment.trim().split(' ').slice(0, ROLE_WORDS)) {
    if (word === '' || ROLE_ENDS.has(word) || namesEmployer(word, text)) break;
    role.push(word);
  }
  if (role.length === 0) return null;
  return { role: role.join(' '), rest: text.slice(0, m.index) + ' , ' + after.slice(after.indexOf(role[role.length - 1] as string) + (role[role.length - 1] as string).length) };
}

/** The role, then (a single noun) its forms without a definite or possessive ending (Swedish, Turkish, Hungarian). */
function* roleForms(role: string): Generator<string> {
  yield role;
  if (role.includes(' ')) return;
  for (const ending of [...SWEDISH_ENDINGS, ...TURKISH_ENDINGS, ...HUNGARIAN_ENDINGS]) {
    if (role.length > ending.length + 3 && role.endsWith(ending)) yield role.slice(0, -ending.length);
  }
}

/**
 * The function the first hire's own role reads when the rest of the title names the employer (round 34), or null: the role
 * read alone, or a form of it without its ending.
 */
function roleFunction(text: string, classify: (title: string) => TitleClassification): TitleClassification['function'] {
  const found = roleAfterOrdinal(text);
  if (found === null || !namesEmployer(found.rest, text)) return null;
  for (const form of roleForms(found.role)) {
    const fn = classify(form).function;
    if (fn !== null && fn !== 'other') return fn;
  }
  return null;
}

function readFirstHire(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  if (read.seniority === null || read.seniority === 'c_level') return read;
  if (read.function !== 'other') {
    const own = roleFunction(text, classify);
    if (own !== null && own !== read.function) return { seniority: read.seniority, function: own };
  }
  if (read.function === 'people') {
    const pattern = hiredPattern();
    pattern.lastIndex = 0;
    if (!pattern.test(text) || !ordinalPattern().test(text)) return read;
    const again = classify(text.replace(pattern, (m) => ' '.repeat(m.length)));
    return again.function === null || again.function === 'people' ? read : { seniority: read.seniority, function: again.function };
  }
  if (read.function === 'other') {
    for (const variant of uninflected(text)) {
      const again = classify(variant);
      if (again.function !== null && again.function !== 'other') return { seniority: read.seniority, function: again.function };
    }
  }
  return read;
}

/** The pass, behind the shared gate: only a title with an ordinal of a first hire is read. */
export function firstHirePass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass([ORDINAL_GATE], (text, read) => readFirstHire(text, read, classify));
}
