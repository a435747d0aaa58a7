import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { segmentWords, stripAccents } from '../normalise/text';
import { isForeignTitle, isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import type { Seniority } from '../titles/types';
import { glossOf } from './title-gloss';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';
import { thaiInEnglish } from './title-thai';

/*
 * Round 20 (issue #21, w3t's edits in place): what the same title looks like when the edit puts something before it or
 * runs it on without a separator — the English name written first ("Plant Manager | Gerente de Planta", "Purchasing
 * Manager 采购经理"), a site named after the title without a dash or a bracket ("Werkleiterin Standort Hof 🏭"), the team
 * written out after the rank in the word order of Korean, Japanese and Chinese ("품질팀 과장" → "과장, 품질보증팀").
 */

/**
 * The title with an English name written before it: "Plant Manager | Gerente de Planta", "Logistics Manager – Responsable
 * Logistique", "Purchasing Manager 采购经理" (the Latin words end where another script begins). The English part must be a
 * gloss of the rest (`glossOf`: the same function, no market, area or grade) and read its rank; the rest is returned, or
 * null when the title has no such leading gloss. "Head of Purchasing | Einkäufer" adds a rank and keeps it.
 */
export const withoutLeadingGloss = memoiseByString((title: string): string | null => {
  const m = LEADING_SEPARATED.exec(title) ?? LEADING_LATIN.exec(title);
  const gloss = m?.[1]?.trim() ?? '';
  const rest = m?.[2]?.trim() ?? '';
  if (gloss === '' || rest === '' || !/\p{L}/u.test(rest) || !glossOf(gloss, rest)) return null;
  const g = classifyTitle(gloss);
  const r = classifyTitle(rest);
  return g.seniority !== null && (g.seniority === r.seniority || coordinatorGlossed(gloss, g.seniority, r.seniority)) ? rest : null;
});

/**
 * Round 40 (sweep40s): a coordinator of a department in Portuguese or Spanish heads its team (`manager`, as the read sets label
 * "Coordenadora de Logística"), where English "Logistics Coordinator" names an individual's post (`ic`): an English gloss naming
 * a coordinator puts the one into the other, a band apart.
 */
function coordinatorGlossed(gloss: string, glossRank: Seniority | null, titleRank: Seniority | null): boolean {
  return glossRank === 'ic' && titleRank === 'manager' && /\bcoordinator\b/iu.test(gloss);
}

/**
 * Round 21 (w3u's "Trưởng phòng Nhân sự" → "HR Manager (Trưởng phòng Nhân sự)"): the English name written first and the
 * title kept after it in brackets, then what followed it ("HR Manager (Trưởng phòng Nhân sự) – Nhà máy …"): the title as it
 * was, or null. The bracket holds a title of another language; the English part reads its function (not "other") and its rank — or the neighbouring one of a
 * manager and a director, the two ways a head of department ("Trưởng phòng", "部長", "팀장") is put into English.
 */
export const withoutBracketedOriginal = memoiseByString((title: string): string | null => {
  const m = LEADING_BRACKETED.exec(title);
  const gloss = m?.[1]?.trim() ?? '';
  const original = m?.[2]?.trim() ?? '';
  if (gloss === '' || !/\p{L}/u.test(original) || !(isForeignTitle(original) || !/\p{Script=Latin}/u.test(original))) return null;
  const g = classifyTitle(gloss);
  const o = classifyTitle(thaiInEnglish(original) ?? original);
  if (g.function === null || g.function === 'other' || g.function !== o.function || g.seniority === null || o.seniority === null) return null;
  const ranks = new Set([g.seniority, o.seniority]);
  if (ranks.size > 1 && !(ranks.has('manager') && ranks.has('director')) && !coordinatorGlossed(gloss, g.seniority, o.seniority)) return null;
  return `${original}${m?.[3] ?? ''}`;
});

/** "English (original)", then a dash and what followed the title, or nothing. The English part is Latin letters only. */
const LEADING_BRACKETED = /^([\p{Script=Latin}\s&.'’/-]+?)\s*[(（]([^()（）]+)[)）](\s*[|–—-]\s*\S.*)?$/u;

/** "English | rest", "English – rest", "English / rest", "English · rest": one separator, the English part first. */
const LEADING_SEPARATED = /^([^|–—/·•()（）]+?)\s+[|–—/·•-]\s+([^|–—/·•]+)$/u;
/** Latin words, then a title in another script with no Latin letter in it ("Purchasing Manager 采购经理"). */
const LEADING_LATIN = /^([\p{Script=Latin}\p{N}\s&.'’-]+?)\s*[|:–—-]?\s*((?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Thai}])[^\p{Script=Latin}]*)$/u;

/**
 * The title without a site named after it and no separator (round 20, w3t: "Werkleiterin Standort Hof 🏭", "Jefe de
 * Turno Planta Valencia", "Responsable de production site de Rouen"): a site noun, a preposition or none, then one to
 * three names or numbers written with a capital or a digit, joined by "&" or the language's "and"; pictographs after the
 * title are set aside. Null when no such site ends the title. Only for a title whose other side names no site (see
 * `sameRole`): a site replacing another stays a change.
 */
export const withoutTrailingSite = memoiseByString((title: string): string | null => {
  const tokens = title.replace(PICTOGRAPHS, ' ').replace(/\s+/gu, ' ').trim().split(' ');
  for (let i = 1; i < tokens.length - 1; i++) {
    if (SITE_HEADS.has(lowered(tokens[i] ?? '')) && namesAfter(tokens.slice(i + 1))) return tokens.slice(0, i).join(' ').replace(/[\s,;:|–—-]+$/u, '');
  }
  return null;
});

/**
 * Round 20: a site replaced by another ("Plant Manager – Site Hof" → "Plant Manager – Site Plauen") is a change — each title
 * names a site, and neither names every site of the other. A second site added beside the first is not.
 */
export function siteReplaced(a: string, b: string, segments: Segmenter): boolean {
  const na = siteNames(a, segments);
  const nb = siteNames(b, segments);
  if (na.size === 0 || nb.size === 0) return false;
  return ![...na].every((w) => nb.has(w)) && ![...nb].every((w) => na.has(w));
}

/**
 * A segment naming one site or several after a site noun (round 20, w3t: "– sites de Cholet & Angers", "– plants in
 * Monterrey & Saltillo", "– Werke Hof und Plauen"): the noun, singular or plural, then the names (`namesAfter`).
 */
export function sitesSegment(segment: string): boolean {
  const tokens = segment.trim().split(/\s+/u);
  return tokens.length >= 2 && SITE_HEADS.has(lowered(tokens[0] ?? '')) && namesAfter(tokens.slice(1));
}

/** The names a title gives its site or sites ("hof", "cholet angers"), read from either form; empty when it names none. */
export function siteNames(title: string, segments: Segmenter): ReadonlySet<string> {
  let names = siteNamesMemo.get(title);
  if (names === undefined) {
    names = SITE_HEAD_IN.test(stripAccents(title)) ? siteNamesOf(title, segments) : NONE;
    if (siteNamesMemo.size > 10_000) siteNamesMemo.clear();
    siteNamesMemo.set(title, names);
  }
  return names;
}

function siteNamesOf(title: string, segments: Segmenter): ReadonlySet<string> {
  const trailing = withoutTrailingSite(title);
  const parts = trailing !== null ? [title.slice(trailing.length)] : segments(title).slice(1).filter(sitesSegment);
  return new Set(parts.flatMap((p) => segmentWords(p)).filter((w) => !SITE_HEADS.has(w) && !PREPOSITIONS.has(w) && !JOINS.has(w)));
}

/** How a title is cut into segments (`title-equivalence.ts`). */
export type Segmenter = (title: string) => readonly string[];

const NONE: ReadonlySet<string> = new Set();
const siteNamesMemo = new Map<string, ReadonlySet<string>>();

/** Site nouns that stand before the site's name, singular and plural, in the profiles' languages. */
const SITE_HEADS: ReadonlySet<string> = new Set([
  'site', 'sites', 'plant', 'plants', 'standort', 'standorte', 'werk', 'werke', 'usine', 'usines', 'planta', 'plantas', 'fabrica', 'fabricas',
  'stabilimento', 'stabilimenti', 'sede', 'sedi', 'sedes', 'fabriek', 'vestiging', 'vestigingen', 'zaklad', 'zaklady', 'zavod', 'tehdas', 'fabrik',
  'fabriken', 'facility', 'facilities', 'campus', 'depot', 'hub', 'terminal', 'mill', 'mills', 'centro', 'centre', 'center',
].map((w) => stripAccents(w)));

/** A site noun anywhere in the title, for a quick no ("Sales Manager" names no site). */
const SITE_HEAD_IN = new RegExp(`(?<![\\p{L}])(?:${[...SITE_HEADS].join('|')})(?![\\p{L}])`, 'iu');

const PREPOSITIONS = new Set(['de', 'du', 'des', 'd', 'of', 'in', 'at', 'di', 'da', 'do', 'von', 'in', 'en', 'w', 'a']);
const JOINS = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'i', 'a', 'og', 'och', 'en', 've', 'si', 'és', '+', '/', ',']);

/**
 * One to three names (a capital or a digit first, no role, grade, market or area word) joined by "&" or "and", after an
 * optional preposition: "Hof", "de Cholet & Angers", "in Monterrey & Saltillo", "B", "3".
 */
function namesAfter(tokens: readonly string[]): boolean {
  const words = tokens.flatMap((t) => (t.length > 1 && t.endsWith(',') ? [t.slice(0, -1), ','] : [t])).filter((t) => t !== '');
  let i = PREPOSITIONS.has(lowered(words[0] ?? '')) ? 1 : 0;
  let names = 0;
  while (i < words.length) {
    if (!siteName(words[i] ?? '')) return false;
    names++;
    i++;
    if (i === words.length) break;
    if (!JOINS.has(lowered(words[i] ?? '')) || i + 1 === words.length) return false;
    i++;
  }
  return names >= 1 && names <= 3;
}

function lowered(word: string): string {
  return stripAccents(word).toLowerCase();
}

/** A name or a number: a capital or a digit first, and no role, grade, market or area word ("Sales", "EMEA"). */
function siteName(token: string): boolean {
  if (!/^(?:\p{Lu}|\p{N})/u.test(token)) return false;
  const words = segmentWords(token);
  return words.length > 0 && !words.some((w) => roleWord(w) || GRADE_WORDS.has(w) || MARKET_WORDS.has(w) || AREA_NAMES.has(w) || BUSINESS_NOUNS.has(w));
}

/**
 * A word the lexicon reads as a role: an English one, or one of a function other than operations — a place's name can
 * happen to hold an operations term ("Monterrey"), a function word after a site noun names work ("und Vertrieb").
 */
function roleWord(word: string): boolean {
  if (!isKnownTitle(word)) return false;
  const f = classifyTitle(word).function;
  return isCommonEnglishWord(word) || (f !== null && f !== 'other' && f !== 'operations');
}

/** Nouns that name work, not a place, after a site noun ("Site Services", "Plant Operations"). */
const BUSINESS_NOUNS = new Set(['services', 'service', 'operations', 'support', 'engineering', 'quality', 'maintenance', 'logistics', 'safety', 'production', 'management', 'manager', 'lead', 'leader', 'director', 'controller', 'planning', 'sales', 'finance', 'security', 'it', 'hr', 'ehs', 'hse']);

const PICTOGRAPHS = /(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+/gu;

/**
 * The team written after the rank, and written out (round 20, w3t: "품질팀 과장" → "과장, 품질보증팀"): in Korean, Japanese
 * and Chinese titles a team or department noun (팀, 부, 실, 課, 部, 室, 科, 组, 組) and a rank word; the same rank word on
 * both sides, in either order, and one team's name the other's with the word for assurance after it — a quality team is
 * the quality-assurance team (품질/품질보증, 品質/品質保証, 质量/质量保证). Any other word written out is another team:
 * "영업팀" → "영업관리팀" (sales administration), "생산팀" → "생산기술팀" (production engineering) stay changes; the
 * classifier reads both as one function for the second, so it cannot be the judge.
 */
export function teamWrittenOut(a: string, b: string): boolean {
  const ta = teamAndRank(a);
  const tb = teamAndRank(b);
  if (ta === null || tb === null || ta.rank !== tb.rank || ta.team === tb.team) return false;
  const [short, long] = ta.team.length < tb.team.length ? [ta.team, tb.team] : [tb.team, ta.team];
  return short.length >= 2 && long.startsWith(short) && WRITTEN_OUT.has(long.slice(short.length));
}

/** The word for assurance after a quality team's name, in Korean, Japanese and Chinese. */
const WRITTEN_OUT = new Set(['보증', '保証', '保证', '保證']);

/** A CJK title of a team (its stem, the team noun set aside) and a rank word, in either order, a comma or brackets between. */
function teamAndRank(title: string): { team: string; rank: string } | null {
  const parts = title.split(/[\s,，、()（）]+/u).filter((p) => p !== '');
  if (parts.length !== 2 || !parts.every((p) => CJK_WORD.test(p))) return null;
  const teamAt = parts.findIndex((p) => TEAM_END.test(p));
  if (teamAt < 0 || TEAM_END.test(parts[1 - teamAt] ?? '')) return null;
  return { team: (parts[teamAt] ?? '').replace(TEAM_END, ''), rank: parts[1 - teamAt] ?? '' };
}

const CJK_WORD = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
const TEAM_END = /(?:팀|부|실|課|部|室|科|组|組|グループ)$/u;
