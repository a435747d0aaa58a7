import { AR } from './ar';
import { CS } from './cs';
import { DA } from './da';
import { DE } from './de';
import { EL } from './el';
import { EN } from './en';
import { ES } from './es';
import { FI } from './fi';
import { FR } from './fr';
import { HE } from './he';
import { HI } from './hi';
import { HU } from './hu';
import { ID } from './id';
import { IT } from './it';
import { JA } from './ja';
import { KO } from './ko';
import { NL } from './nl';
import { NO } from './no';
import { OCCUPATIONS } from './occupations';
import { DEPOT_AIRPORT_PROPERTY_OCCUPATIONS } from './occupations-depots-airports-property';
import { FRANCHISE_FLOOR_DEAL_OCCUPATIONS } from './occupations-franchise-floors-deals';
import { OCCUPATIONS_ISCO } from './occupations-isco';
import { PUBLIC_AND_FLOOR_OCCUPATIONS } from './occupations-public-and-floor';
import { SERVICE_OCCUPATIONS } from './occupations-service-families';
import { PL } from './pl';
import { PT } from './pt';
import { RANK_FORMS } from './rank-forms';
import { RO } from './ro';
import { RU } from './ru';
import { SV } from './sv';
import { TR } from './tr';
import type { LexiconEntry } from './types';
import { UK } from './uk';
import { VI } from './vi';
import { ZH } from './zh';

export type { FunctionTier, LexiconEntry, TitleLanguage } from './types';
export { TITLE_LANGUAGES } from './types';

/** Every term of every language; matching is language-blind (titles mix languages). */
export const LEXICON: readonly LexiconEntry[] = [
  // Round 40 (sweep40s): first, so that where a term is also another list's, its rank form is the one read (`rank-forms.ts`).
  ...RANK_FORMS,
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
  ...AR,
  ...HI,
  ...KO,
  ...TR,
  ...ID,
  ...VI,
  ...CS,
  ...FI,
  ...EL,
  ...HE,
  ...RO,
  ...HU,
  ...UK,
  ...OCCUPATIONS,
  ...SERVICE_OCCUPATIONS,
  ...OCCUPATIONS_ISCO,
  ...DEPOT_AIRPORT_PROPERTY_OCCUPATIONS,
  ...PUBLIC_AND_FLOOR_OCCUPATIONS,
  ...FRANCHISE_FLOOR_DEAL_OCCUPATIONS,
];
