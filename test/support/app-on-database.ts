import { loadEnv, loadGatewayConfig } from '../../src/config/env';
import type { Services } from '../../src/core/context';
import { createServices } from '../../src/core/services';
import type { Orm } from '../../src/db/orm';
import type { RouteDef } from '../../src/gateway/route-table';
import { type GatewayOptions, startGateway } from '../../src/runtime/gateway';
import { type Clock, ManualClock } from '../../src/shared/clock';
import { createLogger, type Logger } from '../../src/shared/logger';

export interface AppOnDatabase {
  services: Services;
  clock: ManualClock;
  baseUrl: string;
  rootUrl: string;
  /** The MCP endpoint when mounted (`mcp` option), else empty. */
  mcpUrl: string;
  /** The gateway's metrics listener when METRICS_PORT is set in `env`, else empty. */
  metricsUrl: string;
  /** Stops the HTTP server; the database and its ORM stay with their owner. */
  close(): Promise<void>;
}

/** The services a role builds at start-up, over a test database, quiet (`clock`: the real one unless given). */
export function servicesOn(orm: Orm, options: { env?: Record<string, string>; clock?: Clock; log?: Logger } = {}): Services {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  return createServices({ orm, env, log: options.log ?? createLogger('silent'), ...(options.clock ? { clock: options.clock } : {}) });
}

/**
 * The real gateway (src/runtime/gateway.ts) on a loopback port over a database someone else
 * owns: for tests where another process (the CLI, say) writes to the same database the API
 * reads, and under the test app and the MCP test app.
 */
export async function startAppOnDatabase(
  orm: Orm,
  options: { env?: Record<string, string>; now?: string; routes?: RouteDef[]; mcp?: GatewayOptions['mcp']; log?: Logger } = {},
): Promise<AppOnDatabase> {
  const source = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env };
  const clock = new ManualClock(new Date(options.now ?? '2026-03-02T12:00:00Z'));
  const services = servicesOn(orm, { env: source, clock, ...(options.log ? { log: options.log } : {}) });
  const gateway = await startGateway(services, {
    config: loadGatewayConfig(source),
    host: '127.0.0.1',
    port: 0,
    mcp: options.mcp ?? false,
    ...(options.routes ? { routes: options.routes } : {}),
  });
  const { url: rootUrl, baseUrl, mcpUrl, metricsUrl, close } = gateway;
  return { services, clock, rootUrl, baseUrl, mcpUrl, metricsUrl, close };
}
