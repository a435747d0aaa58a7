import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Express } from 'express';

import { type Env, type GatewayConfig, loadEnv, loadGatewayConfig } from '../../src/config/env';
import { createApiKey } from '../../src/core/auth/api-keys';
import type { Services } from '../../src/core/context';
import { createServices } from '../../src/core/services';
import { createWorkspace } from '../../src/core/workspaces/workspace.service';
import type { Orm } from '../../src/db/orm';
import { startGateway } from '../../src/runtime/gateway';
import { createLogger } from '../../src/shared/logger';

const UNLIMITED = '1000000000';

/**
 * The service configuration for benches: production mode (no response-schema checks),
 * silent logs, and rate limits far above anything a bench sends (override with
 * RATE_LIMIT_READS_PER_MIN / RATE_LIMIT_WRITES_PER_MIN).
 */
export function benchEnv(): Env {
  return loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    MIGRATE_ON_START: 'false',
    // Production requires a secrets key; a bench makes a throw-away one.
    SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('hex'),
  });
}

/** The gateway section for benches: rate limits far above anything a bench sends. */
export function benchGatewayConfig(): GatewayConfig {
  return loadGatewayConfig({
    RATE_LIMIT_STORE: process.env.RATE_LIMIT_STORE ?? 'memory',
    RATE_LIMIT_READS_PER_MIN: process.env.RATE_LIMIT_READS_PER_MIN ?? UNLIMITED,
    RATE_LIMIT_WRITES_PER_MIN: process.env.RATE_LIMIT_WRITES_PER_MIN ?? UNLIMITED,
    BODY_LIMIT: process.env.BODY_LIMIT ?? '5mb',
    // GET /me's row cache (1 s by default); ME_CACHE_TTL_MS=0 measures /me reading PostgreSQL every time.
    ...(process.env.ME_CACHE_TTL_MS ? { ME_CACHE_TTL_MS: process.env.ME_CACHE_TTL_MS } : {}),
    // Load shedding on the loop's turn (50 ms by default); HTTP_MAX_REQUEST_AGE_MS=0 measures the gateway without it.
    ...(process.env.HTTP_MAX_REQUEST_AGE_MS ? { HTTP_MAX_REQUEST_AGE_MS: process.env.HTTP_MAX_REQUEST_AGE_MS } : {}),
  });
}

export function benchServices(orm: Orm): Services {
  return createServices({ orm, env: benchEnv(), log: createLogger('silent') });
}

export interface Listening {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Any Express app on 127.0.0.1 with an OS-assigned port. */
export async function listen(app: Express): Promise<Listening> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BenchApp {
  services: Services;
  /** http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  rootUrl: string;
  close(): Promise<void>;
}

/** The real gateway (auth, rate limits, validation, metrics) as `npm start` builds it (src/runtime/gateway.ts), without MCP. */
export async function startBenchApp(services: Services): Promise<BenchApp> {
  const gateway = await startGateway(services, { config: benchGatewayConfig(), host: '127.0.0.1', port: 0, mcp: false, keepAliveTimeoutMs: 60_000 });
  return { services, rootUrl: gateway.url, baseUrl: gateway.baseUrl, close: gateway.close };
}

export interface BenchWorkspace {
  id: string;
  writeKey: string;
  readKey: string;
}

export async function seedBenchWorkspace(services: Services, name = 'Bench Sales'): Promise<BenchWorkspace> {
  const ws = await createWorkspace(services, { name });
  const write = await createApiKey(services, { workspace: ws.id, scope: 'write' });
  const read = await createApiKey(services, { workspace: ws.id, scope: 'read' });
  return { id: ws.id, writeKey: write.key, readKey: read.key };
}
