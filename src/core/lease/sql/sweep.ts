import { col, type LeaseSpec } from '../spec';

/**
 * sweep: gives back every held row at once, whoever holds it (a single leader starting up
 * takes over its dead predecessor's leases instead of waiting for them to expire). No
 * parameters. Returns how many rows went back. A lease held by the transaction's row lock
 * ends with its connection: null, nothing to sweep.
 */
export function sweepStatement(spec: LeaseSpec): string | null {
  if (spec.until === undefined) return null;
  const sets = [`${spec.until} = null`, spec.owner ? `${spec.owner} = null` : null, spec.onRelease ?? null].filter((s): s is string => s !== null);
  const held = spec.held ?? `${col(spec.until)} is not null`;
  return `with swept as (update ${spec.table} t set ${sets.join(', ')} where ${held} returning 1) select count(*)::int as n from swept`;
}
