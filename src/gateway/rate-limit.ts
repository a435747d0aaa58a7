import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import type { Orm } from '../db/orm';
import type { Scope } from '../domain/vocabulary';
import { DomainError } from '../shared/errors';

export interface RateLimits {
  consume(workspaceId: string, kind: Scope): Promise<{ limit: number; remaining: number; resetSeconds: number }>;
  /** Makes other limiters on the same store (the sign-in throttle). */
  readonly make: MakeLimiter;
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Rate limit exceeded; retry in ${retryAfterSeconds} s`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** Where a gateway's limiters count: its own memory, PostgreSQL or Redis (RATE_LIMIT_STORE). */
export interface LimiterStore {
  store: 'memory' | 'postgres' | 'redis';
  orm?: Orm;
  /** The connection for the `redis` store (ioredis). */
  redis?: Redis;
}

/** A limiter of `points` per `duration` seconds under `keyPrefix`. */
export type MakeLimiter = (shape: { points: number; duration: number; keyPrefix: string }) => RateLimiterAbstract;

/** Limiters on one store: the API's rate limits and the sign-in throttle count in the same place. */
export function limiterMaker(options: LimiterStore): MakeLimiter {
  return (base) => {
    if (options.store === 'redis' && options.redis) {
      // One atomic INCR with expiry per call, shared by every gateway. While Redis is not
      // ready, each gateway counts in its own memory instead (the insurance limiter) rather
      // than failing requests: limits are per gateway until Redis is back.
      return new RateLimiterRedis({ ...base, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(base) });
    }
    if (options.store === 'postgres' && options.orm) {
      // One upsert per call on `rate_limits`, shared by every gateway. The table is the
      // migrations' (Migration20261127100000_rate_limits: two gateways creating it at start raced,
      // and a lost race failed that limiter for good), so the store creates nothing.
      const knex = options.orm.em.getConnection().getKnex();
      return new RateLimiterPostgres({ ...base, storeClient: knex, storeType: 'knex', tableName: 'rate_limits', tableCreated: true });
    }
    return new RateLimiterMemory(base);
  };
}

/** Per workspace: reads (GET) and writes (POST/PATCH/PUT/DELETE) each in a one-minute window. */
export function createRateLimits(options: LimiterStore & { readsPerMinute: number; writesPerMinute: number }): RateLimits {
  const make = limiterMaker(options);
  const limiters = {
    read: make({ points: options.readsPerMinute, duration: 60, keyPrefix: 'rl_read' }),
    write: make({ points: options.writesPerMinute, duration: 60, keyPrefix: 'rl_write' }),
  };
  return {
    make,
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
