import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Express } from 'express';
import { Redis } from 'ioredis';

import { redisOptionsFromUrl } from '../checker/limits-redis';
import { type GatewayConfig, loadGatewayConfig } from '../config/env';
import { attachCredentialCache, CredentialCache } from '../core/auth/credential-cache';
import type { Services } from '../core/context';
import { databaseReachable } from '../core/health/database-health';
import { attachMeCache, MeCache } from '../core/me/me-cache';
import { createApp } from '../gateway/app';
import { createMetrics, type Metrics } from '../gateway/metrics';
import { createRateLimits } from '../gateway/rate-limit';
import type { RouteDef } from '../gateway/route-table';
import { type McpMountOptions, mountMcp } from '../mcp/mount';
import { signInGuardOf } from '../mcp/sign-in-guard';
import { createHardenedServer, guardedListener, type HttpLimits } from '../shared/http/hardened-server';
import { dbMetrics } from '../shared/metrics/db-metrics';
import { type MetricsListener, startMetricsListener } from '../shared/metrics/metrics-listener';
import { warmUp } from './gateway-warm-up';

export interface GatewayOptions {
  /** The gateway section (TRUST_PROXY, BODY_LIMIT, RATE_LIMIT_*); parsed from the environment when absent. */
  config?: GatewayConfig;
  /** Where to listen; `services.env` HOST and PORT when absent. */
  host?: string;
  port?: number;
  routes?: RouteDef[];
  /**
   * Mount the MCP endpoint and OAuth server (default true); `{ endpointRateLimit: false }` for tests
   * that hammer OAuth, `signInLimits` for tests of the sign-in throttle.
   */
  mcp?: boolean | Pick<McpMountOptions, 'endpointRateLimit' | 'signInLimits'>;
  /** Node's keep-alive timeout for idle client connections (benches keep connections open longer). */
  keepAliveTimeoutMs?: number;
  /** On a fixed port: called once everything is built; listen when it resolves (a standby gateway waits there). */
  listenWhen?: () => Promise<void>;
}

export interface RunningGateway {
  server: Server;
  /** The Express app behind the server's request listener (which refuses bad shapes first); for route walks. */
  app: Express;
  /** Where this server listens, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The public root: PUBLIC_BASE_URL, else `url` (with localhost for an all-interfaces bind). */
  rootUrl: string;
  /** `${url}/v1` */
  baseUrl: string;
  /** The MCP endpoint (streamable HTTP); empty when MCP is not mounted. */
  mcpUrl: string;
  /** The metrics listener (/metrics, /healthz, /readyz) on METRICS_PORT; empty when it is 0. */
  metricsUrl: string;
  close(): Promise<void>;
}

/** The transport limits of the gateway section (docs/operations.md, "HTTP transport limits"). */
export function gatewayHttpLimits(config: GatewayConfig): HttpLimits {
  return {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxHeaderBytes: config.HTTP_MAX_HEADER_BYTES,
    maxConnections: config.HTTP_MAX_CONNECTIONS,
  };
}

/** The API-key cache of this gateway (none with a TTL of 0), listening for revocations before the first request. */
async function startCredentialCache(services: Services, ttlMs: number): Promise<CredentialCache | null> {
  if (ttlMs === 0) return null;
  const cache = new CredentialCache(services.orm.config.get('clientUrl')!, services.log, { ttlMs, maxEntries: 10_000 });
  attachCredentialCache(services.orm, cache);
  await cache.start();
  return cache;
}

/**
 * The Redis connection of the `redis` rate-limit store: commands fail at once while it is down
 * (the limiter then counts in memory) and it reconnects by itself every ≤ 1 s.
 */
function rateLimitRedis(services: Services, config: GatewayConfig): Redis | undefined {
  if (config.RATE_LIMIT_STORE !== 'redis' || !config.REDIS_URL) return undefined;
  const redis = new Redis({
    ...redisOptionsFromUrl(config.REDIS_URL),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) services.log.warn({ err: err.message }, 'rate-limit Redis unreachable: each gateway counts in memory until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) services.log.info('rate-limit Redis back');
    down = false;
  });
  return redis;
}

function urlOf(host: string, port: number): string {
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `bind` until it does not fail with EADDRINUSE, for up to `retryForMs`: a standby taking
 * over from a gateway that just died may find its ports still held for a moment.
 */
async function retryInUse<T>(bind: () => Promise<T>, retryForMs: number): Promise<T> {
  const deadline = Date.now() + retryForMs;
  for (;;) {
    try {
      return await bind();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() >= deadline) throw err;
      await delay(25);
    }
  }
}

/** Listens on host:port (EADDRINUSE retried for up to `retryForMs`, see `retryInUse`). */
function listen(server: Server, host: string, port: number, retryForMs = 0): Promise<void> {
  // Each failed try takes its own listeners back (a callback given to listen() would stay behind on every retry).
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => {
        server.off('listening', onListening);
        reject(err);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve();
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, host);
    });
  return retryInUse(once, retryForMs);
}

/**
 * The gateway's Prometheus metrics on its own listener (METRICS_PORT, as the scheduler and the
 * checker do), never on the API port: request counts and latencies by route are not for clients.
 * /readyz there follows the database, like the API port's. Only the serving gateway binds it: a
 * standby under `npm start` binds it when it takes over (docs/operations.md, "Metrics").
 */
async function gatewayMetricsListener(
  services: Services,
  config: GatewayConfig,
  metrics: Metrics,
  retryForMs: number,
): Promise<MetricsListener | undefined> {
  if (!config.METRICS_PORT) return undefined;
  const bind = () =>
    startMetricsListener({
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      // The database path's conflict retries (one set per process) beside the gateway's own instruments.
      registries: [metrics.registry, dbMetrics.registry],
      ready: () => databaseReachable(services),
    });
  const listener = await retryInUse(bind, retryForMs);
  services.log.info({ url: listener.url }, 'gateway metrics listening');
  return listener;
}

/**
 * The gateway (REST API, MCP and OAuth, health, metrics) on an HTTP server: what `npm start`,
 * the `gateway` role, the test supports and the benches all run. The OAuth issuer (and so the
 * MCP mount) needs the root URL, so on port 0 it listens first to learn its port; on a fixed
 * port it builds everything first and listens when `listenWhen` resolves (a standby gateway
 * waits there, fully loaded, until its supervisor hands it the port).
 */
export async function startGateway(services: Services, options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = options.config ?? loadGatewayConfig();
  const redis = rateLimitRedis(services, config);
  const rateLimits = createRateLimits({
    readsPerMinute: config.RATE_LIMIT_READS_PER_MIN,
    writesPerMinute: config.RATE_LIMIT_WRITES_PER_MIN,
    store: config.RATE_LIMIT_STORE,
    orm: services.orm,
    ...(redis ? { redis } : {}),
  });
  const credentials = await startCredentialCache(services, config.CREDENTIAL_CACHE_TTL_MS);
  if (config.ME_CACHE_TTL_MS > 0) attachMeCache(services.orm, new MeCache(config.ME_CACHE_TTL_MS));
  const host = options.host ?? services.env.HOST;
  const port = options.port ?? services.env.PORT;
  const server = createHardenedServer(gatewayHttpLimits(config));
  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  if (port === 0) await listen(server, host, 0);
  const url = urlOf(host, port === 0 ? (server.address() as AddressInfo).port : port);
  const rootUrl = services.env.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? url;
  const mcp = options.mcp ?? true;
  let mcpUrl = '';
  const metrics = createMetrics();
  const app = createApp({
    services,
    config,
    rateLimits,
    metrics,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(mcp
      ? {
          mount: (root) => {
            const allowed = { hosts: config.MCP_ALLOWED_HOSTS, origins: config.MCP_ALLOWED_ORIGINS };
            mcpUrl = mountMcp(root, { services, rateLimits, rootUrl: url, allowed, ...(mcp === true ? {} : mcp) }).mcpUrl;
          },
        }
      : {}),
  });
  // The sign-in throttle counts where the rate limits do (when the MCP mount has not made it already).
  signInGuardOf(services, { make: rateLimits.make });
  server.on(
    'request',
    guardedListener(app, (err) => {
      const errorId = randomUUID();
      services.log.error({ err, errorId }, 'request failed outside the error middleware');
      return errorId;
    }),
  );
  const retryForMs = options.listenWhen ? 5_000 : 0;
  let metricsListener: MetricsListener | undefined;
  const close = async () => {
    await Promise.all([
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
      metricsListener?.close(),
    ]);
    await credentials?.close();
    redis?.disconnect();
  };
  try {
    if (!server.listening) {
      if (options.listenWhen) await warmUp(server, services);
      await options.listenWhen?.();
      await listen(server, host, port, retryForMs);
    }
    metricsListener = await gatewayMetricsListener(services, config, metrics, retryForMs);
  } catch (err) {
    await close();
    throw err;
  }
  return { server, app, url, rootUrl, baseUrl: `${url}/v1`, mcpUrl, metricsUrl: metricsListener?.url ?? '', close };
}
