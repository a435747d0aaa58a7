import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { createServices } from '../../../src/core/services';
import { afterCommit, inTransaction } from '../../../src/core/transaction';
import { logConflictsTo } from '../../../src/db/conflict-retry';
import { query } from '../../../src/db/query';
import { dbMetrics } from '../../../src/shared/metrics/db-metrics';
import { createTestDatabase } from '../../support/database';
import { capturingLogger, type LogRecord } from '../../support/log-capture';

/**
 * A real deadlock on real PostgreSQL, made with two advisory locks taken in opposite orders:
 * the other session holds lock 1 and then asks for lock 2, while the unit under test holds 2
 * and waits for 1. The unit under test waits first, so its deadlock check fires first and it
 * is the victim PostgreSQL aborts (40P01); run again, it finds lock 2 free and waits for lock 1
 * until the other session commits.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: ReturnType<typeof createServices>;
const records: LogRecord[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'test' }), log: capturingLogger(records) });
  logConflictsTo(capturingLogger(records));
});
afterAll(async () => {
  logConflictsTo(null);
  await db?.drop();
});
beforeEach(() => {
  records.length = 0;
});

const retries = async (scope: string) =>
  (await dbMetrics.conflictRetries.get()).values.filter((v) => v.labels.code === '40P01' && v.labels.scope === scope).reduce((n, v) => n + v.value, 0);

/** Another session that holds lock 1, asks for lock 2 once `waiting` resolves, and commits when it has it. */
async function otherSession(waiting: Promise<void>): Promise<{ done: Promise<void> }> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('begin');
  await client.query('select pg_advisory_xact_lock(1)');
  const done = (async () => {
    await waiting;
    await client.query('select pg_advisory_xact_lock(2)');
    await client.query('commit');
    await client.end();
  })();
  return { done };
}

/** Resolves once a session of this database waits for an advisory lock (the unit under test holds 2 and waits for 1). */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const [row] = await query<{ n: string }>(
      db.orm.em.fork() as EntityManager,
      `select count(*) as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and not l.granted and a.datname = current_database()`,
    );
    if (Number(row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('conflict retry on real PostgreSQL', () => {
  it('when a transaction is the victim of a deadlock, then the whole unit of work runs again, commits once and its after-commit effect runs once', async () => {
    const before = await retries('transaction');
    const other = await otherSession(someoneWaitsForALock());
    let runs = 0;
    let effects = 0;
    const result = await inTransaction(services, async (em) => {
      runs++;
      await query(em, "create table if not exists retried_unit (run int)");
      await query(em, 'insert into retried_unit values (?)', [runs]);
      afterCommit(em, () => effects++);
      await query(em, 'select pg_advisory_xact_lock(2)');
      await query(em, 'select pg_advisory_xact_lock(1)');
      return runs;
    });
    await other.done;
    expect(result).toBe(2);
    expect(runs).toBe(2);
    expect(effects).toBe(1);
    // The first attempt's insert was rolled back with it: only the second one's row is there.
    expect(await query(db.orm.em.fork() as EntityManager, 'select run from retried_unit')).toEqual([{ run: 2 }]);
    expect(await retries('transaction')).toBe(before + 1);
    expect(records.filter((r) => r.msg.startsWith('database conflict')).map((r) => [r.code, r.scope, r.attempt])).toEqual([['40P01', 'transaction', 1]]);
  });

  it('when a statement outside a transaction is the victim of a deadlock, then query() runs it again', async () => {
    const before = await retries('statement');
    const other = await otherSession(someoneWaitsForALock());
    // One statement (its own transaction) that takes lock 2, then lock 1.
    await query(db.orm.em.fork() as EntityManager, 'do $$ begin perform pg_advisory_xact_lock(2); perform pg_advisory_xact_lock(1); end $$');
    await other.done;
    expect(await retries('statement')).toBe(before + 1);
  });

  it('when a unit of work nested in another is the victim, then the outer unit of work runs again as a whole', async () => {
    const other = await otherSession(someoneWaitsForALock());
    const runs = { outer: 0, inner: 0 };
    await inTransaction(services, async (em) => {
      runs.outer++;
      await inTransaction(em, async (inner) => {
        runs.inner++;
        await query(inner, 'select pg_advisory_xact_lock(2)');
        await query(inner, 'select pg_advisory_xact_lock(1)');
      });
    });
    await other.done;
    expect(runs).toEqual({ outer: 2, inner: 2 });
  });

  it('when the unit of work fails for another reason, then it is not run again', async () => {
    let runs = 0;
    await expect(
      inTransaction(services, async (em) => {
        runs++;
        await query(em, 'select 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(runs).toBe(1);
  });
});
