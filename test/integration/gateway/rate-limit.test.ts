import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getSettings } from '../../../src/core/settings/settings.service';
import { createRateLimits } from '../../../src/gateway/rate-limit';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { createTestDatabase } from '../../support/database';
import { api, type ApiResponse, errorCode } from '../../support/http';

const READS = 5;
const WRITES = 3;

function expectRateLimited(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(errorCode(res)).toBe('rate_limited');
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter, 'Retry-After header').toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
}

describe.each(['memory', 'postgres'] as const)('rate limits with the %s store', (store) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_READS_PER_MIN: String(READS), RATE_LIMIT_WRITES_PER_MIN: String(WRITES), RATE_LIMIT_STORE: store },
    });
  });
  afterAll(() => app.close());

  const get = (ws: SeededWorkspace, key = ws.readKey) => api(app.baseUrl, 'GET', '/settings', { key });
  const patch = (ws: SeededWorkspace, name: string) =>
    api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { name } });

  it('when a workspace makes its 6th read within a minute, then 429 rate_limited with Retry-After', async () => {
    const ws = await seedWorkspace(app.services);
    const remaining: string[] = [];
    for (let i = 0; i < READS; i++) {
      const ok = await get(ws);
      expect(ok.status, `read ${i + 1}`).toBe(200);
      expect(ok.headers.get('x-ratelimit-limit')).toBe(String(READS));
      remaining.push(ok.headers.get('x-ratelimit-remaining') ?? '');
    }

    const sixth = await get(ws);

    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    expectRateLimited(sixth);
  });

  it('when the reads are used up, then writes still work until their own budget of 3 is spent', async () => {
    const ws = await seedWorkspace(app.services, { name: 'Before Limit' });
    for (let i = 0; i < READS; i++) expect((await get(ws)).status).toBe(200);
    expectRateLimited(await get(ws));

    const writes: number[] = [];
    for (let i = 1; i <= WRITES; i++) writes.push((await patch(ws, `Within Limit ${i}`)).status);
    const fourth = await patch(ws, 'Over Limit');

    expect(writes).toEqual([200, 200, 200]);
    expectRateLimited(fourth);
    const settings = await getSettings(app.services, ws.id);
    expect(settings.name).toBe(`Within Limit ${WRITES}`);
  });

  it('when writes are used up, then reads still have their own budget', async () => {
    const ws = await seedWorkspace(app.services);
    for (let i = 1; i <= WRITES; i++) expect((await patch(ws, `Write ${i}`)).status).toBe(200);
    expectRateLimited(await patch(ws, 'One Too Many'));

    const read = await get(ws);

    expect(read.status).toBe(200);
    expect(read.body.name).toBe(`Write ${WRITES}`);
  });

  it('when a request is refused with 429, then it changed nothing', async () => {
    const ws = await seedWorkspace(app.services, { name: 'Untouched' });
    for (let i = 0; i < WRITES; i++) {
      expect((await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { chat_dm_owners: false } })).status).toBe(200);
    }
    const before = await getSettings(app.services, ws.id);

    const refused = await api(app.baseUrl, 'PATCH', '/settings', {
      key: ws.writeKey,
      body: { name: 'Changed Anyway', refresh_cadence: 'monthly', refresh_day: 20, chat_dm_owners: true },
    });

    expectRateLimited(refused);
    expect(await getSettings(app.services, ws.id)).toStrictEqual(before);
    expect(before.name).toBe('Untouched');
  });

  it('when one workspace is over its limits, then another workspace is unaffected', async () => {
    const busy = await seedWorkspace(app.services, { name: 'Busy Co' });
    const quiet = await seedWorkspace(app.services, { name: 'Quiet Co' });
    for (let i = 0; i < READS; i++) await get(busy);
    for (let i = 0; i < WRITES; i++) await patch(busy, `Busy ${i}`);
    expectRateLimited(await get(busy));
    expectRateLimited(await patch(busy, 'Busy again'));

    const quietRead = await get(quiet);
    const quietWrite = await patch(quiet, 'Quiet Renamed');

    expect(quietRead.status).toBe(200);
    expect(quietWrite.status).toBe(200);
    expect(quietWrite.body.name).toBe('Quiet Renamed');
  });

  it('when two keys of the same workspace read, then they share the workspace budget', async () => {
    const ws = await seedWorkspace(app.services);
    for (let i = 0; i < 3; i++) expect((await get(ws, ws.readKey)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await get(ws, ws.writeKey)).status).toBe(200);

    expectRateLimited(await get(ws, ws.readKey));
    expectRateLimited(await api(app.baseUrl, 'GET', '/me', { key: ws.writeKey }));
  });
});

describe('the postgres store at start-up', () => {
  it('when a gateway starts on a migrated database, then its first requests are counted on the migrations\' table', async () => {
    const db = await createTestDatabase();
    try {
      const limits = createRateLimits({ readsPerMinute: 2, writesPerMinute: 1, store: 'postgres', orm: db.orm });

      const first = await limits.consume('00000000-0000-4000-8000-000000000001', 'read');
      const second = await limits.consume('00000000-0000-4000-8000-000000000001', 'read');
      const write = await limits.consume('00000000-0000-4000-8000-000000000001', 'write');

      expect(first).toMatchObject({ limit: 2, remaining: 1 });
      expect(second).toMatchObject({ limit: 2, remaining: 0 });
      expect(write).toMatchObject({ limit: 1, remaining: 0 });
      await expect(limits.consume('00000000-0000-4000-8000-000000000001', 'read')).rejects.toMatchObject({
        status: 429,
        code: 'rate_limited',
      });
      const columns = await db.orm.em
        .getConnection()
        .execute<Array<{ column_name: string }>>(`select column_name from information_schema.columns where table_name = 'rate_limits' order by ordinal_position`);
      expect(columns.map((c) => c.column_name)).toEqual(['key', 'points', 'expire']);
    } finally {
      await db.drop();
    }
  });

  it('when eight gateways start at once and take their first requests together, then none fails and they share one count', async () => {
    // Each gateway's two limiters used to run CREATE TABLE IF NOT EXISTS at start; a lost race
    // (42P07 / 42710, which the store did not forgive) failed that limiter for good: every read or
    // every write on that gateway was a 500 (test/cluster: 300 of 600 reads through two gateways).
    const db = await createTestDatabase();
    try {
      const gateways = Array.from({ length: 8 }, () => createRateLimits({ readsPerMinute: 40, writesPerMinute: 40, store: 'postgres', orm: db.orm }));
      const workspace = '00000000-0000-4000-8000-000000000002';

      const results = await Promise.allSettled(gateways.flatMap((g) => [g.consume(workspace, 'read'), g.consume(workspace, 'write')]));

      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const remaining = results.map((r) => (r as PromiseFulfilledResult<{ remaining: number }>).value.remaining).sort((a, b) => a - b);
      expect(remaining).toEqual([32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38, 38, 39, 39]);
    } finally {
      await db.drop();
    }
  });
});
