import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';
import { sideRoleKind } from '../titles/side-roles';
import { supervisoryPost } from './supervisory-post';

/**
 * Round 26 (issue #21, w3z's Wageningen associate professor made "Full Professor & Chair, Soil Biology" read as a side role):
 * a university's rank held as a post — a professor, reader or lecturer of the institution, "and Chair" of a department or
 * of a discipline (a chair is the professorship itself, not a board's seat) — is a job, whatever side-role word it holds.
 * Only a seat's or an adviser's word is overruled ("Chair", 导师): a teaching or part-time side role stays one. A visiting, adjunct, honorary, emeritus, guest, affiliate or courtesy professorship stays a side role (every labelled set
 * reads one beside a job as no change).
 */
export function sideRoleTitle(title: string | null): boolean {
  return title !== null && sideRoleOf(title);
}

/** Read once per title (titles repeat across a run's profiles). */
const sideRoleOf = memoiseByString((title: string): boolean => {
  const kind = sideRoleKind(title);
  if (kind === null) return false;
  // Teaching and part-time kinds are the side roles this is about ("part-time lecturer", "Docente – turno noche"): kept.
  if (kind === 'teaching' || kind === 'part_time') return true;
  // Round 27: a US federal "Supervisory …" post is a job, not a board seat (`supervisory-post.ts`).
  return !academicPost(title) && !(kind === 'board' && supervisoryPost(title));
});

function academicPost(title: string): boolean {
  const text = foldEntryText(title);
  return RANK.test(text) && !HONORARY.test(text);
}

const RANK =
  /\b(?:(?:full|associate|assistant) )?(?:professor|professeur|professora?|profesor[a]?|professore|hoogleraar|reader|senior lecturer|lecturer|dozent(?:in)?|docent|docente|catedratic[oa])\b|(?:副|准)?教授|讲师|講師|(?:부|조)?교수/u;

const HONORARY =
  /\b(?:visiting|adjunct|honorary|honourary|emeritus|emerita|emerit[oa]|guest|affiliate|courtesy|clinical adjunct|invited|gast|honorar\w*|associe|invitad[oa]|convidad[oa]|visitante|a contratto|part time|sessional)\b|(?:客座|兼职|兼任|名誉|荣誉|特聘|特任|招聘|非常勤)(?:副)?教授|(?:객원|겸임|명예|초빙|석좌)교수/u;
