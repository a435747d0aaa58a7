import { memoiseByString } from '../company/memoise';

/**
 * Round 23 (issue #21, w3w's "Керівник відділу закупівель ІТ" → "Head of IT Procurement"): a short form both titles hold —
 * "IT", "HR", "SAP", "QA" — names one thing on both sides, but the lexicon reads it with its neighbours differently in each
 * language: "IT Procurement" as engineering, "закупівель IT" as operations. The two titles are then judged without it. A short
 * form is two to four capitals written alone; Ukrainian and Russian write IT in Cyrillic letters ("ІТ", "ИТ"), and Spanish,
 * Portuguese and French as "TI" (tecnologías de la información) — each read as IT. "IT Manager" → "IT Director" and
 * "Kierownik zakupów IT" → "Head of IT" stay changes: what is left differs. What is left must name a function the lexicon
 * reads on both sides (`title-equivalence.ts`): "SEO Manager" → "Líder de Equipe SEO" is a rank gained, and the lead guard
 * needs the shared word to see it.
 */

/**
 * A title of several segments (a bar, a spaced dash, a bracket): a gloss or a qualifier beside the short form is judged by the
 * rules for those ("Einkäufer IT | Head of IT Procurement" adds a rank in its gloss).
 */
const SEGMENTED = /\s[|–—-]\s|[|()（）]/u;

/** The title's short forms, Cyrillic look-alikes and TI read as Latin IT, in order of writing. */
const shortForms = memoiseByString((title: string): readonly string[] => (title.match(SHORT_FORM) ?? []).map(latin));

const SHORT_FORM = /(?<![\p{L}\p{N}])(?:[A-Z]{2,4}|[АВЕІКМНОРСТХИ]{2,4})(?![\p{L}\p{N}])/gu;

/** Cyrillic capitals that look like Latin ones; "ИТ" is the Russian IT. */
const LOOK_ALIKE: Readonly<Record<string, string>> = { А: 'A', В: 'B', Е: 'E', І: 'I', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', И: 'I' };

function latin(form: string): string {
  const read = form.replace(/[АВЕІКМНОРСТХИ]/gu, (c) => LOOK_ALIKE[c] ?? c);
  return read === 'TI' ? 'IT' : read;
}

/**
 * The two titles without the short forms they share (and a small word left dangling before one: "de", "of", "z"), or null
 * when they share none or nothing of a role would be left.
 */
export function withoutSharedShortForms(a: string, b: string): readonly [string, string] | null {
  const fa = shortForms(a);
  if (fa.length === 0 || SEGMENTED.test(a) || SEGMENTED.test(b)) return null;
  const fb = shortForms(b);
  const shared = new Set(fa.filter((f) => fb.includes(f)));
  if (shared.size === 0 || fa.length !== new Set(fa).size || fb.length !== new Set(fb).size) return null;
  const cut = (t: string): string =>
    t
      .replace(SHORT_FORM, (f) => (shared.has(latin(f)) ? ' ' : f))
      .replace(/(?<![\p{L}])(?:de|of|di|du|da|do|del|des|für|z|з|із)\s*$/iu, '')
      .replace(/[\s,;:|/–—-]+$/u, '')
      .replace(/^[\s,;:|/–—-]+/u, '')
      .replace(/\s+/gu, ' ')
      .trim();
  const ra = cut(a);
  const rb = cut(b);
  return /\p{L}/u.test(ra) && /\p{L}/u.test(rb) ? [ra, rb] : null;
}
