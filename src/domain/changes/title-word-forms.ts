import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { stripAccents } from '../normalise/text';
import { isKnownTitle } from '../titles/classify';
import { TITLE_ABBREVIATIONS } from './positions';

/*
 * The other forms one role word is written in, for `sameRole` (title-equivalence.ts): acronyms written out, short
 * forms at the start of a word, the abbreviations every title comparison expands, and feminine and masculine endings.
 */

/**
 * An acronym written out: "FP&A" ≡ "Financial Planning & Analysis", "QA" ≡ "Quality Assurance". The
 * words pair up in order; an upper-case word of two to five letters (an "&" inside it allowed) on one
 * side stands for as many words on the other whose initials spell it ("and", "&", "of" skipped),
 * after the abbreviations every title comparison expands ("Sr." → senior, "Mgr" → manager).
 */
export function initialsAlike(a: string, b: string): boolean {
  const ta = acronymWords(a);
  const tb = acronymWords(b);
  return spelled(ta, tb) || spelled(tb, ta);
}

const SKIPPED = new Set(['and', '&', 'of', 'und', 'et', 'y', 'e', 'de', 'del', 'des', 'di', 'da', 'do', 'du', 'der']);

/** A title's words, each marked when written as an acronym; read once per title (round 25), frozen since callers share it. */
const acronymWords = memoiseByString((title: string): ReadonlyArray<{ readonly word: string; readonly acronym: boolean }> =>
  Object.freeze(
    (undoubled(title).match(/[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*|&/gu) ?? [])
      .map((w) => Object.freeze({ word: TITLE_ABBREVIATIONS[w.toLowerCase()] ?? stripAccents(w).toLowerCase(), acronym: /^[\p{Lu}&]{2,5}$/u.test(w) && /&|[\p{Lu}]{2}/u.test(w) }))
      .filter((w) => !SKIPPED.has(w.word)),
  ),
);

/**
 * Spanish plural acronyms double their letters (round 16, w3o: "RRHH", "RR.HH." ≡ "Recursos Humanos", "RRPP", "RRII"):
 * written once each.
 */
function undoubled(title: string): string {
  return title.replace(/(?<![\p{L}.])(\p{Lu})\1\.?\s?(\p{Lu})\2(?:\.?\s?(\p{Lu})\3)?\.?(?![\p{L}])/gu, (_m, x: string, y: string, z?: string) => x + y + (z ?? ''));
}

function spelled(short: ReadonlyArray<{ word: string; acronym: boolean }>, long: ReadonlyArray<{ word: string; acronym: boolean }>): boolean {
  let j = 0;
  let expanded = false;
  for (const s of short) {
    if (j < long.length && long[j]?.word === s.word) {
      j++;
      continue;
    }
    if (!s.acronym) return false;
    const letters = s.word.replace(/&/gu, '');
    const words = long.slice(j, j + letters.length);
    if (words.length !== letters.length || words.some((w, k) => w.word[0] !== letters[k])) return false;
    j += letters.length;
    expanded = true;
  }
  return expanded && j === long.length;
}

/**
 * Abbreviations written as the start of a word: "Sr. Dir., Demand Gen" ≡ "Senior Director,
 * Demand Generation", "Dir. Fin. Planning" ≡ "Director Financial Planning". The words must pair
 * up in order; a short form is two to four letters, or up to six with a dot ("Admin.", "Infra.").
 */
export function abbreviatedAlike(a: string, b: string): boolean {
  const ta = orderedWords(a);
  const tb = orderedWords(b);
  if (ta.length !== tb.length || ta.length === 0) return false;
  let shortened = false;
  for (let i = 0; i < ta.length; i++) {
    const x = ta[i]!;
    const y = tb[i]!;
    if (x.word === y.word || genderless(x.word) === genderless(y.word)) continue;
    if (!prefixOf(x, y) && !prefixOf(y, x)) return false;
    shortened = true;
  }
  return shortened;
}

function prefixOf(short: { word: string; dotted: boolean; clip?: string }, long: { word: string }): boolean {
  if (short.clip !== undefined && long.word.length >= short.clip.length + 2 && long.word.startsWith(short.clip)) return true;
  const n = short.word.length;
  if (n < 2 || long.word.length < n + 2 || !long.word.startsWith(short.word)) return false;
  if (short.dotted) return n <= 6;
  // Round 16: an undotted word the lexicon knows is a title of its own, and the longer word a compound of it ("Usta" →
  // "Ustabaşı", "Koch" → "Kochchef"); a clipped word of five letters that is no English word is a short form ("Infra").
  if (isKnownTitle(short.word)) return false;
  return n <= 4 || (n === 5 && !isCommonEnglishWord(short.word));
}

export const orderedWords = memoiseByString((title: string): ReadonlyArray<{ word: string; dotted: boolean }> =>
  stripAccents(title)
    .toLowerCase()
    .split(/[^\p{L}\p{N}&.]+/u)
    .flatMap((raw) => {
      const word = raw.replace(/\.+/gu, '');
      if (word === '') return [];
      const expanded = ABBREVIATIONS[word];
      if (expanded !== undefined) return expanded.split(' ').map((w, _i, all) => (all.length === 1 ? { word: w, dotted: false, clip: word } : { word: w, dotted: false }));
      return [{ word, dotted: raw.endsWith('.') }];
    })
    .filter((w) => !FILLER.has(w.word) && !SMALL_WORDS.has(w.word)),
);

/**
 * The abbreviations `titleWords` expands, and role abbreviations (AE, SDR, CSM, CFO …). A table with no prototype (round
 * 25): a plain object answers "constructor", "valueOf" or "toString" with a function, and a title holding the word
 * ("Inginer constructor", "Constructor de obra") threw in every comparison.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  ...TITLE_ABBREVIATIONS,
  mngr: 'manager',
  eng: 'engineering',
  engr: 'engineer',
  ops: 'operations',
  hr: 'human resources',
  ae: 'account executive',
  sdr: 'sales development representative',
  bdr: 'business development representative',
  csm: 'customer success manager',
  am: 'account manager',
  pm: 'product manager',
  pmm: 'product marketing manager',
  swe: 'software engineer',
  ceo: 'chief executive officer',
  cfo: 'chief financial officer',
  cto: 'chief technology officer',
  coo: 'chief operating officer',
  cmo: 'chief marketing officer',
  cro: 'chief revenue officer',
  cpo: 'chief product officer',
  chro: 'chief human resources officer',
  cio: 'chief information officer',
  gm: 'general manager',
  md: 'managing director',
  asst: 'assistant',
  assoc: 'associate',
  coord: 'coordinator',
  rep: 'representative',
  reps: 'representatives',
  pharma: 'pharmaceutical',
  med: 'medical',
  mktg: 'marketing',
  mgmt: 'management',
  acct: 'account',
  admin: 'administrator',
  exec: 'executive',
  biz: 'business',
  dev: 'development',
  // Round 19 (w3s: "Sr. Dir, RevOps" ≡ "Senior Director, Revenue Operations"): two clipped words run together, the ones
  // written as one word in any case ("Revops", "INFOSEC"); others written in capitals inside are split (`unclipped`).
  revops: 'revenue operations',
  salesops: 'sales operations',
  bizops: 'business operations',
  peopleops: 'people operations',
  secops: 'security operations',
  infosec: 'information security',
  devrel: 'developer relations',
  marcom: 'marketing communications',
  marcomm: 'marketing communications',
  // Round 23 (w3w: "Administrator sisteme Linux" → "Linux Sysadmin – …"): the administrator of networks and databases clipped
  // into one word; a sysadmin is written out as the other title writes it (`unclipped`).
  netadmin: 'network administrator',
});

/**
 * Two or more clipped words run together, each starting with a capital ("RevOps", "InfoSec", "MarOps", "DataOps"), written
 * as their pieces ("Rev Ops") when the other title does not write the word as it stands: each piece is then a short form
 * of the other side's word in the same place (`abbreviatedAlike`: "Rev" ≡ "Revenue", "Ops" ≡ "Operations"). Round 19 (w3s).
 */
export function unclipped(title: string, other: string): string {
  if (SYSADMIN.test(title)) return unclipped(title.replace(SYSADMIN, /\bsystems\b/iu.test(other) ? 'Systems Administrator' : 'System Administrator'), other);
  if (!CLIPPED_COMPOUND.test(title)) return title;
  return title.replace(CLIPPED_COMPOUNDS, (word) => (new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(other) ? word : word.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')));
}

/** Round 23 (w3w): "Sysadmin", the administrator of systems — "System" or "Systems" as the other title writes it. */
const SYSADMIN = /(?<![\p{L}])sys-?admin(?![\p{L}])/iu;

const CLIPPED_COMPOUND = /(?<![\p{L}])\p{Lu}\p{Ll}{1,5}(?:\p{Lu}\p{Ll}{1,5})+(?![\p{L}])/u;
const CLIPPED_COMPOUNDS = new RegExp(CLIPPED_COMPOUND.source, 'gu');

/** Words that carry no role: "of", "the", "for" … */
export const FILLER = new Set(['of', 'the', 'for', 'a', 'an', 'at']);

/**
 * Articles and prepositions of the profiles' languages, which an abbreviated title leaves out (round 16, w3d: "Resp.
 * Magasin" ≡ "Responsable de magasin", "Analista Planeación Inv." ≡ "Analista de Planeación de Inventarios").
 */
const SMALL_WORDS = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'del', 'di', 'della', 'delle', 'dei', 'dell', 'dello', 'degli', 'al', 'all', 'alla', 'nell', 'da', 'do', 'dos', 'das', 'der', 'die', 'den', 'dem', 'van', 'het', 'von']);

/**
 * Feminine and masculine forms of role nouns, per language, as pairs of endings read as one
 * ending (accents already stripped): Direttore ↔ Direttrice, Directeur ↔ Directrice, Director ↔
 * Directora ↔ Directoare, Leiter ↔ Leiterin, Kaufmann ↔ Kauffrau, Vendeur ↔ Vendeuse,
 * Conseiller ↔ Conseillère, Kierownik ↔ Kierowniczka, Ředitel ↔ Ředitelka, Директор ↔
 * Директорка, Técnico ↔ Técnica, Διευθυντής ↔ Διευθύντρια, מנהל ↔ מנהלת, مدير ↔ مديرة. Both
 * titles are folded the same way, so a false merge can only join two words differing in these
 * endings alone. Longest ending first.
 */
const GENDER_ENDINGS: ReadonlyArray<readonly [string, string]> = (
  [
    ['trice', 'tor'], ['teur', 'tor'], ['tore', 'tor'], ['toare', 'tor'], ['tora', 'tor'], ['torka', 'tor'], ['torin', 'tor'],
    ['oressa', 'or'], ['oare', 'or'], ['orin', 'or'], ['orka', 'or'], ['ora', 'or'], ['ore', 'or'],
    ['euse', 'eur'], ['eurin', 'eur'], ['iere', 'ier'], ['ienne', 'ien'], ['erin', 'er'], ['entin', 'ent'], ['ente', 'ent'],
    ['antin', 'ant'], ['ante', 'ant'], ['istin', 'ist'], ['istka', 'ist'], ['ista', 'ist'], ['frau', 'mann'], ['iczka', 'ik'],
    ['elka', 'el'], ['erka', 'er'], ['kyne', 'ce'], ['kyna', 'ca'], ['nice', 'nik'], ['arka', 'arz'], ['ale', 'al'], ['elle', 'el'],
    ['ive', 'if'], ['cka', 'c'], ['ка', ''], ['τρια', 'της'], ['ντρια', 'ντης'], ['ת', ''], ['ة', ''], ['a', 'o'],
    // Round 33 (the edit matrix): Czech "-ička"/"-entka" (analytička ↔ analytik, referentka ↔ referent), the Greek adjective's
    // feminine "-η" (υπεύθυνη ↔ υπεύθυνος), the Slavic adjective's (головна ↔ головний, главная ↔ главный).
    ['icka', 'ik'], ['entka', 'ent'], ['η', 'ος'], ['ая', 'ый'], ['а', 'ий'],
  ] as const
)
  .slice()
  .sort((x, y) => y[0].length - x[0].length);

export function genderless(word: string): string {
  const once = genderlessOnce(word);
  // Round 33: an ending that is itself a feminine's masculine is folded again, so both forms meet ("acheteuse" → "acheteur" →
  // "achetor", as "acheteur" → "achetor"); before, the two stopped one step apart.
  return once === word ? word : genderlessOnce(once);
}

function genderlessOnce(word: string): string {
  if (word.length < 5 && !/[\u0590-\u06ff]/u.test(word)) return word;
  for (const [feminine, masculine] of GENDER_ENDINGS) {
    if (word.endsWith(feminine) && word.length - feminine.length >= 2) return word.slice(0, word.length - feminine.length) + masculine;
  }
  return word;
}

/**
 * Round 33 (w4h's "Contract Manager" → "Contracts Manager", the edit matrix's "Responsable achat" → "achats", "Jefe de Compra" →
 * "Compras", "Kreditor" → "Kreditoren", "zakupu" → "zakupów"): the plural endings of the profiles' languages, each with the
 * singular ending it replaces — English and the Romance languages' "-s"/"-es", French "-x", English "-ies", Portuguese "-ões",
 * German and Dutch "-en"/"-n", Polish and Ukrainian "-ów"/"-ів"/"-ов" (not "-er": "Lead" / "Leader", "Design" / "Designer"). A word and its
 * plural are one word only where the singular keeps four letters; `writtenOutAlike` asks the titles' readings to agree too
 * ("Store Manager" → "Store Managers" reads another rank: a change, as round 14 labelled it).
 */
const PLURAL_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['oes', 'ao'], ['ies', 'y'], ['es', ''], ['en', ''], ['ow', ''], ['ов', ''], ['ів', ''], ['s', ''], ['x', ''], ['n', ''],
];

/** One word the plural of the other (see PLURAL_ENDINGS; accents already stripped). */
export function pluralOf(x: string, y: string): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return PLURAL_ENDINGS.some(([plural, singular]) => long.endsWith(plural) && long.length - plural.length >= 4 && long.slice(0, long.length - plural.length) + singular === short && short.length >= 4);
}

/** Every word a common English word or an English abbreviation ("sales", "vp", "director"). */
export function english(words: readonly string[]): boolean {
  return words.every((w) => isCommonEnglishWord(w) || ENGLISH_EXPANSIONS.has(w));
}

const ENGLISH_EXPANSIONS: ReadonlySet<string> = new Set(Object.values(ABBREVIATIONS).flatMap((v) => v.split(' ')));
