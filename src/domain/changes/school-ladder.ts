import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';

/**
 * A school's ladder (issue #21, round 26; w3z's control-025, an IB Diploma Programme coordinator who goes back to teaching
 * economics, read as promoted): the title classifier reads a coordinator, a head of year and a teacher in one band, and a
 * deputy head below a head of department (a post's deputy), so a new entry at the same school compared by band reads a step
 * back to the classroom as a promotion and a head of year made deputy head as a step down. Where both titles are on a
 * school's ladder, its rung decides:
 *
 * 1. a teacher (a class or subject teacher, a form tutor) in the profiles' languages;
 * 2. a middle leader: a head of year, department, faculty, phase or key stage, a subject lead, a programme, curriculum or
 *    stage coordinator (Fachbereichsleiter, coordinadora de etapa, coordinateur pédagogique, 年级组长, 학년부장 …);
 * 3. a deputy or assistant head, a vice or assistant principal (stellvertretende Schulleiterin, proviseur adjoint, 副校长, 教頭);
 * 4. the head of the school (headteacher, principal, head of school, Schulleiterin, proviseur, 校长, 교장).
 *
 * Read by `compare-snapshots.ts` only for a new entry at the same employer or its group, never by the title classifier.
 */
const RUNGS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /(?<![\p{L}\p{N}])(?:(?:deputy|assistant) head(?:teacher|master|mistress)?(?! of (?:year|department|faculty|house|phase|key stage|sixth form|subject))|(?:vice|assistant|deputy) principal|stellvertretende[r]? schulleiter(?:in)?|proviseur adjoint|proviseure adjointe|principal adjoint|vicedirector[a]? (?:de colegio|del colegio)?|jefe de estudios|jefa de estudios)(?![\p{L}\p{N}])|副校长|副校長|教頭|교감/u,
    3,
  ],
  [
    /(?<![\p{L}\p{N}])(?:head ?teacher|headmaster|headmistress|head of school|school principal|principal|schulleiter(?:in)?|rektor(?:in)? der schule|proviseur|proviseure|directeur d ecole|directrice d ecole|director[a]? (?:de colegio|del colegio|de escuela))(?![\p{L}\p{N}])|^校长$|^校長$|^교장$/u,
    4,
  ],
  [
    /(?<![\p{L}\p{N}])(?:head of (?:year|department|faculty|house|phase|key stage|sixth form|subject|lower school|upper school|primary|secondary|(?:[a-z]+ )?department)|(?:key stage(?: [1-5])?|ks[1-5]|subject|phase|curriculum) (?:lead|leader|coordinator)|(?:programme|program|curriculum|ib|dp|myp|pyp|diploma programme|grade|year|level|phase|stage|pastoral|exams?|examinations) coordinator|fachbereichsleiter(?:in)?|fachleiter(?:in)?|stufenleiter(?:in)?|fachschaftsleiter(?:in)?|coordinador[a]? de (?:etapa|ciclo|departamento|secundaria|primaria|bachillerato)|jef[ea] de departamento|coordinat(?:eur|rice) pedagogique|coordonnat(?:eur|rice) pedagogique|responsable de niveau)(?![\p{L}\p{N}])|年级组长|年級組長|教研组长|学科组长|学年主任|教務主任|학년부장|교무부장/u,
    2,
  ],
  [
    /(?<![\p{L}\p{N}])(?:teacher|form tutor|class teacher|lehrer(?:in)?|profesor[a]? de|professeur de|professeure de|insegnante|docente de|leraar|lerares)(?![\p{L}\p{N}])|教师|教師|老师|教諭|교사/u,
    1,
  ],
];

const rungOf = memoiseByString((title: string): number | null => {
  const folded = foldEntryText(title);
  if (folded === '') return null;
  for (const [term, rung] of RUNGS) if (term.test(folded)) return rung;
  return null;
});

/**
 * A post on a school's ladder held as the school's own job — not a supply, part-time, visiting or evening one: "Class
 * Teacher" reads as a teaching side role wherever it is, but at the school whose job just ended it is that school's post.
 */
export function schoolPost(title: string | null): boolean {
  return rungOf(title ?? '') !== null && !NOT_OWN_POST.test(foldEntryText(title ?? ''));
}

const NOT_OWN_POST =
  /(?<![\p{L}\p{N}])(?:part time|parttime|sessional|supply|substitute|cover|visiting|guest|adjunct|evening|weekend|volunteer|honorary|private|online|tutor(?:ing)?|teilzeit|vertretungslehrer\w*|aushilfs\w*|suplente|interino|interina|vacataire)(?![\p{L}\p{N}])/u;

/** 'up' or 'down' on a school's ladder when both titles are on it at different rungs, else null. */
export function schoolStep(before: string | null, after: string | null): 'up' | 'down' | null {
  const from = rungOf(before ?? '');
  const to = rungOf(after ?? '');
  if (from === null || to === null || from === to) return null;
  return to > from ? 'up' : 'down';
}
