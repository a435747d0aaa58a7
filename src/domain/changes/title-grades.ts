import { classifyTitle } from '../titles/classify';

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

/** `longer` is `title` with its English translation added in brackets, the grade named by its English name (see above). */
export function gradeGlossed(title: string, longer: string): boolean {
  const t = title.trim();
  const rest = longer.trim();
  if (!rest.startsWith(t)) return false;
  const m = /^\s*[(（]([^()（）]+)[)）]$/u.exec(rest.slice(t.length));
  const grade = GRADE_NAMES.find(([word]) => t.endsWith(word));
  if (m?.[1] === undefined || grade === undefined || !/^[\p{Script=Latin}\s,&/-]+$/u.test(m[1])) return false;
  const parts = m[1].split(',').map((p) => p.trim().toLowerCase().replace(/\s+/gu, ' '));
  const named = parts.filter((p) => grade[1].includes(p));
  if (named.length !== 1) return false;
  const unit = parts.filter((p) => !grade[1].includes(p)).join(' ');
  if (unit === '') return true;
  const read = classifyTitle(unit);
  const own = classifyTitle(t.slice(0, -grade[0].length).trim() || t).function;
  return (read.seniority === null || read.seniority === 'ic') && (read.function === null || read.function === 'other' || read.function === own);
}
