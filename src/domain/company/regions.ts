import { stripAccents } from '../normalise/text';
import { tokeniseCompanyName } from './company-tokens';
import { COUNTRY_NAMES } from './country-names';

/**
 * Countries, regions and their common short forms, as they appear in company names
 * ("Acme UK Ltd", "SAP Deutschland", "Salesforce Germany GmbH", "Grab Malaysia", "Rakuten
 * Europe") and in area titles ("Head of France", "Country Manager DACH", "VP EMEA"). Written as
 * people write them in English and in the languages of the countries; matched on folded words
 * (accents stripped, lower case). Multi-word names are written with spaces.
 */
const COUNTRIES = [
  // Europe
  'uk', 'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'ireland', 'eire',
  'germany', 'deutschland', 'france', 'italy', 'italia', 'spain', 'espana', 'portugal', 'netherlands',
  'nederland', 'holland', 'belgium', 'belgique', 'belgie', 'luxembourg', 'switzerland', 'schweiz', 'suisse',
  'svizzera', 'austria', 'osterreich', 'sweden', 'sverige', 'norway', 'norge', 'denmark', 'danmark', 'finland',
  'suomi', 'iceland', 'poland', 'polska', 'czech republic', 'czechia', 'cesko', 'ceska republika', 'slovakia',
  'slovensko', 'hungary', 'magyarorszag', 'romania', 'bulgaria', 'greece', 'hellas', 'ellada', 'cyprus', 'croatia',
  'hrvatska', 'serbia', 'srbija', 'slovenia', 'slovenija', 'estonia', 'eesti', 'latvia', 'latvija', 'lithuania',
  'lietuva', 'ukraine', 'ukraina', 'turkey', 'turkiye', 'turkiye cumhuriyeti', 'russia', 'rossiya', 'malta',
  // Americas
  'usa', 'united states', 'america', 'north america', 'canada', 'mexico', 'brazil', 'brasil',
  'argentina', 'chile', 'colombia', 'peru', 'uruguay',
  // Asia, Pacific, Middle East, Africa
  'japan', 'nippon', 'china', 'hong kong', 'taiwan', 'korea', 'south korea', 'singapore', 'malaysia', 'indonesia',
  'thailand', 'vietnam', 'viet nam', 'philippines', 'india', 'bharat', 'pakistan', 'bangladesh', 'sri lanka',
  'australia', 'new zealand', 'nz', 'anz', 'israel', 'uae', 'saudi arabia', 'ksa', 'qatar', 'kuwait', 'bahrain',
  'oman', 'egypt', 'morocco', 'maroc', 'tunisia', 'algeria', 'nigeria', 'kenya', 'ghana', 'south africa',
  'ethiopia', 'kazakhstan',
  // Round 16: the sovereign states the list lacked that a company name carries as its country ("Yapı Merkezi Tanzania",
  // "Airtel Uganda", "Banco Pichincha Ecuador"); names that are also a surname, a state or a common word (Jordan, Georgia,
  // Chad, Guinea, Niger, Mali, Togo, Panama) are left out.
  'tanzania', 'uganda', 'rwanda', 'zambia', 'zimbabwe', 'mozambique', 'angola', 'namibia', 'botswana', 'senegal', 'cameroon',
  'cote divoire', 'ivory coast', 'madagascar', 'mauritius', 'libya', 'sudan', 'somalia', 'djibouti', 'ecuador', 'bolivia',
  'paraguay', 'venezuela', 'costa rica', 'guatemala', 'honduras', 'el salvador', 'nicaragua', 'dominican republic',
  'puerto rico', 'myanmar', 'cambodia', 'laos', 'nepal', 'mongolia', 'uzbekistan', 'azerbaijan', 'armenia', 'lebanon',
  'iraq', 'iran', 'afghanistan', 'bosnia', 'montenegro', 'albania', 'north macedonia', 'moldova', 'belarus', 'kosovo',
  'liechtenstein', 'monaco', 'fiji', 'papua new guinea',
];

const REGIONS = [
  'emea', 'apac', 'apj', 'latam', 'amer', 'americas', 'dach', 'nordics', 'nordic', 'nordic countries', 'benelux',
  'cee', 'mena', 'menat', 'gcc', 'uki', 'iberia', 'europe', 'asia', 'asia pacific', 'southeast asia', 'middle east',
  'africa', 'latin america', 'western europe', 'eastern europe', 'central europe', 'northern europe',
  'southern europe', 'gulf', 'india subcontinent',
];

/**
 * Adjectives of countries as company names write them, in English and in the country's language
 * ("Deutsche Telekom" ↔ "Telekom Deutschland", "Gen Digital Czech s.r.o.", "Vodafone España" ↔
 * "Vodafone Española"), each with the country it names (the folded form listed in COUNTRIES).
 * A country adjective alone is never a stem: "Deutsche Bank" and "Deutsche Bahn" stay two
 * companies, as "Česká spořitelna" and "Česká pošta" do.
 */
const COUNTRY_ADJECTIVES: Readonly<Record<string, string>> = {
  german: 'germany', deutsche: 'deutschland', deutscher: 'deutschland', deutsches: 'deutschland', british: 'uk',
  english: 'england', scottish: 'scotland', irish: 'ireland', french: 'france', francaise: 'france', francais: 'france',
  italian: 'italy', italiana: 'italia', italiano: 'italia', italiane: 'italia', spanish: 'spain', espanola: 'espana',
  espanol: 'espana', portuguese: 'portugal', portuguesa: 'portugal', dutch: 'netherlands', nederlandse: 'nederland',
  belgian: 'belgium', swiss: 'switzerland', schweizer: 'schweiz', schweizerische: 'schweiz', austrian: 'austria',
  osterreichische: 'osterreich', swedish: 'sweden', svenska: 'sverige', svensk: 'sverige', norwegian: 'norway',
  norsk: 'norge', norske: 'norge', danish: 'denmark', dansk: 'danmark', danske: 'danmark', finnish: 'finland',
  suomen: 'suomi', polish: 'poland', polski: 'polska', polskie: 'polska', czech: 'czechia', ceska: 'cesko', cesky: 'cesko',
  ceske: 'cesko', slovak: 'slovakia', hungarian: 'hungary', magyar: 'magyarorszag', romanian: 'romania',
  romana: 'romania', greek: 'greece', hellenic: 'greece', turkish: 'turkey', turk: 'turkiye', russian: 'russia',
  ukrainian: 'ukraine', american: 'usa', canadian: 'canada', mexican: 'mexico', mexicana: 'mexico', brazilian: 'brazil',
  brasileira: 'brasil', brasileiro: 'brasil', japanese: 'japan', chinese: 'china', korean: 'korea', indian: 'india',
  indonesian: 'indonesia', vietnamese: 'vietnam', thai: 'thailand', australian: 'australia', israeli: 'israel',
  egyptian: 'egypt', nigerian: 'nigeria', kenyan: 'kenya',
};

/** Words a group adds to name an entity that is not national ("Shopify International", "Grab Holdings"). */
const GROUP_ENTITY = ['international', 'intl', 'global', 'worldwide', 'holdings', 'holding', 'group', 'europe', 'eu'];

const fold = (s: string): string => stripAccents(s).toLowerCase();

/** Regions that hold several countries ("Europe", "EMEA", "Asia Pacific"), folded: a regional entity and a national one of the same group do not name two countries. */
export const REGION_NAMES: ReadonlySet<string> = new Set([...REGIONS, 'eu', 'international', 'intl', 'global', 'worldwide'].map((r) => stripAccents(r).toLowerCase()));

/** Every country and region, folded (area titles: "Head of France", "VP EMEA"). */
export const AREA_NAMES: ReadonlySet<string> = new Set([...COUNTRIES, ...REGIONS].map(fold));

/**
 * Round 33: the names of the countries and regions in the languages and scripts of the profiles (`country-names.ts`), as
 * company names fold them: those in the Latin script (entity words), those in other scripts (areas only), and the country
 * each names. Read when a name's words are first asked about, not at import (1,100 names folded: a process that only
 * classifies titles never pays for them).
 */
interface LocalNames {
  latin: ReadonlySet<string>;
  other: ReadonlySet<string>;
  country: ReadonlyMap<string, string>;
  maxWords: number;
}

let localNames: LocalNames | null = null;

function local(): LocalNames {
  localNames ??= readLocalNames();
  return localNames;
}

function readLocalNames(): LocalNames {
  const country = new Map<string, string>();
  for (const [name, names] of Object.entries(COUNTRY_NAMES)) {
    for (const n of names.split('|')) country.set(tokeniseCompanyName(n).map((t) => t.text).join(' '), name);
  }
  const keys = [...country.keys()];
  return {
    latin: new Set(keys.filter((n) => !OTHER_SCRIPT.test(n))),
    other: new Set(keys.filter((n) => OTHER_SCRIPT.test(n))),
    country,
    maxWords: Math.max(...keys.map((n) => n.split(' ').length)),
  };
}

const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

const ENGLISH_ENTITY_WORDS: ReadonlySet<string> = new Set([...COUNTRIES, ...REGIONS, ...GROUP_ENTITY, ...Object.keys(COUNTRY_ADJECTIVES)].map(fold));

/**
 * Words that make a company name an entity of a group: the areas, and "International",
 * "Global", "Holdings" … (see `company/families.ts`). Round 33: with the countries' names in the Latin script of every
 * language of the profiles ("Égypte", "Ägypten", "Niemcy"); names in other scripts ("Україна", "Ελλάς", "مصر") are read only
 * as a name's areas (`splitAreas`), never by the stem rules (`families.ts` reads every word of another script as distinctive).
 */
export const ENTITY_WORDS: Pick<ReadonlySet<string>, 'has'> = {
  has: (word: string): boolean => ENGLISH_ENTITY_WORDS.has(word) || local().latin.has(word),
};

/** The country an entity word names, a country adjective read as its country ("deutsche" → "deutschland"); other entity words stand for themselves. */
export function entityOf(word: string): string {
  return COUNTRY_ADJECTIVES[word] ?? word;
}

/** The longest area name in words (for scanning word sequences). */
export const AREA_MAX_WORDS = Math.max(...[...AREA_NAMES].map((n) => n.split(' ').length));

/**
 * The names one country goes by, in English and its own language, so that "Vodafone Czech
 * Republic" and "Česká Vodafone" name one country and "Türk Telekom" and "Deutsche Telekom" two.
 */
const SAME_COUNTRY: ReadonlyArray<readonly string[]> = [
  ['uk', 'united kingdom', 'great britain', 'britain'], ['germany', 'deutschland'], ['italy', 'italia'], ['spain', 'espana'],
  ['netherlands', 'nederland', 'holland'], ['belgium', 'belgique', 'belgie'], ['switzerland', 'schweiz', 'suisse', 'svizzera'],
  ['austria', 'osterreich'], ['sweden', 'sverige'], ['norway', 'norge'], ['denmark', 'danmark'], ['finland', 'suomi'],
  ['poland', 'polska'], ['czechia', 'czech republic', 'cesko', 'ceska republika'], ['slovakia', 'slovensko'],
  ['hungary', 'magyarorszag'], ['greece', 'hellas', 'ellada'], ['croatia', 'hrvatska'], ['serbia', 'srbija'],
  ['slovenia', 'slovenija'], ['estonia', 'eesti'], ['latvia', 'latvija'], ['lithuania', 'lietuva'], ['ukraine', 'ukraina'],
  ['turkey', 'turkiye', 'turkiye cumhuriyeti'], ['russia', 'rossiya'], ['usa', 'united states', 'america'], ['brazil', 'brasil'],
  ['japan', 'nippon'], ['vietnam', 'viet nam'], ['india', 'bharat'], ['ireland', 'eire'], ['korea', 'south korea'],
];
const ONE_NAME: ReadonlyMap<string, string> = new Map(SAME_COUNTRY.flatMap((names) => names.map((n) => [n, names[0] ?? n] as const)));

/** Round 33: a country's name in another language is that country ("egypte", "مصر" → "egypt"); the lists above first. */
function oneName(entity: string): string | undefined {
  const known = ONE_NAME.get(entity);
  if (known !== undefined) return known;
  const country = local().country.get(entity);
  return country === undefined ? undefined : (ONE_NAME.get(country) ?? country);
}

/** One name for a country however it is written ("deutsche", "deutschland", "germany" → "germany"); other entity words stand for themselves. */
export function countryOf(word: string): string {
  const entity = entityOf(word);
  return oneName(entity) ?? entity;
}

/**
 * A company name's words split into its core and the areas it names (multi-word areas read
 * whole: "czech republic", "viet nam"); group words ("international", "holding") are dropped.
 */
export function splitAreas(words: readonly string[]): { core: string[]; areas: Set<string> } {
  return areasOf(words, ENTITY_WORDS.has);
}

/**
 * Round 33: `splitAreas` with the countries' names in other scripts too ("Shell Україна", "Shell Ελλάς"), for a listed group's
 * name beside its country (`groups.ts`). Not for the stem and hand-off rules (`families.ts`), which read every word of another
 * script as distinctive: "Τράπεζα της Ελλάδος" (the central bank) would leave them "Τράπεζα" (bank) alone, a word of every
 * Greek bank's name (w4c's control).
 */
export function splitAreasAnyScript(words: readonly string[]): { core: string[]; areas: Set<string> } {
  return areasOf(words, isArea);
}

function areasOf(words: readonly string[], area: (name: string) => boolean): { core: string[]; areas: Set<string> } {
  const core: string[] = [];
  const areas = new Set<string>();
  for (let i = 0; i < words.length; ) {
    let n = Math.min(Math.max(AREA_MAX_WORDS, local().maxWords), words.length - i);
    while (n > 0 && !area(words.slice(i, i + n).join(' '))) n--;
    if (n === 0) {
      core.push(words[i] ?? '');
      i++;
      continue;
    }
    const name = words.slice(i, i + n).join(' ');
    if (!GROUP_ENTITY_WORDS.has(name)) areas.add(countryOf(name));
    i += n;
  }
  return { core, areas };
}

function isArea(name: string): boolean {
  return ENTITY_WORDS.has(name) || local().other.has(name);
}

/** Entity words that name no place ("International", "Holdings"). */
export const GROUP_ENTITY_WORDS: ReadonlySet<string> = new Set(GROUP_ENTITY);
