import { stripAccents } from './text';

/** All 50 US states plus the District of Columbia: `[code, name, ...aliases]`. */
const US_STATES: readonly (readonly string[])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia', 'Washington DC', 'Washington D.C.', 'D.C.'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** Canadian provinces and territories: `[code, name, ...aliases]`. */
const CA_PROVINCES: readonly (readonly string[])[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Newfoundland'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** Australian states and territories: `[code, name, ...aliases]`. */
const AU_STATES: readonly (readonly string[])[] = [
  ['NSW', 'New South Wales'],
  ['VIC', 'Victoria'],
  ['QLD', 'Queensland'],
  ['WA', 'Western Australia'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['ACT', 'Australian Capital Territory'],
  ['NT', 'Northern Territory'],
];

function fold(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/\./gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

interface RegionTable {
  codes: Set<string>;
  names: Map<string, string>;
}

function build(rows: readonly (readonly string[])[]): RegionTable {
  const codes = new Set<string>();
  const names = new Map<string, string>();
  for (const [code, name, ...aliases] of rows) {
    if (code === undefined || name === undefined) continue;
    codes.add(code);
    for (const alias of [name, ...aliases]) names.set(fold(alias), name);
  }
  return { codes, names };
}

const US = build(US_STATES);
const CANADA = build(CA_PROVINCES);
const AUSTRALIA = build(AU_STATES);

function normaliseRegion(table: RegionTable, s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  const trimmed = s.trim();
  const upper = trimmed.replace(/\./gu, '').toUpperCase();
  if (table.codes.has(upper)) return upper;
  return table.names.get(fold(trimmed)) ?? null;
}

/**
 * Canonical US state (50 states + DC), or `null` when not a US state.
 *
 * Rule: a code (any case, dots ignored) is returned as the uppercase code
 * ("tx" → "TX"); a name (case/accent-insensitive) is returned as its canonical
 * name ("new york" → "New York").
 */
export function normaliseUsState(s: string | null | undefined): string | null {
  return normaliseRegion(US, s);
}

/** Same rule as {@link normaliseUsState} for Canadian provinces and territories. */
export function normaliseCanadianProvince(s: string | null | undefined): string | null {
  return normaliseRegion(CANADA, s);
}

/** Same rule as {@link normaliseUsState} for Australian states and territories ("nsw" → "NSW"). */
export function normaliseAustralianState(s: string | null | undefined): string | null {
  return normaliseRegion(AUSTRALIA, s);
}

/** The countries whose regions are known, in the order an ambiguous code is read ("WA" is Washington). */
const REGION_COUNTRIES: ReadonlyArray<readonly [string, RegionTable]> = [
  ['United States', US],
  ['Canada', CANADA],
  ['Australia', AUSTRALIA],
];

/**
 * The country a state, province or territory belongs to, with its canonical form, or null.
 *
 * Rule: US states first, then Canadian provinces, then Australian states, so a code two of them
 * share is read as the first ("WA" → Washington, "NT" → Northwest Territories); a full name is
 * never ambiguous ("Western Australia", "Northern Territory").
 */
export function regionCountry(s: string | null | undefined): { state: string; country: string } | null {
  for (const [country, table] of REGION_COUNTRIES) {
    const state = normaliseRegion(table, s);
    if (state !== null) return { state, country };
  }
  return null;
}

/** The canonical form of `s` as a region of `country` (one of the known ones), else null. */
export function regionOf(country: string | null, s: string | null | undefined): string | null {
  const table = REGION_COUNTRIES.find(([name]) => name === country)?.[1];
  return table === undefined ? null : normaliseRegion(table, s);
}
