import { isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { namesPlace } from './title-country';

/**
 * Round 24 (issue #21, w3x's "준법감시인실 차장" → "준법감시인실 차장 (Deputy General Manager, Compliance)"): a Korean,
 * Japanese or Chinese corporate grade has a fixed English name, which the lexicon reads as another rank (차장, a deputy
 * general manager, reads as a manager; "Deputy General Manager" as a vice-president). A title kept as it was with its
 * English translation added in brackets — the grade's English name and the unit's function — is the same role. Another
 * grade's name ("과장 (General Manager, …)") or another function ("법무부 과장 (Manager, Marketing)") is a change.
 */
const GRADE_NAMES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['사원', ['staff', 'associate']],
  ['주임', ['senior staff', 'associate', 'supervisor']],
  ['대리', ['assistant manager']],
  ['과장', ['manager', 'deputy manager']],
  ['차장', ['deputy general manager', 'senior manager']],
  ['부장', ['general manager', 'department head', 'head of department', 'senior manager']],
  ['팀장', ['team leader', 'team lead', 'team head', 'head of team']],
  ['이사', ['director']],
  ['상무', ['managing director', 'executive director', 'vice president']],
  ['전무', ['senior managing director', 'senior vice president', 'executive vice president']],
  ['主任', ['supervisor', 'senior staff']],
  ['係長', ['assistant manager', 'section chief', 'chief']],
  ['課長', ['manager', 'section manager']],
  ['次長', ['deputy general manager']],
  ['本部長', ['division head', 'general manager', 'head of division']],
  ['部長', ['general manager', 'department head', 'head of department']],
  ['副总经理', ['deputy general manager', 'vice general manager']],
  ['总经理', ['general manager']],
  ['经理', ['manager']],
  ['主管', ['supervisor']],
];

/** Every grade's English names, longest first: "general manager" is 부장's, not 과장's "manager" with "general" before it. */
const ALL_NAMES = [...new Set(GRADE_NAMES.flatMap(([, names]) => names))].sort((a, b) => b.length - a.length);

/** The gloss after the title: in brackets, or (round 25) after a spaced dash or a bar. */
const GLOSS = /^\s*(?:[(（]([^()（）]+)[)）]|\s[-–—|]\s+([^()（）]+))$/u;

/**
 * `longer` is `title` with its English translation added in brackets, the grade named by its English name (see above).
 * Round 25 (w3y's "공무팀 대리" → "공무팀 대리 (Cost Control Assistant Manager)"): English writes the unit before the grade's
 * name or after "of" ("Deputy General Manager of Construction Administration") as well as after a comma, and a unit the
 * lexicon does not read (공무, 積算, 견적: a contractor's cost, estimating and site units) is translated by the gloss — its
 * function is none the lexicon reads in Korean, Japanese and Chinese unit words (sales, marketing, people, customer
 * success, revenue operations, leadership: 영업, 마케팅, 인사, 営業, 人事 …), so a gloss of one of those is a change.
 */
export function gradeGlossed(title: string, longer: string): boolean {
  const t = title.trim();
  const rest = longer.trim();
  if (!rest.startsWith(t)) return false;
  const m = GLOSS.exec(rest.slice(t.length));
  const gloss = m?.[1] ?? m?.[2];
  const grade = GRADE_NAMES.find(([word]) => t.endsWith(word));
  if (gloss === undefined || grade === undefined || !/^[\p{Script=Latin}\s,&/-]+$/u.test(gloss)) return false;
  const parts = gloss.split(/,|\s+of\s+/u).map((p) => p.trim().toLowerCase().replace(/\s+/gu, ' '));
  const read = parts.map((p) => nameIn(p));
  const named = read.filter((r) => r !== null);
  if (named.length !== 1 || !grade[1].includes(named[0]?.name ?? '')) return false;
  const unit = [...read.map((r, i) => (r === null ? (parts[i] ?? '') : r.rest))].join(' ').trim();
  if (unit === '') return true;
  // Round 19's convention: a place named in the gloss ("영업팀장 (Sales Team Lead, Korea)") is a change.
  if (namesPlace(unit)) return false;
  const glossed = classifyTitle(unit);
  const ownUnit = t.slice(0, -grade[0].length).trim();
  const own = classifyTitle(ownUnit || t).function;
  if (glossed.seniority !== null && glossed.seniority !== 'ic') return false;
  if (glossed.function === null || glossed.function === 'other' || glossed.function === own) return true;
  return ownUnit !== '' && !isKnownTitle(ownUnit) && !KNOWN_UNIT_FUNCTIONS.has(glossed.function);
}

/** Functions whose unit words the lexicon reads in Korean, Japanese and Chinese: a unit it does not read is none of them. */
const KNOWN_UNIT_FUNCTIONS: ReadonlySet<string> = new Set(['sales', 'marketing', 'people', 'customer_success', 'revops', 'executive']);

/** The grade's English name a part of the gloss is, ends with or starts with, and the unit's words beside it. */
function nameIn(part: string): { name: string; rest: string } | null {
  for (const name of ALL_NAMES) {
    if (part === name) return { name, rest: '' };
    if (part.endsWith(` ${name}`)) return { name, rest: part.slice(0, -name.length).trim() };
    if (part.startsWith(`${name} `)) return { name, rest: part.slice(name.length).trim() };
  }
  return null;
}
