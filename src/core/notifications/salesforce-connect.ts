import { z } from 'zod';

import { query } from '../../db/query';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors';
import { salesforceConnectorPort } from '../adapters';
import type { Services } from '../context';
import { em as fork } from '../context';
import { salesforceSyncState } from '../imports/salesforce-sync-state';
import { CrmCallError, type CrmTokens } from '../ports/crm-connect';
import { openSecret, sealSecret, secretsKeyring } from '../webhooks/secret-box';
import { loadIntegration, masked, removeIntegration, setIntegration } from './integrations.service';
import { type SalesforceConfig, type SalesforceMapping, SalesforceMappingSchema } from './salesforce-config';

/**
 * Connecting a workspace to Salesforce (extension endpoints under /v1/integrations/salesforce,
 * `tracker connect salesforce`):
 * - web-server flow with PKCE: `startSalesforceConnect` seals the code verifier, the workspace
 *   and the connected app into `state` (AES-256-GCM with SECRETS_KEY, 10 minutes), so nothing is
 *   stored until the org's login page redirects to the callback, which opens the state and trades
 *   the code (with the verifier) for tokens;
 * - JWT bearer: the admin gives the connected app certificate's private key and a username;
 * - disconnect revokes the refresh token at the login host, then forgets the connection.
 * Tokens are stored sealed in `integrations` (kind `salesforce`).
 */
const STATE_TTL_MS = 10 * 60_000;

export const SalesforceConnectSchema = z
  .object({
    login_url: z.url().optional().meta({ description: 'https://login.salesforce.com (default), https://test.salesforce.com or a My Domain.' }),
    consumer_key: z.string().min(1).optional().meta({ description: 'Connected app consumer key (OAuth client id); default SALESFORCE_CLIENT_ID.' }),
    consumer_secret: z.string().min(1).optional().meta({ description: 'Connected app consumer secret; default SALESFORCE_CLIENT_SECRET.' }),
    redirect_uri: z.url().optional().meta({ description: 'Default `<PUBLIC_BASE_URL>/integrations/salesforce/callback`.' }),
  })
  .meta({ id: 'SalesforceConnect' });

export const SalesforceJwtConnectSchema = z
  .object({
    login_url: z.url().optional(),
    consumer_key: z.string().min(1).optional(),
    username: z.string().min(1).meta({ description: 'The Salesforce user the service acts as (pre-authorized for the connected app).' }),
    private_key: z.string().includes('PRIVATE KEY').meta({ description: 'PEM private key of the connected app certificate.' }),
  })
  .meta({ id: 'SalesforceJwtConnect' });

interface PendingState {
  w: string;
  v: string;
  l: string;
  c: string;
  s: string | null;
  r: string;
  exp: number;
}

export class SalesforceConnectError extends DomainError {
  constructor(message: string, status = 400, code = 'salesforce_connect_failed') {
    super(status, code, message);
  }
}

/** Salesforce's login hosts: production, sandbox, and My Domain (`….my.salesforce.com`, sandboxes included). */
const SALESFORCE_LOGIN_HOST = /^(login|test)\.salesforce\.com$|\.my\.salesforce\.com$/;

/**
 * The org's login host. The service posts to it (token exchange, JWT bearer, revocation), so a caller may name only
 * Salesforce's own hosts over https, or the operator's SALESFORCE_LOGIN_URL: never an address of the service's own
 * network (docs/security.md, API7 server-side request forgery).
 */
function loginUrl(services: Services, given?: string): string {
  const configured = services.env.SALESFORCE_LOGIN_URL.replace(/\/+$/, '');
  if (given === undefined) return configured;
  const url = given.replace(/\/+$/, '');
  if (url === configured) return url;
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' && SALESFORCE_LOGIN_HOST.test(parsed.hostname) && !parsed.port && parsed.pathname === '/') return parsed.origin;
  throw new ValidationError('login_url is not a Salesforce login host', [
    { path: 'login_url', message: 'https://login.salesforce.com, https://test.salesforce.com, an https://….my.salesforce.com My Domain, or the SALESFORCE_LOGIN_URL the service is configured with' },
  ]);
}

function clientId(services: Services, given?: string): string {
  const id = given ?? services.env.SALESFORCE_CLIENT_ID;
  if (!id) throw new ValidationError('No Salesforce connected app', [{ path: 'consumer_key', message: 'give consumer_key or set SALESFORCE_CLIENT_ID' }]);
  return id;
}

export function salesforceRedirectUri(services: Services): string {
  const root = services.env.PUBLIC_BASE_URL ?? `http://localhost:${services.env.PORT}`;
  return `${root.replace(/\/+$/, '')}/integrations/salesforce/callback`;
}

export async function startSalesforceConnect(
  services: Services,
  workspaceId: string,
  input: z.infer<typeof SalesforceConnectSchema>,
): Promise<{ authorization_url: string; redirect_uri: string; expires_at: string }> {
  const connector = salesforceConnectorPort();
  const verifier = connector.newCodeVerifier();
  const pending: PendingState = {
    w: workspaceId,
    v: verifier,
    l: loginUrl(services, input.login_url),
    c: clientId(services, input.consumer_key),
    s: input.consumer_secret ?? services.env.SALESFORCE_CLIENT_SECRET ?? null,
    r: input.redirect_uri ?? salesforceRedirectUri(services),
    exp: services.wallClock.now().getTime() + STATE_TTL_MS,
  };
  const state = sealSecret(secretsKeyring(services.env), 'salesforce.oauth_state', JSON.stringify(pending));
  return {
    authorization_url: connector.authorizationUrl({ loginUrl: pending.l, clientId: pending.c, redirectUri: pending.r, state, codeVerifier: verifier }),
    redirect_uri: pending.r,
    expires_at: new Date(pending.exp).toISOString(),
  };
}

function openState(services: Services, state: string): PendingState {
  let pending: PendingState;
  try {
    pending = JSON.parse(openSecret(secretsKeyring(services.env), 'salesforce.oauth_state', state)) as PendingState;
  } catch {
    throw new SalesforceConnectError('The sign-in link is not one this service made; start connecting again', 400, 'invalid_state');
  }
  if (pending.exp <= services.wallClock.now().getTime()) {
    throw new SalesforceConnectError('The sign-in link expired (10 minutes); start connecting again', 400, 'invalid_state');
  }
  return pending;
}

async function store(services: Services, workspaceId: string, fields: Partial<SalesforceConfig> & Pick<SalesforceConfig, 'auth' | 'login_url' | 'client_id'>, tokens: CrmTokens) {
  const old = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  await setIntegration(services, workspaceId, 'salesforce', {
    ...(old ?? {}),
    ...fields,
    instance_url: tokens.instanceUrl,
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    org_id: tokens.orgId,
    user_id: tokens.userId,
    broken: null,
  });
  return salesforceView((await loadIntegration(services, fork(services), workspaceId, 'salesforce'))!);
}

/** The callback of the web-server flow: trades the code for tokens and stores them. */
export async function completeSalesforceConnect(services: Services, input: { code?: string; state?: string; error?: string; error_description?: string }) {
  if (input.error) throw new SalesforceConnectError(`Salesforce refused: ${input.error}${input.error_description ? ` (${input.error_description})` : ''}`);
  if (!input.code || !input.state) throw new SalesforceConnectError('The callback needs code and state');
  const pending = openState(services, input.state);
  const tokens = await salesforceConnectorPort()
    .exchangeCode({ loginUrl: pending.l, clientId: pending.c, clientSecret: pending.s, redirectUri: pending.r, code: input.code, codeVerifier: pending.v })
    .catch(connectFailure);
  return store(services, pending.w, { auth: 'web_server', login_url: pending.l, client_id: pending.c, client_secret: pending.s }, tokens);
}

function connectFailure(err: unknown): never {
  if (err instanceof CrmCallError) throw new SalesforceConnectError(err.message, err.status === null ? 502 : 400);
  throw err;
}

export async function connectSalesforceJwt(services: Services, workspaceId: string, input: z.infer<typeof SalesforceJwtConnectSchema>) {
  const login = loginUrl(services, input.login_url);
  const id = clientId(services, input.consumer_key);
  const tokens = await salesforceConnectorPort()
    .jwtBearer({ loginUrl: login, clientId: id, username: input.username, privateKey: input.private_key })
    .catch(connectFailure);
  return store(services, workspaceId, { auth: 'jwt_bearer', login_url: login, client_id: id, username: input.username, private_key: input.private_key }, tokens);
}

export async function disconnectSalesforce(services: Services, workspaceId: string): Promise<{ removed: boolean; revoked: boolean }> {
  const config = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (!config) throw new NotFoundError('Salesforce connection', 'This workspace has no Salesforce connection');
  const token = config.refresh_token ?? config.access_token;
  let revoked = false;
  if (token) {
    // A token the org already dropped (revoked by an admin, expired) is as good as revoked.
    revoked = await salesforceConnectorPort()
      .revoke({ loginUrl: config.login_url, token })
      .then(() => true, (err: unknown) => (err instanceof CrmCallError && err.status !== null ? false : Promise.reject(err)));
  }
  const { removed } = await removeIntegration(services, workspaceId, 'salesforce');
  await query(fork(services), 'delete from salesforce_syncs where workspace_id = ?::uuid', [workspaceId]);
  return { removed, revoked };
}

export async function salesforceStatus(services: Services, workspaceId: string) {
  const config = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (!config) throw new NotFoundError('Salesforce connection', 'This workspace has no Salesforce connection');
  return { ...salesforceView(config), sync: await salesforceSyncState(services, workspaceId) };
}

export const SalesforceAuthorizationSchema = z
  .object({
    authorization_url: z.url().meta({ description: 'Open this in a browser: the org\'s login page; it redirects to redirect_uri.' }),
    redirect_uri: z.url(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'SalesforceAuthorization', description: 'Extension: the first step of connecting Salesforce (web-server flow with PKCE).' });

export const SalesforceStatusSchema = z
  .object({
    status: z.enum(['connected', 'broken']),
    broken_reason: z.string().nullable(),
    auth: z.enum(['web_server', 'jwt_bearer']),
    login_url: z.string(),
    instance_url: z.string(),
    org: z.string().nullable().meta({ description: 'The Salesforce organization id (00D…).' }),
    username: z.string().nullable(),
    refresh_token: z.string().nullable().meta({ description: 'Masked.' }),
    mapping: SalesforceMappingSchema,
    previewed_at: z.string().nullable(),
    last_sync_at: z.string().nullable(),
    sync_cursor: z.string().nullable().meta({ description: 'SystemModstamp the next delta sync reads from.' }),
    api_usage: z.object({ used: z.number(), limit: z.number() }).nullable().meta({ description: 'The org\'s daily API usage at the last sync (Sforce-Limit-Info).' }),
    sync: z
      .object({
        next_at: z.iso.datetime().meta({ description: 'When the scheduler leader runs the next delta sync (a retry after a failure).' }),
        attempts: z.number().int().min(0).meta({ description: 'Failed syncs since the last good one.' }),
        last_error: z.string().nullable().meta({ description: 'Why the last sync failed; null once one succeeds.' }),
        last_import_id: z.uuid().nullable().meta({ description: 'The import the last sync (or the first import) made.' }),
        running: z.boolean().meta({ description: 'A leader holds the sync now.' }),
      })
      .nullable()
      .optional()
      .meta({ description: 'The daily delta sync the scheduler leader runs after the first import; null before it.' }),
  })
  .meta({ id: 'SalesforceStatus', description: 'Extension: a workspace\'s Salesforce connection (secrets masked).' });

export const SalesforceDisconnectedSchema = z
  .object({ removed: z.boolean(), revoked: z.boolean().meta({ description: 'Whether the login host accepted the revocation.' }) })
  .meta({ id: 'SalesforceDisconnected' });

export function salesforceView(config: SalesforceConfig): z.infer<typeof SalesforceStatusSchema> {
  const shown = masked(config) as SalesforceConfig;
  return {
    status: config.broken ? ('broken' as const) : ('connected' as const),
    broken_reason: config.broken,
    auth: config.auth,
    login_url: config.login_url,
    instance_url: config.instance_url,
    org: config.org_id,
    username: config.username,
    refresh_token: shown.refresh_token,
    mapping: config.mapping,
    previewed_at: config.previewed_at,
    last_sync_at: config.last_sync_at,
    sync_cursor: config.cursor?.modstamp ?? null,
    api_usage: config.api_usage,
  };
}

export async function setSalesforceMapping(services: Services, workspaceId: string, input: unknown) {
  const config = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (!config) throw new NotFoundError('Salesforce connection', 'This workspace has no Salesforce connection');
  const parsed = SalesforceMappingSchema.safeParse({ ...config.mapping, ...(input as object) });
  if (!parsed.success) throw new ValidationError('Invalid mapping', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  const mapping: SalesforceMapping = parsed.data;
  const changed = JSON.stringify(mapping) !== JSON.stringify(config.mapping);
  await setIntegration(services, workspaceId, 'salesforce', { ...config, mapping, previewed_at: changed ? null : config.previewed_at });
  return salesforceView({ ...config, mapping, previewed_at: changed ? null : config.previewed_at });
}
