import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defineLease } from '../../../src/core/lease';
import type { Orm } from '../../../src/db/orm';
import { createTestDatabase } from '../../support/database';

/**
 * The two lease kinds beside the expiring one, on a table of their own in a real PostgreSQL:
 * a lease held by the transaction's row lock (imports, cadence) and a lease that is a moved
 * due time (notifications, deliveries), with values bound into release and settle, and the
 * verbs run as named prepared statements.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const t0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const locked = defineLease<{ id: string; label: string }>({
  name: 'locked_probe',
  table: 'kind_probe',
  key: 'id',
  keyType: 'bigint',
  due: 'due_at',
  order: 't.due_at, t.id',
  filter: "t.state = 'waiting'",
  onSettle: "state = 'done', note = ?",
  returning: 'c.id::text as id, c.label',
});

const moved = defineLease<{ id: string; tries: number }>({
  name: 'moved_probe',
  table: 'kind_probe',
  key: 'id',
  keyType: 'bigint',
  due: 'due_at',
  until: 'due_at',
  order: 't.due_at, t.id',
  filter: "t.state = 'waiting'",
  held: "t.state = 'waiting'",
  onRelease: 'tries = ?::int, note = ?',
  onSettle: "state = 'done', note = ?",
  returning: 'c.id::text as id, c.tries',
});

const hot = defineLease<{ id: string; tries: number }>({ ...moved.spec, name: 'hot_probe', prepared: true });

const em = () => orm.em.fork() as EntityManager;
const rows = () =>
  em().execute<Array<{ id: string; state: string; due_at: Date | null; tries: number; note: string | null }>>('select * from kind_probe order by id');

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
  await em().execute(`create table kind_probe (
    id bigserial primary key, label text not null, state text not null default 'waiting', due_at timestamptz,
    tries int not null default 0, note text)`);
});
afterAll(() => db?.drop());
beforeEach(async () => {
  await em().execute('truncate kind_probe restart identity');
  await em().execute(
    `insert into kind_probe (label, due_at) select 'job ' || n, ?::timestamptz + (n || ' seconds')::interval from generate_series(1, 6) n`,
    [t0.toISOString()],
  );
});

describe('a lease held by the transaction row lock', () => {
  it('when two workers claim in open transactions, then each gets other rows and nothing is written', async () => {
    // The first worker keeps its transaction open until the second has claimed: the overlap is
    // ordered by promises, not by a sleep a loaded machine can outlast.
    let firstClaimed!: () => void;
    let secondClaimed!: () => void;
    const firstHolds = new Promise<void>((resolve) => (firstClaimed = resolve));
    const secondDone = new Promise<void>((resolve) => (secondClaimed = resolve));
    const worker = (before: Promise<void>, claimed: () => void, after: Promise<void>) =>
      em().transactional(async (tem) => {
        await before;
        const got = await locked.claim(tem, { now: at(60_000), limit: 2 });
        claimed();
        await after;
        return got.items.map((i) => i.id);
      });
    const [a, b] = await Promise.all([
      worker(Promise.resolve(), firstClaimed, secondDone),
      worker(firstHolds, secondClaimed, Promise.resolve()),
    ]);
    expect([...a, ...b].sort()).toEqual(['1', '2', '3', '4']);
    expect((await rows()).every((r) => r.state === 'waiting' && r.tries === 0)).toBe(true);
  });

  it('when the holding transaction ends without settling, then the rows are claimable again at once', async () => {
    await expect(
      em().transactional(async (tem) => {
        expect((await locked.claim(tem, { now: at(60_000), limit: 1 })).items.map((i) => i.id)).toEqual(['1']);
        throw new Error('worker died');
      }),
    ).rejects.toThrow('worker died');
    expect((await locked.claim(em(), { now: at(60_000), limit: 1 })).items.map((i) => i.id)).toEqual(['1']);
  });

  it('when a claim is settled with values in its transaction, then the row is done and no longer claimable', async () => {
    await em().transactional(async (tem) => {
      const [job] = (await locked.claim(tem, { now: at(60_000), limit: 1 })).items;
      expect(await locked.settle(tem, '', [job!.id], { values: ['finished'] })).toEqual(['1']);
    });
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'done', note: 'finished' });
    expect((await locked.claim(em(), { now: at(60_000), limit: 1 })).items.map((i) => i.id)).toEqual(['2']);
  });

  it('when such a lease is renewed or swept, then it says it has no expiry', async () => {
    await expect(locked.renew(em(), '', ['1'], at(1))).rejects.toThrow('locked_probe');
    await expect(locked.sweep(em())).rejects.toThrow('locked_probe');
  });
});

describe('a lease that is a moved due time', () => {
  it('when rows are claimed, then their due time moves to the lease end and they are not claimed again before it', async () => {
    const first = await moved.claim(em(), { now: at(2_000), limit: 10, leaseMs: 60_000 });
    expect(first.items.map((i) => i.id)).toEqual(['1', '2']);
    const [row] = await rows();
    expect(new Date(row!.due_at!).toISOString()).toBe(at(62_000).toISOString());
    expect((await moved.claim(em(), { now: at(30_000), limit: 10, leaseMs: 60_000 })).items.map((i) => i.id)).toEqual(['3', '4', '5', '6']);
    expect((await moved.claim(em(), { now: at(62_000), limit: 10, leaseMs: 60_000 })).items.map((i) => i.id), 'expired').toEqual(['1', '2']);
  });

  it('when a row is renewed, then its due time moves again', async () => {
    await moved.claim(em(), { now: at(1_000), limit: 1, leaseMs: 60_000 });
    expect(await moved.renew(em(), '', ['1'], at(10 * 60_000))).toEqual(['1']);
    expect((await moved.claim(em(), { now: at(5 * 60_000), limit: 1, leaseMs: 60_000 })).items.map((i) => i.id)).toEqual(['2']);
  });

  it('when a row is released with a retry-at and values, then it is due at that time with the values written', async () => {
    await moved.claim(em(), { now: at(1_000), limit: 1, leaseMs: 60_000 });
    expect(await moved.release(em(), '', ['1'], { retryAt: at(10 * 60_000), values: [1, 'timeout'] })).toEqual(['1']);
    const [row] = await rows();
    expect(row).toMatchObject({ tries: 1, note: 'timeout', state: 'waiting' });
    expect(new Date(row!.due_at!).toISOString()).toBe(at(10 * 60_000).toISOString());
  });

  it('when a row is settled, then it is done, no longer held, and cannot be released any more', async () => {
    await moved.claim(em(), { now: at(1_000), limit: 1, leaseMs: 60_000 });
    expect(await moved.settle(em(), '', ['1'], { values: ['sent'] })).toEqual(['1']);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'done', note: 'sent', due_at: null });
    expect(await moved.release(em(), '', ['1'], { values: [2, 'late'] })).toEqual([]);
  });
});

describe('a lease run as named prepared statements', () => {
  it('when its verbs run in a transaction, then they act as the bound ones and are kept prepared under the lease name', async () => {
    const names = await em().transactional(async (tem) => {
      const first = await hot.claim(tem, { now: at(2_000), limit: 10, leaseMs: 60_000 });
      expect(first.items.map((i) => i.id)).toEqual(['1', '2']);
      expect(await hot.renew(tem, '', ['1', '2'], at(10 * 60_000))).toEqual(['1', '2']);
      expect(await hot.release(tem, '', ['2'], { retryAt: at(3_000), values: [1, 'busy'] })).toEqual(['2']);
      const again = await hot.claim(tem, { now: at(3_000), limit: 10, leaseMs: 60_000 });
      expect(again.items.map((i) => i.id)).toEqual(['2', '3']);
      return tem.execute<Array<{ name: string }>>(`select name from pg_prepared_statements where name like 'lease_hot_probe_%' order by name`);
    });
    expect(names.map((n) => n.name)).toEqual(['lease_hot_probe_claim', 'lease_hot_probe_release', 'lease_hot_probe_renew']);
  });
});
