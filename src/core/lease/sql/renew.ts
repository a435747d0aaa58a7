import type { LeaseSpec } from '../spec';
import { heldWhere } from './held';

/**
 * renew: moves the expiry of held rows. Parameters: until, the keys as JSON, [owner]. Returns
 * the renewed keys. A lease held by the transaction's row lock has no expiry to move: null.
 */
export function renewStatement(spec: LeaseSpec): string | null {
  if (spec.until === undefined) return null;
  return `update ${spec.table} t set ${spec.until} = ?::timestamptz where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
}
