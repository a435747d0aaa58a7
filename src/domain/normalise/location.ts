import { normaliseCountry } from './countries';
import { regionCountry, regionOf } from './regions';
import { cleanText, collapseWhitespace } from './text';

export interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
}

const US = 'United States';

const EMPTY: Place = { city: null, state: null, country: null };

/** Canonical state for a country whose regions are known (US, Canada, Australia), else the trimmed input. */
function stateFor(state: string | null, country: string | null): string | null {
  if (state === null) return null;
  return regionOf(country, state) ?? state;
}

/**
 * Splits a combined location string into city, state and country.
 *
 * Rule (parts are comma-separated, trimmed, blanks dropped):
 * - 3+ parts: "City, State, Country"; the last part is the country, the one before
 *   it the state, everything before that the city (joined with ", ").
 * - 2 parts "A, B":
 *   - B is a US state name or code → city A, state B, "United States" ("Austin, TX";
 *     note "Berlin, DE" therefore reads as Delaware, "Perth, WA" as Washington);
 *   - B is a Canadian or Australian region written as a name or a code of 3+ letters
 *     → city A, state B and its country ("Toronto, Ontario", "Sydney, NSW");
 *   - B is a known country → city A, country B; if A is then a state/province of
 *     that country ("California, United States") it becomes the state instead;
 *   - B is a 2-letter Canadian or Australian code that is not a country code → city A,
 *     state B and its country ("Toronto, ON"; "Darwin, NT" reads as Canada's Northwest
 *     Territories and "Adelaide, SA" as Saudi Arabia: write the name to be sure);
 *   - otherwise city A, country B kept as given.
 * - 1 part: known country (name, alias or ISO-2 code, so "CA" is Canada) → country;
 *   a known state/province/territory → state + its country; otherwise city
 *   ("Greater Seattle Area").
 *
 * Countries are canonicalised with `normaliseCountry` (unknown ones kept as given).
 * Known states keep a code as the uppercase code and otherwise become the canonical
 * name; other states are kept as given. Blank input → all `null`.
 */
export function splitLocation(s: string): Place {
  const parts = s
    .split(',')
    .map(collapseWhitespace)
    .filter((p) => p !== '');

  if (parts.length === 0) return { ...EMPTY };

  if (parts.length === 1) {
    const only = parts[0] ?? '';
    const country = normaliseCountry(only);
    if (country !== null) return { city: null, state: null, country };
    const region = regionCountry(only);
    if (region !== null) return { city: null, ...region };
    return { city: only, state: null, country: null };
  }

  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    const usState = regionOf(US, b);
    if (usState !== null) return { city: a, state: usState, country: US };
    const region = regionCountry(b);
    // "NSW", "Queensland": not an ISO country code, so read before the countries.
    if (region !== null && b.replace(/\./gu, '').length > 2) return { city: a, ...region };
    const country = normaliseCountry(b);
    if (country !== null) {
      const state = regionOf(country, a);
      if (state !== null) return { city: null, state, country };
      return { city: a, state: null, country };
    }
    if (region !== null) return { city: a, ...region };
    return { city: a, state: null, country: b };
  }

  const countryPart = parts[parts.length - 1] ?? '';
  const country = normaliseCountry(countryPart) ?? countryPart;
  const state = stateFor(parts[parts.length - 2] ?? null, country);
  const city = parts.slice(0, -2).join(', ');
  return { city, state, country };
}

/**
 * Resolves a place from explicit fields and a combined location string.
 *
 * Rule: if any of city/state/country is non-blank, the explicit fields are used
 * as a whole and the combined string is ignored (no per-field mixing); otherwise
 * the combined string is split with {@link splitLocation}. Explicit values are
 * trimmed (blank → null), the country canonicalised with `normaliseCountry`
 * (unknown kept as given) and the state canonicalised when the country is the
 * United States, Canada or Australia. A known state given without a country
 * brings its country ("NSW" → Australia).
 */
export function resolvePlace(
  explicit: { city?: string | null; state?: string | null; country?: string | null },
  combined: string | null | undefined,
): Place {
  const city = cleanText(explicit.city);
  const rawState = cleanText(explicit.state);
  const rawCountry = cleanText(explicit.country);
  if (city !== null || rawState !== null || rawCountry !== null) {
    if (rawCountry === null && rawState !== null) {
      const region = regionCountry(rawState);
      if (region !== null) return { city, ...region };
    }
    const country = rawCountry === null ? null : (normaliseCountry(rawCountry) ?? rawCountry);
    return { city, state: stateFor(rawState, country), country };
  }
  const text = cleanText(combined);
  return text === null ? { ...EMPTY } : splitLocation(text);
}
