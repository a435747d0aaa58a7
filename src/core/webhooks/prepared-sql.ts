import type { ClientBase } from 'pg';

import type { Services } from '../context';

/** A statement of the dispatcher's hot path: a unique name and its text with `$n` parameters. */
export interface Statement {
  name: string;
  text: string;
}

/** Runs prepared statements on one pooled connection. */
export interface PreparedSql {
  query<T>(statement: Statement, values: unknown[]): Promise<T[]>;
}

/**
 * Runs `fn` on one connection of the ORM's pool, its statements prepared by name: Postgres
 * parses and plans each of the dispatcher's few hot statements once per connection rather
 * than at every call, and values travel as bind parameters (MikroORM's `execute` inlines them
 * into the text, so every call is a new statement to parse and plan). With `transaction`, in
 * one transaction, rolled back when `fn` throws.
 */
export async function withPreparedSql<T>(
  services: Services,
  fn: (sql: PreparedSql) => Promise<T>,
  options: { transaction?: boolean } = {},
): Promise<T> {
  const knex = services.orm.em.getConnection().getKnex();
  const connection = (await knex.client.acquireConnection()) as ClientBase;
  const sql: PreparedSql = {
    async query<R>(statement: Statement, values: unknown[]) {
      return (await connection.query({ name: statement.name, text: statement.text, values })).rows as R[];
    },
  };
  try {
    if (!options.transaction) return await fn(sql);
    await connection.query('begin');
    try {
      const result = await fn(sql);
      await connection.query('commit');
      return result;
    } catch (err) {
      await connection.query('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
