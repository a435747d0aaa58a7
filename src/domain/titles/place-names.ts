import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { isKnownTitle } from './classify';
import { CONTINENTS, regionCodes, regionNames } from './region-names';

/**
 * Names of countries and continents as a title writes them in its own language (round 17, w3q: "– Region CEE 🇵🇱",
 * "💼 (Malaysia & Philippines)", and the probes' "Zone Afrique", "(Polska, Czechy)"): every word of the areas company
 * names carry (`company/regions.ts`), the regions titles name that company names do not ("SEA", "Norden", "Cono Sur"),
 * and the one-word names of every country and continent in the profiles' languages, from the runtime's own CLDR data
 * (`Intl.DisplayNames`, so no list is kept here): "Czechy", "Afrique", "Österreich", "Türkiye", "Ελλάδα", "Україна".
 * A name that is also a role word the lexicon knows or a common English word ("Chad", "Jersey", "Cook") is left out
 * unless the area list already holds it. Built on first use: a title with a pictograph asks, few others do.
 */
export function isPlaceWord(word: string): boolean {
  if (AREA_WORDS.has(word)) return true;
  countryNames ??= buildCountryNames();
  return countryNames.has(word) && !isKnownTitle(word);
}

let countryNames: ReadonlySet<string> | null = null;

const TITLE_REGIONS = [
  'sea', 'anz', 'norden', 'nordamerika', 'lateinamerika', 'amerique', 'latine', 'oriente', 'medio', 'cono', 'sur', 'andina', 'centroamerica',
  'caribe', 'latinoamerica', 'orta', 'dogu', 'ssa', 'nord', 'sud', 'sued', 'ost', 'west', 'north', 'south', 'east', 'norte', 'centro',
];

/** Every word of the areas company names carry, and the regions only titles name. */
const AREA_WORDS: ReadonlySet<string> = new Set([...[...AREA_NAMES].flatMap((n) => n.split(' ')), ...TITLE_REGIONS]);

/** The one-word names of countries and continents in the profiles' languages (a role word is left out when asked). */
function buildCountryNames(): ReadonlySet<string> {
  const words = new Set<string>();
  for (const name of regionNames([...CONTINENTS, ...regionCodes()])) {
    const word = name[0];
    if (name.length === 1 && word !== undefined && word.length >= 4 && !isCommonEnglishWord(word)) words.add(word);
  }
  return words;
}
