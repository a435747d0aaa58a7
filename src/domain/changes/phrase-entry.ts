import { employmentEvidence } from './employment-evidence';
import type { Position } from './types';

/**
 * An entry whose "employer" is a phrase the person wrote about themself, decided from the entry's
 * shape before any vocabulary (issue #21, round 8: holdout-w3g's breaks were written as "Pflege meines
 * Vaters", "Çocuğumla evdeyim", "Invalidní důchod" — a new phrasing in every set, none in the word
 * tables; round 10: holdout-w3i's "Đang chờ việc mới" / "Tìm kiếm cơ hội", "쉬는 중 🌱" / "퇴사 후 재충전"
 * carried a title that names no role). It is one when the entry has a name and no evidence of
 * employment (`employment-evidence.ts`): no company page, a name that does not read as an organisation,
 * and no title naming an employee's role (or a name in the person's own voice: a pictograph, a handle,
 * self-employment).
 *
 * Read only for new entries: detection reads one as a non-job entry (`left` after the job ended, no
 * change beside a job that continues).
 */
export function phraseInPlaceOfEmployer(p: Position): boolean {
  if ((p.company ?? '').trim() === '') return false;
  return employmentEvidence(p) === null;
}
