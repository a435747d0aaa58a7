import { memoiseByString } from '../company/memoise';
import { titleReading as classifyTitle } from '../titles/classify';
import { foldEntryText, termPattern } from '../titles/entry-terms';
import type { TitleClassification } from '../titles/types';

/**
 * Round 18 (issue #21, w3r: "Υπεύθυνη Μισθοδοσίας" → "Payroll Officer", the same payroll post written in English): the
 * words that say a person is *in charge of* something — responsable, responsabile, responsável, υπεύθυνος, sorumlu,
 * Verantwortliche, ansvarig, vastaava, felelős, 担当 — name a post by its remit, not a rank. The lexicon reads them as a
 * manager (a "Responsable des ventes" leads sales), but the same word names the one payroll or purchasing officer of a
 * company, and a person writing that post in English calls it an officer or a specialist. So between two languages, a
 * title whose manager rank comes from such a word alone and a title of the same function at the individual rank are one
 * role. A rank of its own (jefe, Leiter, kierownik, head, manager) stays a rank: "Payroll Officer" → "Jefe de Nóminas"
 * stays a change, and so does another function ("Responsable Paie" → "HR Business Partner").
 */
const IN_CHARGE = termPattern({
  fr: ['responsable'],
  es: ['responsable'],
  it: ['responsabile'],
  pt: ['responsável', 'responsavel'],
  ca: ['responsable'],
  ro: ['responsabil', 'responsabilă'],
  el: ['υπεύθυνος', 'υπεύθυνη', 'υπευθυνος', 'υπευθυνη'],
  tr: ['sorumlusu', 'sorumlu'],
  de: ['verantwortlicher', 'verantwortliche', 'zuständiger', 'zuständige'],
  nl: ['verantwoordelijke'],
  sv: ['ansvarig'],
  no: ['ansvarlig'],
  da: ['ansvarlig'],
  fi: ['vastaava'],
  hu: ['felelős', 'felelőse'],
  cs: ['odpovědný', 'odpovědná'],
  pl: ['odpowiedzialny', 'odpowiedzialna'],
  id: ['penanggung jawab', 'pj'],
  vi: ['phụ trách'],
  ja: ['担当', '担当者'],
  ko: ['담당', '담당자'],
  zh: ['负责人', '負責人'],
});

/** The title's rank comes from an in-charge word alone: without it, no rank above an individual's is read. */
const rankFromInChargeOnly = memoiseByString((title: string): boolean => {
  const text = foldEntryText(title);
  const found = IN_CHARGE.exec(text);
  if (found === null) return false;
  const rest = text.replace(found[0], ' ').trim();
  if (rest === '') return false;
  const seniority = classifyTitle(rest).seniority;
  return seniority === null || seniority === 'ic';
});

/**
 * Two translated titles of one function, one read as a manager only by its in-charge word, the other an individual's:
 * the same post (see above). The function must be one the classifier knows on both sides.
 */
export function inChargeAlike(a: string, b: string, ca: TitleClassification, cb: TitleClassification): boolean {
  if (ca.function === null || ca.function === 'other' || ca.function !== cb.function) return false;
  if (ca.seniority === 'manager' && cb.seniority === 'ic') return rankFromInChargeOnly(a);
  if (cb.seniority === 'manager' && ca.seniority === 'ic') return rankFromInChargeOnly(b);
  return false;
}
