import { foldText } from './fold';
import { words } from './role-classes';
import { TERM_GATE } from './term-gate';

/**
 * The rank of the people a role serves (issue #21, round 37, levels37; open since round 35): "Sales Executive, Director level
 * clients", "Recruiter for VP-level roles", "Ejecutivo de cuentas para clientes nivel director", "Handlowiec, klienci na poziomie
 * dyrektorów", "مندوب مبيعات لعملاء بمستوى مدير", "销售代表（负责总监级客户）", "Executive Assistant, C-level" name the level of the
 * clients, the candidates or the leaders served, not the holder's: a seller, a recruiter or an aide stays what the role reads.
 *
 * The mechanism, not a list of titles: a **level phrase** (a level word — level, grade, Ebene, niveau, nivel, poziom, úroveň,
 * επίπεδο, рівень, seviye, مستوى, רמת, स्तर, setingkat, cấp, 級/级/급/クラス — with the rank words beside it: up to two words
 * before it, up to three after it, the compound or the Han, Kana or Hangul run that holds it) whose segment also names **an
 * audience** (clients, customers, accounts, buyers, prospects, decision makers, candidates, roles, positions, hires, searches, and
 * their words in the 24 languages) or whose title is an **aide's** (an assistant's or a secretary's word not followed by a rank:
 * "Assistant Manager" is a rank). The phrase's words are no rank of the holder's: `classify.ts` reads the seniority without them,
 * and the stated-level pass (`stated-level.ts`) does not read them as the holder's level.
 * A level phrase that closes its segment with no audience ("Account Director (Manager level)", "IT Manager – at Director level")
 * is the holder's own, and a client segment with no level phrase ("Director of Sales, SMB clients") names no rank at all.
 */

/** Level words (folded): where a word starts, or anywhere in a compound (de, nl, sv, fi, hu, tr) and in Han, Kana and Hangul. */
const LEVEL_AT_START = ['level', 'grade', 'nivel', 'livello', 'niveau', 'poziom', 'poziomie', 'urovni', 'uroven', 'επιπεδου', 'επιπεδο', 'рівня', 'рівні', 'уровня', 'уровне', 'مستوي', 'بمستوي', 'ברמת', 'स्तर', 'setingkat', 'setara', 'cap', 'jajaran', 'c suite', 'cxo'];
const LEVEL_IN_WORD = ['ebene', 'niveau', 'niva', 'tason', 'tasoiset', 'tasoisille', 'tasolla', 'szint', 'seviye', '급', '級', '级', 'クラス', 'レベル'];

/** The audience's nouns (folded; where a word starts; Han, Kana and Hangul anywhere). */
const AUDIENCE = [
  // en
  'accounts', 'clients', 'client base', 'customers', 'buyers', 'prospects', 'decision makers', 'stakeholders', 'executives', 'leaders',
  'candidates', 'roles', 'positions', 'hires', 'searches', 'placements', 'vacancies',
  // de, nl, sv, fi
  'kunden', 'ansprechpartner', 'entscheider', 'positionen', 'stellen', 'kandidaten', 'klanten', 'functies', 'posities', 'kunder', 'kandidater',
  'tjanster', 'roller', 'asiakka*', 'asiakkail*', 'ehdokka*', 'paattaj*',
  // fr, es, pt, it, ro
  'client', 'clientes', 'cliente', 'comptes', 'cuentas', 'contas', 'candidats', 'postes', 'decideurs', 'dirigeants', 'candidatos', 'puestos', 'cargos', 'vagas', 'posiciones',
  'posicoes', 'clienti', 'candidati', 'posizioni', 'ruoli', 'pozitii',
  // pl, cs, hu, el, uk, ru
  // (the posts in their plural only: a singular post after the phrase is the holder's, "igazgatói szintű pozíció")
  'klient*', 'klienc*', 'kandydat*', 'stanowiska', 'stanowisk', 'kandidat*', 'ugyfel*', 'jelolt*', 'poziciok*', 'πελατ*', 'υποψηφι*', 'θεσεισ',
  'клієнт*', 'кандидат*', 'посади', 'посад', 'посадах', 'клиент*', 'должностей',
  // tr, ar, he, hi, id, vi
  'musteri*', 'aday*', 'pozisyonlar*', 'عملاء', 'لعملاء', 'للعملاء', 'العملاء', 'مرشحين', 'وظائف', 'لوظائف', 'לקוחות', 'ללקוחות', 'מועמדים',
  'משרות', 'למשרות', 'ग्राहक*', 'उम्मीदवार*', 'पदों', 'अधिकारियों', 'klien', 'pelanggan', 'posisi', 'direksi', 'khach hang', 'ung vien', 'vi tri',
];
const CJK_AUDIENCE = new RegExp(
  ['顧客', '客户', '客戶', '候補者', 'ポジション', 'クライアント', '职位', '職位', '岗位', '崗位', '候选人', '候選人', '고객', '후보자', '포지션'].map((w) => foldText(w)).join('|'),
  'u',
);

/** An aide's word (folded), and a rank after it that makes it a rank ("Assistant Manager", "Asisten Manajer"). */
const AIDE =
  /(?<![\p{L}])(?:assistant|assistante|assistent|assistentin|assistente|asistente|asistent|asystent|asystentka|asisten|secretary|sekretar\p{L}*|secretaire|secretaria|segretari\p{L}*|सहायक|עוזר\p{L}*|مساعد\p{L}*|βοηθ\p{L}*|помічни\p{L}*|помощни\p{L}*|tro ly|thu ky)(?![\p{L}])|비서|秘書|秘书|助理|アシスタント/u;
const AIDE_RANK = /^ (?:manager|director|vice|general|gerente|directeur|directrice|direktor|dyrektor|direttore|manajer|direktur|principal|professor|superintendent)\b/u;

const SLOT = TERM_GATE.slot(() => ({
  atWordStart: LEVEL_AT_START.map((w) => foldText(w)),
  anywhere: LEVEL_IN_WORD.map((w) => foldText(w)),
}));

let patterns: { level: RegExp; audience: RegExp } | null = null;

/** The patterns, built at their first use (never at import: docs/decisions.md, round 33). */
function built(): NonNullable<typeof patterns> {
  patterns ??= {
    // A level word where a word starts, or a compound's or an unspaced script's tail holding one.
    level: new RegExp(
      `(?<![\\p{L}\\p{M}])(?:${LEVEL_AT_START.map((w) => foldText(w)).join('|')})(?![\\p{L}\\p{M}])|[\\p{L}\\p{M}]*(?:${LEVEL_IN_WORD.map((w) => foldText(w)).join('|')})[\\p{L}\\p{M}]*`,
      'gu',
    ),
    audience: new RegExp(words(AUDIENCE.map((w) => foldText(w))), 'u'),
  };
  return patterns;
}

/** Han, Hiragana, Katakana and Hangul: an unspaced script whose rank precedes its level mark with no space (部長級, 임원급). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The spans of a cleaned title that name the level of the people the role serves (module comment), as [start, end]. */
export function audienceSpans(text: string): [number, number][] {
  if (!TERM_GATE.holds(SLOT, text)) return [];
  const { level, audience } = built();
  const spans: [number, number][] = [];
  let segmentStart = 0;
  for (const segment of text.split(' , ')) {
    const aide = AIDE.exec(text);
    const serves = audience.test(segment) || CJK_AUDIENCE.test(segment) || (aide !== null && !AIDE_RANK.test(text.slice(aide.index + aide[0].length)));
    if (serves) {
      level.lastIndex = 0;
      for (let m = level.exec(segment); m !== null; m = level.exec(segment)) spans.push(phraseAround(segment, m.index, m.index + m[0].length, segmentStart, audience));
    }
    segmentStart += segment.length + 3;
  }
  return spans;
}

/** True when the title states a level of the people it serves (the stated-level pass leaves it). */
export function namesAudienceLevel(text: string): boolean {
  return audienceSpans(text).length > 0;
}

/** Level words whose rank follows them ("nivel director", "na poziomie dyrektorów", "بمستوى مدير", "cấp giám đốc"): folded. */
const RANK_AFTER = new Set(
  ['nivel', 'livello', 'niveau', 'poziom', 'poziomie', 'urovni', 'uroven', 'επιπεδου', 'επιπεδο', 'рівня', 'рівні', 'уровня', 'уровне', 'مستوي', 'بمستوي', 'ברמת', 'setingkat', 'setara', 'cap', 'jajaran'].map((w) => foldText(w)),
);
/** English and Indonesian write the rank on either side of "level" ("director level", "level manajer"). */
const EITHER_SIDE = new Set(['level', 'grade']);

/**
 * The level word at [start, end) of a segment with its rank words: the words after a word whose rank follows it (three), the
 * words before any other (two; the unspaced run before it in CJK), and after "level" or "grade" the two words that follow unless
 * the audience does ("director level clients").
 */
function phraseAround(segment: string, start: number, end: number, offset: number, audience: RegExp): [number, number] {
  const word = segment.slice(start, end);
  const after = RANK_AFTER.has(word) ? 3 : EITHER_SIDE.has(word) && audience.exec(segment.slice(end + 1))?.index !== 0 ? 2 : 0;
  let from = start;
  if (!RANK_AFTER.has(word)) {
    while (from > 0 && from > start - 4 && UNSPACED.test(segment[from - 1] as string)) from--;
    for (let n = 0; n < 2 && from > 1 && segment[from - 1] === ' '; n++) {
      const before = segment.lastIndexOf(' ', from - 2);
      from = before < 0 ? 0 : before + 1;
    }
  }
  let to = end;
  for (let n = 0; n < after && to < segment.length; n++) {
    const next = segment.indexOf(' ', to + 1);
    to = next < 0 ? segment.length : next;
  }
  return [offset + from, offset + to];
}
