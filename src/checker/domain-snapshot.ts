/** A CheckResult in the shape change detection uses (`domain/changes`): empty strings become null. */
import type { Position, Snapshot } from '../domain/changes/types';
import type { CheckResult } from '../grpc/tracker-v1';

const orNull = (s: string): string | null => (s === '' ? null : s);

/** The domain snapshot of a result, or `null` for an item failure (nothing was checked). */
export function domainSnapshotOf(result: CheckResult): Snapshot | null {
  if (result.outcome === 'failure') return null;
  if (result.outcome === 'not_found') {
    return { found: false, first_name: null, last_name: null, headline: null, positions: [] };
  }
  const s = result.snapshot;
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
