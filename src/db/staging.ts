import type { EntityManager } from '@mikro-orm/postgresql';

import { type ColumnTypes, type UpdateOptions,updateSql } from './bulk';
import { copyRows } from './copy';
import { query } from './query';

let tables = 0;

/**
 * A staging table for one transaction: `temp` (no WAL, private to the connection) and dropped
 * at commit or rollback, so a crash leaves nothing behind. Filled with {@link copyRows}; analysed
 * after filling, so the merge statements that read it get real row counts.
 */
export async function stageRows(
  em: EntityManager,
  purpose: string,
  columns: ColumnTypes,
  rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>,
): Promise<{ table: string; rows: number }> {
  const table = `staging_${purpose}_${++tables}`;
  const defs = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`).join(', ');
  await query(em, `create temp table ${table} (${defs}) on commit drop`);
  const copied = await copyRows(em, table, Object.keys(columns), rows);
  await query(em, `analyze ${table}`);
  return { table, rows: copied };
}

/**
 * {@link updateMany} for many rows: the rows are copied into a staging table and merged with
 * one UPDATE ... FROM it (same "keep when null" and "not written when unchanged" rules).
 */
export async function updateManyStaged(
  em: EntityManager,
  table: string,
  columns: ColumnTypes,
  rows: Array<{ id: string } & Record<string, unknown>>,
  options: UpdateOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const all = { id: 'uuid', ...columns };
  const names = Object.keys(all);
  const staged = await stageRows(em, table, all, rows.map((r) => names.map((c) => r[c])));
  await query(em, updateSql(table, columns, `${staged.table} x`, options));
}
