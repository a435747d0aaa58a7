import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from './query';

/** Column name → Postgres type, for rows passed as one JSON document. */
export type ColumnTypes = Record<string, string>;

function recordset(columns: ColumnTypes): string {
  return Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ');
}

/**
 * Inserts many rows in one statement: the rows travel as a single JSON parameter and
 * `jsonb_to_recordset` turns them into a relation. Returns the requested columns.
 */
export async function insertMany<R = { id: string }>(
  em: EntityManager,
  table: string,
  columns: ColumnTypes,
  rows: object[],
  options: { returning?: string; onConflict?: string } = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns).map((c) => `"${c}"`).join(', ');
  const sql =
    `insert into ${table} (${names}) select ${names} from jsonb_to_recordset(?::jsonb) as x(${recordset(columns)})` +
    (options.onConflict ? ` ${options.onConflict}` : '') +
    ` returning ${options.returning ?? 'id'}`;
  return query<R>(em, sql, [JSON.stringify(rows)]);
}

/**
 * Updates many rows by id in one statement. Columns listed in `keepWhenNull` keep their
 * stored value when the new value is null ("not given"); the others are overwritten.
 * With `preferStored`, those columns are only filled in where nothing is stored yet.
 * A row whose values would all stay the same is not written.
 */
export async function updateMany(
  em: EntityManager,
  table: string,
  columns: ColumnTypes,
  rows: Array<{ id: string }>,
  options: UpdateOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const source = `jsonb_to_recordset(?::jsonb) as x(${recordset({ id: 'uuid', ...columns })})`;
  await query(em, updateSql(table, columns, source, options), [JSON.stringify(rows)]);
}

export interface UpdateOptions {
  keepWhenNull?: string[];
  preferStored?: boolean;
  extraSet?: string;
}

/** The UPDATE of {@link updateMany} from any relation `x` with an `id` and the columns (a JSON recordset, a staging table). */
export function updateSql(table: string, columns: ColumnTypes, source: string, options: UpdateOptions = {}): string {
  const keep = new Set(options.keepWhenNull ?? []);
  const names = Object.keys(columns).filter((c) => c !== 'id');
  const values = names.map((c) => {
    if (!keep.has(c)) return `x."${c}"`;
    return options.preferStored ? `coalesce(t."${c}", x."${c}")` : `coalesce(x."${c}", t."${c}")`;
  });
  const sets = names.map((c, i) => `"${c}" = ${values[i]}`);
  if (options.extraSet) sets.push(options.extraSet);
  // Rows whose values would not change are left alone: no write, no updated_at bump.
  const changed = `(${names.map((c) => `t."${c}"`).join(', ')}) is distinct from (${values.join(', ')})`;
  return `update ${table} t set ${sets.join(', ')} from ${source} where t.id = x.id and ${changed}`;
}

/**
 * `col = any(<list>)` for a list bound as one JSON array parameter. The list is
 * materialised as an array (not a subquery), so the planner can use the column's index
 * and OR several such conditions into a bitmap scan. Pass `type` for non-text columns
 * (e.g. 'uuid') so the column is never cast.
 */
export function inJsonList(column: string, type = 'text'): string {
  return `${column} = any(array(select value::${type} from jsonb_array_elements_text(?::jsonb)))`;
}

/** A Postgres array literal for a list of uuids, to bind as `?::uuid[]`. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * Rows of `table` in one workspace whose `column` equals one of a list of values bound as a
 * JSON array (params: the JSON array, then the workspace id). Each value is one probe of the
 * `(workspace_id, column)` index: `offset 0` keeps the lateral subquery from being flattened
 * into a join, which the planner hashes over the whole workspace (the wrong index, every
 * row) while the table is growing faster than autovacuum analyses it, as a bulk import does.
 */
export function keyLookup(table: string, columns: string, column: string): string {
  return `select t.* from jsonb_array_elements_text(?::jsonb) as k(v)
    cross join lateral (select ${columns} from ${table} where workspace_id = ? and ${column} = k.v offset 0) as t`;
}

/**
 * Rows of `table` in one workspace matching any of several keys (column → values): one
 * `keyLookup` per key with values, joined by UNION (an OR of the conditions defeats the
 * planner), oldest first. `columns` must include `id` and `created_at`.
 */
export async function lookupByKeys<T>(
  em: EntityManager,
  table: string,
  columns: string,
  workspaceId: string,
  keys: Array<[column: string, values: string[]]>,
): Promise<T[]> {
  const used = keys.filter(([, values]) => values.length > 0);
  if (used.length === 0) return [];
  return query<T>(
    em,
    `${used.map(([column]) => keyLookup(table, columns, column)).join(' union ')} order by created_at, id`,
    used.flatMap(([, values]) => [JSON.stringify([...new Set(values)]), workspaceId]),
  );
}
