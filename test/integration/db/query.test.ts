import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Orm } from '../../../src/db/orm';
import { affectedRows, numberPlaceholders, query } from '../../../src/db/query';
import { createTestDatabase } from '../../support/database';

/** The one SQL path of src/db: `?` placeholders bound as parameters, optional statement names. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const em = () => orm.em.fork() as EntityManager;
const labels = async (like: string) =>
  (await query<{ label: string }>(em(), 'select label from query_probe where label like ? order by id', [like])).map((r) => r.label);

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
  await query(em(), 'create table query_probe (id bigserial primary key, label text not null, tags text[], doc jsonb)');
});
afterAll(() => db?.drop());

describe('query', () => {
  it('when a value holds quotes, placeholders and SQL, then it is stored as given (bound, never spliced into the text)', async () => {
    const label = `q: it's ? $1 '); drop table query_probe; --`;
    await query(em(), 'insert into query_probe (label) values (?)', [label]);
    expect(await labels('q: %')).toEqual([label]);
  });

  it('when the text escapes a question mark, then it reaches Postgres as the jsonb operator', async () => {
    await query(em(), 'insert into query_probe (label, doc) values (?, ?)', ['jsonb', JSON.stringify({ k: 1 })]);
    const rows = await query<{ label: string }>(em(), "select label from query_probe where doc \\? 'k' and label = ?", ['jsonb']);
    expect(rows).toEqual([{ label: 'jsonb' }]);
  });

  it('when values are an array, a date and an object, then Postgres receives an array, a timestamptz and JSON', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const [row] = await query<{ tags: string[]; at: string; doc: { a: number[] } }>(
      em(),
      'select ?::text[] as tags, ?::timestamptz as at, ?::jsonb as doc',
      [['a', 'b'], at, { a: [1, 2] }],
    );
    expect({ ...row, at: new Date(row!.at) }).toEqual({ tags: ['a', 'b'], at, doc: { a: [1, 2] } });
  });

  it('when a name is given, then the same statement answers every call, many at once on the pool', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `named ${i}`);
    await Promise.all(many.map((l) => query(em(), 'insert into query_probe (label) values (?)', [l], { name: 'test_query_insert' })));
    const counts = await Promise.all(
      many.map(async (l) => (await query<{ n: number }>(em(), 'select count(*)::int as n from query_probe where label = ?', [l], { name: 'test_query_count' }))[0]!.n),
    );
    expect(counts).toEqual(many.map(() => 1));
  });

  it('when the ORM transaction it ran in rolls back, then its write is gone; when it commits, then the write stays', async () => {
    await expect(
      em().transactional(async (tem) => {
        await query(tem, 'insert into query_probe (label) values (?)', ['tx: rolled back']);
        expect(await query(tem, 'select 1 from query_probe where label = ?', ['tx: rolled back'])).toHaveLength(1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await em().transactional((tem) => query(tem, 'insert into query_probe (label) values (?)', ['tx: committed']));
    expect(await labels('tx: %')).toEqual(['tx: committed']);
  });

  it('when a write touches rows, then affectedRows says how many', async () => {
    await query(em(), "insert into query_probe (label) values ('del: 1'), ('del: 2'), ('keep')");
    expect(await affectedRows(em(), 'delete from query_probe where label like ?', ['del: %'])).toBe(2);
    expect(await affectedRows(em(), 'delete from query_probe where label like ?', ['del: %'])).toBe(0);
  });
});

describe('numberPlaceholders', () => {
  it('when the text mixes placeholders and escaped question marks, then only the placeholders are numbered', () => {
    expect(numberPlaceholders("select ? where d \\? 'k' and x = ?")).toBe("select $1 where d ? 'k' and x = $2");
  });
});
