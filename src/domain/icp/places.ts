import { countryCode, normaliseCanadianProvince, normaliseUsState } from '../normalise';
import { foldForMatching } from '../normalise/text';
import type { CriterionResult } from './rules';

/**
 * Where a company's HQ is, and whether it lies in a place named by an ICP rule.
 *
 * A place is, in this order of interpretation:
 * - a macro-region (table below: EMEA, NA, AMER, LATAM, APAC, DACH, Nordics, ...),
 *   compared by the HQ country's ISO code;
 * - a country in any form `countryCode` knows ("US", "USA", "United States");
 * - for `regions` only: a US state or Canadian province by code or name ("CA" in
 *   `regions` is California; in `countries` it is Canada);
 * - otherwise free text compared (folded) with the HQ city, state or country.
 */
export interface Hq {
  city: string | null;
  state: string | null;
  country: string | null;
}

const EUROPE = ['GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'NL', 'BE', 'LU', 'ES', 'PT', 'IT', 'SE', 'NO', 'DK', 'FI', 'IS',
  'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'RS', 'EE', 'LV', 'LT', 'UA', 'CY', 'MT'];
const EU = ['IE', 'DE', 'AT', 'FR', 'NL', 'BE', 'LU', 'ES', 'PT', 'IT', 'SE', 'DK', 'FI', 'PL', 'CZ', 'SK', 'HU', 'RO',
  'BG', 'GR', 'HR', 'SI', 'EE', 'LV', 'LT', 'CY', 'MT'];
const MIDDLE_EAST = ['IL', 'AE', 'SA', 'QA', 'TR', 'BH', 'KW', 'OM', 'JO', 'LB'];
const AFRICA = ['EG', 'ZA', 'NG', 'KE', 'MA', 'GH', 'TN'];
const LATAM = ['MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'UY', 'CR', 'EC', 'PA', 'GT', 'DO', 'BO', 'PY', 'VE'];
const NA = ['US', 'CA'];
const SEA = ['SG', 'MY', 'ID', 'TH', 'VN', 'PH'];
const APAC = [...SEA, 'IN', 'PK', 'BD', 'LK', 'CN', 'HK', 'TW', 'JP', 'KR', 'AU', 'NZ'];

/** Macro-region → ISO 3166-1 alpha-2 codes. Keys are folded (lowercase, punctuation as spaces). */
export const MACRO_REGIONS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['emea', [...EUROPE, ...MIDDLE_EAST, ...AFRICA]],
  ['europe', EUROPE],
  ['eu', EU],
  ['na', NA],
  ['north america', NA],
  ['amer', [...NA, ...LATAM]],
  ['americas', [...NA, ...LATAM]],
  ['latam', LATAM],
  ['latin america', LATAM],
  ['apac', APAC],
  ['asia pacific', APAC],
  ['sea', SEA],
  ['southeast asia', SEA],
  ['anz', ['AU', 'NZ']],
  ['dach', ['DE', 'AT', 'CH']],
  ['nordics', ['SE', 'NO', 'DK', 'FI', 'IS']],
  ['nordic', ['SE', 'NO', 'DK', 'FI', 'IS']],
  ['benelux', ['BE', 'NL', 'LU']],
  ['uki', ['GB', 'IE']],
  ['cee', ['PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'HR', 'SI', 'RS', 'EE', 'LV', 'LT', 'UA']],
  ['mena', [...MIDDLE_EAST, 'EG', 'MA', 'TN']],
  ['middle east', MIDDLE_EAST],
]);

/** `code:name` pairs, so a state given by code and one given by name compare equal. */
const STATE_PAIRS = `AL:Alabama AK:Alaska AZ:Arizona AR:Arkansas CA:California CO:Colorado CT:Connecticut DE:Delaware
DC:District_of_Columbia FL:Florida GA:Georgia HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas KY:Kentucky
LA:Louisiana ME:Maine MD:Maryland MA:Massachusetts MI:Michigan MN:Minnesota MS:Mississippi MO:Missouri MT:Montana
NE:Nebraska NV:Nevada NH:New_Hampshire NJ:New_Jersey NM:New_Mexico NY:New_York NC:North_Carolina ND:North_Dakota
OH:Ohio OK:Oklahoma OR:Oregon PA:Pennsylvania RI:Rhode_Island SC:South_Carolina SD:South_Dakota TN:Tennessee TX:Texas
UT:Utah VT:Vermont VA:Virginia WA:Washington WV:West_Virginia WI:Wisconsin WY:Wyoming
AB:Alberta BC:British_Columbia MB:Manitoba NB:New_Brunswick NL:Newfoundland_and_Labrador NS:Nova_Scotia
NT:Northwest_Territories NU:Nunavut ON:Ontario PE:Prince_Edward_Island QC:Quebec SK:Saskatchewan YT:Yukon`;
const STATE_CODE_BY_NAME = new Map(
  STATE_PAIRS.split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [code = '', name = ''] = pair.split(':');
      return [name.replace(/_/g, ' '), code] as const;
    }),
);

/** A sub-national region as `{ country, code }` (US state or Canadian province), else null. */
function stateOf(value: string | null): { country: 'US' | 'CA'; code: string } | null {
  if (!value) return null;
  const us = normaliseUsState(value);
  if (us) return { country: 'US', code: STATE_CODE_BY_NAME.get(us) ?? us };
  const ca = normaliseCanadianProvince(value);
  if (ca) return { country: 'CA', code: STATE_CODE_BY_NAME.get(ca) ?? ca };
  return null;
}

/** The HQ country as an ISO code: from the country, else implied by a US state / Canadian province. */
export function hqCountryCode(hq: Hq): string | null {
  return countryCode(hq.country) ?? stateOf(hq.state)?.country ?? null;
}

function hqIsUnknown(hq: Hq): boolean {
  return !hq.city && !hq.state && !hq.country;
}

function inCountries(codes: readonly string[], hq: Hq): CriterionResult {
  const code = hqCountryCode(hq);
  if (code) return codes.includes(code) ? 'match' : 'miss';
  return 'unknown';
}

function freeText(place: string, hq: Hq): CriterionResult {
  if (hqIsUnknown(hq)) return 'unknown';
  const key = foldForMatching(place);
  return [hq.city, hq.state, hq.country].some((v) => v && foldForMatching(v) === key) ? 'match' : 'miss';
}

/** Whether the HQ lies in `place`, read as a `countries` or a `regions` entry. */
export function placeResult(place: string, hq: Hq, kind: 'country' | 'region'): CriterionResult {
  const macro = MACRO_REGIONS.get(foldForMatching(place));
  const country = countryCode(place);
  if (kind === 'country' && country) return inCountries([country], hq);
  if (macro) return inCountries(macro, hq);
  const state = kind === 'region' ? stateOf(place) : null;
  if (state) {
    const hqCode = hqCountryCode(hq);
    if (hqCode && hqCode !== state.country) return 'miss';
    const hqState = stateOf(hq.state);
    if (hqState) return hqState.code === state.code && hqState.country === state.country ? 'match' : 'miss';
    return hq.state ? 'miss' : 'unknown';
  }
  if (country) return inCountries([country], hq);
  return freeText(place, hq);
}

/** The HQ as given ("Austin, TX, United States"), or null when unknown. */
export function hqLabel(hq: Hq): string | null {
  const parts = [hq.city, hq.state, hq.country].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}

/** A short HQ for summaries: the country code ("US"), else the state or city as given. */
export function hqShort(hq: Hq): string | null {
  return hqCountryCode(hq) ?? hq.country ?? hq.state ?? hq.city ?? null;
}
