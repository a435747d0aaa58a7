import { MikroORM, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

import * as entities from './entities';

export type Orm = MikroORM<PostgreSqlDriver>;

/**
 * How migrations run; the list itself and the Migrator (with umzug and its own CLI library) load
 * only when `migrate` is called: every process and CLI call opens the ORM, few migrate, and those
 * modules cost about 0.4 CPU s a start (docs/decisions.md, "Test suite speed").
 */
const MIGRATION_OPTIONS = { transactional: true, allOrNothing: true, snapshot: false, silent: true } as const;

export function ormOptions(clientUrl: string, poolMax = 10): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: Object.values(entities),
    migrations: MIGRATION_OPTIONS,
    pool: { min: 0, max: poolMax },
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  };
}

export async function openOrm(clientUrl: string, poolMax?: number): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, poolMax));
}

/** An arbitrary constant: concurrent starts (replicas, a migrate job) take turns migrating. */
const MIGRATION_LOCK = 7_104_202_611;

export async function migrate(orm: Orm): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    const [{ Migrator }, { migrationsList }] = await Promise.all([import('@mikro-orm/migrations'), import('./migrations-list')]);
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    await new Migrator(orm.em).up();
  } finally {
    await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    await knex.client.releaseConnection(connection);
  }
}
