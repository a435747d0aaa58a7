import { memoiseByString } from '../company/memoise';

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
