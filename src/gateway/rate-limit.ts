import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import type { Orm } from '../db/orm';
import type { Scope } from '../domain/vocabulary';
import { DomainError } from '../shared/errors';

export interface RateLimits {
  consume(workspaceId: string, kind: Scope): Promise<{ limit: number; remaining: number; resetSeconds: number }>;
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Rate limit exceeded; retry in ${retryAfterSeconds} s`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** Per workspace: reads (GET) and writes (POST/PATCH/PUT/DELETE) each in a one-minute window. */
export function createRateLimits(options: {
  readsPerMinute: number;
  writesPerMinute: number;
  store: 'memory' | 'postgres' | 'redis';
  orm?: Orm;
  /** The connection for the `redis` store (ioredis). */
  redis?: Redis;
}): RateLimits {
  const make = (points: number, prefix: string): RateLimiterAbstract => {
    const base = { points, duration: 60, keyPrefix: prefix };
    if (options.store === 'redis' && options.redis) {
      // One atomic INCR with expiry per request, shared by every gateway. While Redis is not
      // ready, each gateway counts in its own memory instead (the insurance limiter) rather
      // than failing requests: limits are per gateway until Redis is back.
      return new RateLimiterRedis({ ...base, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(base) });
    }
    if (options.store === 'postgres' && options.orm) {
      // One upsert per request on `rate_limits`, shared by every gateway. The table is the
      // migrations' (Migration20261127100000_rate_limits: two gateways creating it at start raced,
      // and a lost race failed that limiter for good), so the store creates nothing.
      const knex = options.orm.em.getConnection().getKnex();
      return new RateLimiterPostgres({ ...base, storeClient: knex, storeType: 'knex', tableName: 'rate_limits', tableCreated: true });
    }
    return new RateLimiterMemory(base);
  };
  const limiters = { read: make(options.readsPerMinute, 'rl_read'), write: make(options.writesPerMinute, 'rl_write') };
  return {
    async consume(workspaceId, kind) {
      const limiter = limiters[kind];
      try {
        const res = await limiter.consume(workspaceId);
        return { limit: limiter.points, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
      } catch (rejected) {
        if (rejected instanceof RateLimiterRes) {
          throw new RateLimitedError(Math.max(1, Math.ceil(rejected.msBeforeNext / 1000)));
        }
        throw rejected;
      }
    },
  };
}
