import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { segmentWords } from '../normalise/text';
import { roleNounRanks } from './title-role-ranks';

/*
 * Round 40 (issue #21, pairs40e): the direction of a new entry at one employer or its family, read from what ranks two
 * titles within one seniority band — the labelled sets' store manager made a shift supervisor, senior buyer made an associate
 * buyer, P-4 officer taking a P-3 post, regional director taking one hospital, and a hotel's GM made the area's director. Three
 * rankings that transfer to any trade and language, asked in order; each says 'up', 'down' or nothing:
 * 1. a numbered grade on both sides in one scheme (the UN's G < P < D with their numbers, "Level 4", "L5", "Band 3", "Grade 7",
 *    a letter and number "A3", a Roman "II"/"III" after the role);
 * 2. the same title with another grade word (assistant, associate, junior < none < senior, lead, principal);
 * 3. the role noun's rank (`title-role-ranks.ts`: an individual < supervisor and lead < manager < head and director) and the
 *    remit's (a shift < a unit: a store, site, branch, hotel, hospital, plant < an area, district or region < a country): a gap
 *    of two levels alone, one level with the remit agreeing, one noun's level on both sides by the remit.
 * Nothing ranks them: the caller keeps its bands, and the labellers' default, promoted.
 */
export type Step = 'up' | 'down';

/** Folded as a title's words are: stems compared with the start of a word (a compound's first part: "Filial|leiter", "Alue|päällikkö"). */
function fold(list: string): string[] {
  return list.split('|').map((w) => segmentWords(w).join(' ')).filter((w) => w !== '');
}

/** The role's own part: before a dash, a bar, a comma, a colon or a bracket (the unit, the site and the team after it are read as remits). */
function core(title: string): string {
  return title.split(/\s[–—-]\s|[|,:(（/]/u)[0] ?? title;
}

// ---- 1. numbered grades ----

const UN_GRADE = /(?<![\p{L}\p{N}])([GPD])[- ]?(\d{1,2})(?![\p{L}\p{N}])/u;
const LEVEL = /(?<![\p{L}\p{N}])(?:level|lvl|band|grade|stufe|niveau|nivel|nível|livello|poziom|taso|szint|seviye|grado|tier)[ .-]?(\d{1,2})(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[LB](\d{1,2})(?![\p{L}\p{N}])/iu;
const LETTER_GRADE = /(?<![\p{L}\p{N}])(AD|AST|A|B|C)(\d{1,2})(?![\p{L}\p{N}])/u;
const ROMAN = /\s(I{1,3}|IV|V)\s*(?:$|[–—,(|/-])/u;
const GRADE_CHARS = /[\dIV]/u;
const ROMANS: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };

/** A grade's scheme and its place in it, or null. */
function gradeOf(title: string): { scheme: string; n: number } | null {
  // Every scheme writes a digit or a Roman numeral's capitals: most titles are turned away before the patterns.
  if (!GRADE_CHARS.test(title)) return null;
  const un = UN_GRADE.exec(title);
  if (un !== null) {
    const tier = un[1] === 'G' ? 0 : un[1] === 'P' ? 1 : 2;
    return { scheme: 'un', n: tier * 100 + Number(un[2]) };
  }
  const level = LEVEL.exec(title);
  if (level !== null) return { scheme: 'level', n: Number(level[1] ?? level[2]) };
  const letter = LETTER_GRADE.exec(title);
  if (letter !== null) return { scheme: `letter ${letter[1] ?? ''}`, n: Number(letter[2]) };
  const roman = ROMAN.exec(title);
  if (roman !== null) return { scheme: 'roman', n: ROMANS[roman[1] ?? ''] ?? 0 };
  return null;
}

function gradeStep(a: string, b: string): Step | null {
  const x = gradeOf(a);
  const y = gradeOf(b);
  if (x === null || y === null || x.scheme !== y.scheme || x.n === y.n) return null;
  return y.n > x.n ? 'up' : 'down';
}

// ---- 2. grade words on one title ----

/** Grade words by the level they name beside one role: below the plain title (0) or above it (2). The plain title is 1. */
const LOW = new Set(
  fold(
    'assistant|asst|junior|jr|trainee|assistent|assistentin|adjoint|adjointe|asistente|auxiliar|assistente|junior|mlodszy|mlodsza|nuorempi|молодший|молодша|младший|kidemsiz|مساعد|זוטר|कनिष्ठ|주니어|ジュニア|初级|助理',
  ),
);
const HIGH = new Set(
  fold(
    'senior|sr|snr|lead|principal|chief|starszy|starsza|vanhempi|ledande|kidemli|ανωτερος|старший|старша|провідний|ведущий|أول|בכיר|वरिष्ठ|시니어|선임|수석|シニア|上級|高级|资深|sénior|sênior|superior',
  ),
);

/** "Associate": below the plain title (a buyer's associate), but above a senior in the professions that make it a partner-track rank (round 25: "Senior Building Surveyor" → "Associate Building Surveyor"). */
const ASSOCIATE = new Set(fold('associate|assoc'));

function gradeWordLevel(words: readonly string[]): { level: number | null; rest: string } {
  let level: number | null = 1;
  const rest: string[] = [];
  for (const w of words) {
    if (LOW.has(w)) level = 0;
    else if (ASSOCIATE.has(w)) level = level === 1 ? 0.5 : null;
    else if (HIGH.has(w)) level = level === 1 ? 2 : level === 0 ? 0 : null;
    else rest.push(w);
  }
  return { level, rest: rest.join(' ') };
}

function gradeWordStep(a: string, b: string): Step | null {
  const x = gradeWordLevel(segmentWords(core(a)));
  const y = gradeWordLevel(segmentWords(core(b)));
  if (x.rest === '' || x.rest !== y.rest || x.level === null || y.level === null || x.level === y.level) return null;
  // An associate beside a senior, an assistant or a junior: the professions rank it either way.
  if ((x.level === 0.5 && y.level !== 1) || (y.level === 0.5 && x.level !== 1)) return null;
  return y.level > x.level ? 'up' : 'down';
}

// ---- 3. the role noun's rank and the remit's ----

/** Remits by their reach, as the first part of a word or a word: a shift (0) < a unit (1) < an area (2) < a country (3). */
const REMITS: ReadonlyArray<readonly [number, string]> = [
  [0, 'shift|schicht|turno|zmiany|zmianowy|vuoro|smeny|smena|muszak|tura|βαρδιας|змiни|зміни|смены|vardiya|وردية|משמרת|शिफ्ट|ca truc|교대|シフト|班组|当班'],
  [
    1,
    'store|shop|branch|site|hotel|hospital|restaurant|plant|outlet|warehouse|clinic|depot|unit|filial|filiale|markt|laden|niederlassung|standort|werk|haus|magasin|boutique|agence|etablissement|usine|tienda|sucursal|planta|loja|unidade|negozio|punto vendita|winkel|filiaal|vestiging|sklep|sklepu|oddzialu|placowki|butik|butiks|varuhus|myymala|kaupan|toimipiste|prodejny|pobocky|aruhaz|uzlet|magazin|magazinului|καταστηματος|магазину|магазина|філії|magaza|sube|فرع|متجر|סניף|स्टोर|शाखा|toko|cabang|cua hang|chi nhanh|매장|지점|점장|店長|店舗|支店|店长|门店|分店',
  ],
  [2, 'area|district|regional|region|zone|cluster|multi site|bezirk|gebiet|secteur|zona|regio|regionu|regionalny|obszaru|distrikt|omrade|alue|oblast|regionalni|teruleti|regionalis|zonal|περιφερειακος|регіональний|региональный|bolge|اقليمي|منطقة|אזורי|אזור|क्षेत्रीय|wilayah|khu vuc|지역|권역|エリア|地区|区域|大区'],
  [3, 'country|national|nationale|nacional|nazionale|landes|krajowy|maa|narodni|orszagos|national|ulke|quoc gia|국가|全国|国家'],
];

let remitStems: Array<readonly [number, string]> | null = null;

function stems(): ReadonlyArray<readonly [number, string]> {
  if (remitStems !== null) return remitStems;
  remitStems = REMITS.flatMap(([reach, list]) => fold(list).map((s) => [reach, s] as const));
  return remitStems;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The widest remit a title's own part names, or null. A Latin stem starts a word (four letters or more: a compound's first part); a CJK stem is found inside a word. */
const remitOf = memoiseByString((title: string): number | null => {
  const words = segmentWords(core(title));
  const text = ` ${words.join(' ')} `;
  let reach: number | null = null;
  for (const [r, stem] of stems()) {
    const hit = CJK.test(stem)
      ? text.includes(stem)
      : stem.includes(' ')
        ? text.includes(` ${stem} `)
        : words.some((w) => w === stem || (stem.length >= 4 && w.startsWith(stem) && w.length > stem.length + 3));
    if (hit && (reach === null || r > reach)) reach = r;
  }
  return reach;
});

function sign(n: number): Step | null {
  return n > 0 ? 'up' : n < 0 ? 'down' : null;
}

/** A role noun's rank for a new entry's direction: a head and a director read as one level (an "IT-igazgató" made "Head of IT" at a sister company is level). */
function level(rank: number): number {
  return Math.min(rank, 5);
}

/**
 * The role nouns' gap: two levels or more decide alone (a supervisor made a head, a coordinator made a manager); one level
 * decides only with the remit's agreement, for the labelled sets read a trade's "manager" (an account, a brand, a strategy
 * manager: an individual's title) made a team or section lead as a step up, and a store's manager made a shift's supervisor as
 * a step down. One level on both sides: the remit decides (an area's manager made a store's manager).
 */
interface RankReading {
  readonly step: Step | null;
  /** The remit decides with the role nouns (both read, one direction, or the nouns one level). */
  readonly remitAgrees: boolean;
}

const rankStep = memoiseByTwoStrings((a: string, b: string): RankReading => {
  const none = { step: null, remitAgrees: false };
  // A CJK compound's role noun is read from its last part, which names a post's assistant as often as the post ("課長補佐").
  if (CJK.test(a) || CJK.test(b)) return none;
  const ra = roleNounRanks(core(a));
  const rb = roleNounRanks(core(b));
  if (ra === null || rb === null) return none;
  const la = ra.map(level);
  const lb = rb.map(level);
  // A noun of two ranks ("Leiter": a manager or a head) ranks only against one wholly above or below it.
  const gap = Math.min(...lb) > Math.max(...la) ? Math.min(...lb) - Math.max(...la) : Math.max(...lb) < Math.min(...la) ? Math.max(...lb) - Math.min(...la) : la.some((r) => lb.includes(r)) ? 0 : null;
  if (gap === null) return none;
  const xa = remitOf(a);
  const xb = remitOf(b);
  const remit = xa === null || xb === null ? null : sign(xb - xa);
  const noun = sign(gap);
  // One level by the nouns: the remit decides, and is asked against the bands too (an area's head made a store's director).
  if (noun === null) return { step: remit, remitAgrees: remit !== null };
  if (remit !== null) return remit === noun ? { step: noun, remitAgrees: true } : none;
  return { step: Math.abs(gap) >= 2 ? noun : null, remitAgrees: false };
});

const gradeSteps = memoiseByTwoStrings((a: string, b: string): Step | null => gradeStep(a, b) ?? gradeWordStep(a, b));

/**
 * The direction from the title `a` to a new entry's `b` at one employer, or null where nothing ranks them. Asked after a
 * school's and a trade's ladder and a post's deputy (`compare-snapshots.ts`), where the bands the lexicon reads are at most one
 * apart (`bands`: the new band less the old, null where one is unread). A grade decides; a role noun's rank against the bands
 * only with the remit agreeing (a region's director made one hospital's general manager): the lexicon reads ranks the role-noun
 * table lacks ("Assistant Vice President", a bank's rank above a manager).
 */
export function entryRankStep(a: string, b: string, bands: number | null): Step | null {
  const grade = gradeSteps(a, b);
  if (grade !== null) return grade;
  const rank = rankStep(a, b);
  if (bands === null || bands === 0) return rank.step;
  return rank.remitAgrees ? rank.step : null;
}
