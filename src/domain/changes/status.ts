import type { ChangeType, DetectedChange, ProfileStatus } from './types';

/**
 * Sticky profile status: it holds the latest detected state until another
 * change is detected.
 *
 * - moved / promoted / left → themselves; profile_not_found → 'not_found'.
 * - title_changed leaves the status alone (a status that says nothing about
 *   the current job — pending_baseline / unknown / not_found — becomes 'same_role').
 * - no change on a first (baseline) check → 'same_role'.
 * - no change after pending_baseline / unknown / not_found → 'same_role'
 *   (e.g. found again after not_found with the same job).
 * - otherwise no change → the previous status.
 *
 * A baseline check of a profile that is not found should pass a
 * profile_not_found change (→ 'not_found').
 */
export function profileStatusAfter(
  prevStatus: ProfileStatus,
  change: DetectedChange | null,
  isBaseline: boolean,
): ProfileStatus {
  if (change !== null) return STATUS_AFTER[change.type](prevStatus, isBaseline);
  if (isBaseline) return 'same_role';
  return settled(prevStatus) ? prevStatus : 'same_role';
}

/**
 * The status each change type leaves: a `Record` over every change type, so a new entry in
 * `CHANGE_TYPES` does not compile until it says what it does to the status.
 */
const STATUS_AFTER: Record<ChangeType, (prev: ProfileStatus, isBaseline: boolean) => ProfileStatus> = {
  moved: () => 'moved',
  promoted: () => 'promoted',
  left: () => 'left',
  profile_not_found: () => 'not_found',
  title_changed: (prev, isBaseline) => (settled(prev) && !isBaseline ? prev : 'same_role'),
};

/** Statuses that describe the person's current job. */
function settled(status: ProfileStatus): boolean {
  return status === 'same_role' || status === 'promoted' || status === 'moved' || status === 'left';
}
