import { stripAccents } from '../normalise/text';

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
];

const REGIONS = [
  'emea', 'apac', 'apj', 'latam', 'amer', 'americas', 'dach', 'nordics', 'nordic', 'nordic countries', 'benelux',
  'cee', 'mena', 'menat', 'gcc', 'uki', 'iberia', 'europe', 'asia', 'asia pacific', 'southeast asia', 'middle east',
  'africa', 'latin america', 'western europe', 'eastern europe', 'central europe', 'northern europe',
  'southern europe', 'gulf', 'india subcontinent',
];

/** Words a group adds to name an entity that is not national ("Shopify International", "Grab Holdings"). */
const GROUP_ENTITY = ['international', 'intl', 'global', 'worldwide', 'holdings', 'holding', 'group', 'europe', 'eu'];

const fold = (s: string): string => stripAccents(s).toLowerCase();

/** Every country and region, folded (area titles: "Head of France", "VP EMEA"). */
export const AREA_NAMES: ReadonlySet<string> = new Set([...COUNTRIES, ...REGIONS].map(fold));

/**
 * Words that make a company name an entity of a group: the areas, and "International",
 * "Global", "Holdings" … (see `company/families.ts`).
 */
export const ENTITY_WORDS: ReadonlySet<string> = new Set([...COUNTRIES, ...REGIONS, ...GROUP_ENTITY].map(fold));

/** The longest area name in words (for scanning word sequences). */
export const AREA_MAX_WORDS = Math.max(...[...AREA_NAMES].map((n) => n.split(' ').length));
