import { entries } from './types';

/**
 * English terms the rule tables in `seniority-rules.ts` / `function-rules.ts`
 * do not cover: role nouns that must beat a domain modifier ("Growth AE" is a
 * seller, "Business Developer" is not an engineer) and short forms.
 */
export const EN = entries('en', [
  ['ae', null, 'sales', 1],
  ['aes', null, 'sales', 1],
  ['sdr', null, 'sales', 1],
  ['bdr', null, 'sales', 1],
  ['sdrs', null, 'sales', 1],
  ['bdrs', null, 'sales', 1],
  ['business developer*', 'ic', 'sales', 1],
  ['eng', null, 'engineering'],
  ['mktg', null, 'marketing'],
  ['mkt', null, 'marketing'],
  ['development', null, 'engineering', 3],
  ['group pm', 'manager', 'product', 1],
  ['office managerin', 'manager', 'operations', 1],
  ['country mgr', 'vp', 'executive', 4],
  ['general mgr', 'vp', 'executive', 4],
  ['self employed', 'ic', null],
  ['risk', null, 'finance'],
  ['grafi**', null, 'marketing', 1],
  ['grafico', null, 'marketing', 1],
  ['grafica', null, 'marketing', 1],
  ['grafik', null, 'marketing', 1],
  ['grafisk', null, 'marketing', 1],
  ['grafisch', null, 'marketing', 1],
  ['event**', null, 'marketing'],
  ['implementa**', null, 'customer_success'],
  ['smm', null, 'marketing'],
  ['sns', null, 'marketing'],
  ['*netzwerk*', null, 'engineering'],
  ['*nätverk*', null, 'engineering'],
  ['*netværk*', null, 'engineering'],
  ['*nettverk*', null, 'engineering'],
  ['netzwerk*', null, 'engineering'],
  ['nätverk*', null, 'engineering'],
  ['netværk*', null, 'engineering'],
  ['nettverk*', null, 'engineering'],
  ['e commerce', null, 'marketing'],
  ['ecommerce', null, 'marketing'],
  ['gtm strategy', null, 'revops', 1],
  ['go to market strategy', null, 'revops', 1],
]);
