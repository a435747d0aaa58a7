import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

import * as entities from './entities';
import { Migration20261123000000_initial } from './migrations/Migration20261123000000_initial';

export type Orm = MikroORM<PostgreSqlDriver>;

/** Migrations are listed explicitly so they run the same under tsx, vitest and a bundle. */
export const migrationsList = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
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

export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
