import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';
import { namesHigherRank } from './deputy-post';

/**
 * A step down inside one seniority band (issue #21, round 20; w3t's control-024 and company_family-014): a new entry at
 * the same employer or its group whose title reads the same band as the old one is a promotion by the contract's reading
 * ("same or higher seniority"), but two kinds of titles tell the labellers it is a step down, and the band cannot:
 *
 * - **the head of a whole site to a head inside one** — "Werkleiterin Kassel" → "Leiterin Fertigung", "Kepala Pabrik" →
 *   a department head, "Plant Manager" → "Head of Production": both read director, the first runs the plant the second
 *   works in (`SITE_HEAD`, in the profiles' languages);
 * - **a deputy's title after a title that was none** — "Wakil Kepala Departemen", "stellvertretender Leiter", "Deputy Head",
 *   "directeur adjoint", 副部长 (`DEPUTY`).
 *
 * - **a Korean unit head to a flat grade** (round 21, w3u's control-026) — "보상팀 팀장" → "Compensation 매니저", "영업팀장" →
 *   "영업 매니저": 팀장, 파트장, 그룹장, 셀장, 센터장, 실장 name a post; 매니저, 책임, 선임, 프로 are the flat grades Korean firms
 *   gave every member when they cut such posts, and name none (`UNIT_HEAD`, `FLAT_GRADE`) — unless the new title names an
 *   area, a branch or a store it runs ("지역 매니저 – 대구·경북", a district manager: w3n's E-mart part lead made Starbucks
 *   Korea's district manager stays a promotion; `AREA_POST`).
 *
 * Read only when both titles fall in one band; a site head to another site head, or a deputy to a deputy, is no step.
 * The reading is the change rule's, not the title classifier's: a title alone keeps its band.
 */
const SITE_HEAD = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])(?:werk|werks|standort)leiter(?:in)?(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:plant|site|factory|mill|works) (?:manager|director|head|leader|general manager)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])head of (?:the )?(?:plant|site|factory)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:directeur|directrice|responsable) (?:d )?(?:usine|de site|du site|de l usine)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:direttore|direttrice|responsabile) (?:di |dello )?stabilimento(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:director|directora|gerente|jefe|jefa|diretor|diretora) (?:de )?(?:planta|fabrica|usina)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:kepala|manajer|direktur) pabrik(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:fabrieksdirecteur|vestigingsdirecteur|fabrikschef|platschef|fabrikkdirektor|tehtaanjohtaja|gyarigazgato|fabrika muduru)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:kierownik|dyrektor) zakladu(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])(?:vedouci|reditel) zavodu(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])giam doc nha may(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])директор (?:завода|заводу|фабрики)(?![\\p{L}\\p{N}])',
    '(?<!副)(?:厂长|廠長|工场长|工場長)',
    '(?<!부)공장장',
  ].join('|'),
  'u',
);

const DEPUTY = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])(?:deputy|stellvertretende[rn]?|stv|adjoint|adjointe|adjunto|adjunta|vicedirettore|vicedirettrice|zastepca|zastepczyni|zastupce|helyettes|wakil|pho|заместитель|заступник|αναπληρωτ\\p{L}*|סגן|סגנית|نائب)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}\\p{N}])vice (?!president)(?:\\p{L}+)',
    '副(?:部长|部長|总|總|经理|經理|厂长|廠長|主任|处长|處長|局长|局長|所长|所長|院长|院長|校长|校長|课长|課長|社长|社長|本部长|本部長|工場長)',
    '부(?:팀장|공장장|본부장|센터장)',
  ].join('|'),
  'u',
);

const UNIT_HEAD = /(?<!부)(?:팀장|파트장|그룹장|셀장|센터장|실장)(?![\p{L}\p{N}])/u;

const FLAT_GRADE = /(?:매니저|책임|선임|프로)(?![\p{L}\p{N}])/u;

const AREA_POST = /지역|권역|지점|지사|매장|점포|사업장|구역|(?<!\p{L})(?:district|area|regional|region|store|branch)(?!\p{L})/u;

/**
 * Round 30 (w4d's control-024, "Directrice Régionale des Opérations" → "Directrice de District"): the SCOPE a title's
 * territory names — a region above a district — in the profiles' languages, compounds included ("Regionalleiter",
 * "Bezirksleiterin", "Distriktschef"). A region's head made a district's is a step down inside the band both read.
 * A country is left out: a "region" is as often several countries ("Country Manager Poland" → "Regional Director CEE" is a
 * promotion); so are store- and site-level words, which also name a function ("Store Development", "Site Reliability").
 */
const SCOPES: ReadonlyArray<readonly [number, RegExp]> = [
  [2, /(?<!\p{L})(?:region\p{L}*|regionaal|alue\p{L}*)(?!\p{L})/u],
  [1, /(?<!\p{L})(?:district|distrito|distretto|distrikt\p{L}*|bezirk\p{L}*|okregow\p{L}*|okreg\p{L}*)(?!\p{L})/u],
]

function scopeOf(t: string): number {
  for (const [rank, pattern] of SCOPES) if (pattern.test(t)) return rank;
  return 0;
}

/** What one title says for these readings, read once per title (round 25, engine cost: titles repeat across a run). */
interface Marks {
  siteHead: boolean;
  unitHead: boolean;
  flatGrade: boolean;
  areaPost: boolean;
  deputy: boolean;
  scope: number;
  senior: boolean;
}

/**
 * Round 32 (w4f's control-025, "Senior Manager" → "Manager – Data-driven Procurement" in a new entry): the senior grade word of
 * the profiles' languages. A new entry inside the band that drops it is a step down ("Senior Consultant" → "Consultant – …").
 */
const SENIOR_WORD =
  /(?<![\p{L}\p{N}])(?:senior|sr|snr|starszy|starsza|starsi|vanhempi|kidemli|idosebb|старший|старша|ανωτερ\p{L}*|בכיר|בכירה|أول|اول|वरिष्ठ)(?![\p{L}\p{N}])|シニア|高级|高級|资深|資深|上級/u;

const marksOf = memoiseByString((title: string): Marks | null => {
  const t = foldEntryText(title);
  if (t === '') return null;
  return {
    siteHead: SITE_HEAD.test(t),
    unitHead: UNIT_HEAD.test(t),
    flatGrade: FLAT_GRADE.test(t),
    areaPost: AREA_POST.test(t),
    deputy: DEPUTY.test(t),
    scope: scopeOf(t),
    senior: SENIOR_WORD.test(t),
  };
});

/** A higher grade than a senior's, named in the new title ("Principal Engineer", a UK "Associate", "Reader", "Staff Engineer"). */
const ABOVE_SENIOR = /(?<![\p{L}\p{N}])(?:principal|staff|lead|chief|head|associate|reader|expert|distinguished|fellow|partner|director)(?![\p{L}\p{N}])/u;

/** The old title is the new title's words with a senior word: every other word of it is kept, and no higher grade is named. */
function seniorDropped(before: string, after: string): boolean {
  const a = foldEntryText(after);
  if (ABOVE_SENIOR.test(a)) return false;
  const kept = new Set(a.split(' '));
  const rest = foldEntryText(before).replace(new RegExp(SENIOR_WORD.source, 'gu'), ' ').split(' ').filter((w) => w !== '');
  return rest.length > 0 && rest.every((w) => kept.has(w));
}

/** True when the new title steps down from the old inside the band both read: a site head to a head within, or to a deputy. */
export function stepsDownWithinBand(before: string | null, after: string | null): boolean {
  const from = marksOf(before ?? '');
  const to = marksOf(after ?? '');
  if (from === null || to === null) return false;
  if (from.siteHead && !to.siteHead) return true;
  if (from.unitHead && !to.unitHead && to.flatGrade && !to.areaPost) return true;
  if (to.scope > 0 && to.scope < from.scope) return true;
  if (from.senior && !to.senior && seniorDropped(before ?? '', after ?? '')) return true;
  // Round 22: a deputy of a higher post ("Company Secretary" → "Deputy Secretary General") is no step down.
  return to.deputy && !from.deputy && !namesHigherRank(before, after);
}
