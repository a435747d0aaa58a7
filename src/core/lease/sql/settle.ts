import type { LeaseSpec } from '../spec';
import { heldWhere } from './held';

/**
 * settle: the work is done; the held rows are deleted or updated (the expiry cleared).
 * Parameters: the `onSettle` values, the keys as JSON, [owner]. Returns the settled keys.
 * A spec without `onSettle` has no settle: null.
 */
export function settleStatement(spec: LeaseSpec): string | null {
  if (spec.onSettle === undefined) return null;
  if (spec.onSettle === 'delete') return `delete from ${spec.table} t where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
  const sets = [spec.until ? `${spec.until} = null` : null, spec.onSettle].filter((s): s is string => s !== null);
  return `update ${spec.table} t set ${sets.join(', ')} where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
}
