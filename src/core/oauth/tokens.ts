import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { ResolvedCredential } from '../auth/api-keys';
import type { Scope, Services } from '../context';
import { em } from '../context';
import { consumeCode } from './authorization-codes';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_MS,
  normaliseScopes,
  OAuthGrantError,
  REFRESH_TOKEN_PREFIX,
  REFRESH_TOKEN_TTL_MS,
  scopesLiteral,
  scopeString,
} from './oauth-policy';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  family_id: string;
  client_id: string;
  workspace_id: string;
  user_id: string;
  scopes: string[];
  resource: string | null;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

interface Grant {
  familyId: string;
  clientId: string;
  workspaceId: string;
  userId: string;
  scopes: Scope[];
  resource: string | null;
}

/**
 * A suspended workspace gets no new tokens: not from a code, not from a refresh. The refresh
 * token is not spent, so the grant works again once the workspace is reactivated.
 */
async function refuseSuspended(m: EntityManager, workspaceId: string): Promise<void> {
  const [ws] = await query<{ status: string }>(m, 'select status from workspaces where id = ?', [workspaceId]);
  if (ws?.status !== 'active') throw new OAuthGrantError('invalid_grant', 'The workspace is suspended; no tokens are issued for it');
}

async function issuePair(m: EntityManager, now: Date, grant: Grant): Promise<TokenResponse> {
  await refuseSuspended(m, grant.workspaceId);
  const access = `${ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
  const refresh = `${REFRESH_TOKEN_PREFIX}${randomToken(32)}`;
  const insert = `insert into oauth_tokens (token_hash, kind, family_id, client_id, workspace_id, user_id, scopes, resource, expires_at, created_at)
                  values (?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?)`;
  const common = [grant.familyId, grant.clientId, grant.workspaceId, grant.userId, scopesLiteral(grant.scopes), grant.resource];
  await query(m, insert, [hashSecret(access), 'access', ...common, new Date(now.getTime() + ACCESS_TOKEN_TTL_MS), now]);
  await query(m, insert, [hashSecret(refresh), 'refresh', ...common, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS), now]);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_MS / 1000,
    refresh_token: refresh,
    scope: scopeString(grant.scopes),
  };
}

function checkResource(bound: string | null, requested: string | undefined): string | null {
  if (requested === undefined) return bound;
  if (bound !== null && bound !== requested) {
    throw new OAuthGrantError('invalid_target', 'The resource differs from the one this grant was issued for');
  }
  return requested;
}

/** authorization_code grant: spends the code, then issues an access token and a refresh token. */
export async function exchangeAuthorizationCode(
  services: Services,
  input: { clientId: string; code: string; redirectUri?: string; resource?: string },
): Promise<TokenResponse> {
  const code = await consumeCode(services, input);
  return issuePair(em(services), services.clock.now(), {
    familyId: code.family_id,
    clientId: code.client_id,
    workspaceId: code.workspace_id,
    userId: code.user_id,
    scopes: normaliseScopes(code.scopes),
    resource: checkResource(code.resource, input.resource),
  });
}

async function revokeFamily(services: Services, familyId: string): Promise<void> {
  await query(em(services), 'update oauth_tokens set revoked_at = ? where family_id = ? and revoked_at is null', [
    services.clock.now(),
    familyId,
  ]);
}

/**
 * refresh_token grant with rotation: each refresh token works once and is replaced. Presenting one
 * that was already rotated (or revoked) means it leaked: the whole family is revoked.
 */
export async function refreshTokens(
  services: Services,
  input: { clientId: string; refreshToken: string; scopes?: string[]; resource?: string },
): Promise<TokenResponse> {
  const m = em(services);
  const now = services.clock.now();
  const tokenHash = hashSecret(input.refreshToken);
  const [row] = await query<TokenRow>(m, `select * from oauth_tokens where token_hash = ? and kind = 'refresh'`, [tokenHash]);
  if (!row || row.client_id !== input.clientId) throw new OAuthGrantError('invalid_grant', 'Unknown refresh token');
  if (row.used_at || row.revoked_at) {
    await revokeFamily(services, row.family_id);
    throw new OAuthGrantError('invalid_grant', 'The refresh token was already used or revoked; the grant is revoked');
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new OAuthGrantError('invalid_grant', 'The refresh token has expired');
  const granted = normaliseScopes(row.scopes);
  let scopes = granted;
  if (input.scopes?.length) {
    scopes = normaliseScopes(input.scopes);
    if (scopes.some((s) => !granted.includes(s))) {
      throw new OAuthGrantError('invalid_scope', `The requested scope exceeds the grant (${scopeString(granted)})`);
    }
  }
  const resource = checkResource(row.resource, input.resource);
  await refuseSuspended(m, row.workspace_id);
  return m.transactional(async (tem) => {
    const spent = await query<TokenRow>(
      tem,
      'update oauth_tokens set used_at = ? where token_hash = ? and used_at is null and revoked_at is null returning token_hash',
      [now, tokenHash],
    );
    if (!spent.length) {
      // A concurrent request rotated it first: treat as reuse.
      await query(tem, 'update oauth_tokens set revoked_at = ? where family_id = ? and revoked_at is null', [now, row.family_id]);
      throw new OAuthGrantError('invalid_grant', 'The refresh token was already used; the grant is revoked');
    }
    return issuePair(tem as EntityManager, now, {
      familyId: row.family_id,
      clientId: row.client_id,
      workspaceId: row.workspace_id,
      userId: row.user_id,
      scopes,
      resource,
    });
  });
}

/**
 * RFC 7009: revokes an access or refresh token of this client. Revoking a refresh token ends the
 * whole grant (its access tokens too). Unknown tokens, or another client's, are ignored.
 */
export async function revokeToken(services: Services, input: { clientId: string; token: string }): Promise<void> {
  const m = em(services);
  const [row] = await query<TokenRow>(m, 'select * from oauth_tokens where token_hash = ?', [hashSecret(input.token)]);
  if (!row || row.client_id !== input.clientId) return;
  if (row.kind === 'refresh') await revokeFamily(services, row.family_id);
  else await query(m, 'update oauth_tokens set revoked_at = ? where token_hash = ? and revoked_at is null', [services.clock.now(), row.token_hash]);
}

export interface VerifiedAccessToken extends ResolvedCredential {
  clientId: string;
  expiresAt: Date;
  resource: string | null;
}

/** A live (unexpired, unrevoked) access token, or null. */
export async function verifyAccessToken(services: Services, token: string): Promise<VerifiedAccessToken | null> {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await query<TokenRow & { workspace_status: 'active' | 'suspended' }>(
    em(services),
    `select t.*, w.status as workspace_status from oauth_tokens t join workspaces w on w.id = t.workspace_id
      where t.token_hash = ? and t.kind = 'access' and t.revoked_at is null and t.expires_at > ?`,
    [hashSecret(token), services.clock.now()],
  );
  if (!row) return null;
  return {
    caller: {
      workspaceId: row.workspace_id,
      via: 'oauth',
      scopes: normaliseScopes(row.scopes),
      userId: row.user_id,
      credentialId: row.family_id,
    },
    workspaceStatus: row.workspace_status,
    clientId: row.client_id,
    expiresAt: new Date(row.expires_at),
    resource: row.resource,
  };
}

/** For the REST gateway's credential resolvers: OAuth access tokens authenticate /v1 calls too. */
export async function resolveOAuthCredential(services: Services, token: string): Promise<ResolvedCredential | null> {
  const found = await verifyAccessToken(services, token);
  return found ? { caller: found.caller, workspaceStatus: found.workspaceStatus } : null;
}
