import type { JobFunction, TitleClassification } from './types';

/**
 * A title that opens with the chief executive's word joined to a second role takes the first (round 19, issue #21): "CEO &
 * Chief Engineer" (w3m), "CEO & Head of Product – Port Logistics Start-up" (w3n) are executive, as every read set labels a dual
 * title by its first role. Not a CEO's second title that is no role of its own (founder, owner, chair, board member): those
 * are read as before.
 */
const CEO_FIRST =
  /^(?:(?:co )?founder (?:&|and) )?(?:ceo|chief executive officer|president (?:&|and) ceo) (?:&|and|\/) (?!(?:co )?founder|owner|chair|chairman|chairwoman|president|board member)/;

/**
 * Two departments joined before one role take the first (round 19: w3s's "Marketing & Sales Operations Manager" is marketing, "IT &
 * Facilities Coordinator" engineering; w3r's "Sales & Marketing Manager" sales). "Sales & Operations Planning" is not read here (no labelled set holds it).
 */
const DEPARTMENTS: Readonly<Record<string, JobFunction>> = {
  marketing: 'marketing', sales: 'sales', it: 'engineering', hr: 'people', finance: 'finance', operations: 'operations',
  product: 'product', engineering: 'engineering', facilities: 'operations', procurement: 'operations', communications: 'marketing',
};
const DEPARTMENT = Object.keys(DEPARTMENTS).join('|');
const TWO_DEPARTMENTS = new RegExp(`^(${DEPARTMENT}) (?:&|and) (?!operations planning)(?:${DEPARTMENT}) \\S`);

export function byDualTitle(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === 'c_level' && read.function !== 'executive' && CEO_FIRST.test(text)) return { seniority: 'c_level', function: 'executive' };
  const first = TWO_DEPARTMENTS.exec(text)?.[1];
  if (first !== undefined && read.function !== null) return { seniority: read.seniority, function: DEPARTMENTS[first] ?? read.function };
  return read;
}
