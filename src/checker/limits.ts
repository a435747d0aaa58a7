/**
 * The provider's throughput and concurrency, enforced with bottleneck.
 *
 * Rate: `minTime = 1000 / ratePerSecond`. Bottleneck books each start at
 * `max(now, previous start) + minTime`, so with a backlog the starts form an exact
 * 1/rate grid: timer lateness does not accumulate, the achieved rate stays at the
 * configured one (≥ 97 % measured, never above), and a token-bucket provider with a
 * capacity of one second's worth never sees a burst. A reservoir refreshed every
 * second would instead fire a burst of `rate` at each refresh, which such a provider
 * rejects when the refresh timer and its bucket drift apart.
 *
 * Pauses: `pauseFor(ms)` (after a 429 with Retry-After) sets the reservoir to 0 so no
 * job starts until the pause ends, then lifts it; the grid then resumes, no burst.
 *
 * Cluster-wide limits: when `redisUrl` is set, the limiter keeps its state in Redis
 * (limits-redis.ts) so every checker replica shares one rate and one concurrency; while
 * Redis is unreachable `available()` is false and jobs reject with
 * `LimiterUnavailableError` instead of waiting. A local limiter is always available.
 */
import Bottleneck from 'bottleneck';

import type { Logger } from '../shared/logger';
import { createSharedBottleneck, type SharedBottleneck } from './limits-redis';

export { isLimiterUnavailable, LimiterUnavailableError, redisOptionsFromUrl } from './limits-redis';

export interface LimitsConfig {
  /** Upstream requests in flight at once. */
  maxConcurrent: number;
  /** Upstream requests per second; 0 = no rate limit. */
  ratePerSecond: number;
  /** Share the limiter through Redis (bottleneck's ioredis datastore). */
  redisUrl?: string;
  /** Redis key prefix shared by the replicas. Default `tracker-checker-provider`. */
  limiterId?: string;
}

export interface ScheduleOptions {
  /** 0 (first) - 9 (last); default 5. Retries use a lower number so they do not queue behind fresh work. */
  priority?: number;
}

export interface ProviderLimiter {
  schedule<T>(fn: () => Promise<T>, options?: ScheduleOptions): Promise<T>;
  /** Starts no job for `ms` (extends a running pause, never shortens it). */
  pauseFor(ms: number): void;
  /** Epoch ms until which the limiter is paused (0 when not paused). */
  pausedUntil(): number;
  /** Requests waiting in this process's queue (not yet started). */
  queued(): number;

  /** False while the shared limiter cannot reach Redis (jobs reject at once meanwhile). */
  available(): boolean;
  /** Called with each change of `available()`. */
  onAvailability(fn: (available: boolean) => void): void;
  readonly settings: Readonly<{ maxConcurrent: number; ratePerSecond: number; minTimeMs: number; datastore: 'local' | 'ioredis' }>;
  stop(): Promise<void>;
}

/**
 * Two hot spots of bottleneck 2.19 (its last release, 2019), removed without changing
 * behaviour:
 * - the local datastore yields to the event loop with `setTimeout(0)` on every
 *   operation; Node clamps that to 1 ms, which caps a limiter near 300 jobs/s.
 *   `setImmediate` keeps the same asynchrony without the clamp;
 * - every job triggers about six events, each an async function that first triggers
 *   a "debug" event. With no listener for the event (nor for "debug") the result is
 *   `undefined` anyway, so it is returned at once.
 */
function removeHotSpots(limiter: Bottleneck): void {
  // Neither the datastore nor the event emitter is part of bottleneck's typings.
  const internals = limiter as unknown as {
    _store?: { yieldLoop?: unknown };
    Events?: { _events?: Record<string, unknown[] | undefined>; trigger?: (name: string, ...args: unknown[]) => Promise<unknown> };
  };
  const store = internals._store;
  if (store && typeof store.yieldLoop === 'function') {
    store.yieldLoop = (t = 0): Promise<void> =>
      new Promise((resolve) => (t > 0 ? setTimeout(resolve, t) : setImmediate(resolve)));
  }
  const events = internals.Events;
  const trigger = events?.trigger;
  if (events && typeof trigger === 'function') {
    const idle = Promise.resolve(undefined);
    const none = (name: string): boolean => !events._events?.[name]?.length;
    events.trigger = (name, ...args) => (none(name) && none('debug') ? idle : trigger.call(events, name, ...args));
  }
}

/** An in-process limiter with the same surface as the shared one; always available. */
function localBottleneck(base: Bottleneck.ConstructorOptions, log?: Logger): SharedBottleneck {
  const limiter = new Bottleneck(base);
  removeHotSpots(limiter);
  limiter.on('error', (err: unknown) => log?.error({ err }, 'provider limiter error'));
  return {
    schedule: (options, fn) => limiter.schedule(options, fn),
    // bottleneck's typings say it returns the limiter; it returns a promise of it.
    updateSettings: async (settings) => void (await (limiter.updateSettings(settings) as unknown as Promise<Bottleneck>)),
    queued: () => limiter.queued(),
    available: () => true,
    onAvailability: () => undefined,
    async stop() {
      await limiter.stop({ dropWaitingJobs: true });
    },
  };
}

export async function createProviderLimiter(config: LimitsConfig, log?: Logger): Promise<ProviderLimiter> {
  if (!Number.isInteger(config.maxConcurrent) || config.maxConcurrent < 1) throw new RangeError('maxConcurrent must be an integer ≥ 1');
  if (!(config.ratePerSecond >= 0) || !Number.isFinite(config.ratePerSecond)) throw new RangeError('ratePerSecond must be ≥ 0');
  const minTimeMs = config.ratePerSecond > 0 ? 1000 / config.ratePerSecond : 0;
  const base: Bottleneck.ConstructorOptions = { maxConcurrent: config.maxConcurrent, minTime: minTimeMs };

  const limiter = config.redisUrl
    ? await createSharedBottleneck(base, config.redisUrl, config.limiterId ?? 'tracker-checker-provider', log)
    : localBottleneck(base, log);

  let pausedUntil = 0;
  let resumeTimer: NodeJS.Timeout | undefined;
  const resume = (): void => {
    resumeTimer = undefined;
    const left = pausedUntil - Date.now();
    if (left > 0) {
      resumeTimer = setTimeout(resume, left);
      return;
    }
    pausedUntil = 0;
    void limiter.updateSettings({ reservoir: null }).catch(() => undefined);
  };

  return {
    schedule(fn, options = {}) {
      return limiter.schedule({ priority: options.priority ?? 5 }, fn);
    },
    pauseFor(ms) {
      if (!(ms > 0)) return;
      const until = Date.now() + ms;
      if (until <= pausedUntil) return;
      const wasPaused = pausedUntil > 0;
      pausedUntil = until;
      log?.warn({ pause_ms: Math.round(ms) }, 'provider rate limited: pausing upstream calls');
      if (!wasPaused) void limiter.updateSettings({ reservoir: 0 }).catch(() => undefined);
      resumeTimer ??= setTimeout(resume, ms);
    },
    pausedUntil: () => pausedUntil,
    queued: () => limiter.queued(),
    available: () => limiter.available(),
    onAvailability: (fn) => limiter.onAvailability(fn),
    settings: {
      maxConcurrent: config.maxConcurrent,
      ratePerSecond: config.ratePerSecond,
      minTimeMs,
      datastore: config.redisUrl ? 'ioredis' : 'local',
    },
    async stop() {
      if (resumeTimer) clearTimeout(resumeTimer);
      await limiter.stop();
    },
  };
}
