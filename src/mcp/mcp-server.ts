import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

import type { Caller } from '../core/context';
import { registerTools, type ToolDeps } from './tool-kit';
import { allTools } from './tools';

export const MCP_SERVER_INFO = { name: 'job-change-tracker', version: '1.0.0' };

const INSTRUCTIONS =
  'Tracks job changes of a sales team\'s contacts. Start with get_workspace (credits, scopes). Reading is free. ' +
  'Every profile check costs one credit: adding contacts with profile URLs queues a baseline check, and start_refresh ' +
  'checks every due profile. Always call estimate_refresh, show the cost and ask the user before start_refresh.';

/** A server for one request and one caller (stateless: any gateway replica can answer any call). */
export function createMcpServer(deps: ToolDeps, caller: Caller): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: INSTRUCTIONS });
  registerTools(server, deps, caller, allTools);
  return server;
}
