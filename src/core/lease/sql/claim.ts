import { col, consultsExpiry, type LeaseSpec } from '../spec';
import { claimLock } from './lock';

/** The claimable rows, in order, locked `FOR UPDATE SKIP LOCKED` (two workers never pick the same row). */
function pickStatement(spec: LeaseSpec, columns: string): string {
  const expires = consultsExpiry(spec);
  const where = [
    spec.filter ? `(${spec.filter})` : null,
    expires ? `(${col(spec.until as string)} is null or ${col(spec.until as string)} <= ?::timestamptz)` : null,
    spec.due ? `${col(spec.due)} <= ?::timestamptz` : null,
  ].filter((w): w is string => w !== null);
  return `select ${columns} from ${spec.table} t where ${where.length > 0 ? where.join(' and ') : 'true'}
       order by ${spec.order} limit ? ${claimLock('t')}`;
}

/** The claim of a lease held by the transaction's row lock: the picked rows, unchanged. */
function lockStatement(spec: LeaseSpec): string {
  return `with claimed as (${pickStatement(spec, 't.*')})
    select ${spec.returning} from claimed c ${spec.join ?? ''}`;
}

/**
 * claim: picks due, unleased (or expired) rows in order with `FOR UPDATE SKIP LOCKED`, hands
 * out those under the attempt limit (owner, expiry, attempts + 1) and marks the others dead,
 * in one statement; a spec without an expiry column only locks them. Parameters, in order:
 * the filter's values, [now for the expiry], [now for `due`], limit, [owner], [until],
 * [max attempts, max attempts].
 */
export function claimStatement(spec: LeaseSpec): string {
  if (spec.until === undefined) return lockStatement(spec);
  const attempts = spec.attempts;
  const sets = [
    spec.owner ? `${spec.owner} = ?::uuid` : null,
    `${spec.until} = ?::timestamptz`,
    attempts ? `${attempts} = t.${attempts} + 1` : null,
    spec.onClaim ?? null,
  ].filter((s): s is string => s !== null);
  const dead = spec.dead && attempts;
  const limit = dead ? ` and t.${attempts} < ?::int` : '';
  const deadUpdate = dead
    ? `, dead as (update ${spec.table} t set ${spec.dead?.set} from picked where t.${spec.key} = picked.${spec.key} and t.${attempts} >= ?::int)`
    : '';
  return `with picked as (
      ${pickStatement(spec, `t.${spec.key}`)}
    ), claimed as (
      update ${spec.table} t set ${sets.join(', ')}
        from picked where t.${spec.key} = picked.${spec.key}${limit}
      returning t.*
    )${deadUpdate}
    select ${spec.returning} from claimed c ${spec.join ?? ''}`;
}
