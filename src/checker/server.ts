/**
 * The checker process: a grpc-js server with ProfileChecker, Scoring, Finder (when its
 * provider is configured) and the standard health service (`grpc.health.v1`), optionally behind a shared token for internal callers.
 */
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';

import { FINDER_SERVICE } from '../grpc/finder-v1';
import { loadTrackerProto } from '../grpc/load-proto';
import { SCORING_SERVICE } from '../grpc/scoring-v1';
import type { Logger } from '../shared/logger';
import { checkerMetrics } from '../shared/metrics/checker-metrics';
import { tokenInterceptor } from './auth-interceptor';
import { DEFAULT_STREAK_LIMIT, DEFAULT_UPSTREAM_RETRY_AFTER_MS } from './check-batch';
import { type CompanyCacheOptions, createCompanyLookup } from './company-lookup';
import { createFinderService, type FinderService, type FinderServiceOptions } from './finder/finder-service';
import { createProviderLimiter, type LimitsConfig, type ProviderLimiter } from './limits';
import type { ProfileSource } from './ports/profile-source';
import { createCheckerHandlers } from './profile-checker-handlers';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import { createScoringHandlers } from './scoring/scoring-handlers';
import { MAX_BATCH_ITEMS } from './validate-request';

export const CHECKER_SERVICE = 'tracker.v1.ProfileChecker';
export { SCORING_SERVICE };
export { FINDER_SERVICE };
/** The services the health service reports ('' is the server as a whole). */
const BASE_HEALTH_SERVICES = ['', CHECKER_SERVICE, SCORING_SERVICE] as const;

export interface StartCheckerOptions {
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  source: ProfileSource;
  /** Provider limits; the checker creates (and on close stops) its limiter. */
  limits: LimitsConfig;
  /** When set, calls must carry `authorization: Bearer <token>` (health excepted). */
  token?: string;
  log: Logger;
  /** Overrides of the retry budget (default 4 retries / 30 s, 250 ms · 2^n capped at 10 s). */
  retry?: Partial<RetryPolicy>;
  /** Items of one batch in progress at once. Default 2 × limits.maxConcurrent. */
  workersPerBatch?: number;
  /** Consecutive upstream failures that end a batch with UNAVAILABLE. Default 5. */
  upstreamStreakLimit?: number;
  /** Minimum retry-after-ms sent with UNAVAILABLE. Default 60 s. */
  upstreamRetryAfterMs?: number;
  /** Default 1,000. */
  maxBatchItems?: number;
  companyCache?: CompanyCacheOptions;
  /** Close the source when the checker closes. Default true. */
  closeSource?: boolean;
  /** The finder's provider: serves `tracker.v1.Finder` under its own limiter (closed with the checker). */
  finder?: FinderServiceOptions;
}

export interface CheckerHandle {
  port: number;
  /** host:port to give to `createCheckerClient`. */
  address: string;
  limiter: ProviderLimiter;
  /** The finder provider's limiter, when the Finder service is served. */
  finderLimiter: ProviderLimiter | null;
  health: HealthImplementation;
  close(): Promise<void>;
}

export const SERVER_OPTIONS: grpc.ServerOptions = {
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 10_000,
};

export async function startChecker(options: StartCheckerOptions): Promise<CheckerHandle> {
  const { port = 0, host = '127.0.0.1', source, log } = options;
  const limiter = await createProviderLimiter(options.limits, log);
  const unwatchLimiter = checkerMetrics.watchLimiter(() => limiter.queued());
  const upstream = { limiter, policy: { ...DEFAULT_RETRY_POLICY, ...options.retry }, log };
  const upstreamRetryAfterMs = options.upstreamRetryAfterMs ?? DEFAULT_UPSTREAM_RETRY_AFTER_MS;
  // Closing ends every call in flight at once (batches, GetCompany, the Finder's): waiting for them would
  // keep checking (and, with the provider stopping beside it, retrying a dead one) past a stop's deadline.
  const stopping = new AbortController();
  const handlers = createCheckerHandlers({
    batch: { ...upstream, source },
    batchOptions: {
      workers: options.workersPerBatch ?? 2 * options.limits.maxConcurrent,
      streakLimit: options.upstreamStreakLimit ?? DEFAULT_STREAK_LIMIT,
      upstreamRetryAfterMs,
    },
    maxBatchItems: options.maxBatchItems ?? MAX_BATCH_ITEMS,
    company: createCompanyLookup(source, upstream, options.companyCache, stopping.signal),
    upstreamRetryAfterMs,
    log,
    stopping: stopping.signal,
  });

  const finder = options.finder ? await startFinder(options.finder, { policy: upstream.policy, upstreamRetryAfterMs, log, stopping: stopping.signal }, limiter) : null;
  const healthServices = finder ? [...BASE_HEALTH_SERVICES, FINDER_SERVICE] : BASE_HEALTH_SERVICES;

  const server = new grpc.Server({
    ...SERVER_OPTIONS,
    ...(options.token ? { interceptors: [tokenInterceptor(options.token)] } : {}),
  });
  const proto = loadTrackerProto();
  server.addService(proto.ProfileChecker.service, handlers);
  server.addService(proto.Scoring.service, createScoringHandlers({ log }));
  if (finder) server.addService(proto.Finder.service, finder.handlers);
  const health = new HealthImplementation(Object.fromEntries(healthServices.map((name) => [name, 'SERVING'])));
  health.addToServer(server);
  let closed = false;
  // A checker whose shared limiter lost Redis can check nothing: it says so until Redis is back.
  limiter.onAvailability((available) => {
    if (closed) return;
    for (const name of healthServices) health.setStatus(name, available ? 'SERVING' : 'NOT_SERVING');
  });

  const hostPort = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.bindAsync(hostPort, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p)));
  }).catch(async (err: unknown) => {
    await limiter.stop();
    await finder?.close();
    throw err;
  });
  const address = `${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  log.info({ address, auth: Boolean(options.token), limits: limiter.settings, finder_limits: finder?.limiter.settings ?? null }, 'checker listening');

  let closing: Promise<void> | undefined;
  return {
    port: boundPort,
    address,
    limiter,
    finderLimiter: finder?.limiter ?? null,
    health,
    close() {
      closing ??= (async () => {
        closed = true;
        for (const name of healthServices) health.setStatus(name, 'NOT_SERVING');
        stopping.abort(new Error('checker shutting down'));
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => server.forceShutdown(), 5_000);
          server.tryShutdown(() => {
            clearTimeout(force);
            resolve();
          });
        });
        unwatchLimiter();
        await limiter.stop();
        await finder?.close();
        if (options.closeSource !== false) await source.close?.();
      })();
      return closing;
    },
  };
}

/** The Finder service, or (when its limiter cannot start) nothing started: the profile limiter is stopped too. */
async function startFinder(options: FinderServiceOptions, deps: Parameters<typeof createFinderService>[1], limiter: ProviderLimiter): Promise<FinderService> {
  try {
    return await createFinderService(options, deps);
  } catch (err) {
    await limiter.stop();
    throw err;
  }
}
