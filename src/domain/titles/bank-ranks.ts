import { firstPart } from './clean';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The heads of a bank or another body and their deputies, by the rank word's structure (issue #21, round 29; the recount is in
 * docs/decisions.md, "Detection round 29 (seniority by structure)"):
 *
 * - **The head of a bank** in Han, Kana and Hangul (頭取, 行长 / 行長, 은행장 / 행장) → c_level / executive, as every other head
 *   of a bank the sets read (CEO, Vorstandsvorsitzender, Direktur Utama, Genel Müdür …).
 * - **The head of one of its branches** (支店長, 分行行长, 支行行长, 지점장) → manager, as every "Branch Manager", "Filialleiter",
 *   "مدير فرع" the read sets hold (operations when the title names no function).
 * - **The deputy of a head** — a deputy of the bank's head (副頭取, 副行长 / 副行長, 부행장), a central bank's deputy governor, a
 *   deputy member of a German management board (stellvertretendes Vorstandsmitglied), a deputy chief executive, a hospital's
 *   deputy or additional medical superintendent (the superintendent heads it: c_level, round 28), an Indonesian
 *   deputy director (Wakil Direktur …, a member of the Direksi's deputy), a Vietnamese deputy director of the whole body (Phó
 *   Giám đốc, bare or "phụ trách …", in charge of …), an Arabic first deputy of the president (نائب أول للرئيس) → vp, as every
 *   read set labels the deputies of a head (w3 … w4c, none against but the development rows named below). Executive when the
 *   title names no function; a portfolio keeps its function ("Wakil Direktur Operasional" is an operations vp).
 * - **The general manager of a department** (部总经理 / 部總經理, a Chinese bank's department head) → director, not the head of
 *   the company the bare 总经理 reads.
 *
 * The English "Deputy CEO" (folded to "deputy chief executive officer") and the Japanese 取締役副社長 (a board member who is the
 * president's deputy) are deputies too: the wave-1 and wave-2 development sets labelled them c_level (three rows), every read
 * set labels them vp (w3b 代表取締役副社長, w3d and w4c "(Deputy CEO)", eleven 副社長): the development rows follow the read
 * sets (docs/decisions.md, round 29).
 */

const CJK_HEAD = /(?<!副)頭取|(?<![副分支])行[长長](?!助理)|(?<!부)은행장|(?<![\p{L}])행장(?![\p{L}])/u;
const CJK_BRANCH = /支店長|[分支]行行[长長]|지점장/u;
const CJK_DEPUTY = /副頭取|副行[长長]|부행장|取締役副社長/u;
const DEPARTMENT_GM = /部(?:门|門)?(?:总经理|總經理)/u;
/** Deputies of a head in the folded text (no accents, lower case; Arabic hamza and ta marbuta folded). */
const DEPUTY =
  /(?<![\p{L}])(?:deputy governor|stellvertretende[sr]? vorstandsmitglied|stellvertretende vorstandsmitglied|deputy chief executive|deputy ceo|(?:deputy|additional) medical superintendent|(?:अपर|उप) चिकित्सा अधीक्षक|wakil direktur|pho giam doc(?= , | phu trach |$)|نايب اول للرييس)(?![\p{L}])/u;
/** A chief's post held beside the deputy's ("Deputy CEO & CFO"): the chief's rank stands. */
const OTHER_CHIEF = /(?<![\p{L}])(?:c[a-z]{1,2}o|chief(?: [\p{L}]+){1,3} officer)(?![\p{L}])/u;
/** Stems every deputy word holds: one plain scan before the pattern with its lookarounds (cost). */
const DEPUTY_STEM = /deputy|additional|stellvertret|wakil|pho giam|نايب|चिकित्सा/u;
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/** One plain scan for every class of this module before any of its patterns (cost: most titles hold neither). */
const ANY_STEM = new RegExp(`${CJK_CHAR.source}|${DEPUTY_STEM.source}`, 'u');
const GENERAL: ReadonlySet<JobFunction | null> = new Set<JobFunction | null>(['other', 'executive', null]);

/** Round 29's heads and deputies (see the module comment), read after every other class. Cheap tests first (cost). */
export function byHeadRank(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === null || !ANY_STEM.test(text)) return read;
  const first = firstPart(text);
  if (CJK_CHAR.test(first)) {
    if (CJK_DEPUTY.test(first)) return ranked('vp', read);
    if (CJK_BRANCH.test(first)) return { seniority: 'manager', function: GENERAL.has(read.function) ? 'operations' : read.function };
    if (CJK_HEAD.test(first)) return ranked('c_level', read);
    if ((read.seniority === 'c_level' || read.seniority === 'vp') && DEPARTMENT_GM.test(first)) return { seniority: 'director', function: read.function };
    return read;
  }
  if (read.seniority === 'vp' || !DEPUTY_STEM.test(first) || !DEPUTY.test(first)) return read;
  if (read.seniority === 'c_level' && OTHER_CHIEF.test(first.replace(DEPUTY, ' '))) return read;
  return ranked('vp', read);
}

/** The rank; a head or deputy whose title names no function runs the body (executive). */
function ranked(seniority: Seniority, read: TitleClassification): TitleClassification {
  return { seniority, function: read.function === 'other' ? 'executive' : read.function };
}
