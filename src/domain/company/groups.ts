import { isCommonEnglishWord } from '../normalise/english-words';
import { arabicLetters } from './arabic-letters';
import { companyKey, companyTokens, freshTokens, plainFirstWord } from './company-key';
import { tokeniseCompanyName } from './company-tokens';
import { countryLookalikes } from './country-lookalikes';
import { franchiseeName } from './franchisee';
import { GROUP_NAMES, SHARED_FAMILY_WORDS } from './group-names';
import { LEADING_FORM_FIRST_WORDS, legalFormsOfTwoJurisdictions } from './legal-forms';
import { memoiseByString } from './memoise';
import { PLACE_NAME_WORDS } from './place-name-words';
import { REGION_NAMES, splitAreas, splitAreasAnyScript } from './regions';
import { KIND_WORDS } from './registered-entity';

/**
 * Group knowledge (issue #21, round 10): which large group a company name belongs to, from the data
 * file `group-names.ts`, for what rules cannot read — a brand whose name in another script is no
 * transcription (联合利华 for Unilever, 万豪 for Marriott), a subsidiary under another brand (Renault →
 * Automobile Dacia), and two groups that share a word (Volvo Cars and AB Volvo, Indian Oil and Oil India).
 *
 * A name belongs to the group whose listed name it holds, the longest one winning ("Renault Trucks" is
 * AB Volvo's, "Renault" Renault Group's): in a spaced script, the listed name's words in a row among the
 * name's words (legal forms and a trailing "Group" set aside, `companyTokens`); in Han, Kana or Hangul,
 * the listed name inside the name as written ("万豪国际集团（中国）" holds 万豪). A listed name of one word
 * that is a common English word or shorter than four letters ("Shell", "Orange", "LG", "BP") only names
 * a company called that, with at most a country or region beside it ("Orange Polska" is listed itself).
 *
 * Levels (round 12, changed in round 13): the group's own name beside any of its entities is one group; two entities of
 * an operating group are one group (Lufthansa Cargo ↔ Lufthansa Technik); two companies of a holding (a "holding: "
 * line: Tata, the chaebol, Koç) are one group too — sister companies of one group are one family, as every blind set
 * labels them (docs/decisions.md, "Sister companies of a holding"). The "holding: " mark stays as documentation.
 *
 * Round 14: a family word of many separate groups (`SHARED_FAMILY_WORDS`: Mitsubishi, Sumitomo, Mitsui, Telekom,
 * Emirates) listed alone names only a company called that, and a name with it that no line lists is another company
 * (`different`); two listed names of one length in two groups are a tie (no verdict) unless one is the name as written,
 * legal form and all (Merck & Co. / Merck KGaA); "and" from an "&" does not lengthen a name ("e&" is one letter).
 */
export type GroupVerdict = 'same' | 'different' | null;

/** What the data says of two company names: one group, two groups, or nothing (a name it does not know). */
export function groupVerdict(a: string | null | undefined, b: string | null | undefined): GroupVerdict {
  if (a == null || b == null) return null;
  // Round 30: a franchisee is its own employer; the brand's word in its name says nothing of the brand's group.
  // Round 33: a name the data lists whole as a group's entity is that group's, whatever word of a distributor it holds
  // ("Sonangol Distribuidora", "BR Distribuidora": a group's own arm written as its country writes a distribution company).
  const fa = franchiseeName(a) && !listedWhole(a);
  const fb = franchiseeName(b) && !listedWhole(b);
  if (fa || fb) return franchiseeVerdict(fa ? b : a, fa ? a : b, fa && fb);
  const ga = groupOf(a);
  const gb = groupOf(b);
  if (ga === null || gb === null) return strangerOfSharedWord(ga, b) || strangerOfSharedWord(gb, a) ? 'different' : null;
  if (ga.group !== gb.group) return 'different';
  // Round 27: two bodies under one ministry, city or the UN ("government: " lines) are no verdict; a body and its parent are one.
  if (!ga.own && !gb.own && ga.unit !== gb.unit && governmentLine(ga.group)) return null;
  // One group, whatever its kind (round 13): the group's own names, two entities of an operating group (Lufthansa Cargo ↔
  // Lufthansa Technik) and two companies of a holding (TCS ↔ Tata Elxsi, Adani Ports ↔ Adani Airports) are one family.
  return 'same';
}

/** Round 33: the name's words are a listed name's words, all of them (not a listed name inside a longer one). */
function listedWhole(name: string): boolean {
  index ??= buildIndex();
  const words = companyTokens(arabicLetters(name));
  const whole = words.join(' ');
  return words.length > 0 && listedByFirstWord(index, words[0] ?? '').some((listed) => listed.words.join(' ') === whole);
}

/**
 * Round 30: two franchisees' names (of one brand or two) that are not one name are two employers; a franchisee and the
 * brand's own company (McDonald's, its national entity) are two employers too; anything else the names decide. Round 32: a
 * distributor named after the brand is a franchisee here (`franchisee.ts`); `brand` is the name that is no franchisee's.
 */
function franchiseeVerdict(brand: string, taker: string, both: boolean): GroupVerdict {
  if (both) return companyKey(brand) === companyKey(taker) ? null : 'different';
  const ga = groupOf(brand);
  const gb = groupOf(taker);
  // Round 32: the taker's name may hold a listed arm's ("Nestlé Health Science Distributor Kenya"): only the brand's side must
  // be the group's own name.
  return ga !== null && gb !== null && ga.group === gb.group && ga.own && companyKey(brand) !== companyKey(taker) ? 'different' : null;
}

/**
 * A name the data lists by a family word that separate groups share ("Mitsubishi Corporation", "Telekom"), and another
 * name with that word the data does not list ("Mitsubishi Chemical", "A1 Telekom Austria"): the word says nothing of one
 * group — the keiretsu and the Telekoms are many (round 14) —, so the two are two companies, whatever their stems.
 */
function strangerOfSharedWord(known: GroupMatch | null, other: string): boolean {
  const shared = known?.shared;
  if (shared === undefined) return false;
  const words = companyTokens(other);
  // One word alone names only a company called that (the other is unlisted, so not that); a longer name is the other's too
  // when the other holds it ("Mitsubishi Electric" ↔ "Mitsubishi Electric Automotive": the stems decide).
  return words.includes(shared.word) && (shared.words.length === 1 || !` ${words.join(' ')} `.includes(` ${shared.words.join(' ')} `));
}

/** A name's group, and whether the name is the group's own (its name, in any script) or one of its entities. */
export interface GroupMatch {
  group: number;
  own: boolean;
  /** Which of the line's entities (its "="-joined spellings are one), -1 for the group's own names. */
  unit: number;
  /** The listed name it was matched by, when that holds a family word of many groups ("Deutsche Telekom": telekom). */
  shared?: { word: string; words: string[] };
}

interface Listed {
  group: number;
  own: boolean;
  unit: number;
  words: string[];
  /** Only a whole name of these words (with areas) is this company: a common or short word, or a shared family word. */
  exact: boolean;
  /** What a name must be, areas set aside, when `exact` ("united states department of transportation": "department of transportation"). */
  whole: string;
  /** The family word of many groups the listed name holds, and its words. */
  shared?: { word: string; words: string[] };
  /** The name as listed. */
  name: string;
  /**
   * The name as written, folded, legal form kept ("merck and co"): two listed names of one word tell apart by it. Read
   * when the name is first a candidate (`rawOfListed`), not for all 15,000 names when the index is built (round 25).
   */
  raw?: string;
}

/** Han, Kana or Hangul: matched inside the name as written. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

interface Index {
  /**
   * Round 32: the names by their first word, tokenised when that word is first asked for (`listedByFirstWord`); before, the
   * names as read (`Unread`), in the data's order, a name whose first word only `freshTokens` knows already tokenised.
   */
  unread: Map<string, Unread[]>;
  /**
   * Round 34 (speed36): the names that start with three ASCII letters or digits (`lazyPrefix`), by those three folded, not
   * yet filed by first word: a prefix's names are filed into `unread` the first time a word of that prefix is asked for
   * (`fileLazy`), so a refresh that compares a few hundred employers reads a few hundred prefixes of the 37,000 names.
   */
  lazy: Map<number, LazyNames>;
  byFirstWord: Map<string, Listed[]>;
  /** Names in Han, Kana or Hangul by their first character: a name is looked for only where its first character occurs. */
  unspaced: Map<string, { group: number; own: boolean; unit: number; text: string }[]>;
}

/** Round 26: a line whose names may be places of study beside organisations that are none (`group-names-education.ts`). */
const SCHOOL = 'school: ';
/** Round 27: a public body and the bodies under it (`group-names-government.ts`). */
const GOVERNMENT = 'government: ';
const MARK = /^(?:holding|school|government): /u;
const EXTENDS = '+ ';

/** The data's names of one line: the group's own, then each entity with its "="-joined spellings. */
function namesOf(line: string): { n: string; own: boolean; unit: number }[] {
  const [ownPart = '', entityPart = ''] = line.replace(MARK, '').split(' > ');
  const own = ownPart.split('|').map((n) => ({ n, own: true, unit: -1 }));
  const entities = entityPart.split('|').flatMap((e, unit) => e.split('=').map((n) => ({ n, own: false, unit })));
  return [...own, ...entities];
}

/**
 * Round 26: two names of one education group, research society or university system (a "school: " line) — read across a
 * place of study and an organisation that is none, which no other group line is ("Nord Anglia Education" ↔ "Collège du
 * Léman", "Max-Planck-Gesellschaft" ↔ "Max-Planck-Institut für Psycholinguistik").
 */
export function sameSchoolGroup(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  const ga = groupOf(a);
  const gb = groupOf(b);
  if (ga === null || gb === null || ga.group !== gb.group) return false;
  schoolLines ??= new Set(groupLines().flatMap((line, i) => (line.startsWith(SCHOOL) ? [i] : [])));
  return schoolLines.has(ga.group);
}

let schoolLines: ReadonlySet<number> | null = null;

function governmentLine(group: number): boolean {
  governmentLines ??= new Set(groupLines().flatMap((line, i) => (line.startsWith(GOVERNMENT) ? [i] : [])));
  return governmentLines.has(group);
}

let governmentLines: ReadonlySet<number> | null = null;

/**
 * One line per group, the regional files' lines after the first file's (round 13): a line "+ Name > entities" adds its
 * entities to the group one of whose own names is Name, so a regional file can grow a group listed elsewhere.
 */
export function groupLines(): readonly string[] {
  parsedLines ??= Object.freeze(parseLines());
  return parsedLines;
}

/** Parsed once per process (round 27: the index, the school lines and the government lines each parsed the data again). */
let parsedLines: readonly string[] | null = null;

function parseLines(): string[] {
  const lines: string[] = [];
  const byOwnName = new Map<string, number>();
  for (const line of GROUP_NAMES.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(EXTENDS)) {
      for (const n of line.replace(MARK, '').split(' > ')[0]?.split('|') ?? []) byOwnName.set(n.trim().toLowerCase(), lines.length);
      lines.push(line);
      continue;
    }
    const [name = '', entities = ''] = line.slice(EXTENDS.length).split(' > ');
    const at = byOwnName.get(name.trim().toLowerCase());
    if (at === undefined) throw new Error(`group data: "${name}" extends no group`);
    const base = lines[at] ?? '';
    lines[at] = base.includes(' > ') ? `${base}|${entities}` : `${base} > ${entities}`;
  }
  return lines;
}

/** Folded words of a name as written, legal forms kept ("Merck & Co." → "merck and co"). */
function rawOf(name: string): string {
  return tokeniseCompanyName(name)
    .map((t) => t.text)
    .join(' ');
}

function rawOfListed(listed: Listed): string {
  listed.raw ??= rawOf(listed.name);
  return listed.raw;
}

function sharedName(words: string[], shared: ReadonlySet<string>): Pick<Listed, 'shared'> {
  const word = words.find((w) => shared.has(w));
  return word === undefined ? {} : { shared: { word, words } };
}

/** A name's words without a connective: "e&" folds to "e and", one word "e". */
function distinctive(words: string[]): string[] {
  return words.filter((w) => w !== 'and');
}

/** A listed name not yet read into the index: its words when `freshTokens` was needed to know its first word. */
interface Unread {
  group: number;
  own: boolean;
  unit: number;
  name: string;
  government: boolean;
  words?: string[];
  /** Its place in the data: a prefix's names filed late are put back in the data's order (`fileLazy`). */
  at: number;
}

/**
 * Names filed by their prefix only (round 34, speed36), four values each, flat (no object per name): the name as listed
 * (before `arabicLetters`), its line, its entity (-1 for the group's own names) and its place in the data.
 */
type LazyNames = (string | number)[];

/**
 * Round 34 (speed36): the three first characters of a name, folded, as a number, when they are ASCII letters or digits and no
 * word the tokeniser may drop before the first (`the`, a leading legal form) starts with them; else -1. Such a name's first
 * word — `plainFirstWord`'s, or `freshTokens`' first when that cannot tell — starts with these three characters: accents,
 * case, a web suffix, dots and apostrophes inside a word and an "&" change nothing before them, a CJK legal form is written
 * in other characters, and the words dropped before the first word are the ones `DROPPED_PREFIXES` excludes
 * (test/unit/company/groups-lazy-index.test.ts checks every listed name).
 */
function lazyPrefix(name: string): number {
  const key = wordPrefix(name);
  if (key < 0) return -1;
  droppedPrefixes ??= new Set([...LEADING_FORM_FIRST_WORDS, 'the'].filter((w) => w.length >= 3).map((w) => wordPrefix(w)));
  return droppedPrefixes.has(key) ? -1 : key;
}

/** A lowercase ASCII letter or digit's code for `lazyPrefix` (upper case folded), else -1 (also past the text's end). */
function asciiWordCode(c: number): number {
  if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)) return c;
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : -1;
}

/** The three first characters of `text` folded, as one number, when all three are ASCII letters or digits; else -1. */
function wordPrefix(text: string): number {
  const a = asciiWordCode(text.charCodeAt(0));
  const b = asciiWordCode(text.charCodeAt(1));
  const c = asciiWordCode(text.charCodeAt(2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a << 16) | (b << 8) | c;
}

let droppedPrefixes: ReadonlySet<number> | null = null;

/** For the tests (round 34, speed36): the listed names filed by a prefix their first word does not start with (none). */
export function misfiledByPrefix(): string[] {
  return groupLines().flatMap((line) =>
    namesOf(line).flatMap(({ n }) => {
      const prefix = n.trim() === '' || UNSPACED.test(n) ? -1 : lazyPrefix(n);
      if (prefix < 0) return [];
      const name = arabicLetters(n);
      const key = plainFirstWord(name) ?? freshTokens(name)[0];
      return key === undefined || wordPrefix(key) === prefix ? [] : [n];
    }),
  );
}

/** Files the names of `word`'s prefix into `unread` by their first word, each list back in the data's order. */
function fileLazy(at: Index, word: string): void {
  const prefix = wordPrefix(word);
  const names = prefix < 0 ? undefined : at.lazy.get(prefix);
  if (names === undefined) return;
  at.lazy.delete(prefix);
  const touched = new Set<Unread[]>();
  for (let i = 0; i < names.length; i += 4) {
    const group = names[i + 1] as number;
    const government = (groupLines()[group] ?? '').startsWith(GOVERNMENT);
    const list = fileUnread(at, names[i] as string, group, names[i + 2] as number, government, names[i + 3] as number);
    if (list !== undefined) touched.add(list);
  }
  for (const list of touched) list.sort((x, y) => x.at - y.at);
}

function buildIndex(): Index {
  const index: Index = { unread: new Map(), lazy: new Map(), byFirstWord: new Map(), unspaced: new Map() };
  filed = 0;
  // Round 34 (speed36): each line's names read in `namesOf`'s order without building its list of objects.
  groupLines().forEach((line, group) => {
    const government = line.startsWith(GOVERNMENT);
    // A line with no Han, Kana or Hangul has no name in them (most lines): its names are not each tested.
    const unspaced = UNSPACED.test(line);
    const [ownPart = '', entityPart = ''] = line.replace(MARK, '').split(' > ');
    for (const n of ownPart.split('|')) fileName(index, n, group, -1, government, unspaced);
    const entities = entityPart.split('|');
    for (let unit = 0; unit < entities.length; unit++) {
      const entity = entities[unit] ?? '';
      if (!entity.includes('=')) fileName(index, entity, group, unit, government, unspaced);
      else for (const n of entity.split('=')) fileName(index, n, group, unit, government, unspaced);
    }
  });
  return index;
}

/** How many names `buildIndex` has filed: a name's place in the data. */
let filed = 0;

/** Files one listed name of the data (`unit` -1: one of the group's own names), in the data's order: by its characters, its prefix or its first word. */
function fileName(index: Index, listed: string, group: number, unit: number, government: boolean, unspaced: boolean): void {
  if (listed.trim() === '') return;
  const at = filed++;
  const own = unit < 0;
  if (unspaced && UNSPACED.test(listed)) {
    const text = compact(listed);
    const list = index.unspaced.get(text.charAt(0));
    if (list === undefined) index.unspaced.set(text.charAt(0), [{ group, own, unit, text }]);
    else list.push({ group, own, unit, text });
    return;
  }
  // Round 34 (speed36): a name of a plain prefix is filed by its first word when a word of that prefix is first asked for.
  const prefix = lazyPrefix(listed);
  if (prefix >= 0) {
    const list = index.lazy.get(prefix);
    if (list === undefined) index.lazy.set(prefix, [listed, group, unit, at]);
    else list.push(listed, group, unit, at);
    return;
  }
  fileUnread(index, listed, group, unit, government, at);
}

/**
 * Files one name by its first word into `unread` (at build, or for a prefix on first ask), and returns the list it joined.
 * Round 32: most names' first word is read without tokenising them (`plainFirstWord`); the rest are tokenised now.
 */
function fileUnread(index: Index, listed: string, group: number, unit: number, government: boolean, at: number): Unread[] | undefined {
  const name = arabicLetters(listed);
  const first = plainFirstWord(name);
  const words = first === null ? freshTokens(name) : undefined;
  if (words?.length === 0) return undefined;
  const key = first ?? words?.[0] ?? '';
  const own = unit < 0;
  const entry: Unread = words === undefined ? { group, own, unit, name, government, at } : { group, own, unit, name, government, words, at };
  let list = index.unread.get(key);
  if (list === undefined) index.unread.set(key, (list = []));
  list.push(entry);
  return list;
}

/** The listed names whose first word is `word`, in the data's order, each read (tokenised) the first time its word is asked for. */
function listedByFirstWord(at: Index, word: string): readonly Listed[] {
  const done = at.byFirstWord.get(word);
  if (done !== undefined) return done;
  fileLazy(at, word);
  const list: Listed[] = [];
  const shared = SHARED_FAMILY_WORDS;
  for (const { group, own, unit, name, government, words: known } of at.unread.get(word) ?? []) {
    const words = known ?? freshTokens(name);
    // A name that is only a legal form has no words (`plainFirstWord` cannot tell): listed nowhere, as before.
    if (words.length === 0) continue;
    const core = distinctive(words);
    const only = core.length === 1 ? (core[0] ?? '') : '';
    // Round 27: a public body's name of common words alone ("Home Office", "Border Force") names only a body called that.
    // Round 40: a place's name listed alone ("Aegean") names only a company called that, as a common word does (`place-name-words.ts`).
    const exact = (only !== '' && (only.length < 4 || isCommonEnglishWord(only) || shared.has(only) || PLACE_NAME_WORDS.has(only))) || (government && core.every(isCommonEnglishWord));
    const whole = exact ? distinctive(splitAreas(words).core).join(' ') || core.join(' ') : '';
    list.push({ group, own, unit, words, exact, whole, name, ...sharedName(words, shared) });
  }
  at.unread.delete(word);
  at.byFirstWord.set(word, list);
  return list;
}

let index: Index | null = null;

function compact(name: string): string {
  return name.normalize('NFKC').replace(/[\s・·]+/gu, '').toLowerCase();
}

/** The group a company name belongs to (an index into `GROUP_NAMES`' lines) and whether it names the group itself, or null. */
export const groupOf = memoiseByString((written: string): GroupMatch | null => {
  index ??= buildIndex();
  const name = arabicLetters(written);
  const words = companyTokens(name);
  const areas = splitAreasAnyScript(words);
  const core = distinctive(areas.core).join(' ');
  const raw = rawOf(name);
  let best: Ranked | null = null;
  for (let i = 0; i < words.length; i++) {
    for (const listed of listedByFirstWord(index, words[i] ?? '')) {
      if (!listed.words.every((w, k) => words[i + k] === w)) continue;
      if (listed.exact && core !== listed.whole && !countryEntity(areas, listed)) continue;
      // Round 34: a common or short word listed with its legal form ("Metro AG") is not the namesake written with a legal form
      // of another jurisdiction ("Metro Inc.", Montreal's grocer): the form is the only word that tells the two apart.
      if (listed.exact && legalFormsOfTwoJurisdictions(listed.name, name)) continue;
      // Round 23: a state body's listed name ("Banque Nationale", National Bank of Canada's) is not another country's
      // body of that name ("Banque Nationale Suisse", "Banque Nationale de Belgique"): `country-lookalikes.ts`.
      if (countryLookalikes(rawOfListed(listed), name)) continue;
      best = ranked(best, { ...listed, length: listed.words.join(' ').length + (writtenAs(raw, rawOfListed(listed)) ? 0.5 : 0) });
    }
  }
  if (UNSPACED.test(name)) {
    best = latinHead(name, best);
    const text = compact(name);
    for (const first of new Set(text)) {
      for (const listed of index.unspaced.get(first) ?? []) {
        if (listed.text.length < 2 || !text.includes(listed.text)) continue;
        best = ranked(best, { ...listed, length: listed.text.length * 2 });
      }
    }
  }
  if (best === null || best.tied) return null;
  return { group: best.group, own: best.own, unit: best.unit, ...(best.shared === undefined ? {} : { shared: best.shared }) };
});

/**
 * Round 33: a listed name of a common or short word ("Mars", "Shell", "Orange") with a country beside it, and beside them
 * only words of what a national entity is (sales, marketing, distribution, trading, services, in the local languages:
 * "Mars Magyarország Értékesítő Bt.", "Shell Marketing Maroc", "Apple Sales International" has no country and is listed) —
 * the group's national company. A region alone ("Orange Europe Sales") is no country; a word of any other kind ("Orange
 * County Bank", "Shell Busey", "Star Cement") keeps the name a stranger's.
 */
function countryEntity(areas: { core: string[]; areas: Set<string> }, listed: Listed): boolean {
  if (areas.areas.size === 0 || [...areas.areas].every((a) => REGION_NAMES.has(a))) return false;
  const core = distinctive(areas.core).filter((w) => !KIND_WORDS.has(w) && !NATIONAL_ENTITY_WORDS.has(w));
  return core.join(' ') === listed.whole;
}

/** What a group's national company is, in the languages of the profiles: its sales, marketing, distribution or trading arm. */
const NATIONAL_ENTITY_WORDS: ReadonlySet<string> = new Set([
  'sales', 'marketing', 'distribution', 'trading', 'commercial', 'retail', 'vertrieb', 'vertriebs', 'vertriebsgesellschaft', 'ventes',
  'commerciale', 'comercial', 'comercializadora', 'comercio', 'distribucion', 'distribuicao', 'distribuzione',
  'distributie', 'distribuce', 'dystrybucja', 'sprzedaz', 'handels', 'verkoop', 'forsaljning', 'myynti', 'prodej', 'ertekesito',
  'kereskedelmi', 'vanzari', 'pazarlama', 'satis', 'dagitim', 'pemasaran', 'penjualan', 'phan', 'phoi', 'thuong', 'mai',
]);

/**
 * Round 23: a group's Latin name of one word run on into Kana, Han or Hangul ("KDDIアジャイル開発センター", "TOYOTAモビリティ東京")
 * is that group's company, as its name written alone would be; a short or common listed word ("NTT", "Orange") never is.
 */
function latinHead(name: string, best: Ranked | null): Ranked | null {
  const head = LATIN_HEAD.exec(compact(name))?.[1];
  if (head === undefined) return best;
  let ranked_ = best;
  for (const listed of index === null ? [] : listedByFirstWord(index, head)) {
    if (listed.words.length === 1 && !listed.exact) ranked_ = ranked(ranked_, { ...listed, length: head.length });
  }
  return ranked_;
}

const LATIN_HEAD = /^([a-z][a-z0-9]{3,})(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])/u;

/** The name as written starts with the listed spelling, legal form and all ("Merck & Co., Inc." ← "Merck & Co."). */
function writtenAs(raw: string, listed: string): boolean {
  return raw === listed || raw.startsWith(`${listed} `);
}

type Ranked = GroupMatch & { length: number; tied?: boolean };

/**
 * The longer match wins; two of one length in two groups are a tie (round 14: "Merck" alone is Merck KGaA's and Merck &
 * Co.'s word), which no verdict reads, unless one listed name is the name as written, legal form and all (its half point).
 */
function ranked(best: Ranked | null, next: Ranked): Ranked {
  const candidate: Ranked = { group: next.group, own: next.own, unit: next.unit, length: next.length, ...(next.shared === undefined ? {} : { shared: next.shared }) };
  if (best === null || next.length > best.length) return candidate;
  if (next.length === best.length && next.group !== best.group) return { ...best, tied: true };
  return best;
}
