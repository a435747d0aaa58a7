import { col, type LeaseSpec } from '../spec';

/**
 * claim: picks due, unleased (or expired) rows in order with `FOR UPDATE SKIP LOCKED`, hands
 * out those under the attempt limit (owner, expiry, attempts + 1) and marks the others dead,
 * in one statement. Parameters, in order: the filter's values, [now for the expiry], [now for `due`], limit,
 * [owner], until, [max attempts, max attempts].
 */
export function claimStatement(spec: LeaseSpec): string {
  const where = [
    spec.filter ? `(${spec.filter})` : null,
    spec.expires === false ? null : `(${col(spec.until)} is null or ${col(spec.until)} <= ?::timestamptz)`,
    spec.due ? `${col(spec.due)} <= ?::timestamptz` : null,
  ].filter((w): w is string => w !== null);
  const sets = [
    spec.owner ? `${spec.owner} = ?::uuid` : null,
    `${spec.until} = ?::timestamptz`,
    `${spec.attempts} = t.${spec.attempts} + 1`,
    spec.onClaim ?? null,
  ].filter((s): s is string => s !== null);
  const limit = spec.dead ? ` and t.${spec.attempts} < ?::int` : '';
  const dead = spec.dead
    ? `, dead as (update ${spec.table} t set ${spec.dead.set} from picked where t.${spec.key} = picked.${spec.key} and t.${spec.attempts} >= ?::int)`
    : '';
  return `with picked as (
      select t.${spec.key} from ${spec.table} t where ${where.join(' and ')}
       order by ${spec.order} limit ? for update of t skip locked
    ), claimed as (
      update ${spec.table} t set ${sets.join(', ')}
        from picked where t.${spec.key} = picked.${spec.key}${limit}
      returning t.*
    )${dead}
    select ${spec.returning} from claimed c ${spec.join ?? ''}`;
}
