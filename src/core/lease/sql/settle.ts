import type { LeaseSpec } from '../spec';
import { heldWhere } from './held';

/** settle: the work is done; the held rows are deleted or updated. Parameters: the keys as JSON, [owner]. Returns the settled keys. */
export function settleStatement(spec: LeaseSpec): string {
  if (spec.onSettle === 'delete') return `delete from ${spec.table} t where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
  const sets = [`${spec.until} = null`, spec.onSettle];
  return `update ${spec.table} t set ${sets.join(', ')} where ${heldWhere(spec)} returning t.${spec.key}::text as key`;
}
