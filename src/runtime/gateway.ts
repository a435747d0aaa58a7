import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Services } from '../core/context';
import { createApp } from '../gateway/app';
import { answerClientErrors } from '../gateway/client-errors';
import { createMetrics } from '../gateway/metrics';
import { createRateLimits } from '../gateway/rate-limit';
import { mountMcp } from '../mcp/mount';

export interface RunningGateway {
  server: Server;
  rootUrl: string;
  /** The MCP endpoint (streamable HTTP). */
  mcpUrl: string;
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
  // Listen first: the OAuth issuer (and so the MCP mount) needs the root URL, which needs the port.
  const server = answerClientErrors(createServer());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const rootUrl = env.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `http://${host}:${port}`;
  let mcpUrl = '';
  const app = createApp({
    services,
    rateLimits,
    metrics: createMetrics(),
    mount: (root) => {
      mcpUrl = mountMcp(root, { services, rateLimits, rootUrl }).mcpUrl;
    },
  });
  server.on('request', app);
  return {
    server,
    rootUrl,
    mcpUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
