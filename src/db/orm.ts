import { MikroORM, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

import * as entities from './entities';
import type { StoredVocabulary } from './stored-vocabularies';

export type Orm = MikroORM<PostgreSqlDriver>;

/**
 * How migrations run; the list itself, the Migrator (with umzug and its own CLI library) and the
 * vocabulary constraint step load only when `migrate` is called: every process and CLI call opens
 * the ORM, few migrate, and those modules cost about 0.4 CPU s a start (docs/decisions.md, "Test suite speed").
 */
const MIGRATION_OPTIONS = { transactional: true, allOrNothing: true, snapshot: false, silent: true } as const;

/**
 * `poolMin` connections are kept open however idle the process is (the gateway keeps a few, so
 * its first requests after a quiet spell, or a standby's after taking over, do not wait for
 * PostgreSQL to start backends); the others close after 30 s idle.
 */
export function ormOptions(clientUrl: string, poolMax = 10, poolMin = 0): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: Object.values(entities),
    migrations: MIGRATION_OPTIONS,
    pool: { min: Math.min(poolMin, poolMax), max: poolMax },
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  };
}

export async function openOrm(clientUrl: string, poolMax?: number, poolMin?: number): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax, poolMin));
}

/** An arbitrary constant: concurrent starts (replicas, a migrate job) take turns migrating. */
const MIGRATION_LOCK = 7_104_202_611;

/**
 * Runs the pending migrations, then makes the stored vocabularies' CHECK constraints allow exactly
 * the words of their lists (vocabulary-constraints.ts; `vocabularies` for tests): a word added to a
 * list in src/domain/vocabulary needs no migration. Throws `VocabularyInUseError` when a removed
 * word is still used.
 */
export async function migrate(orm: Orm, vocabularies?: readonly StoredVocabulary[]): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    const [{ Migrator }, { migrationsList }, { syncVocabularyConstraints }, { STORED_VOCABULARIES }] = await Promise.all([
      import('@mikro-orm/migrations'),
      import('./migrations-list'),
      import('./vocabulary-constraints'),
      import('./stored-vocabularies'),
    ]);
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    await new Migrator(orm.em).up();
    await syncVocabularyConstraints(connection, vocabularies ?? STORED_VOCABULARIES);
  } finally {
    await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    await knex.client.releaseConnection(connection);
  }
}
