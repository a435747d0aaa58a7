import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProviderLimiter } from '../../../src/checker/limits';
import { type RedisServer, startRedisServer } from '../../support/redis-server';

describe('createProviderLimiter with REDIS_URL', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('when two checkers share one Redis, then together they keep one rate and one concurrency', async () => {
    const config = { maxConcurrent: 2, ratePerSecond: 20, redisUrl: redis.url, limiterId: 'limits-redis-test' };
    const a = await createProviderLimiter(config);
    const b = await createProviderLimiter(config);
    expect(a.settings.datastore).toBe('ioredis');
    let running = 0;
    let peak = 0;
    const starts: number[] = [];
    const job = async (): Promise<void> => {
      starts.push(Date.now());
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 30));
      running--;
    };
    try {
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).schedule(job)));
    } finally {
      await a.stop();
      await b.stop();
    }
    starts.sort((x, y) => x - y);
    const first = starts[0] ?? 0;
    const last = starts[starts.length - 1] ?? 0;
    // 20 starts at 20/s between two replicas: 19 gaps of 50 ms, never faster (a few ms of Redis round trips aside).
    expect(last - first).toBeGreaterThanOrEqual(19 * 50 - 20);
    expect(peak).toBeLessThanOrEqual(2);
  });
});
