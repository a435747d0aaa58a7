import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defineLease } from '../../../src/core/lease';
import type { Orm } from '../../../src/db/orm';
import { createTestDatabase } from '../../support/database';

/** The lease verbs one by one, on a table of their own in a real PostgreSQL. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const t0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const probe = defineLease<{ id: string; label: string }>({
  name: 'probe',
  table: 'lease_probe',
  key: 'id',
  keyType: 'bigint',
  due: 'due_at',
  until: 'leased_until',
  owner: 'lease_owner',
  attempts: 'attempts',
  order: 't.due_at, t.id',
  filter: 't.dead_at is null and t.queue = ?',
  onSettle: 'delete',
  dead: { maxAttempts: 3, set: 'dead_at = now()' },
  returning: 'c.id::text as id, c.label',
});

const em = () => orm.em.fork() as EntityManager;
const rows = () =>
  em().execute<Array<{ id: string; label: string; attempts: number; leased_until: Date | null; lease_owner: string | null; due_at: Date; dead_at: Date | null }>>(
    'select * from lease_probe order by id',
  );
const claim = (now: Date, limit = 10, leaseMs = 60_000) => probe.claim(em(), { now, limit, leaseMs, where: ['q'] });

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
  await em().execute(`create table lease_probe (
    id bigserial primary key, queue text not null, label text not null, due_at timestamptz not null,
    leased_until timestamptz, lease_owner uuid, attempts int not null default 0, dead_at timestamptz)`);
});
afterAll(() => db?.drop());
beforeEach(async () => {
  await em().execute('truncate lease_probe restart identity');
  await em().execute(
    `insert into lease_probe (queue, label, due_at) select 'q', 'job ' || n, ?::timestamptz + (n || ' seconds')::interval from generate_series(1, 20) n`,
    [t0.toISOString()],
  );
});

describe('the lease verbs', () => {
  it('when two workers claim at once on two connections, then no row is handed out twice and only due rows of the queue go out', async () => {
    await em().execute(`insert into lease_probe (queue, label, due_at) values ('other', 'elsewhere', ?)`, [t0.toISOString()]);
    const now = at(60_000);
    // Each worker holds its claim open in its own transaction while the other claims.
    const worker = () => em().transactional(async (tem) => {
      const got = await probe.claim(tem, { now, limit: 8, leaseMs: 60_000, where: ['q'] });
      await tem.execute('select pg_sleep(0.2)');
      return got;
    });
    const [a, b] = await Promise.all([worker(), worker()]);
    const ids = [...a.items, ...b.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(16);
    expect(a.owner).not.toBe(b.owner);
    expect(ids.map((id) => Number(id)).every((id) => id <= 20)).toBe(true);
    const stored = await rows();
    expect(stored.filter((r) => r.lease_owner === a.owner).map((r) => r.id).sort()).toEqual(a.items.map((i) => i.id).sort());
  });

  it('when rows are not due yet, then they are not claimed', async () => {
    const got = await claim(at(5_500));
    expect(got.items.map((i) => i.label)).toEqual(['job 1', 'job 2', 'job 3', 'job 4', 'job 5']);
  });

  it('when a claim is renewed, then it outlives its first expiry and another worker cannot take it', async () => {
    const first = await claim(at(1_000), 1);
    const renewed = await probe.renew(em(), first.owner, first.items.map((i) => i.id), at(5 * 60_000));
    expect(renewed).toEqual(['1']);
    expect((await claim(at(2 * 60_000), 1)).items.map((i) => i.id)).toEqual(['2']);
  });

  it('when a worker renews a row it no longer owns, then nothing is renewed', async () => {
    const first = await claim(at(1_000), 1);
    const second = await claim(at(2 * 60_000), 1);
    expect(second.items.map((i) => i.id)).toEqual(['1']);
    expect(await probe.renew(em(), first.owner, ['1'], at(10 * 60_000))).toEqual([]);
  });

  it('when a lease expires, then another worker claims the row again and the attempt counts', async () => {
    const first = await claim(at(1_000), 1);
    expect((await claim(at(30_000), 1)).items.map((i) => i.id), 'still held').toEqual(['2']);
    const again = await claim(at(1_000 + 60_000), 1);
    expect(again.items.map((i) => i.id)).toEqual(['1']);
    expect(again.owner).not.toBe(first.owner);
    const [row] = await rows();
    expect(row!.attempts).toBe(2);
    expect(row!.lease_owner).toBe(again.owner);
    expect(await probe.settle(em(), first.owner, ['1']), 'the expired owner cannot settle').toEqual([]);
  });

  it('when a row is released with a retry-at, then it is due again at that time and not before', async () => {
    const first = await claim(at(1_000), 1);
    expect(await probe.release(em(), first.owner, ['1'], { retryAt: at(10 * 60_000) })).toEqual(['1']);
    const [row] = await rows();
    expect(row!.leased_until).toBeNull();
    expect(row!.lease_owner).toBeNull();
    expect(new Date(row!.due_at).toISOString()).toBe(at(10 * 60_000).toISOString());
    expect((await claim(at(2_000), 1)).items.map((i) => i.id)).toEqual(['2']);
    const later = (await claim(at(10 * 60_000), 20)).items.map((i) => i.id);
    expect(later.at(-1), 'due last, so handed out last').toBe('1');
  });

  it('when a row is released uncounted, then its attempt is taken back and it is due at once', async () => {
    const first = await claim(at(1_000), 1);
    await probe.release(em(), first.owner, ['1'], { uncount: true });
    const [row] = await rows();
    expect(row!.attempts).toBe(0);
    expect((await claim(at(1_000), 1)).items.map((i) => i.id)).toEqual(['1']);
  });

  it('when a row was claimed the maximum number of times, then the next claim marks it dead instead of handing it out', async () => {
    for (let n = 1; n <= 3; n++) {
      const got = await claim(at(n * 120_000), 1);
      expect(got.items.map((i) => i.id)).toEqual(['1']);
      // The worker dies: the lease expires.
    }
    const next = await claim(at(4 * 120_000), 1);
    expect(next.items, 'the dead row is not handed out').toEqual([]);
    const [row] = await rows();
    expect(row!.dead_at).not.toBeNull();
    expect(row!.attempts).toBe(3);
    expect((await claim(at(5 * 120_000), 1)).items.map((i) => i.id)).toEqual(['2']);
  });

  it('when a row is settled, then it is gone and only its owner could settle it', async () => {
    const first = await claim(at(1_000), 2);
    expect(await probe.settle(em(), '00000000-0000-0000-0000-000000000000', ['1'])).toEqual([]);
    expect(await probe.settle(em(), first.owner, ['1'])).toEqual(['1']);
    expect((await rows()).map((r) => r.id)).not.toContain('1');
  });

  it('when a new leader sweeps, then every held row goes back at once', async () => {
    await claim(at(3_000), 3);
    expect(await probe.sweep(em())).toBe(3);
    expect((await claim(at(3_000), 3)).items.map((i) => i.id)).toEqual(['1', '2', '3']);
  });
});
