import { memoiseByString } from '../company/memoise';
import { foldText } from '../titles/fold';
import { hasCompanyPage } from './employment-evidence';
import type { Position } from './types';

/**
 * A seat on a body — a council, committee, board or assembly of an association, chamber, NGO or
 * federation — read from the entry's shape (issue #21, round 8: holdout-w3g's "Kurul Üyesi", "Член
 * правління", "专家委员" at organisations with no page id were read as the main job because they started
 * after it). An entry is one when it has **no company page id** and its title is a member word with a
 * body word ("Meclis Üyesi", "Член ради", "Członkini komisji rewizyjnej", "عضو اللجنة"), or a CJK
 * committee-member word (委员, 委員, 위원: the body is in the word), and names no operating role
 * (CEO, founder, president …). A member of a company's management board has the company's page.
 */
export function seatOnABody(p: Position): boolean {
  if (hasCompanyPage(p) || p.title == null) return false;
  return seatTitle(p.title);
}

const MEMBER = [
  'member', 'mitglied', 'membre', 'miembro', 'membro', 'lid', 'ledamot', 'medlem', 'jasen', 'czlonek', 'czlonkini', 'członek', 'członkini', 'clen', 'clenka',
  'tag', 'membru', 'uye', 'uyesi', 'член', 'членкиня', 'μελος', 'חבר', 'חברת', 'عضو', 'عضوه', 'सदस्य', 'anggota', 'thanh vien',
];
const BODY = [
  'kurul*', 'meclis*', 'ради', 'рада', 'правлінн*', 'совет*', 'правлени*', 'комітет*',
  'комитет*', 'committee', 'comite', 'comitato', 'commissie', 'council', 'raad', 'board', 'rady', 'rada', 'komisj*',
  'komise', 'zarzad*', 'hallitu*', 'valtuusto*', 'tanacs*', 'bizottsag*', 'consiliu*', 'consejo',
  'conselho', 'consiglio', 'συμβουλ*', 'επιτροπ*', 'ועד*', 'מועצ*', 'لجن*', 'اللجن*', 'مجلس',
  'समिति', 'परिषद', 'dewan', 'komite', 'hoi dong', 'vorstand', 'beirat',
];
/** Whole words, folded as titles are; `*` stands for any letters (a stem). */
const WORD = (list: readonly string[]): string =>
  `(?<![\\p{L}\\p{N}])(?:${list.map((w) => foldText(w).replace(/\*/gu, '\\p{L}*')).join('|')})(?![\\p{L}\\p{N}])`;
const MEMBER_OF_BODY = new RegExp(`${WORD(MEMBER)}.*${WORD(BODY)}|${WORD(BODY)}.*${WORD(MEMBER)}|(?:委员|委員|위원)$`, 'u');
const OPERATING = /\b(?:ceo|cto|cfo|coo|chief|(?:co )?founder|president|chair\w*|owner|managing director|general manager)\b|연구/u;

const seatTitle = memoiseByString((title: string): boolean => {
  const text = foldText(title);
  return MEMBER_OF_BODY.test(text) && !OPERATING.test(text);
});
