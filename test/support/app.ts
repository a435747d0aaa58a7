import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { loadEnv } from '../../src/config/env';
import { createApiKey } from '../../src/core/auth/api-keys';
import type { Services } from '../../src/core/context';
import { grantCredits } from '../../src/core/credits/credits.service';
import { createServices } from '../../src/core/services';
import { createWorkspace } from '../../src/core/workspaces/workspace.service';
import { createApp } from '../../src/gateway/app';
import { createMetrics } from '../../src/gateway/metrics';
import { createRateLimits } from '../../src/gateway/rate-limit';
import { ManualClock } from '../../src/shared/clock';
import { createLogger } from '../../src/shared/logger';
import { createTestDatabase } from './database';

export interface TestApp {
  services: Services;
  clock: ManualClock;
  baseUrl: string;
  /** Root of the server (no /v1), for health, metrics, docs and OAuth. */
  rootUrl: string;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  now?: string;
}

/** The real gateway on a loopback port, over a fresh database of its own. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const clock = new ManualClock(new Date(options.now ?? '2026-03-02T12:00:00Z'));
  const services = createServices({ orm: db.orm, env, log: createLogger('silent'), clock });
  const rateLimits = createRateLimits({
    readsPerMinute: env.RATE_LIMIT_READS_PER_MIN,
    writesPerMinute: env.RATE_LIMIT_WRITES_PER_MIN,
    store: env.RATE_LIMIT_STORE,
    orm: db.orm,
  });
  const app = createApp({ services, rateLimits, metrics: createMetrics() });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    services,
    clock,
    rootUrl: `http://127.0.0.1:${port}`,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.drop();
    },
  };
}

export interface SeededWorkspace {
  id: string;
  slug: string;
  writeKey: string;
  readKey: string;
}

export async function seedWorkspace(
  services: Services,
  options: { name?: string; credits?: number; timezone?: string } = {},
): Promise<SeededWorkspace> {
  const ws = await createWorkspace(services, { name: options.name ?? 'Acme Sales', timezone: options.timezone });
  const write = await createApiKey(services, { workspace: ws.id, scope: 'write' });
  const read = await createApiKey(services, { workspace: ws.id, scope: 'read' });
  if (options.credits) await grantCredits(services, { workspace: ws.id, amount: options.credits });
  return { id: ws.id, slug: ws.slug, writeKey: write.key, readKey: read.key };
}
