import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import type { RouteDef } from '../../src/gateway/route-table';
import type { SignInLimits } from '../../src/mcp/sign-in-guard';
import { type TestApp, useStarted } from './app';
import { startAppOnDatabase } from './app-on-database';
import { createTestDatabase } from './database';

export interface McpTestApp extends TestApp {
  mcpUrl: string;
}

/**
 * The real gateway with the MCP endpoint and the OAuth server mounted at its root, on a loopback
 * port over a fresh database (OAuth's own endpoint rate limit off: tests register many clients).
 */
export interface McpStartOptions {
  env?: Record<string, string>;
  now?: string;
  routes?: RouteDef[];
  signInLimits?: Partial<SignInLimits>;
}

export async function startMcpTestApp(options: McpStartOptions = {}): Promise<McpTestApp> {
  const db = await createTestDatabase();
  const { signInLimits, ...rest } = options;
  const web = await startAppOnDatabase(db.orm, { ...rest, mcp: { endpointRateLimit: false, ...(signInLimits ? { signInLimits } : {}) } });
  return {
    ...web,
    async close() {
      await web.close();
      await db.drop();
    },
  };
}

/** This file's (or `describe` block's) MCP test app, started before its tests and closed after them. */
export function useMcpTestApp(options: McpStartOptions = {}): McpTestApp {
  return useStarted(() => startMcpTestApp(options));
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

/** The SDK clients of one workspace's write and read keys, and how to close both. */
export async function connectMcpClients(mcpUrl: string, keys: { writeKey: string; readKey: string }): Promise<{ client: Client; readClient: Client }> {
  return { client: await connectMcp(mcpUrl, keys.writeKey), readClient: await connectMcp(mcpUrl, keys.readKey) };
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
