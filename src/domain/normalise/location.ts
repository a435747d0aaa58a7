import { normaliseCountry } from './countries';
import { normaliseCanadianProvince, normaliseUsState } from './regions';
import { cleanText, collapseWhitespace } from './text';

export interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
}

const US = 'United States';
const CANADA = 'Canada';

const EMPTY: Place = { city: null, state: null, country: null };

/** Canonical state for a known country (US state or Canadian province), else the trimmed input. */
function stateFor(state: string | null, country: string | null): string | null {
  if (state === null) return null;
  if (country === US) return normaliseUsState(state) ?? state;
  if (country === CANADA) return normaliseCanadianProvince(state) ?? state;
  return state;
}

/**
 * Splits a combined location string into city, state and country.
 *
 * Rule (parts are comma-separated, trimmed, blanks dropped):
 * - 3+ parts: "City, State, Country"; the last part is the country, the one before
 *   it the state, everything before that the city (joined with ", ").
 * - 2 parts "A, B":
 *   - B is a US state name or 2-letter code → city A, state B, country "United States"
 *     ("Austin, TX"; note "Berlin, DE" therefore reads as Delaware);
 *   - B is a known country → city A, country B; if A is then a state/province of
 *     that country ("California, United States") it becomes the state instead;
 *   - B is a Canadian province → city A, state B, country "Canada";
 *   - otherwise city A, country B kept as given.
 * - 1 part: known country (name, alias or ISO-2 code, so "CA" is Canada) →
 *   country; US state → state + "United States"; Canadian province → state +
 *   "Canada"; otherwise city ("Greater Seattle Area").
 *
 * Countries are canonicalised with `normaliseCountry` (unknown ones kept as given).
 * US states and Canadian provinces keep a 2-letter code as the uppercase code and
 * otherwise become the canonical name; other states are kept as given.
 * Blank input → all `null`.
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
    const usState = normaliseUsState(only);
    if (usState !== null) return { city: null, state: usState, country: US };
    const province = normaliseCanadianProvince(only);
    if (province !== null) return { city: null, state: province, country: CANADA };
    return { city: only, state: null, country: null };
  }

  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    const usState = normaliseUsState(b);
    if (usState !== null) return { city: a, state: usState, country: US };
    const country = normaliseCountry(b);
    if (country !== null) {
      const region = country === US ? normaliseUsState(a) : country === CANADA ? normaliseCanadianProvince(a) : null;
      if (region !== null) return { city: null, state: region, country };
      return { city: a, state: null, country };
    }
    const province = normaliseCanadianProvince(b);
    if (province !== null) return { city: a, state: province, country: CANADA };
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
 * United States or Canada.
 */
export function resolvePlace(
  explicit: { city?: string | null; state?: string | null; country?: string | null },
  combined: string | null | undefined,
): Place {
  const city = cleanText(explicit.city);
  const rawState = cleanText(explicit.state);
  const rawCountry = cleanText(explicit.country);
  if (city !== null || rawState !== null || rawCountry !== null) {
    const country = rawCountry === null ? null : (normaliseCountry(rawCountry) ?? rawCountry);
    return { city, state: stateFor(rawState, country), country };
  }
  const text = cleanText(combined);
  return text === null ? { ...EMPTY } : splitLocation(text);
}
