import { namesAudienceLevel } from './audience-rank';
import { foldText } from './fold';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { Seniority, TitleClassification } from './types';

/**
 * A stated level (issue #21, round 35, ladders35; w4i's "Plant Manager (individual site, 300 staff) – Director level" read as
 * a manager): a title that states its level outright — "– Director level", "(VP level)", "C-level", "auf Direktorenebene",
 * "niveau directeur", "nivel de director", "livello dirigente", "на рівні директора", "direktör seviyesinde", "بمستوى مدير إدارة",
 * "ברמת סמנכ"ל", "निदेशक स्तर", "setingkat direktur", "cấp giám đốc", "디렉터급", "部長級", "总监级" — holds that level, whatever its
 * head noun reads, up or down ("Account Director (Manager level)" is a manager).
 *
 * The mechanism, not a list of ranks: a **segment of its own** (after a comma, a dash or in brackets) written in the level
 * phrase of its language, whose rank noun the classifier reads as it reads any title ("director" → director, "部長" → director,
 * "课长" → manager, "סמנכ"ל" → vp); a few adjectives and collectives name a level the bare classifier cannot read ("C-level",
 * "managerial", "dirigenziale", "kierowniczy", "igazgatói", 임원, 处级 — `LEVEL_WORDS`). Only when explicit:
 * - the phrase is the whole segment (an optional "at"/"auf"/"på"/"na" before it, "role"/"position" after it): "Level 3 Support
 *   Engineer", "Entry-level Sales Associate", "Senior Level Designer" and "Director, Level Design" state none;
 * - the level's noun must read a rank above an individual contributor's and hold no digit ("Level 2", "5° livello" are pay or
 *   support tiers);
 * - an object's level — the clients', the placements', the audience's ("Director level clients", "C-level accounts", "for VP-level
 *   roles") — is not the holder's: a word after the phrase other than role/position/post ends it.
 */

/** Level words whose rank the bare classifier does not read (folded as the titles are). */
const LEVEL_WORDS: ReadonlyMap<string, Seniority> = new Map(
  (
    [
      ['c', 'c_level'], ['c suite', 'c_level'], ['csuite', 'c_level'], ['cxo', 'c_level'], ['board', 'c_level'], ['managerial', 'manager'],
      ['middle management', 'manager'], ['directivo', 'director'], ['directiva', 'director'], ['diretoria', 'director'], ['gerencial', 'manager'],
      ['dirigenziale', 'director'], ['quadro', 'manager'], ['dyrektorski', 'director'], ['chef', 'manager'], ['kierowniczy', 'manager'], ['zarzadu', 'c_level'],
      ['reditelska', 'director'], ['manazerska', 'manager'], ['igazgatoi', 'director'], ['kozepvezetoi', 'manager'], ['felsovezetoi', 'director'],
      ['αντιπροεδρου', 'vp'], ['directie', 'director'], ['management', 'manager'], ['chefs', 'manager'], ['임원', 'vp'], ['役員', 'vp'],
      // China's civil-service grades: a division's (处级), a section's (科级), a bureau's (局级).
      ['处', 'director'], ['處', 'director'], ['科', 'manager'], ['局', 'vp'],
      // India's corporate grades (round 37): an assistant general manager's grade is a senior manager's, a deputy general manager's a
      // director's ("IT Head, AGM level"), as the Arabic grade of an assistant general manager (بدرجة مدير عام مساعد) is.
      ['agm', 'manager'], ['dgm', 'director'], ['एजीएम', 'manager'], ['डीजीएम', 'director'], ['مدير عام مساعد', 'director'],
      ['senior manager', 'manager'],
    ] as const
  ).map(([w, s]) => [foldText(w), s]),
);

/** Words that may follow the phrase in its segment and still name the holder's post. */
const POST_TAIL = '(?: (?:role|position|post|job|hire|rolle|stelle|poste|puesto|cargo|ruolo|functie|stanowisko|tehtava|rooli|pozice|pozicio|pozitia|θεση|посада|должность|pozisyon|pozisyonu|pozisyonunda|rol|का पद|jabatan|vi tri))?';

/** Where a segment starts and ends in the cleaned title (its parts are joined by " , "). */
const S = '(?:^|, )';
const E = `${POST_TAIL}(?= ,|$)`;
/** The level's noun: one to three words, no digit (letters and their marks: a Devanagari word holds vowel signs). */
const N = '([\\p{L}\\p{M}]+(?: [\\p{L}\\p{M}]+){0,2}?)';

/** The level phrases of the profiles' languages, each capturing the level's noun (folded as the titles are). */
const PHRASES: readonly RegExp[] = [
  // en, hi-Latn: "director level", "at VP-level", "director grade", "director equivalent", "level: manager", "grade: director"
  new RegExp(`${S}(?:at |on )?(?:a )?${N} (?:level|grade|equivalent|band)${E}`, 'u'),
  new RegExp(`${S}(?:level|grade|band) ${N}${E}`, 'u'),
  // c-level and c-suite written alone
  new RegExp(`${S}(c suite|c level|cxo)${E}`, 'u'),
  // de, nl, sv, fi compounds: "auf Direktorenebene", "op directieniveau", "på direktörsnivå", "johtajatasolla", "VP-Ebene"
  new RegExp(`${S}(?:auf |op |pa )?(?:der |het )?(\\p{L}+?)(?:en|n|s)? ?(?:ebene|level|niveau|niva|tason|tasolla|tasolle|tasoinen|taso)${E}`, 'u'),
  // fr, es, pt, it, ro: "niveau directeur", "au niveau directeur", "nivel de director", "nível gerencial", "livello dirigente", "rang de directeur"
  new RegExp(`${S}(?:au |a |al |la |de )?(?:niveau|nivel|livello|rang|rango) (?:de |d |di |do |da )?${N}${E}`, 'u'),
  // pl, cs, hu: "na poziomie dyrektora", "poziom kierowniczy", "na úrovni ředitele", "manažerská úroveň", "igazgatói szinten"
  new RegExp(`${S}(?:na )?(?:poziomie|poziom|urovni|uroven) ${N}${E}`, 'u'),
  new RegExp(`${S}${N} (?:poziom|uroven|szint|szinten|szintu)${E}`, 'u'),
  // el, uk, ru: "επιπέδου διευθυντή", "σε επίπεδο διευθυντή", "на рівні директора", "рівня директора", "на уровне директора"
  new RegExp(`${S}(?:σε |на )?(?:επιπεδου|επιπεδο|рівні|рівня|рівень|уровне|уровня|уровень) ${N}${E}`, 'u'),
  // tr: "direktör seviyesinde", "direktör düzeyinde", "C-seviye"
  new RegExp(`${S}${N} (?:seviyesinde|seviyesi|seviye|duzeyinde|duzeyi|duzey)${E}`, 'u'),
  // ar, he: "بمستوى مدير إدارة", "بدرجة مدير", "ברמת סמנכ"ל"
  new RegExp(`${S}(?:بمستوي|بدرجه|مستوي|درجه|ברמת|בדרג) ${N}${E}`, 'u'),
  // hi: "निदेशक स्तर", "निदेशक स्तर पर"
  new RegExp(`${S}${N} स्तर(?: पर)?${E}`, 'u'),
  // id, vi: "setingkat direktur", "setara manajer", "level direktur", "cấp giám đốc", "tương đương giám đốc"
  new RegExp(`${S}(?:setingkat|setara|level|cap|tuong duong) ${N}${E}`, 'u'),
  // ko, ja, zh: "디렉터급", "部長級", "部長クラス", "总监级别", "VP급"
  // (after a space too: Japanese writes the level beside the post, "IT責任者 課長クラス")
  new RegExp(`(?:^|, | )([\\p{L}]{1,6}?)(?:급|級|级别|级|クラス|レベル)${E}`, 'u'),
];

/** The level a title states in a segment of its own, read by `classify` from its noun; null when it states none. */
function statedLevel(text: string, classify: (title: string) => TitleClassification): Seniority | null {
  for (const phrase of PHRASES) {
    const m = phrase.exec(text);
    if (m === null) continue;
    const noun = (m[1] ?? '').trim();
    if (noun === '') continue;
    // The whole title as the phrase is no statement beside a title: the title itself already reads its noun.
    if (m.index === 0 && !text.includes(' , ')) continue;
    const listed = LEVEL_WORDS.get(noun);
    if (listed !== undefined) return listed;
    const read = classify(noun).seniority;
    if (read !== null && read !== 'ic') return read;
  }
  return null;
}

/** The literals one of which every phrase holds: words where a word starts, the compounds' and the unspaced scripts' tails anywhere. */
const SLOT = TERM_GATE.slot(() => ({
  atWordStart: [
    'level', 'grade', 'equivalent', 'band', 'c suite', 'cxo', 'nivel', 'livello', 'rang', 'poziom', 'urovn', 'uroven', 'επιπεδ', 'рівн',
    'рівень', 'уровн', 'уровень', 'مستوي', 'بمستوي', 'درجه', 'بدرجه', 'ברמת', 'בדרג', 'स्तर', 'setingkat', 'setara', 'cap', 'tuong duong',
  ].map((w) => foldText(w)),
  anywhere: ['ebene', 'niveau', 'niva', 'taso', 'szint', 'seviye', 'duzey', '급', '級', '级', 'クラス', 'レベル'].map((w) => foldText(w)),
}));

/** A stated level sets the title's rank (module comment). */
export function statedLevelPass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass([SLOT], (text, read) => {
    // The level of the people a role serves is not the holder's (round 37: "Executive Assistant, C-level").
    if (read.seniority === null || namesAudienceLevel(text)) return read;
    const level = statedLevel(text, classify);
    return level === null || level === read.seniority ? read : { seniority: level, function: read.function };
  });
}
