import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import type { OAuthTokenVerifier } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type Request, type Response, Router } from 'express';

import { resolveCredential } from '../core/auth/resolve-credential';
import type { Caller, Services } from '../core/context';
import { verifyAccessToken } from '../core/oauth/tokens';
import { sendError } from '../gateway/errors';
import { createMcpServer } from './mcp-server';
import { wallClockExpiry } from './oauth-provider';
import { originGuard, type OriginPolicy } from './origin-guard';
import type { ToolDeps } from './tool-kit';

interface CallerInfo {
  caller: Caller;
  workspaceStatus: 'active' | 'suspended';
}

/** Bearer tokens on /mcp: OAuth access tokens and workspace API keys alike. */
export function mcpTokenVerifier(services: Services): OAuthTokenVerifier {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const oauth = await verifyAccessToken(services, token);
      if (oauth) {
        const extra: CallerInfo = { caller: oauth.caller, workspaceStatus: oauth.workspaceStatus };
        return {
          token,
          clientId: oauth.clientId,
          scopes: oauth.caller.scopes,
          expiresAt: wallClockExpiry(services, oauth.expiresAt),
          ...(oauth.resource ? { resource: new URL(oauth.resource) } : {}),
          extra: { ...extra },
        };
      }
      const key = await resolveCredential(services, token);
      if (!key) throw new InvalidTokenError('The credential is invalid, expired or revoked');
      const extra: CallerInfo = { caller: key.caller, workspaceStatus: key.workspaceStatus };
      // API keys do not expire; the SDK wants an expiry, so the check is simply "valid for this request".
      return { token, clientId: `api_key:${key.caller.credentialId}`, scopes: key.caller.scopes, expiresAt: Math.floor(Date.now() / 1000) + 3600, extra: { ...extra } };
    },
  };
}

function methodNotAllowed(_req: Request, res: Response): void {
  res
    .status(405)
    .set('Allow', 'POST')
    .json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless; send JSON-RPC with POST' }, id: null });
}

/**
 * The MCP endpoint (streamable HTTP, stateless): every POST gets a fresh server and transport bound
 * to the caller resolved from the bearer token, so replicas share nothing but the database.
 */
export function mcpRouter(deps: ToolDeps & { path: string; resourceMetadataUrl?: string; origins: OriginPolicy }): Router {
  const router = Router();
  const bearer = requireBearerAuth({
    verifier: mcpTokenVerifier(deps.services),
    ...(deps.resourceMetadataUrl ? { resourceMetadataUrl: deps.resourceMetadataUrl } : {}),
  });
  router.all(deps.path, originGuard(deps.origins), bearer, async (req: Request, res: Response) => {
    const { caller, workspaceStatus } = req.auth!.extra as unknown as CallerInfo;
    if (workspaceStatus === 'suspended') return sendError(res, 403, 'workspace_suspended', 'This workspace is suspended');
    if (req.method !== 'POST') return methodNotAllowed(req, res);
    const server = createMcpServer(deps, caller);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      deps.services.log.error({ err }, 'MCP request failed');
      if (!res.headersSent) {
        res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null });
      }
    }
  });
  return router;
}
