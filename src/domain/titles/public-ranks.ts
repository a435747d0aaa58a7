import { words } from './role-classes';
import { servedSpans } from './served-leader';
import type { Seniority, TitleClassification } from './types';

/**
 * Public-sector ranks (issue #21, round 27), each class recounted by labeller over every read set (w2, w3 … w4a) and written
 * once for every language (development titles first: `test/fixtures/detection-w3/titles-r27-ranks.json`; the counts are in
 * docs/decisions.md, "Detection round 27 (public-sector ranks)"):
 *
 * - **The head of a ministry's civil service** (permanent, principal or chief secretary, secretary-general, a deputy or
 *   vice-minister, Staatssekretär, kansliapäällikkö, közigazgatási államtitkár, státní tajemník, 事務次官, 차관, 常務次長,
 *   Thứ trưởng, Sekretaris Jenderal, وكيل الوزارة, मुख्य सचिव …) → c_level / executive.
 * - **Their deputies** (deputy, additional or joint secretary, assistant deputy minister, Ministerialdirigent, ylijohtaja,
 *   helyettes államtitkár, biträdande generaldirektör, Genel Müdür Yardımcısı, 審議官, an agency's 차장, 副主任委員, Deputi …)
 *   → vp / executive.
 * - **A ministry's department head** (Turkish Daire Başkanı) → director, whatever its function.
 * - (A head or team lead with a stated team: round 29's `team-size.ts`, for every title.)
 * - **A case manager** (Fallmanager, Casemanager, Esetmenedzser, vaka yöneticisi) manages cases, not people → ic.
 * - **An institution named like a rank** (Turkish "… Başkanlığı", a presidency; Polish "Kancelaria Prezesa …") lends none.
 */
const DEPUTY_TERMS = [
  'deputy secretary', 'assistant deputy minister', 'associate deputy minister', 'deputy permanent secretary', 'assistant secretary general',
  'additional secretary', 'joint secretary', 'ministerialdirigent', 'ministerialdirigentin', 'ministerialdirektor', 'ministerialdirektorin',
  'secrétaire général adjoint', 'secrétaire générale adjointe', 'secretar general adjunct', 'secretário executivo adjunto',
  'secretária executiva adjunta', 'vice capo di gabinetto', 'vicecapo di gabinetto', 'vice segretario generale', 'vicesegretario generale',
  'plaatsvervangend secretaris generaal', 'plaatsvervangend directeur generaal', 'biträdande generaldirektör', 'överdirektör', 'ylijohtaja',
  'helyettes államtitkár', 'αναπληρωτής γενικός γραμματέας', 'αναπληρώτρια γενική γραμματέας', 'υποδιοικητής', 'υποδιοικήτρια',
  'заступник голови', 'заступниця голови', 'phó tổng cục trưởng', 'deputi', 'genel müdür yardımcısı', 'وكيل وزارة مساعد', 'وكيل الوزارة المساعد',
  'अपर सचिव', 'संयुक्त सचिव', 'zastępca szefa', 'zastępczyni szefa', 'משנה למנכל',
];
const HEAD_TERMS = [
  'permanent secretary', 'principal secretary', 'chief secretary', 'additional chief secretary', 'deputy minister', 'vice minister',
  'viceminister', 'viceministra', 'viceministro', 'secretary general', 'staatssekretär', 'staatssekretärin', 'statssekreterare',
  'kansliapäällikkö', 'közigazgatási államtitkár', 'államtitkár', 'státní tajemník', 'státní tajemnice', 'náměstek ministra',
  'náměstkyně ministra', 'náměstek ministryně', 'secretar general', 'secretar de stat', 'secrétaire général', 'secrétaire générale',
  'secretario de estado', 'secretaria de estado', 'secretário executivo do ministério', 'secretária executiva do ministério', 'capo di gabinetto',
  'segretario generale', 'secretaris generaal', 'sekretarz stanu', 'podsekretarz stanu', 'γενικός γραμματέας', 'γενική γραμματέας',
  'державний секретар', 'державна секретарка', 'заступник міністра', 'заступниця міністра', 'статс секретарь', 'thứ trưởng',
  'tổng cục trưởng', 'sekretaris jenderal', 'sekretaris daerah', 'bakan yardımcısı', 'müsteşar', 'وكيل وزارة', 'وكيل الوزارة', 'الأمين العام',
  'अपर मुख्य सचिव', 'मुख्य सचिव', 'प्रमुख सचिव',
];
/**
 * A ministry's department head in Turkish (Daire Başkanı), not the president its word reads, and a city department's deputy
 * commissioner (w4a control-024: a step down to a policy analyst is `title_changed`): director.
 */
const DIRECTOR_TERMS = ['daire başkanı', 'dairesi başkanı', 'daire başkanvekili', 'deputy commissioner', 'first deputy commissioner'];
/** A police sergeant leads a squad or a unit (manager in w3c, w3k and w4a; none against). */
const MANAGER_TERMS = ['police sergeant'];
/** Inspectors and staff whose words read a rank: a labour inspector (pengawas), "nhân viên" (staff) of management software. */
const IC_TERMS = ['pengawas ketenagakerjaan'];
/** Japanese, Chinese and Korean rank words (substrings): a deputy's first (차관보 before 차관). */
const CJK_DEPUTY = '副主任委[員员]|審議官|청 ?차장|차관보';
const DEPUTY = new RegExp(`${words(DEPUTY_TERMS)}|${CJK_DEPUTY}`, 'u');
const DIRECTOR = new RegExp(words(DIRECTOR_TERMS), 'u');
/** A Japanese vice principal (教頭: manager, as round 26's vice principals) and a Chinese site head written 所长 (所長 is manager in w3b, w3d). */
const CJK_MANAGER = '教頭|所长';
const MANAGER = new RegExp(`${words(MANAGER_TERMS)}|${CJK_MANAGER}`, 'u');
/**
 * The rank words in one pattern (one scan of the title, for cost): a deputy's word before the head's it holds ("deputy
 * permanent secretary", "phó tổng cục trưởng", "副主任委員"), so the leftmost word is the title's rank. 차관 is not "자동차 관리".
 */
const RANK = new RegExp(words([...DEPUTY_TERMS, ...DIRECTOR_TERMS, ...MANAGER_TERMS, ...IC_TERMS, ...HEAD_TERMS]), 'u');
/** The CJK rank words, tried only on a title with a CJK character (cost: a substring alternative is tried at every place). */
const CJK_RANK = new RegExp(`${CJK_DEPUTY}|${CJK_MANAGER}|事務次官|[常政][務务]次[長长]|(?<!자동)차관(?!리)`, 'u');
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/** A Spanish or Portuguese subsecretary: of the ministry, the head of its civil service; of a subject, a deputy ("de Tecnologia"). */
const SUBSECRETARY = /(?<![\p{L}])subsecretari[oa](?: (?<ministry>del ministerio|do ministerio|de estado)(?![\p{L}]))?(?![\p{L}])/u;

const CASE_MANAGER = new RegExp(
  words(['fallmanager*', 'casemanager*', 'case managerin', 'esetmenedzser*', 'vaka yönetici*', 'gestor de casos', 'gestora de casos', 'gestionnaire de cas']),
  'u',
);
/** Stems every case-manager word holds: one plain scan before the word list (cost). */
const CASE_STEM = /manager|menedzs|yonetic|gest/u;
/**
 * Institutions named by a rank word: a Turkish presidency or directorate ("Strateji ve Bütçe Başkanlığı", "İl Sağlık Müdürlüğü"),
 * a Czech directorate ("Generální finanční ředitelství"), the Polish Prime Minister's Chancellery.
 */
const INSTITUTION = /\p{L}*(?:baskanlig|mudurlug)\p{L}*|\breditelstvi\b|\bkancelari[ai] (?:prezesa|prezydenta)\b/gu;
const INSTITUTION_STEM = /baskanlig|mudurlug|reditelstvi|kancelari/u;

function rankOf(word: string): Seniority {
  if (DEPUTY.test(word)) return 'vp';
  if (DIRECTOR.test(word)) return 'director';
  if (MANAGER.test(word)) return 'manager';
  return IC_TERMS.some((t) => word === t) ? 'ic' : 'c_level';
}

/** Round 27's public-sector ranks (see the module comment), read after every other class. Cheap tests first (cost). */
export function byPublicRank(text: string, read: TitleClassification, readText: (text: string) => TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null) return read;
  const rank = RANK.exec(text) ?? (CJK_CHAR.test(text) ? CJK_RANK.exec(text) : null);
  if (rank !== null && inFirstPart(text, rank.index) && !served(text, rank.index, rank[0].length)) {
    const word = rank[0];
    const ranked = rankOf(word);
    // A sergeant's or a site head's word only raises a rank the title's other words read lower.
    if (ranked === 'manager' && seniority !== 'ic') return read;
    // The body a rank word names lends no function ("Permanent Secretary, Department for Education"); a deputy already read vp
    // keeps its own ("Genel Müdür Yardımcısı – Mali İşler" is a finance VP), and a rank below vp its unit's.
    const keeps = ranked === 'vp' ? seniority === 'vp' : ranked !== 'c_level';
    return { seniority: ranked, function: keeps ? fn : 'executive' };
  }
  const sub = text.includes('subsecretari') ? SUBSECRETARY.exec(text) : null;
  if (sub !== null && inFirstPart(text, sub.index)) {
    const head = sub.groups?.['ministry'] !== undefined || /^subsecretari[oa](?: ,|$)/u.test(text.slice(sub.index));
    return { seniority: head ? 'c_level' : 'vp', function: 'executive' };
  }
  if (seniority !== 'ic' && INSTITUTION_STEM.test(text)) {
    const without = text.replace(INSTITUTION, ' ').replace(/\s+/gu, ' ').trim();
    if (without !== text && without !== '') {
      const reread = readText(without);
      return { seniority: reread.seniority, function: fn === 'executive' ? reread.function : fn };
    }
  }
  if (seniority === 'manager' && ((CASE_STEM.test(text) && CASE_MANAGER.test(text)) || text.startsWith('nhan vien '))) return { seniority: 'ic', function: fn };
  return read;
}

/**
 * The rank word names the leader an aide serves ("Private Secretary to the Permanent Secretary"): a served span holds it whole. A
 * rank word that ends in an aide's word ("Statssekreterare", "Staatssekretär", "államtitkár") is no aide of "stats".
 */
function served(text: string, index: number, length: number): boolean {
  return servedSpans(text).some(([start, end]) => index >= start && index + length <= end);
}

function inFirstPart(text: string, index: number): boolean {
  const end = text.indexOf(' , ');
  return (end < 0 || index < end) && !/\bto (?:the )?$/u.test(text.slice(0, index));
}
