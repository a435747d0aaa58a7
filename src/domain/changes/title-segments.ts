import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { escapeRegExp, segmentWords, stripAccents } from '../normalise/text';
import { isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { isPlaceWord } from '../titles/place-names';

/**
 * Segments of a title after its first (`title-equivalence.ts` `undecorated`): which say nothing of the role — letters
 * after a name, the role's name in a language the lexicon does not read, the team the same role works in — and the
 * words that make a segment part of the role (a grade, a market). Round 14 (issue #21, w3m).
 */

/** Grade words inside a rank: a segment that holds one adds a grade, it is no gloss ("单证员 Senior", "محاسب Senior Accountant"). */
export const GRADE_WORDS = new Set(['senior', 'sr', 'junior', 'jr', 'principal', 'trainee', 'intern', 'ii', 'iii', 'iv']);

/** Market segments: a segment naming one qualifies the role, it is no gloss ("| Enterprise Accounts"). */
export const MARKET_WORDS = new Set(['enterprise', 'mid', 'market', 'midmarket', 'smb', 'sme', 'strategic', 'commercial', 'public', 'sector', 'global', 'major', 'named', 'inbound', 'outbound']);

/**
 * Letters after a name, written after the title (round 14, w3m: "Ingénieur de signalisation, ing."): a professional
 * designation or degree is no role — "P.Eng.", "CPA", "ACCA", "PMP", "MBA", "PhD".
 */
export const CREDENTIALS = new Set(['ing', 'peng', 'ceng', 'eng', 'pe', 'cpa', 'ca', 'cma', 'cfa', 'acca', 'cima', 'pmp', 'mba', 'phd', 'cfp', 'chfc', 'sphr', 'phr', 'shrmcp', 'shrmscp', 'frcs', 'mrcp', 'leedap', 'cissp', 'cisa', 'pmpr']);

/**
 * The role's name in a language the lexicon does not read, four to six words after the title (round 14, w3m: "Senior
 * Policy Advisor | Kaitohutohu Kaupapa Here Matua", the te reo Māori name): no word the lexicon knows as a title, no place,
 * no figure, and at most one word that happens to be English.
 */
export function unreadGloss(words: readonly string[]): boolean {
  if (words.some((w) => AREA_NAMES.has(w) || /\d/u.test(w) || isKnownTitle(w))) return false;
  return words.filter((w) => isCommonEnglishWord(w)).length <= 1;
}

/**
 * The team, unit or programme the same role works in, added in brackets or after a slash or a bar (round 14, w3m:
 * "Planning Engineer (Gas Operations)", "Seating Product Engineer / GM Full-Size Trucks"): one to four words, none a
 * market, a place, a grade or a figure, the last no agent noun ("/ Product Owner", "| Sales Engineer" add a role), and
 * the title read with it the rank and function of the title without it, a function the classifier knows. A market
 * segment or a territory ("- Enterprise", ", EMEA") stays a change, and so does a function after a comma ("Director,
 * Marketing"): only brackets, slashes and bars qualify.
 */
export function teamQualifier(segment: string, first: string, title: string): boolean {
  const words = segmentWords(segment);
  if (words.length === 0 || words.length > 4 || !new RegExp(`(?:[(（]|\\s[/|]\\s*)${escapeRegExp(segment.trim())}`, 'u').test(title)) return false;
  // Round 19 (w3s: "(Enterprise Healthcare team)"): a segment that calls itself a team names the team, a market in it too.
  const team = words.length >= 2 && words.some((w) => TEAM_WORDS.has(w));
  if (words.some((w) => (!team && MARKET_WORDS.has(w)) || AREA_NAMES.has(w) || GRADE_WORDS.has(w) || /\d/u.test(w)) || AGENT_NOUN.test(words[words.length - 1] ?? '')) return false;
  // A rank of its own inside the segment adds a role, wherever its last word is ("(Category Manager – Films)"; round 16).
  const own = classifyTitle(segment).seniority;
  if (own !== null && own !== 'ic') return false;
  const alone = classifyTitle(first);
  const withIt = classifyTitle(title);
  return alone.function !== null && alone.function !== 'other' && alone.function === withIt.function && alone.seniority === withIt.seniority;
}

/** The word for a team in the profiles' languages: "team", "équipe", "equipo", "squadra", "tiimi", "zespół", "tým", "csapat" … */
const TEAM_WORDS: ReadonlySet<string> = new Set(
  ['team', 'squad', 'pod', 'equipe', 'equipo', 'squadra', 'tiimi', 'zespol', 'tym', 'csapat', 'ekip', 'ekibi', 'takim', 'takimi', 'echipa', 'echipei', 'команда', 'ομαδα', 'צוות', 'فريق', 'टीम', 'tim', 'doi'].map((w) => stripAccents(w)),
);

/**
 * The site the same role works at, after a separator (round 15, w3n: "Quality Engineer II – Coyol Plant"): one to three
 * words ending in a site noun — plant, site, factory, facility, mill, refinery, works, campus, warehouse, distribution
 * centre — and no role word the lexicon knows. A place where one works is no role, as a city after a dash is none.
 */
export function siteSegment(segment: string): boolean {
  const words = segmentWords(segment);
  if (words.length === 0 || words.length > 3) return false;
  const last = words[words.length - 1] ?? '';
  if (SITE_NOUNS.has(last)) return !words.slice(0, -1).some(roleLike);
  return namedSite(words);
}

function roleLike(w: string): boolean {
  return isKnownTitle(w) || GRADE_WORDS.has(w) || MARKET_WORDS.has(w);
}

/**
 * Round 18 (w3r: "Landman (Permian Basin)", "Ops Coord." → "Operations Coordinator – Terminal 2"): the places where
 * oil, gas and mining work is done and the parts of an airport, port or hub — a basin, a field, a mine, a terminal, a
 * gate, a hub, a yard, a depot, a location — named or numbered: the noun after a name ("Bakken Basin", "Olympic Dam
 * Mine") or before a name or a number ("Terminal 2", "Gate 4", "Standort Hamburg", "Site B"). The noun alone says no
 * place ("Sales Engineer – Field" is field sales) and stays a change.
 */
function namedSite(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (words.length < 2) return false;
  if (NAMED_SITE_NOUNS.has(last)) return !words.slice(0, -1).some(roleLike);
  if (!(NAMED_SITE_NOUNS.has(first) || SITE_NOUNS.has(first))) return false;
  return words.slice(1).every((w) => /^(?:\d+[a-z]?|[a-z]|[a-z]\d+)$/u.test(w) || !(roleLike(w) || isCommonEnglishWord(w)));
}

const NAMED_SITE_NOUNS = new Set([
  'basin', 'field', 'fields', 'oilfield', 'gasfield', 'mine', 'terminal', 'gate', 'hub', 'yard', 'depot', 'pier', 'berth', 'dock',
  'standort', 'werk', 'sede', 'stabilimento', 'terminale', 'terminais', 'cuenca', 'bacia', 'bassin', 'mina', 'yacimiento', 'campo', 'gisement', 'puerto', 'porto',
]);

const SITE_NOUNS = new Set(['plant', 'site', 'factory', 'facility', 'mill', 'refinery', 'works', 'campus', 'warehouse', 'werk', 'usine', 'planta', 'fabrica', 'stabilimento', 'fabriek']);

/**
 * A unit noun that ends a qualifier and adds nothing to it (round 15, w3n: "– Operations Practice" ≡ "(Operations)"):
 * practice, team, department, division, unit, desk. Dropped from every segment after the first, never from the title.
 */
export function withoutUnitNoun(segment: string): string {
  return segment.replace(/(?<=\p{L})\s+(?:practice|team|department|dept\.?|division|unit|desk)\s*$/iu, '');
}

/**
 * A word naming a person who does something: "engineer", "director", "analyst", "consultant", "lead", "owner"; round 19
 * (a probe's "Comprador TIC | ICT Sales Representative" read as a team): "representative", "executive", "rep", "clerk",
 * "associate", "nurse".
 */
const AGENT_NOUN = /(?:er|or|ist|ant|(?:ag|stud|presid|resid)ent|ian|ee|eur|euse|lead|head|chief|owner|partner|(?:tat|cut)ive|rep|clerk|associate|nurse)s?$/u;

/**
 * Places named after a title that a pictograph decorates (round 16, w3o and w3p: "Sales Director DACH 🇩🇪🇦🇹🇨🇭"; round
 * 17, w3q: "– Region CEE 🇵🇱", "💼 (Malaysia & Philippines)"): the title without them. The independent labels read a region
 * or the countries a person covers, written by someone who decorates the title with flags or emoji, as the same role;
 * a region written alone ("Sales Manager Nordics", "Sales Executive (Thailand & Vietnam)") stays a change, as the
 * development sets label it. The places end the title — after a dash, a bar, a comma or a colon, in brackets or bare,
 * with the region word of the profile's language ("Region", "regio", "Región", "régió", "Bölgesi", "zone") and "&" or
 * "and" between them — and the pictographs stand anywhere. Only one side loses them: when the other title names places
 * of its own, a territory changed ("DACH 🇩🇪" → "Nordics 🇸🇪"), and the title before a place must not end in "of"
 * ("Head of France 🇫🇷": the country is what is headed).
 */
export function withoutDecoratedPlaces(title: string, other: string): string {
  if (!PICTOGRAPH.test(title)) return title;
  // Another flag on the other side names another territory ("🇩🇪" → "🇫🇷 France").
  const flags = flagsOf(title);
  const others = flagsOf(other);
  if (others !== '' && others !== flags) return title;
  const plain = title.replace(PICTOGRAPHS, ' ').replace(/[(（]\s*[)）]/gu, ' ').trim();
  const kept = withoutTrailingPlaces(plain);
  if (kept === plain || withoutTrailingPlaces(other.replace(PICTOGRAPHS, ' ').trim()) !== other.replace(PICTOGRAPHS, ' ').trim()) return title;
  return kept;
}

/** The flags a title carries, in order. */
function flagsOf(title: string): string {
  return (title.match(/\p{Regional_Indicator}{2}/gu) ?? []).join('');
}

const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const PICTOGRAPHS = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f)+/gu;

/** The title without the places that end it; the title itself when none do, or when nothing of a role would be left. */
function withoutTrailingPlaces(title: string): string {
  const tokens = title.split(/\s+/u);
  let cut = tokens.length;
  let places = 0;
  while (cut > 1) {
    const words = segmentWords(tokens[cut - 1] ?? '');
    if (!words.every((w) => isPlaceWord(w) || REGION_WORDS.has(w) || PLACE_JOINS.has(w))) break;
    places += words.filter((w) => isPlaceWord(w)).length;
    cut--;
  }
  const kept = tokens.slice(0, cut).join(' ').replace(/[\s,;:|/–—(（-]+$/u, '');
  if (places === 0 || !/\p{L}/u.test(kept) || /\b(?:of|for|de|del|di|der|des|du|für|fur|pour|para|per|w|dla)$/iu.test(kept)) return title;
  return kept;
}

/** "&", "and" and its kin in the profiles' languages between two places. */
const PLACE_JOINS: ReadonlySet<string> = new Set(['and', 'y', 'e', 'et', 'und', 'i', 've', 'si', 'a', 'og', 'och', 'en', 'es', 'ja', 'plus']);

/** The word for a region or zone in the profiles' languages ("Region CEE", "regio Benelux", "EMEA Bölgesi", "zone EMEA"). */
const REGION_WORDS: ReadonlySet<string> = new Set([
  'region', 'regions', 'regio', 'regione', 'regiao', 'regiunea', 'regiune', 'regionu', 'regionie', 'regionen', 'regiona', 'regioon', 'regiooni',
  'bolge', 'bolgesi', 'bolgeleri', 'zone', 'zona', 'area', 'alue', 'oblast', 'περιοχη', 'περιφερεια', 'cluster', 'markets', 'market',
].map((w) => stripAccents(w)));


/**
 * Customers or brands named after the title (round 16, w3o: "National Account Manager – Coles & Woolworths"): two to
 * four names joined by "&", "and", "," or "/", written with capitals, no word a role, a place, a market or a figure,
 * and some word no common English word (a proper name). "– Sales & Marketing" and "– Research & Development" add a role.
 */
export function namedList(segment: string): boolean {
  const names = segment.split(/\s*(?:&|\/|,|\band\b|\bund\b|\bet\b|\by\b|\be\b)\s*/u).filter((n) => n.trim() !== '');
  if (names.length < 2 || names.length > 4 || names.some((n) => !/^\p{Lu}\p{Ll}/u.test(n.trim()))) return false;
  const words = segmentWords(segment);
  if (words.some((w) => isKnownTitle(w) || AREA_NAMES.has(w) || MARKET_WORDS.has(w) || GRADE_WORDS.has(w) || /\d/u.test(w))) return false;
  return words.some((w) => !isCommonEnglishWord(w));
}

/**
 * The function the title already reads, named after it (round 16, w3p: "Controller | Corporativo – Finanças"): one to
 * three words, no market, place, grade or figure, the last no agent noun, whose own function is the title's and the
 * title read with it the rank of the title without it. "Controller – Marketing" names another function: a change.
 */
export function functionSegment(segment: string, first: string, title: string): boolean {
  const words = segmentWords(segment);
  if (words.length === 0 || words.length > 3 || words.some((w) => MARKET_WORDS.has(w) || AREA_NAMES.has(w) || GRADE_WORDS.has(w) || /\d/u.test(w))) return false;
  if (AGENT_NOUN.test(words[words.length - 1] ?? '')) return false;
  const { function: own, seniority: rank } = classifyTitle(segment);
  const alone = classifyTitle(first);
  // A rank of its own above the title's adds a role, as in `teamQualifier` (round 22: "(Category Manager – Films)" reads the
  // buyer's function since category management is operations).
  if (rank !== null && rank !== 'ic' && rank !== alone.seniority) return false;
  return own !== null && own !== 'other' && own === alone.function && classifyTitle(title).seniority === alone.seniority;
}

/**
 * Pronouns written beside the title (round 19, w3s: "Director of Information Security (he/him)", "(sie/ihr)"): one to three
 * pronouns of the profiles' languages in brackets, or two or three after a bar or a dash at the end, say nothing of the
 * role. The title without them.
 */
export const withoutPronouns = memoiseByString((title: string): string =>
  PRONOUN_TAG.test(title) ? title.replace(PRONOUN_TAGS, ' ').replace(/\s+/gu, ' ').trim() : title,
);

const PRONOUN = String.raw`(?:she|her|hers|he|him|his|they|them|theirs|xe|xem|ze|zir|hir|any|sie|ihr|er|ihm|ihn|dey|elle|il|lui|iel|ella|él|el|ela|ele|elu|dela|dele|lei|hon|henne|han|honom|hen|hun|hende|ham|zij|haar|hij|hem|die|ona|jej|on|jego)`;
const PRONOUN_TAG = new RegExp(
  String.raw`\s*(?:[(（\[]\s*${PRONOUN}(?:\s*/\s*${PRONOUN}){0,2}\s*[)）\]]|\s[|·•–—-]\s*${PRONOUN}(?:\s*/\s*${PRONOUN}){1,2}\s*$)`,
  'iu',
);
const PRONOUN_TAGS = new RegExp(PRONOUN_TAG.source, 'giu');
