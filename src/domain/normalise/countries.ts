import { stripAccents } from './text';

/**
 * Compact country table: the countries most common in B2B data.
 * `[ISO 3166-1 alpha-2, canonical English name, ...aliases]`.
 * Lookup is by canonical name, ISO-2 code or alias (see {@link foldCountry}).
 */
const COUNTRY_TABLE: readonly (readonly string[])[] = [
  ['US', 'United States', 'USA', 'United States of America', 'America', 'U.S.', 'U.S.A.', 'U.S.A'],
  ['GB', 'United Kingdom', 'UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  ['CA', 'Canada'],
  ['DE', 'Germany', 'Deutschland'],
  ['FR', 'France'],
  ['NL', 'Netherlands', 'The Netherlands', 'Holland', 'Nederland'],
  ['BE', 'Belgium'],
  ['LU', 'Luxembourg'],
  ['IE', 'Ireland', 'Republic of Ireland'],
  ['ES', 'Spain', 'España'],
  ['PT', 'Portugal'],
  ['IT', 'Italy', 'Italia'],
  ['CH', 'Switzerland', 'Schweiz', 'Suisse'],
  ['AT', 'Austria', 'Österreich'],
  ['SE', 'Sweden', 'Sverige'],
  ['NO', 'Norway', 'Norge'],
  ['DK', 'Denmark', 'Danmark'],
  ['FI', 'Finland', 'Suomi'],
  ['IS', 'Iceland'],
  ['PL', 'Poland', 'Polska'],
  ['CZ', 'Czechia', 'Czech Republic'],
  ['SK', 'Slovakia'],
  ['HU', 'Hungary'],
  ['RO', 'Romania'],
  ['BG', 'Bulgaria'],
  ['GR', 'Greece'],
  ['HR', 'Croatia'],
  ['SI', 'Slovenia'],
  ['RS', 'Serbia'],
  ['EE', 'Estonia'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['UA', 'Ukraine'],
  ['TR', 'Turkey', 'Türkiye', 'Turkiye'],
  ['CY', 'Cyprus'],
  ['MT', 'Malta'],
  ['IL', 'Israel'],
  ['AE', 'United Arab Emirates', 'UAE', 'U.A.E.'],
  ['SA', 'Saudi Arabia', 'KSA'],
  ['QA', 'Qatar'],
  ['EG', 'Egypt'],
  ['ZA', 'South Africa'],
  ['NG', 'Nigeria'],
  ['KE', 'Kenya'],
  ['IN', 'India'],
  ['PK', 'Pakistan'],
  ['BD', 'Bangladesh'],
  ['LK', 'Sri Lanka'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['ID', 'Indonesia'],
  ['TH', 'Thailand'],
  ['VN', 'Vietnam', 'Viet Nam'],
  ['PH', 'Philippines'],
  ['CN', 'China', "People's Republic of China", 'PRC'],
  ['HK', 'Hong Kong', 'Hong Kong SAR'],
  ['TW', 'Taiwan'],
  ['JP', 'Japan'],
  ['KR', 'South Korea', 'Korea', 'Republic of Korea'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['MX', 'Mexico', 'México'],
  ['BR', 'Brazil', 'Brasil'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['CO', 'Colombia'],
  ['PE', 'Peru'],
  ['UY', 'Uruguay'],
  ['CR', 'Costa Rica'],
  ['RU', 'Russia', 'Russian Federation'],
];

/** Lookup form: accents stripped, lowercase, dots and apostrophes removed, whitespace collapsed. */
function foldCountry(s: string): string {
  return stripAccents(s)
    .toLowerCase()
    .replace(/['’.]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

interface CountryEntry {
  code: string;
  name: string;
}

const BY_KEY = new Map<string, CountryEntry>();
for (const [code, name, ...aliases] of COUNTRY_TABLE) {
  if (code === undefined || name === undefined) continue;
  const entry = { code, name };
  for (const key of [code, name, ...aliases]) BY_KEY.set(foldCountry(key), entry);
}

function lookup(s: string | null | undefined): CountryEntry | null {
  if (s === null || s === undefined) return null;
  return BY_KEY.get(foldCountry(s)) ?? null;
}

/**
 * Canonical English country name, or `null` when blank or not in the table.
 *
 * Rule: case-, accent-, dot- and whitespace-insensitive lookup of the canonical
 * name, its ISO 3166-1 alpha-2 code, or an alias: "USA", "U.S.", "US",
 * "United States of America" → "United States"; "UK", "England", "Scotland",
 * "Wales", "Great Britain", "GB" → "United Kingdom"; "Holland" → "Netherlands"…
 * Callers that want to keep unknown countries use `normaliseCountry(s) ?? s`.
 */
export function normaliseCountry(s: string | null | undefined): string | null {
  return lookup(s)?.name ?? null;
}

/**
 * ISO 3166-1 alpha-2 code (uppercase; "GB" for the United Kingdom) for any input
 * {@link normaliseCountry} recognises, else `null`.
 */
export function countryCode(s: string | null | undefined): string | null {
  return lookup(s)?.code ?? null;
}
