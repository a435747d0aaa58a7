import { sideRoleKind } from '../titles/side-roles';

/**
 * Round 27 (issue #21, w4a's DHS program analyst made "Supervisory Program Analyst (GS-13)" at CBP read as only side roles,
 * left): "supervisory" is a board seat's word ("Supervisory Board Member", "Aufsichtsrat"), and the US federal service names
 * its first-line managers' posts with it — "Supervisory IT Specialist", "Supervisory Contract Specialist", "Supervisory
 * Auditor" (OPM's position classification: a supervisory position's title starts with "Supervisory"). A title where the
 * word qualifies a job's noun, not a body, and that holds no other side role's word once the word is set aside, is a job.
 */
export function supervisoryPost(title: string): boolean {
  if (!SUPERVISORY_JOB.test(title)) return false;
  return sideRoleKind(title.replace(SUPERVISORY_WORD, ' ')) === null;
}

/** "Supervisory" before a word that names no body (a board, council, committee …). */
const SUPERVISORY_JOB = /\bsupervisory\s+(?!(?:board|boards|council|committee|commission|body|bodies|authority|panel|organ|role|member)\b)\p{L}/iu;

const SUPERVISORY_WORD = /\bsupervisory\b/giu;
