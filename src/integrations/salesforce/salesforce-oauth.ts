import { createHash, randomBytes, sign } from 'node:crypto';

import type { OAuth2Config } from 'jsforce';

import { CrmCallError, type CrmConnector, type CrmTokens } from '../../core/ports/crm-connect';
import { jsforce } from './jsforce';

const newOAuth2 = (config: OAuth2Config) => new (jsforce().OAuth2)(config);

/**
 * Salesforce's OAuth 2.0 through jsforce's OAuth2: the web-server flow with PKCE (the verifier
 * kept by the caller between the redirect and the callback), the JWT bearer flow (a connected
 * app certificate's key signs an RS256 assertion for a user), and revocation.
 */

/** A PKCE code verifier: 96 random bytes, base64url (128 characters, the RFC's maximum). */
export function newCodeVerifier(): string {
  return randomBytes(96).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The JWT bearer assertion: iss = the connected app's consumer key, sub = the username, aud = the login host, 3 minutes. */
export function jwtAssertion(o: { clientId: string; username: string; privateKey: string; audience: string }): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: o.clientId,
    sub: o.username,
    aud: o.audience.replace(/\/+$/, ''),
    exp: Math.floor(Date.now() / 1000) + 180,
  })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), o.privateKey).toString('base64url')}`;
}

function oauthError(what: string, err: unknown): CrmCallError {
  const name = err instanceof Error ? err.name : 'error';
  const message = err instanceof Error ? err.message : String(err);
  const reached = /^(invalid_|unsupported_|redirect_uri|inactive|ERROR_HTTP_4)/.test(name);
  return new CrmCallError(`Salesforce ${what} failed: ${name}: ${message}`, reached ? 400 : null);
}

function tokens(res: { access_token: string; refresh_token?: string; instance_url: string; id: string }): CrmTokens {
  const ids = /\/id\/([^/]+)\/([^/]+)$/.exec(res.id ?? '');
  return {
    accessToken: res.access_token,
    refreshToken: res.refresh_token ?? null,
    instanceUrl: res.instance_url,
    orgId: ids?.[1] ?? null,
    userId: ids?.[2] ?? null,
  };
}

/** The Salesforce connector (core's CrmConnector port). */
export const salesforceConnector: CrmConnector = {
  newCodeVerifier,
  authorizationUrl(o) {
    const oauth2 = newOAuth2({ loginUrl: o.loginUrl, clientId: o.clientId, redirectUri: o.redirectUri });
    return oauth2.getAuthorizationUrl({ scope: 'api refresh_token', state: o.state, code_challenge: codeChallenge(o.codeVerifier) });
  },
  async exchangeCode(o) {
    const oauth2 = newOAuth2({ loginUrl: o.loginUrl, clientId: o.clientId, clientSecret: o.clientSecret ?? undefined, redirectUri: o.redirectUri });
    try {
      return tokens(await oauth2.requestToken(o.code, { code_verifier: o.codeVerifier }));
    } catch (err) {
      throw oauthError('authorization code exchange', err);
    }
  },
  async jwtBearer(o) {
    const oauth2 = newOAuth2({ loginUrl: o.loginUrl, clientId: o.clientId });
    let assertion: string;
    try {
      assertion = jwtAssertion({ clientId: o.clientId, username: o.username, privateKey: o.privateKey, audience: o.loginUrl });
    } catch (err) {
      throw new CrmCallError(`the private key cannot sign a JWT: ${err instanceof Error ? err.message : String(err)}`, 400);
    }
    try {
      return tokens(await oauth2.requestToken({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }));
    } catch (err) {
      throw oauthError('JWT bearer token request', err);
    }
  },
  async revoke(o) {
    try {
      await newOAuth2({ loginUrl: o.loginUrl }).revokeToken(o.token);
    } catch (err) {
      throw oauthError('token revocation', err);
    }
  },
};
