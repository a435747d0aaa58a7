import type { LeaseSpec } from '../spec';
import { heldWhere } from './held';

/**
 * release: gives held rows back, due again at a retry-at when one is given (specs with a due
 * column), with the claim's attempt taken back when asked (the work never started).
 * Parameters: [retry-at or null], uncount (boolean), the keys as JSON, [owner]. Returns the released keys.
 */
export function releaseStatement(spec: LeaseSpec): string {
  const sets = [
    `${spec.until} = null`,
    spec.owner ? `${spec.owner} = null` : null,
    spec.due ? `${spec.due} = coalesce(?::timestamptz, t.${spec.due})` : null,
    `${spec.attempts} = case when ?::boolean then greatest(t.${spec.attempts} - 1, 0) else t.${spec.attempts} end`,
    spec.onRelease ?? null,
  ].filter((s): s is string => s !== null);
  return `update ${spec.table} t set ${sets.join(', ')} where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
}
