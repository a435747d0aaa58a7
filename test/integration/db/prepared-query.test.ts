import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Orm } from '../../../src/db/orm';
import { query, type Statement } from '../../../src/db/query';
import { createTestDatabase } from '../../support/database';

/** Named statements through src/db: bound values, and the caller's ORM transaction when there is one. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const em = () => orm.em.fork() as EntityManager;

const INSERT: Statement = { name: 'test_prepared_insert', text: 'insert into prepared_probe (label) values ($1) returning id::text' };
const COUNT: Statement = { name: 'test_prepared_count', text: 'select count(*)::int as n from prepared_probe where label = $1' };
const count = async (label: string) => (await query<{ n: number }>(em(), COUNT, [label]))[0]!.n;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
  await em().execute('create table prepared_probe (id bigserial primary key, label text not null)');
});
afterAll(() => db?.drop());

describe('query with a named statement', () => {
  it('when a value holds quotes and placeholders, then it is stored as given (bound, never spliced into the text)', async () => {
    const label = `it's ? $1 '); drop table prepared_probe; --`;
    await query(em(), INSERT, [label]);
    expect(await count(label)).toBe(1);
  });

  it('when the ORM transaction it ran in rolls back, then its write is gone; when it commits, then the write stays', async () => {
    await expect(
      em().transactional(async (tem) => {
        await query(tem, INSERT, ['rolled back']);
        expect((await query<{ n: number }>(tem, COUNT, ['rolled back']))[0]!.n).toBe(1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count('rolled back')).toBe(0);

    await em().transactional((tem) => query(tem, INSERT, ['committed']));
    expect(await count('committed')).toBe(1);
  });

  it('when the same named statement runs many times at once on the pool, then every call gets its own answer', async () => {
    const labels = Array.from({ length: 30 }, (_, i) => `parallel ${i}`);
    await Promise.all(labels.map((l) => query(em(), INSERT, [l])));
    expect(await Promise.all(labels.map(count))).toEqual(labels.map(() => 1));
  });
});
