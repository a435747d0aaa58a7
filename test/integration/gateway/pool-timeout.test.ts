import { MikroORM } from '@mikro-orm/core';
import { DriverException, knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Orm,ormOptions } from '../../../src/db/orm';
import { isPoolCheckoutTimeout } from '../../../src/gateway/errors';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { capturingLogger, type LogRecord } from '../../support/log-capture';

// A gateway whose pool cannot hand out a connection in time (every connection held elsewhere):
// knex gives up after `acquireConnectionTimeout`. That is the service being overloaded, not a bug:
// the client gets the contract's 503 with Retry-After, never a logged 500.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let app: AppOnDatabase;
const records: LogRecord[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init({ ...ormOptions(db.url, 1), driverOptions: { acquireConnectionTimeout: 300 } });
  app = await startAppOnDatabase(orm, { env: { CREDENTIAL_CACHE_TTL_MS: '0', ME_CACHE_TTL_MS: '0' }, log: capturingLogger(records) });
});

afterAll(async () => {
  await app?.close();
  await orm?.close(true);
  await db?.drop();
});

type Pool = { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> };

describe('a pool checkout that times out', () => {
  it('when every pool connection is held past the acquire timeout, then a request is 503 overloaded with Retry-After in the envelope, not a 500, and the next one after the release is 200', async () => {
    const ws = await seedWorkspace(app.services);
    const client = orm.em.getConnection().getKnex().client as Pool;
    const held = await client.acquireConnection();
    try {
      for (const path of ['/me', '/plays', '/runs']) {
        const res = await api(app.baseUrl, 'GET', path, { key: ws.readKey });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.body).toEqual({ error: { code: 'overloaded', message: expect.any(String) } });
      }
      expect(records.filter((r) => r.msg === 'unhandled error')).toEqual([]);
    } finally {
      await client.releaseConnection(held);
    }
    expect((await api(app.baseUrl, 'GET', '/me', { key: ws.readKey })).status).toBe(200);
  });

  it('when knex raises its own timeout class (a call not through the ORM\'s driver), then it is known too; a database error with a SQLSTATE and knex\'s other timeouts are not', () => {
    const message = 'Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?';
    expect(isPoolCheckoutTimeout(new knex.KnexTimeoutError(message))).toBe(true);
    expect(isPoolCheckoutTimeout(new knex.KnexTimeoutError('Defined query timeout of 1000ms exceeded when running query.'))).toBe(false);
    expect(isPoolCheckoutTimeout(new DriverException(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })))).toBe(false);
  });
});
