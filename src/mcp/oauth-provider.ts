import { randomUUID } from 'node:crypto';

import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import type {
  OAuthError} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import {
  InvalidClientMetadataError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  InvalidTokenError
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthorizationParams, OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { OAuthClientInformationFull, OAuthTokenRevocationRequest, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Response } from 'express';

import type { Services } from '../core/context';
import { challengeForCode } from '../core/oauth/authorization-codes';
import { beginAuthorization } from '../core/oauth/authorization-flow';
import { checkClientMetadata, findClient, type OAuthClientRecord, saveClient } from '../core/oauth/clients';
import { normaliseScopes, OAuthGrantError } from '../core/oauth/oauth-policy';
import { exchangeAuthorizationCode, refreshTokens, revokeToken, verifyAccessToken } from '../core/oauth/tokens';
import { signInPage } from './pages/authorize-pages';
import { sendPage } from './pages/html';

/** Core grant errors → the SDK's OAuth errors (which carry the RFC 6749 error codes on the wire). */
async function sdkErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OAuthGrantError)) throw err;
    const make: Record<OAuthGrantError['code'], new (message: string) => OAuthError> = {
      invalid_grant: InvalidGrantError,
      invalid_scope: InvalidScopeError,
      invalid_target: InvalidTargetError,
      invalid_request: InvalidRequestError,
      invalid_client_metadata: InvalidClientMetadataError,
    };
    throw new make[err.code](err.message);
  }
}

function comparable(url: string | URL): string {
  const text = String(url);
  const hash = text.indexOf('#');
  return (hash === -1 ? text : text.slice(0, hash)).replace(/\/$/, '');
}

/**
 * The SDK's OAuthServerProvider over Postgres. Clients, codes and tokens live in core/oauth;
 * this adapter renders the sign-in page and translates errors. Time comes from `services.wallClock`.
 */
export class PostgresOAuthProvider implements OAuthServerProvider {
  readonly clientsStore: OAuthRegisteredClientsStore;

  /** `resources`: the identifiers (RFC 8707) that name this server: its root, /v1 and /mcp. */
  constructor(
    private readonly services: Services,
    private readonly resources: string[],
  ) {
    this.clientsStore = {
      getClient: async (clientId) => {
        const stored = await findClient(services, clientId);
        if (!stored) return undefined;
        // The SDK compares `client_secret` with the presented one; the router hashes the presented
        // secret first (see hashPresentedClientSecret), so the stored hash stands in for it here.
        return { ...stored.metadata, client_secret: stored.secretHash ?? undefined } as OAuthClientInformationFull;
      },
      registerClient: async (client) => {
        const { client_secret: secret, ...metadata } = client as OAuthClientInformationFull;
        const checked = await sdkErrors(async () =>
          checkClientMetadata({ ...metadata, client_id: metadata.client_id ?? randomUUID() } as OAuthClientRecord),
        );
        const issued = checked.token_endpoint_auth_method === 'none' ? undefined : secret;
        const record = { ...checked };
        if (!issued) delete record.client_secret_expires_at;
        await saveClient(services, record, issued);
        return { ...record, ...(issued ? { client_secret: issued } : {}) } as OAuthClientInformationFull;
      },
    };
  }

  /** Whether a resource indicator names this server. */
  isOwnResource(resource: string | URL): boolean {
    return this.resources.some((r) => comparable(r) === comparable(resource));
  }

  private checkResource(resource: URL | undefined): string | undefined {
    if (!resource) return undefined;
    if (!this.isOwnResource(resource)) {
      throw new InvalidTargetError(`This server issues tokens only for ${this.resources.join(', ')}`);
    }
    return resource.href;
  }

  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response): Promise<void> {
    const scopes = await sdkErrors(async () => normaliseScopes(params.scopes ?? []));
    const resource = this.checkResource(params.resource);
    const pending = {
      client_id: client.client_id,
      client_name: client.client_name ?? 'An application',
      redirect_uri: params.redirectUri,
      code_challenge: params.codeChallenge,
      scopes,
      ...(params.state !== undefined ? { state: params.state } : {}),
      ...(resource ? { resource } : {}),
    };
    const pendingToken = beginAuthorization(this.services, pending);
    sendPage(res, 200, 'Sign in', signInPage({ pendingToken, pending }));
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, authorizationCode: string): Promise<string> {
    return sdkErrors(() => challengeForCode(this.services, client.client_id, authorizationCode));
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    authorizationCode: string,
    _codeVerifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    const bound = this.checkResource(resource);
    return sdkErrors(() =>
      exchangeAuthorizationCode(this.services, {
        clientId: client.client_id,
        code: authorizationCode,
        ...(redirectUri !== undefined ? { redirectUri } : {}),
        ...(bound ? { resource: bound } : {}),
      }),
    );
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
    scopes?: string[],
    resource?: URL,
  ): Promise<OAuthTokens> {
    const bound = this.checkResource(resource);
    return sdkErrors(() =>
      refreshTokens(this.services, {
        clientId: client.client_id,
        refreshToken,
        ...(scopes ? { scopes } : {}),
        ...(bound ? { resource: bound } : {}),
      }),
    );
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const found = await verifyAccessToken(this.services, token);
    if (!found) throw new InvalidTokenError('The access token is invalid, expired or revoked');
    return {
      token,
      clientId: found.clientId,
      scopes: found.caller.scopes,
      expiresAt: wallClockExpiry(this.services, found.expiresAt),
      ...(found.resource ? { resource: new URL(found.resource) } : {}),
      extra: { caller: found.caller, workspaceStatus: found.workspaceStatus },
    };
  }

  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    await revokeToken(this.services, { clientId: client.client_id, token: request.token });
  }
}

/**
 * `requireBearerAuth` compares `expiresAt` with the wall clock (Date.now), while tokens expire on
 * the service clock (which tests move). The remaining lifetime is carried over to the wall clock so
 * both agree; the service-clock check itself happens in verifyAccessToken.
 */
export function wallClockExpiry(services: Services, expiresAt: Date): number {
  const remainingMs = expiresAt.getTime() - services.wallClock.now().getTime();
  return Math.floor((Date.now() + remainingMs) / 1000);
}
