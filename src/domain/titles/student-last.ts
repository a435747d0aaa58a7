import { isHebrewStudentAtCollege } from './role-classes';
import { TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A Hebrew student "of" a field at a college is ic / other whatever field the title names (issue #21, round 33, buyers33a: w4h's
 * "סטודנט לניהול שרשרת אספקה, המכללה …" was read operations). `byRoleClass` reads students before the trade passes; the delivery
 * class of `it-services-terms.ts` then read the field's "אספקה" (supply) as the delivery organisation's. This pass, the last, reads
 * the student again.
 *
 * Round 34 (people34, w4j's "Undergraduate, Industrial & Labor Relations (Class of 2028)" and "경영학과 인사조직 전공 학생, 부산대학교"):
 * an undergraduate or a student named by the role's whole first segment, or a Korean, Japanese or Chinese role that ends with the
 * student's word, is a student too, whatever field follows (a working student or an intern is no student: `STUDENT_JOB`).
 */
const STUDENT_GATE = TERM_GATE.slot(() => ({ anywhere: ['סטודנט'] }));
const STUDENT_ROLE_GATE = TERM_GATE.slot(() => ({ atWordStart: ['undergrad', 'postgrad', 'graduate student'], anywhere: ['학생', '学生'] }));

/** The role's whole first segment: an undergraduate or a graduate student; or a CJK role ending in the student's word. */
const STUDENT_ROLE = /^(?:(?:undergrad(?:uate)?|postgrad(?:uate)?|graduate)(?: student)?|.*(?:학생|学生))$/u;
const NOT_STUDENT = /(?:^|\s)(?:working student|student (?:assistant|worker|ambassador|recruit\w*)|intern\w*|trainee)(?:\s|$)|인턴|インターン|实习|学生会|학생회/u;

export function byStudentLast(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === null || (read.seniority === 'ic' && read.function === 'other')) return read;
  const present = TERM_GATE.present(text);
  if (present[STUDENT_ROLE_GATE] === 1) {
    const end = text.indexOf(' , ');
    const role = end < 0 ? text : text.slice(0, end);
    if (STUDENT_ROLE.test(role) && !NOT_STUDENT.test(text)) return { seniority: 'ic', function: 'other' };
  }
  if (present[STUDENT_GATE] !== 1 || !isHebrewStudentAtCollege(text)) return read;
  return { seniority: 'ic', function: 'other' };
}
