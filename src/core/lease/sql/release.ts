import type { LeaseSpec } from '../spec';
import { heldWhere } from './held';

/** Where the retry-at goes: the due column, or the expiry when the lease is a moved due time. */
function retrySet(spec: LeaseSpec): string | null {
  if (spec.due) return `${spec.due} = coalesce(?::timestamptz, t.${spec.due})`;
  return spec.until ? `${spec.until} = ?::timestamptz` : null;
}

/**
 * release: gives held rows back, due again at a retry-at when one is given (the due column,
 * or the expiry of a lease that is a moved due time: null is due now), with the claim's
 * attempt taken back when asked (the work never started). Parameters: [retry-at or null],
 * [uncount (boolean)], the `onRelease` values, the keys as JSON, [owner]. Returns the released keys.
 */
export function releaseStatement(spec: LeaseSpec): string {
  const sets = [
    spec.until && spec.due && spec.until !== spec.due ? `${spec.until} = null` : null,
    spec.owner ? `${spec.owner} = null` : null,
    retrySet(spec),
    spec.attempts ? `${spec.attempts} = case when ?::boolean then greatest(t.${spec.attempts} - 1, 0) else t.${spec.attempts} end` : null,
    spec.onRelease ?? null,
  ].filter((s): s is string => s !== null);
  return `update ${spec.table} t set ${sets.join(', ')} where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
}
