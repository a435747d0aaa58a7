import type { EntityManager, Knex } from '@mikro-orm/postgresql';

import type { ColumnTypes } from '../../db/bulk';

/**
 * Raw SQL with its values sent as bind parameters (`?` placeholders, in the caller's
 * transaction when there is one).
 *
 * `em.execute` formats every parameter into the SQL text first (MikroORM's
 * `formatQuery` → `escapeLiteral`, one character at a time): for the 0.4–0.8 MB JSON
 * documents the upsert path sends, that alone took 0.1–0.9 s per statement
 * (bench/contacts-throughput.ts). Bound, the document goes to PostgreSQL as is.
 * Pass only strings, numbers, booleans and nulls (knex would expand an array into a list).
 */
export async function boundQuery<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  const knex = trx ?? em.getConnection().getKnex();
  const res = (await knex.raw(sql, params as never)) as { rows: T[] };
  return res.rows;
}

function recordset(columns: ColumnTypes): string {
  return Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ');
}

/** `insertMany` of src/db/bulk.ts with the rows bound as one JSON parameter. */
export async function insertRows<R = { id: string }>(
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
  return boundQuery<R>(em, sql, [JSON.stringify(rows)]);
}

/**
 * `updateMany` of src/db/bulk.ts with the rows bound as one JSON parameter: updates rows
 * by id; `keepWhenNull` columns keep their stored value when the new one is null; with
 * `preferStored` they are only filled in where nothing is stored; unchanged rows are not written.
 */
export async function updateRows(
  em: EntityManager,
  table: string,
  columns: ColumnTypes,
  rows: Array<{ id: string }>,
  options: { keepWhenNull?: string[]; preferStored?: boolean; extraSet?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const keep = new Set(options.keepWhenNull ?? []);
  const names = Object.keys(columns).filter((c) => c !== 'id');
  const values = names.map((c) => {
    if (!keep.has(c)) return `x."${c}"`;
    return options.preferStored ? `coalesce(t."${c}", x."${c}")` : `coalesce(x."${c}", t."${c}")`;
  });
  const sets = names.map((c, i) => `"${c}" = ${values[i]}`);
  if (options.extraSet) sets.push(options.extraSet);
  const changed = `(${names.map((c) => `t."${c}"`).join(', ')}) is distinct from (${values.join(', ')})`;
  const sql = `update ${table} t set ${sets.join(', ')} from jsonb_to_recordset(?::jsonb) as x(${recordset({
    id: 'uuid',
    ...columns,
  })}) where t.id = x.id and ${changed}`;
  await boundQuery(em, sql, [JSON.stringify(rows)]);
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
