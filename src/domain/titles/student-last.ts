import { isHebrewStudentAtCollege } from './role-classes';
import { TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A Hebrew student "of" a field at a college is ic / other whatever field the title names (issue #21, round 33, buyers33a: w4h's
 * "סטודנט לניהול שרשרת אספקה, המכללה …" was read operations). `byRoleClass` reads students before the trade passes; the delivery
 * class of `it-services-terms.ts` then read the field's "אספקה" (supply) as the delivery organisation's. This pass, the last, reads
 * the student again.
 */
const STUDENT_GATE = TERM_GATE.slot(() => ({ anywhere: ['סטודנט'] }));

export function byStudentLast(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === null || (read.seniority === 'ic' && read.function === 'other')) return read;
  if (!TERM_GATE.holds(STUDENT_GATE, text) || !isHebrewStudentAtCollege(text)) return read;
  return { seniority: 'ic', function: 'other' };
}
