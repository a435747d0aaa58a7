import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords, stripAccents } from '../normalise/text';
import { isForeignTitle, isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';
import { english } from './title-word-forms';

/*
 * A title's role named again in English after it, for `sameRole` (title-equivalence.ts): "Gerente de Contas | Key
 * Account", "Vertriebsleiterin (Head of Sales)", "单证员 Documentation Clerk".
 */

/**
 * An English gloss after a title in another language: "Gerente de Contas | Key Account",
 * "Vertriebsleiterin (Head of Sales)" — the segment is all English words, the first is not, and
 * both name the same function; after a title in another script, any Latin words naming the same
 * function ("물류 관리자 Logistics Manager"), or the same rank when neither names one (round 11).
 */
export function glossOf(segment: string, first: string): boolean {
  const words = segmentWords(segment);
  // After a title in another script, Latin words are the gloss's language whatever they are ("单证员 Documentation Clerk").
  const scripts = !/\p{Script=Latin}/u.test(first) && words.every((w) => /^[\p{Script=Latin}\p{N}]+$/u.test(w));
  // Round 18 (w3r: "Chef de projet Fibre (FTTH Project Manager)"): an acronym in capitals is no language's word; the
  // gloss's other words are English, and at least one is.
  const worded = words.filter((w) => !acronymIn(segment, w));
  if (words.length === 0 || !(scripts || (worded.length > 0 && englishGloss(worded) && isForeignTitle(first))) || words.some((w) => MARKET_WORDS.has(w) || AREA_NAMES.has(w) || GRADE_WORDS.has(w))) return false;
  const [gloss, whole] = glossAndTitle(segment, first, words);
  if (gloss.function === null) return false;
  const title = gloss.function === whole.function ? whole : roleAfterUnit(first, gloss);
  if (title === null) return false;
  // Round 32 ("Satın Alma Uzmanı / Purchasing Manager"): a title in Latin letters the lexicon reads as an individual's, glossed
  // with a head's rank, is a promotion written in two languages, not a gloss. After another script the gloss says the rank
  // the native word meant (round 19: "물류 관리자 Logistics Manager").
  if (!scripts && title.seniority === 'ic' && gloss.seniority !== null && gloss.seniority !== 'ic') return false;
  // With an acronym set aside, the gloss must also read the title's rank ("Analista de Datos (BI Manager)" adds one).
  if (worded.length < words.length && gloss.seniority !== title.seniority) return false;
  // "Other" is also what an unknown title gets: the same known role in both languages ("병동 간호사 (Registered Nurse)"), or
  // after another script the same rank ("单证员 Documentation Clerk"; "单证员 Team Lead" adds one).
  return gloss.function !== 'other' || (gloss.seniority === title.seniority && ((isKnownTitle(segment) && isKnownTitle(first)) || scripts));
}

/**
 * Round 19 (w3s: "Responsable Achats Prestations IT | IT Services Procurement Manager"): the gloss is English when its words
 * are common English words, or when the lexicon reads them, acronyms aside, as a title of English alone ("Procurement
 * Manager": "procurement" is no common word).
 */
function englishGloss(worded: readonly string[]): boolean {
  return english(worded) || readAsEnglish(worded.join(' '));
}

const readAsEnglish = memoiseByString((text: string): boolean => isKnownTitle(text) && !isForeignTitle(text));

/**
 * The gloss and the title it follows, classified; an acronym written in both (round 19: "IT" in "Achats Prestations IT" and
 * in "IT Services Procurement Manager") is the same word on both sides, so when the two read different functions they are
 * read again without it: what the rest of each says decides ("IT Services Buyer" is a buyer, as "Inkoper IT-diensten" is).
 */
function glossAndTitle(segment: string, first: string, words: readonly string[]): [TitleClass, TitleClass] {
  const gloss = classifyTitle(segment);
  const title = classifyTitle(first);
  if (gloss.function === title.function) return [gloss, title];
  const theirs = segmentWords(first).filter((w) => acronymIn(first, w));
  const shared = words.filter((w) => acronymIn(segment, w) && theirs.some((t) => sameLetters(t, w)));
  if (shared.length === 0) return [gloss, title];
  const without = (t: string, acronyms: readonly string[]): string =>
    acronyms.reduce((x, w) => x.replace(new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'giu'), ' '), t).replace(/\s+/gu, ' ').trim();
  return [classifyTitle(without(segment, shared)), classifyTitle(without(first, theirs.filter((t) => shared.some((w) => sameLetters(t, w)))))];
}

/**
 * One acronym, written in the word order of its language: the same letters in any order ("TIC" ≡ "ICT", "TI" ≡ "IT", "RH" ≡
 * "HR": the Romance languages put the noun first).
 */
function sameLetters(x: string, y: string): boolean {
  return [...x].sort().join('') === [...y].sort().join('');
}

type TitleClass = ReturnType<typeof classifyTitle>;

/** A word written in capitals in the segment, two to five letters: "FTTH", "BI", "HVAC". */
function acronymIn(segment: string, word: string): boolean {
  return word.length >= 2 && word.length <= 5 && new RegExp(`(?<![\\p{L}])${word.toUpperCase()}(?![\\p{L}])`, 'u').test(stripAccents(segment));
}

/**
 * Round 34 (w4j's "人事部 給与担当 / Payroll Specialist"): a gloss may translate the role alone, without the department or team
 * the title names first ("인사팀 급여 담당 / Payroll Specialist", "Personalabteilung – Lohnbuchhalterin (Payroll Accountant)"):
 * the title read without its first word or two, when that rest is a title the lexicon knows of the gloss's function and rank
 * (a gloss with a higher rank than the rest stays a change).
 */
function roleAfterUnit(first: string, gloss: TitleClass): TitleClass | null {
  const words = first.trim().split(/\s+[–—-]\s+|\s+/u);
  for (let k = 1; k <= 2 && k < words.length; k++) {
    const rest = words.slice(k).join(' ');
    if (!isKnownTitle(rest)) continue;
    const read = classifyTitle(rest);
    if (read.function === gloss.function && read.seniority === gloss.seniority) return read;
  }
  return null;
}
