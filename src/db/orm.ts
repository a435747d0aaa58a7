import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

import * as entities from './entities';
import { Migration20261123000000_initial } from './migrations/Migration20261123000000_initial';
import { Migration20261123020000_lookup_indexes } from './migrations/Migration20261123020000_lookup_indexes';
import { Migration20261123030000_profile_and_ledger_indexes } from './migrations/Migration20261123030000_profile_and_ledger_indexes';
import { Migration20261123040000_engine_batch } from './migrations/Migration20261123040000_engine_batch';
import { Migration20261123050000_import_chunks } from './migrations/Migration20261123050000_import_chunks';
import { Migration20261123060000_delivery_claim_index } from './migrations/Migration20261123060000_delivery_claim_index';
import { Migration20261123070000_fit_play_keys } from './migrations/Migration20261123070000_fit_play_keys';
import { Migration20261123081100_company_keys } from './migrations/Migration20261123081100_company_keys';
import { Migration20261124000000_trust_before_reach } from './migrations/Migration20261124000000_trust_before_reach';
import { Migration20261125000000_transition_journal } from './migrations/Migration20261125000000_transition_journal';
import { Migration20261125100000_finder } from './migrations/Migration20261125100000_finder';
import { Migration20261126100000_freshness } from './migrations/Migration20261126100000_freshness';

export type Orm = MikroORM<PostgreSqlDriver>;

/** Migrations are listed explicitly so they run the same under tsx, vitest and a bundle. */
export const migrationsList = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123020000_lookup_indexes', class: Migration20261123020000_lookup_indexes },
  {
    name: 'Migration20261123030000_profile_and_ledger_indexes',
    class: Migration20261123030000_profile_and_ledger_indexes,
  },
  { name: 'Migration20261123040000_engine_batch', class: Migration20261123040000_engine_batch },
  { name: 'Migration20261123050000_import_chunks', class: Migration20261123050000_import_chunks },
  { name: 'Migration20261123060000_delivery_claim_index', class: Migration20261123060000_delivery_claim_index },
  { name: 'Migration20261123070000_fit_play_keys', class: Migration20261123070000_fit_play_keys },
  { name: 'Migration20261123081100_company_keys', class: Migration20261123081100_company_keys },
  { name: 'Migration20261124000000_trust_before_reach', class: Migration20261124000000_trust_before_reach },
  { name: 'Migration20261125000000_transition_journal', class: Migration20261125000000_transition_journal },
  { name: 'Migration20261125100000_finder', class: Migration20261125100000_finder },
  { name: 'Migration20261126100000_freshness', class: Migration20261126100000_freshness },
];

export function ormOptions(clientUrl: string, poolMax = 10): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities: Object.values(entities),
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
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
    await orm.getMigrator().up();
  } finally {
    await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    await knex.client.releaseConnection(connection);
  }
}
