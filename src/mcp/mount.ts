import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { Express } from 'express';

import { registerCredentialResolver } from '../core/auth/resolve-credential';
import type { Services } from '../core/context';
import { resolveOAuthCredential } from '../core/oauth/tokens';
import type { RateLimits } from '../gateway/rate-limit';
import { mcpRouter } from './mcp-router';
import { PostgresOAuthProvider } from './oauth-provider';
import { oauthRouter, type OAuthRouterOptions } from './oauth-router';
import { originPolicy } from './origin-guard';
import { SIGN_IN_LIMITS, signInGuardOf, type SignInLimits } from './sign-in-guard';

export const MCP_PATH = '/mcp';

export interface McpMountOptions {
  services: Services;
  rateLimits: RateLimits;
  /** Where this gateway listens (used when PUBLIC_BASE_URL is unset). */
  rootUrl: string;
  endpointRateLimit?: OAuthRouterOptions['endpointRateLimit'];
  /** MCP_ALLOWED_HOSTS and MCP_ALLOWED_ORIGINS as configured (unset: the public root URL's). */
  allowed?: { hosts?: string | undefined; origins?: string | undefined };
  /** Overrides of the sign-in throttle's limits (SIGN_IN_LIMITS). */
  signInLimits?: Partial<SignInLimits>;
}

export interface McpMount {
  issuerUrl: string;
  mcpUrl: string;
  /** False when the issuer would be plain http on a non-loopback host (OAuth needs https there). */
  oauth: boolean;
}

/** The SDK accepts an http issuer only on localhost / 127.0.0.1. */
function canIssue(issuer: URL): boolean {
  return issuer.protocol === 'https:' || issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1';
}

/**
 * Mounts the MCP endpoint and the OAuth authorization server at the app root. The issuer is
 * PUBLIC_BASE_URL or the gateway's root URL; OAuth access tokens also authenticate /v1 calls.
 */
export function mountMcp(app: Express, options: McpMountOptions): McpMount {
  const { services } = options;
  const root = (services.env.PUBLIC_BASE_URL ?? options.rootUrl).replace(/\/$/, '');
  const issuerUrl = new URL(`${root}/`);
  const mcpUrl = new URL(`${root}${MCP_PATH}`);
  const oauth = canIssue(issuerUrl);
  if (oauth) {
    registerCredentialResolver(resolveOAuthCredential);
    const provider = new PostgresOAuthProvider(services, [root, `${root}/v1`, mcpUrl.href]);
    const signInGuard = signInGuardOf(services, { make: options.rateLimits.make, limits: { ...SIGN_IN_LIMITS, ...options.signInLimits } });
    app.use(oauthRouter({ services, provider, issuerUrl, mcpUrl, endpointRateLimit: options.endpointRateLimit, signInGuard }));
  } else {
    services.log.warn({ issuer: issuerUrl.href }, 'OAuth is off: set PUBLIC_BASE_URL to an https URL; /mcp accepts API keys only');
  }
  app.use(
    mcpRouter({
      services,
      rateLimits: options.rateLimits,
      path: MCP_PATH,
      origins: originPolicy(root, options.allowed ?? {}),
      ...(oauth ? { resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl) } : {}),
    }),
  );
  return { issuerUrl: issuerUrl.href, mcpUrl: mcpUrl.href, oauth };
}
