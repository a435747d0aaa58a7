import { DA } from './da';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { NL } from './nl';
import { NO } from './no';
import { PL } from './pl';
import { PT } from './pt';
import { RU } from './ru';
import { SV } from './sv';
import type { LexiconEntry } from './types';
import { ZH } from './zh';

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
