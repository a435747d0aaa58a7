import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

import { openOrm, type Orm } from '../../src/db/orm';

const TEMPLATE_DB = 'tracker_template';

export function databaseUrl(name: string): string {
  const url = new URL(inject('pgBaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; orm: Orm; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgBaseUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const orm = await openOrm(url, 5);
  return {
    url,
    orm,
    async drop() {
      await orm.close(true);
      const client = new pg.Client({ connectionString: inject('pgBaseUrl') });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
