import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { type GatewayConfig, loadGatewayConfig } from '../config/env';
import type { Services } from '../core/context';
import { databaseReachable } from '../core/health/database-health';
import { createApp } from '../gateway/app';
import { answerClientErrors } from '../gateway/client-errors';
import { createMetrics, type Metrics } from '../gateway/metrics';
import { createRateLimits } from '../gateway/rate-limit';
import type { RouteDef } from '../gateway/route-table';
import { type McpMountOptions, mountMcp } from '../mcp/mount';
import { type MetricsListener, startMetricsListener } from '../shared/metrics/metrics-listener';

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
}

export interface RunningGateway {
  server: Server;
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

async function listenOn(host: string, port: number): Promise<{ server: Server; url: string }> {
  const server = answerClientErrors(createServer());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return { server, url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${bound}` };
}

/**
 * The gateway's Prometheus metrics on its own listener (METRICS_PORT, as the scheduler and the
 * checker do), never on the API port: request counts and latencies by route are not for clients.
 * /readyz there follows the database, like the API port's.
 */
async function gatewayMetricsListener(services: Services, config: GatewayConfig, metrics: Metrics): Promise<MetricsListener | undefined> {
  if (!config.METRICS_PORT) return undefined;
  const listener = await startMetricsListener({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    registries: [metrics.registry],
    ready: () => databaseReachable(services),
  });
  services.log.info({ url: listener.url }, 'gateway metrics listening');
  return listener;
}

/**
 * The gateway (REST API, MCP and OAuth, health, metrics) on an HTTP server: what `npm start`,
 * the `gateway` role, the test supports and the benches all run. It listens before the app
 * is built, because the OAuth issuer (and so the MCP mount) needs the root URL.
 */
export async function startGateway(services: Services, options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = options.config ?? loadGatewayConfig();
  const rateLimits = createRateLimits({
    readsPerMinute: config.RATE_LIMIT_READS_PER_MIN,
    writesPerMinute: config.RATE_LIMIT_WRITES_PER_MIN,
    store: config.RATE_LIMIT_STORE,
    orm: services.orm,
  });
  const { server, url } = await listenOn(options.host ?? services.env.HOST, options.port ?? services.env.PORT);
  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  const rootUrl = services.env.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? url;
  const mcp = options.mcp ?? true;
  let mcpUrl = '';
  const metrics = createMetrics();
  const metricsListener = await gatewayMetricsListener(services, config, metrics).catch(async (err: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  });
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
  server.on('request', app);
  const close = async () => {
    await Promise.all([
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
      metricsListener?.close(),
    ]);
  };
  return { server, url, rootUrl, baseUrl: `${url}/v1`, mcpUrl, metricsUrl: metricsListener?.url ?? '', close };
}
