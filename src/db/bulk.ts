import type { EntityManager } from '@mikro-orm/postgresql';

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
  return em.execute<R[]>(sql, [JSON.stringify(rows)]);
}

/**
 * Updates many rows by id in one statement. Columns listed in `keepWhenNull` keep their
 * stored value when the new value is null ("not given"); the others are overwritten.
 * With `preferStored`, those columns are only filled in where nothing is stored yet.
 */
export async function updateMany(
  em: EntityManager,
  table: string,
  columns: ColumnTypes,
  rows: Array<{ id: string }>,
  options: { keepWhenNull?: string[]; preferStored?: boolean; extraSet?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const keep = new Set(options.keepWhenNull ?? []);
  const sets = Object.keys(columns)
    .filter((c) => c !== 'id')
    .map((c) => {
      if (!keep.has(c)) return `"${c}" = x."${c}"`;
      return options.preferStored ? `"${c}" = coalesce(t."${c}", x."${c}")` : `"${c}" = coalesce(x."${c}", t."${c}")`;
    });
  if (options.extraSet) sets.push(options.extraSet);
  const sql = `update ${table} t set ${sets.join(', ')} from jsonb_to_recordset(?::jsonb) as x(${recordset({
    id: 'uuid',
    ...columns,
  })}) where t.id = x.id`;
  await em.execute(sql, [JSON.stringify(rows)], 'run');
}

/** `col in (...)` for a list bound as one JSON array parameter. */
export function inJsonList(column: string): string {
  return `${column} in (select jsonb_array_elements_text(?::jsonb))`;
}
