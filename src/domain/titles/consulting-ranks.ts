import type { TitleClassification } from './types';

/**
 * The ranks of a consultancy, read from the cleaned title (round 19, issue #21): a consultant, an engagement manager or a
 * principal works in a practice named after a business area, and the area is the client's problem, not the consultant's
 * function — every read set labels "Engagement Manager – Operations Practice", "Senior Consultant, Technology Strategy",
 * "Principal, Operations Practice" and "Senior Manager, Cyber Risk Advisory" `other` (w3b … w3s, 16 sets for the engagement
 * manager alone). The rank stays what it reads.
 *
 * - an engagement manager with any later part;
 * - a business analyst in a practice (w3k); a consultant (senior, lead, managing) or a principal with a later part naming a practice, a strategy, a transformation,
 *   an advisory or a Big Four firm ("Solutions Consultant", "Implementation Consultant" name their own function and are not
 *   read here: only the bare rank is);
 * - a manager or senior manager of a risk advisory ("Manager, Transaction Advisory Services" keeps finance: a deal desk).
 */
const ENGAGEMENT_MANAGER = /^(?:senior |associate )?engagement manager$/;
const CONSULTANT = /^(?:senior |lead |managing |principal )?consultant$|^principal$/;
const BUSINESS_ANALYST = /^business analyst$/;
const PRACTICE = /\bpractice\b/;
const CONSULTANT_AREA = /\b(?:practice|strategy|transformation|advisory|big (?:four|4))\b/;
const MANAGER = /^(?:senior )?manager$/;
const RISK_ADVISORY = /\brisk advisory\b/;

/** A title opening with one of these ranks and a later part: the only ones read here (a cheap gate before the split). */
const RANK_FIRST = /^(?:(?:senior |associate |lead |managing |principal )?(?:engagement manager|consultant)|principal|business analyst|(?:senior )?manager) , /;

export function byConsultingRank(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null || !RANK_FIRST.test(text)) return read;
  const [first, ...later] = text.split(' , ');
  if (first === undefined || later.length === 0) return read;
  const rest = later.join(' , ');
  const consulting =
    ENGAGEMENT_MANAGER.test(first) ||
    (CONSULTANT.test(first) && CONSULTANT_AREA.test(rest)) ||
    (BUSINESS_ANALYST.test(first) && PRACTICE.test(rest)) ||
    (MANAGER.test(first) && RISK_ADVISORY.test(rest));
  if (!consulting) return read;
  // A consultancy's principal is the rank below partner (as `rank-context.ts` reads it with the firm named).
  return { seniority: first === 'principal' ? 'director' : read.seniority, function: 'other' };
}
