import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords, stripAccents } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';

/*
 * Round 21 (issue #21, w3u's "人事課長" → "人事部 人事第二課 課長"): what the same title looks like in Japanese, Korean and
 * Chinese when the edit writes the unit out more fully — the unit's number written in ("人事第二課", "인사2팀", "人力资源二部")
 * and the department above the section written before it ("人事部 人事課長", "인사본부 인사팀장"), the section named after it.
 */

/** A unit noun of Japanese, Korean or Chinese titles: section, department, office, group, team. */
const UNIT = '(?:課|部|室|係|科|处|處|组|組|グループ|チーム|팀|부|실|과|파트)';

/** A number written before a unit noun: "第二", "二", "2", "제2" ("人事第二課", "인사2팀", "人力资源二部"). */
const UNIT_NUMBER = new RegExp(`(?:第|제)?(?:[一二三四五六七八九十〇]+|[0-9０-９]+)(?=${UNIT})`, 'gu');

/**
 * The title with its units' numbers taken out, or null when it numbers none or the other title numbers one too: a number
 * written in is no change, a section's number replaced by another ("人事第一課" → "人事第二課") is.
 */
export function withoutUnitNumbers(title: string, other: string): string | null {
  if (!UNIT_NUMBER_ONE.test(title) || UNIT_NUMBER_ONE.test(other)) return null;
  return title.replace(UNIT_NUMBER, '');
}

const UNIT_NUMBER_ONE = new RegExp(UNIT_NUMBER.source, 'u');

/** A department, division or headquarters written as the first word of a title: "人事部", "인사본부", "人力资源部". */
const PARENT_UNIT = /^(\p{Script=Han}{1,6}?|\p{Script=Hangul}{1,6}?)(?:本部|部門|部门|部|본부|부문|부|局|処|처)\s+(?=\S)/u;

/**
 * The title without a department written before it whose name the section after it starts with ("人事部 人事課長", "인사본부
 * 인사팀장": the department above the section), or null. A department of another name ("営業部 人事課長") stays.
 */
export const withoutParentUnit = memoiseByString((title: string): string | null => {
  const m = PARENT_UNIT.exec(title);
  const stem = m?.[1] ?? '';
  if (m === null || stem.length < 2) return null;
  const rest = title.slice(m[0].length);
  return rest.startsWith(stem) ? rest : null;
});

/*
 * Round 23 (issue #21, w3w's "Administrator sisteme Linux" → "Linux Sysadmin – echipa Core Banking Infrastructure" and
 * "Trưởng nhóm Mạng" → "Trưởng nhóm Mạng 🌐 – Khối Công nghệ"): the team or the unit the same role works in, named after a
 * dash, a bar, a comma or in brackets with the word for a team or a unit before or after its name. Round 19 read such a
 * team in brackets; a dash is how most profiles write it.
 */

/** The word for a team or a unit in the profiles' languages, folded (accents off, lower case). */
const UNIT_WORDS: ReadonlySet<string> = new Set(
  [
    'team', 'squad', 'division', 'unit', 'department', 'dept', 'equipe', 'equipa', 'equipo', 'squadra', 'tiimi', 'zespol', 'tym', 'csapat', 'ekip',
    'ekibi', 'echipa', 'echipei', 'команда', 'ομαδα', 'צוות', 'فريق', 'tim', 'abteilung', 'bereich', 'afdeling', 'avdelning', 'avdeling', 'osasto',
    'yksikko', 'dzial', 'oddeleni', 'odbor', 'osztaly', 'departament', 'departamentul', 'divizia', 'divizie', 'divisi', 'departemen', 'khoi', 'відділ',
    'отдел', 'департамент', 'τμημα', 'מחלקת', 'אגף', 'قسم', 'birimi', 'departmani', 'divisione', 'divisao',
  ].map((w) => stripAccents(w)),
);

/** The last segment of a title, after a spaced dash or bar, a comma, or in brackets: [title before it, the segment]. */
const LAST_SEGMENT = /^(.*?\S)\s*(?:\s[|–—-]\s+|,\s+|[(（])([^|–—,()（）]+?)[)）]?\s*$/u;

const PICTOGRAPHS = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f)+/gu;

/**
 * The team or unit a title names last (see above) and the title before it, or null: two to five words, one of them a team
 * or unit word (the probe's "– Área de Telecomunicaciones equipo Core"), none a place, a market (round 15: "– Enterprise
 * Team" is a remit), a grade or a figure, and no rank of its own ("– Team Lead, Data Centre" adds a lead). Pictographs are
 * set aside.
 */
export const trailingUnit = memoiseByString((title: string): { before: string; unit: string } | null => {
  const m = LAST_SEGMENT.exec(title.replace(PICTOGRAPHS, ' ').replace(/\s+/gu, ' ').trim());
  const before = m?.[1]?.replace(/[\s,;:|–—-]+$/u, '') ?? '';
  const words = segmentWords(m?.[2] ?? '');
  if (before === '' || words.length < 2 || words.length > 5) return null;
  if (!words.some((w) => UNIT_WORDS.has(w))) return null;
  if (words.some((w) => AREA_NAMES.has(w) || GRADE_WORDS.has(w) || MARKET_WORDS.has(w) || /\d/u.test(w))) return null;
  const own = classifyTitle(m?.[2] ?? '').seniority;
  return own === null || own === 'ic' ? { before, unit: words.filter((w) => !UNIT_WORDS.has(w)).sort().join(' ') } : null;
});

/**
 * The unit says where the role sits, not what it is: the title read with it has the rank of the title without it, and the
 * function too, unless the title alone reads none ("Trưởng nhóm Mạng", a team lead of networks the lexicon does not read).
 */
export function unitFits(title: string, without: string): boolean {
  const alone = classifyTitle(without);
  const withIt = classifyTitle(title);
  return alone.seniority === withIt.seniority && (alone.function === null || alone.function === 'other' || alone.function === withIt.function);
}

/** Both titles name a team or a unit last, and not the same one: another team is a change ("– Data Centre team" → "– Cloud team"). */
export function unitReplaced(a: string, b: string): boolean {
  const ua = trailingUnit(a);
  const ub = trailingUnit(b);
  return ua !== null && ub !== null && ua.unit !== ub.unit;
}
