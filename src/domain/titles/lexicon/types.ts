import type { JobFunction, Seniority } from '../types';

/** Languages the lexicon covers (ISO 639-1). */
export const TITLE_LANGUAGES = [
  'en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'sv', 'da', 'no', 'ja', 'zh', 'ru',
  'ar', 'hi', 'ko', 'tr', 'id', 'vi', 'cs', 'fi', 'el', 'he', 'ro', 'hu', 'uk',
] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/**
 * Function strength, as in `function-rules.ts`: 1 role nouns that override a
 * domain modifier, 2 functional keywords, 3 weak keywords, 4 general
 * management (executive).
 */
export type FunctionTier = 1 | 2 | 3 | 4;

/**
 * One lexicon term.
 *
 * `term` is written as people write it (accents, case, hyphens are folded the
 * same way titles are). Words are separated by spaces; in Latin and Cyrillic
 * script a word may carry a `*`:
 *  - `vertrieb*`  a word starting with "vertrieb" (stems, compound heads:
 *                 "Vertriebsleiter", "продаж*" for "продажи/продаж");
 *  - `*leiter`    a word ending in "leiter" (compound tails: "Marketingleiter",
 *                 and the bare word);
 *  - `*verkauf*`  a function word anywhere inside a long compound
 *                 ("Gebietsverkaufsleiter"), used when no head or tail gave one;
 *  - `**manager`  a longer word ending in "manager" (compounds only:
 *                 "Vertriebsmanager"; the bare English word is left to the rules).
 *  - `sales**`    a longer word starting with "sales" (compound heads only:
 *                 "Salesmanager"); a whole-word entry without seniority or
 *                 function ("salesforce") claims a word such a head must not take.
 * Japanese and Chinese terms (no word boundaries) match anywhere as substrings.
 *
 * `seniority: 'ic'` marks a role noun that claims its words, so a shorter term
 * inside it does not vote ("Gerente de Producto" is a product manager, not a
 * manager; "产品经理" is not "经理").
 */
export interface LexiconEntry {
  term: string;
  lang: TitleLanguage;
  seniority?: Seniority;
  function?: JobFunction;
  /** Function strength; 2 when omitted. */
  tier?: FunctionTier;
  /**
   * An occupation or workplace (a trade, a kitchen, a shop: `occupations.ts`): under an owner's
   * title it names the business, not the function ("Ägare – Frisörsalong Saxen" is an owner,
   * `executive`).
   */
  occupation?: true;
  /**
   * The term's seniority is the whole title's: its words are hidden from the seniority rules ("Directrice
   * de magasin" is a shop head, `manager`, not the "Directrice" rule's director).
   */
  claimsRank?: true;
}

/** Compact row form used by the per-language files: [term, seniority, function, tier]. */
export type LexiconRow = readonly [string, Seniority | null, JobFunction | null, FunctionTier?];

export function entries(lang: TitleLanguage, rows: readonly LexiconRow[]): LexiconEntry[] {
  return rows.map(([term, seniority, fn, tier]) => ({
    term,
    lang,
    ...(seniority === null ? {} : { seniority }),
    ...(fn === null ? {} : { function: fn }),
    ...(tier === undefined ? {} : { tier }),
  }));
}
