import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { loadEnv } from '../../src/config/env';
import type { Services } from '../../src/core/context';
import { createServices } from '../../src/core/services';
import type { Orm } from '../../src/db/orm';
import { createApp } from '../../src/gateway/app';
import { createMetrics } from '../../src/gateway/metrics';
import { createRateLimits } from '../../src/gateway/rate-limit';
import { ManualClock } from '../../src/shared/clock';
import { createLogger } from '../../src/shared/logger';

export interface AppOnDatabase {
  services: Services;
  clock: ManualClock;
  baseUrl: string;
  rootUrl: string;
  /** Stops the HTTP server; the database and its ORM stay with their owner. */
  close(): Promise<void>;
}

/**
 * The real gateway on a loopback port over a database someone else owns: for tests where
 * another process (the CLI, say) writes to the same database the API reads.
 */
export async function startAppOnDatabase(
  orm: Orm,
  options: { env?: Record<string, string>; now?: string } = {},
): Promise<AppOnDatabase> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const clock = new ManualClock(new Date(options.now ?? '2026-03-02T12:00:00Z'));
  const services = createServices({ orm, env, log: createLogger('silent'), clock });
  const rateLimits = createRateLimits({
    readsPerMinute: env.RATE_LIMIT_READS_PER_MIN,
    writesPerMinute: env.RATE_LIMIT_WRITES_PER_MIN,
    store: env.RATE_LIMIT_STORE,
    orm,
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
    },
  };
}
