import { compareSnapshots } from './compare-snapshots';
import { changeBy } from './evidence';
import { primaryPosition } from './positions';
import type { DetectContext, DetectedChange, Snapshot } from './types';

/**
 * Compare two snapshots of one profile and report the job change, if any, with its evidence
 * (rule id, confidence, the two entries compared, surfaced_late).
 *
 * Entries of the two snapshots are paired first (entry-matching.ts): same employer (network
 * id, normalised name or remembered alias) and same start date at the precision both share;
 * else same start month and title at another company id/name — a page merge or rename, which
 * is the same job (its alias pair is reported by `applyCheck`).
 *
 * The main job ("primary") is the latest-started current job; side roles (board, advisory,
 * investing, mentoring, volunteering, teaching, part-time beside a job) only when nothing
 * else is current; non-job entries (career break, open to work, parental leave, retired,
 * self-employed…) never, nor a new entry whose "company" is a phrase the person wrote (no page id,
 * no title, no organisation's shape: `phrase-entry.ts`).
 *
 * 1. next not found → profile_not_found (`profile_gone`); prev not found → null (pass the
 *    last FOUND snapshot as `prev` to detect a change across a not-found gap).
 * 2. No main job before: a new real job → moved from nobody (`job_after_gap`).
 * 3. The old main job is still current: a new real job started since → moved
 *    (`concurrent_new_job`), or promoted / title_changed at the same employer; else its title
 *    edited in place → title_changed (`title_edited_in_place`); else nothing. New side roles,
 *    non-job entries and backfilled older jobs beside it are not changes.
 * 4. The old main job ended or was removed: a new real job → moved (`employer_changed*`) or, at
 *    the same employer, promoted (same or higher seniority: `new_entry_same_employer*`) or
 *    title_changed (lower seniority, or a step down inside the band: a site head to a head
 *    within it, a title to a deputy's — `rank-within-band.ts`; a project's or a team's lead who takes
 *    a specialist's title, or a step down a project's ladder — `project-ladder.ts`, which also reads a
 *    project executive above a project director); an older concurrent job left → moved
 *    (`other_job_remains`); a non-job entry → left (`non_job_entry`; a leave written at the
 *    same employer → nothing); only side roles → left (`only_side_roles`); nothing → left
 *    (`no_current_position*`). Round 28 (`main-job-ended.ts`): the job the earlier headline presented
 *    is the main one even when another entry started later, so its end is read here; an entry current
 *    beside it since more than six months before its end stays a side entry (left), one added within six
 *    months is the new job (moved); the person's own business (no page, an owner's title) shown a year
 *    or more after it began is no new employer.
 */
export function detectChange(prev: Snapshot, next: Snapshot, ctx: DetectContext = {}): DetectedChange | null {
  if (!next.found) {
    if (!prev.found) return null;
    return changeBy('profile_gone', primaryPosition(prev), null);
  }
  if (!prev.found) return null;
  return compareSnapshots(prev, next, ctx).change;
}
