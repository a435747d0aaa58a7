import type { Position, Snapshot } from '../../src/domain/changes';
import { companyKey } from '../../src/domain/company/company-key';
import type { LabelledPair } from '../../test/unit/changes/labelled-pairs';

/** The entries a snapshot holds as current (no end date). */
export function currentEntries(s: Snapshot): Position[] {
  return s.positions.filter((p) => p.is_current && p.ended_on === null);
}

/**
 * The family tallies' pairs of employers (`bench/family-word-tally.ts`, `bench/family-compound-tally.ts`): each current entry
 * of the earlier snapshot with each current entry new in the later one at another company — not the same company key, not
 * the same page id — in order. Empty when either snapshot was not found.
 */
export function employerPairs(pair: LabelledPair): Array<{ old: Position; after: Position }> {
  if (!pair.prev.found || !pair.next.found) return [];
  const before = currentEntries(pair.prev);
  const keys = new Set(before.map((p) => companyKey(p.company)));
  const added = currentEntries(pair.next).filter((p) => !pair.prev.positions.some((q) => q.company === p.company && q.title === p.title) && !keys.has(companyKey(p.company)));
  return added.flatMap((after) => before.filter((old) => old.company_social_id === null || old.company_social_id !== after.company_social_id).map((old) => ({ old, after })));
}
