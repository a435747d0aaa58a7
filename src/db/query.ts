import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase, QueryResult } from 'pg';

import { retryOnConflict } from './conflict-retry';

/** Options of `query`. */
export interface QueryOptions {
  /**
   * Prepares the statement under this name: Postgres parses and plans it once per connection,
   * then only executes it. For the statements of a hot path; unique across the process.
   */
  name?: string;
}

/** A named statement: its text is parsed and planned once per connection, then only executed. */
export interface Statement {
  /** Unique across the process: Postgres keeps one prepared statement per name and connection. */
  name: string;
  text: string;
}

/**
 * Statement texts already numbered: the same few hundred texts come back on every request, and
 * the replace over a list page's text (its total's subquery included) cost more of the gateway's
 * CPU per GET /changes than the pool turn (issue #25, bench/gateway-stages.ts).
 */
const numberedTexts = new Map<string, string>();

/**
 * The one way src runs raw SQL: the values go to PostgreSQL as bind parameters (never
 * formatted into the text), in the caller's transaction when there is one (that transaction's
 * connection), else on a pooled connection; with `name` (or a `Statement`), as a prepared statement.
 * A statement outside a transaction that PostgreSQL aborts with a deadlock or serialization
 * failure runs again (see `run`).
 *
 * MikroORM's `em.execute` formats every value into the SQL text (`formatQuery` →
 * `escapeLiteral`, one character at a time): for the 0.4–0.8 MB JSON documents of the bulk
 * paths that alone took 0.1–0.9 s per statement (bench/contacts-throughput.ts). Values are
 * passed to `pg` as given: a JS array becomes a Postgres array, a Date a timestamptz.
 */
export async function query<T = Record<string, unknown>>(
  em: EntityManager,
  sql: string | Statement,
  params: readonly unknown[] = [],
  options: QueryOptions = {},
): Promise<T[]> {
  const [text, named] = typeof sql === 'string' ? [sql, options] : [sql.text, { ...options, name: sql.name }];
  return (await run(em, text, params, named)).rows as T[];
}

/** `query` for a write whose rows are not needed: how many rows it inserted, updated or deleted. */
export async function affectedRows(em: EntityManager, sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<number> {
  return (await run(em, sql, params, options)).rowCount ?? 0;
}

/**
 * Outside a transaction the statement is its own unit of work: a deadlock or serialization
 * failure rolled all of it back, so it runs again (bounded, jittered: conflict-retry.ts). Inside
 * one, the error goes to the transaction's owner, which starts the whole transaction over.
 */
function run(em: EntityManager, sql: string, params: readonly unknown[], options: QueryOptions): Promise<QueryResult> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (trx) return runOn(trx.client as Knex.Client, sql, params, options);
  const client = em.getConnection().getKnex().client as Knex.Client;
  return retryOnConflict('statement', () => runOn(client, sql, params, options));
}

async function runOn(client: Knex.Client, sql: string, params: readonly unknown[], options: QueryOptions): Promise<QueryResult> {
  const connection = (await client.acquireConnection()) as ClientBase;
  try {
    const text = numberPlaceholders(sql);
    // pg copies a query given as an object property by property (its descriptors); text and values
    // given apart are not copied. Only a prepared statement needs the object, for its name.
    if (options.name) return await connection.query({ name: options.name, text, values: params as unknown[] });
    return await connection.query(text, params as unknown[]);
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * `?` placeholders → `$1…$n`, as knex numbers them: `\?` stands for a literal `?` (the jsonb
 * operators). A text that already numbers its parameters and holds no `?` is sent as is.
 */
export function numberPlaceholders(sql: string): string {
  let numbered = numberedTexts.get(sql);
  if (numbered === undefined) {
    let n = 0;
    numbered = sql.replace(/\\?\?/g, (match) => (match === '\\?' ? '?' : `$${++n}`));
    if (numberedTexts.size >= 1_000) numberedTexts.clear();
    if (sql.length <= 16_384) numberedTexts.set(sql, numbered);
  }
  return numbered;
}

