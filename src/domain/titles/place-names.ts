import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { segmentWords } from '../normalise/text';
import { isKnownTitle } from './classify';

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

/** The profiles' languages whose country names are read (here and by `changes/title-country.ts`). */
const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'sk', 'hu', 'ro', 'tr', 'id', 'ms', 'vi', 'el', 'he', 'ar', 'ru', 'uk', 'hr'];

/** UN M49 codes of the continents and their parts (Africa, Europe, Latin America, Western Asia …). */
const CONTINENTS = ['002', '005', '009', '011', '013', '014', '015', '017', '018', '019', '021', '029', '030', '034', '035', '039', '053', '142', '143', '145', '150', '151', '154', '155', '419'];

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

/** Every two-letter region code the runtime's CLDR data names (countries, territories and a few groupings). */
export function regionCodes(): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a < 91; a++) for (let b = 65; b < 91; b++) {
    const code = String.fromCharCode(a, b);
    if (english.of(code) !== undefined) codes.push(code);
  }
  return codes;
}

/** Each region's name in each of the profiles' languages, as its words (`segmentWords`). */
export function* regionNames(codes: readonly string[]): Generator<string[]> {
  for (const locale of LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of codes) yield segmentWords(names.of(code) ?? '');
  }
}
