/** Checker wire snapshots in the shape change detection uses (`domain/changes`): empty strings become null. */
import type { Position, Snapshot } from '../domain/changes/types';
import type { CheckResult, Snapshot as WireSnapshot } from './tracker-v1';

const orNull = (s: string): string | null => (s === '' ? null : s);

/** The snapshot a profile shows when it is gone. */
export const NOT_FOUND_SNAPSHOT: Readonly<Snapshot> = Object.freeze({ found: false, first_name: null, last_name: null, headline: null, positions: [] });

/** A `Snapshot` message (a fetched profile) as the domain snapshot. */
export function domainSnapshotFromWire(s: WireSnapshot): Snapshot {
  return {
    found: true,
    first_name: orNull(s.first_name),
    last_name: orNull(s.last_name),
    headline: orNull(s.headline),
    positions: s.positions.map(
      (p): Position => ({
        company: p.company,
        company_social_id: orNull(p.company_social_id),
        title: orNull(p.title),
        started_on: orNull(p.started_on),
        ended_on: orNull(p.ended_on),
        is_current: p.is_current,
      }),
    ),
  };
}

/** The domain snapshot of a result, or `null` for an item failure (nothing was checked). */
export function domainSnapshotOf(result: CheckResult): Snapshot | null {
  if (result.outcome === 'failure') return null;
  if (result.outcome === 'not_found') return { ...NOT_FOUND_SNAPSHOT, positions: [] };
  return domainSnapshotFromWire(result.snapshot);
}
