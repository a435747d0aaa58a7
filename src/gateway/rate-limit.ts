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
  const make = (points: number, prefix: string): { limiter: RateLimiterAbstract; ready: Promise<void> } => {
    const base = { points, duration: 60, keyPrefix: prefix };
    if (options.store === 'redis' && options.redis) {
      // One atomic INCR with expiry per request, shared by every gateway. While Redis is not
      // ready, each gateway counts in its own memory instead (the insurance limiter) rather
      // than failing requests: limits are per gateway until Redis is back.
      const limiter = new RateLimiterRedis({ ...base, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(base) });
      return { limiter, ready: Promise.resolve() };
    }
    if (options.store === 'postgres' && options.orm) {
      const knex = options.orm.em.getConnection().getKnex();
      // The Postgres store creates its table asynchronously and refuses every call until then;
      // requests wait for it instead of failing (and a failed creation is reported, not unhandled).
      let limiter!: RateLimiterAbstract;
      const ready = new Promise<void>((resolve, reject) => {
        limiter = new RateLimiterPostgres(
          { ...base, storeClient: knex, storeType: 'knex', tableName: 'rate_limits' },
          (err?: unknown) => (err ? reject(err) : resolve()),
        );
      });
      ready.catch(() => {});
      return { limiter, ready };
    }
    return { limiter: new RateLimiterMemory(base), ready: Promise.resolve() };
  };
  const limiters = { read: make(options.readsPerMinute, 'rl_read'), write: make(options.writesPerMinute, 'rl_write') };
  return {
    async consume(workspaceId, kind) {
      const { limiter, ready } = limiters[kind];
      await ready;
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
