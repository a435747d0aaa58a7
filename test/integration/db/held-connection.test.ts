import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import type { Services } from '../../../src/core/context';
import { inTransaction } from '../../../src/core/transaction';
import { NestedConnectionError } from '../../../src/db/held-connection';
import { openOrm, type Orm } from '../../../src/db/orm';
import { query } from '../../../src/db/query';
import { ManualClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';

/**
 * A unit of work holding a transaction's connection that asks its pool for a second one can
 * deadlock the pool under load (each holder waits out knex's acquire timeout: seconds of a stalled
 * gateway, then 500s). It fails at once instead, so a test meets it on the first call.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let services: Services;
const fresh = () => orm.em.fork() as EntityManager;
const one = async (em: EntityManager) => (await query<{ n: number }>(em, 'select 1 as n'))[0]!.n;

beforeAll(async () => {
  db = await createTestDatabase();
  // A pool of one: were the second connection merely waited for, these tests would hang for knex's acquire timeout.
  orm = await openOrm(db.url, 1);
  const clock = new ManualClock(new Date('2026-03-02T07:00:00Z'));
  services = { orm, clock, wallClock: clock, env: loadEnv({}), log: createLogger('silent') };
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

describe('a second connection asked for inside a transaction', () => {
  it('when a unit of work queries through a fresh EntityManager, then it fails at once with NestedConnectionError, and the pool is free after', async () => {
    const started = Date.now();
    const inner = await inTransaction(services, async (tem) => {
      expect(await one(tem)).toBe(1);
      return one(fresh()).catch((err: unknown) => err);
    });
    expect(inner).toBeInstanceOf(NestedConnectionError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await one(fresh())).toBe(1);
  });

  it('when a unit of work opens another transaction from Services, then it fails at once; a savepoint on its own EntityManager works', async () => {
    const result = await inTransaction(services, async (tem) => ({
      nested: await inTransaction(services, one).catch((err: unknown) => err),
      savepoint: await inTransaction(tem, one),
    }));
    expect(result.nested).toBeInstanceOf(NestedConnectionError);
    expect(result.savepoint).toBe(1);
  });

  it('when work started inside a transaction runs after it committed, then it gets a connection as usual', async () => {
    let later: Promise<number> | undefined;
    await inTransaction(services, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => one(fresh()));
    });
    expect(await later).toBe(1);
  });
});
