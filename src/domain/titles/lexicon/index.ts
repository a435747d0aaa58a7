import { DE, NL } from './de-nl';
import { EN } from './en';
import { ES, PT } from './es-pt';
import { FR, IT } from './fr-it';
import { JA, ZH } from './ja-zh';
import { DA, NO, SV } from './nordic';
import { PL } from './pl';
import { RU } from './ru';
import type { LexiconEntry } from './types';

export type { FunctionTier, LexiconEntry, TitleLanguage } from './types';
export { TITLE_LANGUAGES } from './types';

/** Every term of every language; matching is language-blind (titles mix languages). */
export const LEXICON: readonly LexiconEntry[] = [
  ...EN,
  ...ES,
  ...PT,
  ...FR,
  ...IT,
  ...DE,
  ...NL,
  ...PL,
  ...SV,
  ...DA,
  ...NO,
  ...JA,
  ...ZH,
  ...RU,
];
