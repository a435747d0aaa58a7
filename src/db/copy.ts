import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Rows per chunk of COPY text handed to the stream (one write each). */
const ROWS_PER_WRITE = 2000;

/**
 * One value in COPY's text format: `\N` for null, objects as JSON, and the four characters
 * the format treats specially (backslash, tab, line feed, carriage return) escaped.
 */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

async function* copyLines(rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let buffer: string[] = [];
  for await (const row of rows) {
    buffer.push(row.map(copyText).join('\t'));
    if (buffer.length >= ROWS_PER_WRITE) {
      yield buffer.join('\n') + '\n';
      buffer = [];
    }
  }
  if (buffer.length > 0) yield buffer.join('\n') + '\n';
}

/**
 * Streams rows into `table` (`columns` in order) with `COPY ... FROM STDIN` (pg-copy-streams),
 * on the caller's transaction connection when there is one: the fast way to load many rows, used
 * by the bulk import's staging tables. `table` and `columns` are identifiers the caller owns
 * (never user input). Returns the rows copied.
 */
export async function copyRows(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>,
): Promise<number> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  const client = (trx ? trx.client : em.getConnection().getKnex().client) as Knex.Client;
  const connection = (await client.acquireConnection()) as ClientBase;
  try {
    const sql = `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;
    const sink = connection.query(copyFrom(sql));
    await pipeline(Readable.from(copyLines(rows)), sink);
    return sink.rowCount ?? 0;
  } finally {
    await client.releaseConnection(connection);
  }
}
