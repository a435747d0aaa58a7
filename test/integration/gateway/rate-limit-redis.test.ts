import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadGatewayConfig } from '../../../src/config/env';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { type RedisServer, startRedisServer } from '../../support/redis-server';

const READS = 20;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let redis: RedisServer;
let gateways: AppOnDatabase[];

beforeAll(async () => {
  db = await createTestDatabase();
  redis = await startRedisServer();
  const env = { RATE_LIMIT_STORE: 'redis', REDIS_URL: redis.url, RATE_LIMIT_READS_PER_MIN: String(READS) };
  gateways = await Promise.all([startAppOnDatabase(db.orm, { env }), startAppOnDatabase(db.orm, { env })]);
}, 120_000);

afterAll(async () => {
  await Promise.all((gateways ?? []).map((g) => g.close()));
  await redis?.stop();
  await db?.drop();
});

const me = (gateway: AppOnDatabase, key: string) => api(gateway.baseUrl, 'GET', '/me', { key });

describe('the redis rate-limit store', () => {
  it('when two gateways share one Redis, then the workspace budget is one: the reads after it are 429 on either gateway', async () => {
    const ws = await seedWorkspace(gateways[0]!.services);
    const statuses: number[] = [];
    for (let i = 0; i < READS; i++) statuses.push((await me(gateways[i % 2]!, ws.readKey)).status);

    const over = await Promise.all(gateways.map((g) => me(g, ws.readKey)));

    expect(statuses).toEqual(Array(READS).fill(200));
    expect(over.map((r) => r.status)).toEqual([429, 429]);
    expect(over.map((r) => r.body.error?.code)).toEqual(['rate_limited', 'rate_limited']);
  });

  it('when Redis goes away, then each gateway keeps answering and counts in its own memory; when it is back, the budget is shared again', async () => {
    const ws = await seedWorkspace(gateways[0]!.services);
    await redis.kill9();
    try {
      // Down: each gateway has a budget of its own (nothing is a 5xx, nothing hangs).
      for (const g of gateways) {
        const statuses: number[] = [];
        for (let i = 0; i < READS; i++) statuses.push((await me(g, ws.readKey)).status);
        expect(statuses).toEqual(Array(READS).fill(200));
        expect((await me(g, ws.readKey)).status).toBe(429);
      }
    } finally {
      await redis.restart();
    }
    // ioredis reconnects within a second; until then each gateway's memory budget answers.
    let shared = false;
    for (let attempt = 0; attempt < 50 && !shared; attempt++) {
      const fresh = await seedWorkspace(gateways[0]!.services);
      await me(gateways[0]!, fresh.readKey);
      shared = (await me(gateways[1]!, fresh.readKey)).headers.get('x-ratelimit-remaining') === String(READS - 2);
      if (!shared) await new Promise((r) => setTimeout(r, 200));
    }
    expect(shared, 'one budget across the gateways once Redis is back').toBe(true);
  });

  it('when RATE_LIMIT_STORE is redis without REDIS_URL, then the configuration is refused naming both', () => {
    expect(() => loadGatewayConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE.*REDIS_URL/);
  });
});
