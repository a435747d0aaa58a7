import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Services } from '../core/context';
import { createApp } from '../gateway/app';
import { createMetrics } from '../gateway/metrics';
import { createRateLimits } from '../gateway/rate-limit';

export interface RunningGateway {
  server: Server;
  rootUrl: string;
  close(): Promise<void>;
}

export async function startGateway(services: Services): Promise<RunningGateway> {
  const { env } = services;
  const rateLimits = createRateLimits({
    readsPerMinute: env.RATE_LIMIT_READS_PER_MIN,
    writesPerMinute: env.RATE_LIMIT_WRITES_PER_MIN,
    store: env.RATE_LIMIT_STORE,
    orm: services.orm,
  });
  const app = createApp({ services, rateLimits, metrics: createMetrics() });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s));
    s.on('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const rootUrl = env.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `http://${host}:${port}`;
  return {
    server,
    rootUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
