/**
 * What the gateway serves outside the REST API (`/v1`, whose operations are the OpenAPI `paths`):
 * published in the OpenAPI document as the extension `x-service-routes`, so the document lists
 * every route. test/integration/security/route-inventory.test.ts walks Express's router stack
 * and fails on a route that is in neither.
 */
export interface ServiceRoute {
  method: 'GET' | 'POST' | 'ALL';
  /** Express syntax: `:param`, `*splat`. */
  path: string;
  description: string;
}

export const SERVICE_ROUTES: ServiceRoute[] = [
  { method: 'GET', path: '/healthz', description: 'Liveness: the process answers (no credential).' },
  { method: 'GET', path: '/readyz', description: 'Readiness: the database answers (no credential).' },
  { method: 'GET', path: '/v1/openapi.json', description: 'This document.' },
  { method: 'GET', path: '/docs', description: 'API reference page (Swagger UI, served offline).' },
  { method: 'GET', path: '/docs/init.js', description: 'Script of the API reference page.' },
  { method: 'GET', path: '/docs/assets/*', description: 'Swagger UI files.' },
  { method: 'GET', path: '/app', description: 'The customer\'s app (single-page, served from APP_DIR; sign in with email and password): docs/app.md.' },
  { method: 'GET', path: '/app/*', description: 'The app\'s files, and its index page for every other path below /app.' },
  { method: 'GET', path: '/machines', description: 'Lifecycle machine view (sign in with an API key in the page).' },
  { method: 'GET', path: '/machines/view.js', description: 'Script of the machine view.' },
  { method: 'GET', path: '/machines/assets/*', description: 'Graphviz (WebAssembly) files.' },
  { method: 'ALL', path: '/mcp', description: 'MCP server, streamable HTTP (POST JSON-RPC; bearer API key or OAuth token).' },
  { method: 'ALL', path: '/.well-known/oauth-authorization-server', description: 'OAuth authorization server metadata (RFC 8414).' },
  { method: 'ALL', path: '/.well-known/oauth-protected-resource/mcp', description: 'Protected resource metadata of /mcp (RFC 9728).' },
  { method: 'ALL', path: '/authorize', description: 'OAuth authorization endpoint: the sign-in page.' },
  { method: 'ALL', path: '/token', description: 'OAuth token endpoint (authorization_code with PKCE S256, refresh_token).' },
  { method: 'ALL', path: '/register', description: 'OAuth dynamic client registration (RFC 7591).' },
  { method: 'ALL', path: '/revoke', description: 'OAuth token revocation (RFC 7009).' },
  { method: 'POST', path: '/oauth/sign-in', description: 'Sign-in form of the authorize step.' },
  { method: 'POST', path: '/oauth/consent', description: 'Consent form of the authorize step.' },
  { method: 'GET', path: '/invite/:token', description: 'Invitation page: set a password.' },
  { method: 'GET', path: '/integrations/salesforce/callback', description: 'Salesforce OAuth redirect (code and state, no credential): stores the connection, answers a page.' },
  { method: 'POST', path: '/invite/:token', description: 'Invitation form.' },
  { method: 'POST', path: '/slack/interactions/:workspace', description: 'Slack interactivity request URL of a workspace (verdict buttons; Slack-signed, no credential).' },
];
