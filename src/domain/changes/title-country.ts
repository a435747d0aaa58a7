import { bigCity } from '../company/city-names';
import { memoiseByString } from '../company/memoise';
import { segmentWords, stripAccents } from '../normalise/text';
import { isPlaceWord } from '../titles/place-names';
import { regionCodes, regionNames } from '../titles/region-names';

/**
 * Round 22 (issue #21, w3v's "Performance Marketing Manager" → "Manager – Performance Marketing (India)"): one country
 * named after the title — in brackets, or after a dash, a bar or a comma — is where the role sits, as a city is
 * ("Engineering Manager – Bengaluru", w3b; "Satış Temsilcisi (Antalya Bölgesi)", w3k; "Inköpschef – Norden", w3s: every read
 * set labels a place added in place no change). The title without it is the role, when the other title names no place.
 * A region of several countries ("EMEA", "DACH", "APAC", "Nordics") or a list of countries ("Thailand & Vietnam") names a
 * remit and stays a change, as the development sets label it (round 17's decision); so does a country replaced by another.
 */
export const withoutTrailingCountry = memoiseByString((title: string): string | null => {
  const m = TRAILING_COUNTRY.exec(title.trim());
  const head = m?.[1]?.trim() ?? '';
  const place = (m?.[2] ?? m?.[3] ?? '').trim();
  if (head === '' || !/\p{L}/u.test(head) || !isCountry(place) || /\b(?:of|for|de|del|di|der|des|du|für|pour|para|per|w|dla)$/iu.test(head)) return null;
  return head.replace(/[\s,;:|–—-]+$/u, '');
});

/** "title (Place)" or "title – Place", "title | Place", "title, Place": the place one to three words. */
const TRAILING_COUNTRY = /^(.*\S)\s*(?:[(（]\s*([^()（）,&/]+?)\s*[)）]|(?:\s[|–—-]\s|\s*[|,]\s*)([^()（）,&/|–—-]+))$/u;

/** Some word of the title a place: a country, a region, a continent (`titles/place-names.ts`). */
export function namesPlace(title: string): boolean {
  return segmentWords(title).some((w) => isPlaceWord(w));
}

/** One country, by its name in one of the profiles' languages or its usual short form ("UK", "USA", "UAE", "KSA"). */
function isCountry(text: string): boolean {
  const key = stripAccents(text).toLowerCase().replace(/[.\s]+/gu, ' ').trim();
  if (key === '' || key.split(' ').length > 3) return false;
  countries ??= buildCountries();
  return countries.has(key) || SHORT_FORMS.has(key.replace(/ /gu, '')) || bigCity(key);
}


const SHORT_FORMS: ReadonlySet<string> = new Set(['uk', 'us', 'usa', 'uae', 'ksa']);

let countries: ReadonlySet<string> | null = null;

/** Every country's name, one to three words, in every profile language: the runtime's CLDR data, no list kept here. */
function buildCountries(): ReadonlySet<string> {
  const names = new Set<string>();
  for (const words of regionNames(regionCodes().filter((code) => !NOT_COUNTRIES.has(code)))) {
    if (words.length > 0 && words.length <= 3) names.add(words.join(' '));
  }
  return names;
}

/** Region codes CLDR names that are no one country: the European Union, the euro area, the UN, unknown, outlying parts. */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);
