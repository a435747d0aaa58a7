/**
 * The provider limiter shared through Redis: one rate for every replica, and Redis loss: batches fail fast (classified `upstream`)
 * and health says NOT_SERVING while Redis is gone; when it comes back empty the limiter
 * registers its settings again and checks work, with no checker restart.
 */
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProviderLimiter, LimiterUnavailableError } from '../../../src/checker/limits';
import { CheckerError } from '../../../src/grpc/clients/checker-client';
import { type Harness, healthClient, startHarness } from '../../integration/checker/harness';
import { waitFor } from '../../support/processes';
import { type RedisServer, startRedisServer } from '../../support/redis-server';

const statusOf = async (address: string): Promise<string> => {
  const health = healthClient(address);
  try {
    return ((await health.check('tracker.v1.ProfileChecker')) as { status: string }).status;
  } finally {
    health.close();
  }
};

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
    // 20 starts at 20/s between two replicas: 19 gaps of 50 ms (two unshared limiters would take half
    // that). Starts are observed in Node after Redis grants them, so a loaded event loop can deliver the
    // first grant late and shorten the observed span by a few per cent: allow 5 %.
    expect(last - first).toBeGreaterThanOrEqual(19 * 50 * 0.95);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('when Redis is killed and restarted empty, then jobs reject at once meanwhile and run again afterwards', async () => {
    const limiter = await createProviderLimiter({ maxConcurrent: 2, ratePerSecond: 50, redisUrl: redis.url, limiterId: 'loss-unit' });
    const seen: boolean[] = [];
    limiter.onAvailability((up) => seen.push(up));
    try {
      await expect(limiter.schedule(async () => 'before')).resolves.toBe('before');
      // A job parked behind a long one when Redis dies must not wait for Redis to return.
      const parked = limiter.schedule(() => new Promise((r) => setTimeout(r, 400))).catch(() => undefined);
      const waiting = limiter.schedule(async () => 'never').then(
        () => 'ran',
        (err: unknown) => err,
      );
      await redis.kill9();
      await waitFor('limiter unavailable', () => (limiter.available() ? undefined : true), 5_000, 20);
      expect(await waiting).toBeInstanceOf(LimiterUnavailableError);
      await parked;
      const started = Date.now();
      await expect(limiter.schedule(async () => 'during')).rejects.toBeInstanceOf(LimiterUnavailableError);
      expect(Date.now() - started).toBeLessThan(100);

      await redis.restart();
      await waitFor('limiter available', () => (limiter.available() ? true : undefined), 10_000, 50);
      const after = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.schedule(async () => i)));
      expect(after).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(seen).toEqual([false, true]);
    } finally {
      await limiter.stop();
    }
  });

  describe('in a checker', () => {
    let h: Harness;

    beforeAll(async () => {
      h = await startHarness({ limits: { maxConcurrent: 4, ratePerSecond: 100, redisUrl: redis.url, limiterId: 'loss-checker' } });
    });
    afterAll(async () => {
      await h.close();
    });

    it('when Redis stops, then health is NOT_SERVING and a batch fails fast as upstream; when it is back, health is SERVING and checks succeed', async () => {
      expect(await statusOf(h.checker.address)).toBe('SERVING');
      const before = await h.check(h.refs(5));
      expect(before.error).toBeUndefined();

      await redis.kill9();
      await waitFor('NOT_SERVING', async () => ((await statusOf(h.checker.address)) === 'NOT_SERVING' ? true : undefined), 5_000, 50);
      const started = Date.now();
      const during = await h.check(h.refs(20, 5));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(during.error).toBeInstanceOf(CheckerError);
      const err = during.error as CheckerError;
      expect(err.grpcCode).toBe(grpc.status.UNAVAILABLE);
      expect(err.code).toBe('upstream');
      expect(err.retryAfterMs).toBeGreaterThan(0);

      await redis.restart();
      await waitFor('SERVING', async () => ((await statusOf(h.checker.address)) === 'SERVING' ? true : undefined), 10_000, 50);
      const after = await h.check(h.refs(20, 25));
      expect(after.error).toBeUndefined();
      expect(after.results).toHaveLength(20);
      expect(after.results.every((r) => r.outcome !== 'failure')).toBe(true);
    });
  });
});
