import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import { loadEnv } from '../../src/config/env';
import { createServices } from '../../src/core/services';
import { createApp } from '../../src/gateway/app';
import { createMetrics } from '../../src/gateway/metrics';
import { createRateLimits } from '../../src/gateway/rate-limit';
import type { RouteDef } from '../../src/gateway/route-table';
import { mountMcp } from '../../src/mcp/mount';
import { ManualClock } from '../../src/shared/clock';
import { createLogger } from '../../src/shared/logger';
import type { TestApp } from './app';
import { createTestDatabase } from './database';

export interface McpTestApp extends TestApp {
  mcpUrl: string;
}

/**
 * The real gateway with the MCP endpoint and the OAuth server mounted at its root, on a loopback
 * port over a fresh database. The server listens before the app is built: the OAuth issuer is the
 * root URL, which needs the port.
 */
export async function startMcpTestApp(
  options: { env?: Record<string, string>; now?: string; routes?: RouteDef[] } = {},
): Promise<McpTestApp> {
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
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const rootUrl = `http://127.0.0.1:${port}`;
  let mcpUrl = '';
  const app = createApp({
    services,
    rateLimits,
    metrics: createMetrics(),
    ...(options.routes ? { routes: options.routes } : {}),
    mount: (root) => {
      mcpUrl = mountMcp(root, { services, rateLimits, rootUrl, endpointRateLimit: false }).mcpUrl;
    },
  });
  server.on('request', app);
  return {
    services,
    clock,
    rootUrl,
    baseUrl: `${rootUrl}/v1`,
    mcpUrl,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.drop();
    },
  };
}

/** The SDK's own client over streamable HTTP, authenticated with a bearer token (API key or OAuth). */
export async function connectMcp(mcpUrl: string, bearer: string): Promise<Client> {
  const client = new Client({ name: 'tracker-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { Authorization: `Bearer ${bearer}` } },
  });
  await client.connect(transport);
  return client;
}

/** The error envelope inside an error result's text block. */
export function toolError(result: CallToolResult): { code: string; message: string; details?: unknown } {
  if (!result.isError) throw new Error(`expected an error result, got ${JSON.stringify(result).slice(0, 300)}`);
  const text = result.content.find((c) => c.type === 'text');
  if (!text || text.type !== 'text') throw new Error('error result without text');
  try {
    return (JSON.parse(text.text) as { error: { code: string; message: string } }).error;
  } catch {
    return { code: 'sdk_error', message: text.text };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tool payloads are inspected loosely, like REST bodies
export async function callTool<T = any>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult & { body: T }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, body: result.structuredContent as T };
}
