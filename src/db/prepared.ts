import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from './query';

/** A named statement: its text is parsed and planned once per connection, then only executed. */
export interface Statement {
  /** Unique across the process: Postgres keeps one prepared statement per name and connection. */
  name: string;
  text: string;
}

/** `query` with the statement's name (src/db/query.ts): one SQL path, one semantics. */
export function preparedQuery<T = Record<string, unknown>>(em: EntityManager, statement: Statement, values: unknown[]): Promise<T[]> {
  return query<T>(em, statement.text, values, { name: statement.name });
}
