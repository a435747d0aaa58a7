import { classifyTitle, isSideRole, seniorityRank } from '../titles';
import { latestStarted, normaliseTitleText, primaryPosition, sameCompany, samePositionEntry } from './positions';
import type { ChangeType, DetectedChange, Position, Snapshot } from './types';

/**
 * Compare two snapshots of one profile and report the job change, if any.
 *
 * The "primary" position is `primaryPosition` (latest-started current
 * position, side roles such as board seats / advisory / investor only when
 * nothing else is current).
 *
 * Rules, in order:
 * 1. both not found → null; next not found → profile_not_found; prev not found
 *    but next found → null (nothing to compare: pass the last FOUND snapshot as
 *    `prev` to detect a change across a not-found gap).
 * 2. prev had a primary, next has no current position (or only side roles
 *    where prev's primary was a real job) → left.
 * 3. prev had no current position, next has one → moved (from_* null): a rejoin.
 * 4. Next's primary: if prev's primary entry (company + started_on) is still
 *    current, it stays primary unless a NEW non-side current entry was added —
 *    then the latest-started such entry is primary. So adding a board seat /
 *    advisory role, or reordering positions → no change; adding a new real job
 *    without closing the old one → moved. If prev's primary entry is no longer
 *    current, next's own primary is used.
 * 5. employer differs (`sameCompany`) → moved.
 * 6. same employer, title equal (case/whitespace-insensitive) → null.
 * 7. same employer, NEW position entry (company + started_on not in prev) →
 *    promoted if the new title's seniority rank ≥ the old one, else title_changed.
 * 8. same employer, same entry, title edited in place → title_changed.
 */
export function detectChange(prev: Snapshot, next: Snapshot): DetectedChange | null {
  if (!next.found) {
    if (!prev.found) return null;
    return change('profile_not_found', primaryPosition(prev), null);
  }
  if (!prev.found) return null;

  const before = primaryPosition(prev);
  const after = primaryAfter(prev, before, next);
  if (before === null) return after === null ? null : change('moved', null, after);
  if (after === null) return change('left', before, null);

  if (!sameCompany(before, after)) return change('moved', before, after);
  if (normaliseTitleText(before.title) === normaliseTitleText(after.title)) return null;

  const isNewEntry = !prev.positions.some((p) => samePositionEntry(p, after));
  if (!isNewEntry) return change('title_changed', before, after);
  const up =
    seniorityRank(classifyTitle(after.title).seniority) >=
    seniorityRank(classifyTitle(before.title).seniority);
  return change(up ? 'promoted' : 'title_changed', before, after);
}

function primaryAfter(prev: Snapshot, before: Position | null, next: Snapshot): Position | null {
  const current = next.positions.filter((p) => p.is_current);
  if (current.length === 0) return null;
  if (before === null) return primaryPosition(next);

  const kept = current.find((p) => samePositionEntry(p, before));
  if (kept !== undefined) {
    const added = current.filter(
      (p) => !isSideRole(p.title) && !prev.positions.some((q) => q.is_current && samePositionEntry(p, q)),
    );
    return latestStarted(added) ?? kept;
  }
  const real = current.filter((p) => !isSideRole(p.title));
  if (real.length > 0) return latestStarted(real);
  // Only side roles left: a real job ended → left; a side-role-only profile → its latest one.
  return isSideRole(before.title) ? latestStarted(current) : null;
}

function change(type: ChangeType, from: Position | null, to: Position | null): DetectedChange {
  return {
    type,
    from_company: from?.company ?? null,
    from_title: from?.title ?? null,
    to_company: to?.company ?? null,
    to_title: to?.title ?? null,
    to_started_on: to?.started_on ?? null,
  };
}
