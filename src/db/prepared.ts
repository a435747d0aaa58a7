import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/** A named statement: its `$n` text is parsed and planned once per connection, then only executed. */
export interface Statement {
  /** Unique across the process: Postgres keeps one prepared statement per name and connection. */
  name: string;
  text: string;
}

/**
 * Runs a named statement with bound parameters, in the caller's transaction when there is
 * one (the transaction's own connection), else on a pooled connection. For the few
 * statements of a hot path (the webhook dispatcher runs each thousands of times a
 * minute), where parsing and planning at every call would be most of the work; anything
 * else uses `boundQuery` (src/db/bulk.ts).
 */
export async function preparedQuery<T = Record<string, unknown>>(em: EntityManager, statement: Statement, values: unknown[]): Promise<T[]> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  const client = (trx ?? em.getConnection().getKnex()).client as Knex.Client;
  const connection = (await client.acquireConnection()) as ClientBase;
  try {
    return (await connection.query({ name: statement.name, text: statement.text, values })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
