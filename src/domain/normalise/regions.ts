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

function normaliseRegion(table: RegionTable, s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  const trimmed = s.trim();
  const upper = trimmed.replace(/\./gu, '').toUpperCase();
  if (upper.length === 2 && table.codes.has(upper)) return upper;
  return table.names.get(fold(trimmed)) ?? null;
}

/**
 * Canonical US state (50 states + DC), or `null` when not a US state.
 *
 * Rule: a 2-letter code (any case, dots ignored) is returned as the uppercase code
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
