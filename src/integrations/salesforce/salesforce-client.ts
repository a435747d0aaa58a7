import type { Connection } from 'jsforce';

import { CrmCallError } from '../../core/ports/crm';
import { jsforce } from './jsforce';
import { jwtAssertion } from './salesforce-oauth';

/** The REST API version this service speaks (Spring '24). */
export const SALESFORCE_API_VERSION = '59.0';

export interface SalesforceSession {
  /** The org's login host: https://login.salesforce.com, https://test.salesforce.com, a My Domain, or a stand-in. */
  loginUrl: string;
  instanceUrl: string;
  clientId: string;
  clientSecret?: string | null;
  accessToken?: string | null;
  /** Web-server flow: refreshed with this. */
  refreshToken?: string | null;
  /** JWT bearer flow: a new token is signed for this user with the connected app's key instead. */
  jwt?: { username: string; privateKey: string } | null;
}

export interface SalesforceClientOptions extends SalesforceSession {
  /** Attempts per call for REQUEST_LIMIT_EXCEEDED and 503 (default 4), waiting backoffMs × 2^n between. */
  attempts?: number;
  backoffMs?: number;
  /** Calls stop when the org's daily API usage reaches this share of its limit (default 0.9), keeping the rest for the org's own users. */
  reserveShare?: number;
  /** Bulk API 2.0 job polling interval (default 1,000 ms). */
  pollIntervalMs?: number;
  /** Called with each new access token, to store it. */
  onAccessToken?: (token: string) => void | Promise<void>;
}

/** The org's daily API usage, from the last `Sforce-Limit-Info` header seen. */
export interface ApiUsage {
  used: number;
  limit: number;
}

/** 401: the token could not be refreshed (revoked, expired, or the user lost access); the connection is broken. */
export const SALESFORCE_AUTH_FAILED = 401;

export interface SalesforceClient {
  conn: Connection;
  /** Runs one API call: waits out REQUEST_LIMIT_EXCEEDED and 503 with backoff, refreshes an expired token once. Throws `CrmCallError`. */
  call<T>(what: string, fn: (conn: Connection) => Promise<T>): Promise<T>;
  usage(): ApiUsage | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The errorCode of a jsforce HttpApiError (REQUEST_LIMIT_EXCEEDED, INVALID_SESSION_ID, ERROR_HTTP_503 …). */
export function errorCodeOf(err: unknown): string | null {
  const code = (err as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : null;
}

function retryable(err: unknown): boolean {
  const code = errorCodeOf(err);
  return code === 'REQUEST_LIMIT_EXCEEDED' || code === 'ERROR_HTTP_503' || code === 'SERVER_UNAVAILABLE';
}

function statusOf(code: string | null): number | null {
  if (code === null) return null;
  if (code === 'REQUEST_LIMIT_EXCEEDED') return 429;
  const http = /^ERROR_HTTP_(\d{3})$/.exec(code);
  if (http) return Number(http[1]);
  if (code === 'INVALID_SESSION_ID') return SALESFORCE_AUTH_FAILED;
  if (code === 'NOT_FOUND') return 404;
  return 400;
}

export function salesforceError(what: string, err: unknown): CrmCallError {
  if (err instanceof CrmCallError) return err;
  const code = errorCodeOf(err);
  const message = err instanceof Error ? err.message : String(err);
  if (code === null && /Unable to refresh session/.test(message)) {
    return new CrmCallError(`Salesforce refused to refresh the session (${message.replace(/^.*due to: /, '')}): reconnect Salesforce`, SALESFORCE_AUTH_FAILED);
  }
  if (code === null) return new CrmCallError(`Salesforce could not be reached (${what}): ${message}`, null);
  return new CrmCallError(`Salesforce answered ${code} (${what}): ${message}`, statusOf(code));
}

/** A jsforce connection for a stored session, with the refresh (refresh token or a new JWT) and limits this service needs. */
export function createSalesforceClient(options: SalesforceClientOptions): SalesforceClient {
  const { Connection, OAuth2 } = jsforce();
  const oauth2 = new OAuth2({ loginUrl: options.loginUrl, clientId: options.clientId, clientSecret: options.clientSecret ?? undefined });
  let refreshes = 0;
  const conn = new Connection({
    oauth2,
    instanceUrl: options.instanceUrl,
    accessToken: options.accessToken ?? 'none',
    refreshToken: options.refreshToken ?? undefined,
    version: SALESFORCE_API_VERSION,
    refreshFn: (_c, callback) => {
      refreshes += 1;
      if (refreshes > 1) return callback(new Error('the refreshed session was refused too'));
      const token = options.jwt
        ? oauth2.requestToken({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: jwtAssertion({ ...options.jwt, clientId: options.clientId, audience: options.loginUrl }) })
        : options.refreshToken
          ? oauth2.refreshToken(options.refreshToken)
          : Promise.reject(new Error('no refresh token stored'));
      token.then(
        async (res) => {
          await options.onAccessToken?.(res.access_token);
          callback(undefined, res.access_token, res);
        },
        (err: unknown) => callback(err as Error),
      );
    },
  });
  conn.bulk2.pollInterval = options.pollIntervalMs ?? 1000;
  conn.bulk2.pollTimeout = 30 * 60_000;
  const attempts = options.attempts ?? 4;
  const backoff = options.backoffMs ?? 1000;
  const reserve = options.reserveShare ?? 0.9;
  const usage = (): ApiUsage | null => {
    const u = conn.limitInfo.apiUsage;
    return u ? { used: u.used, limit: u.limit } : null;
  };
  return {
    conn,
    usage,
    async call(what, fn) {
      const u = usage();
      if (u && u.used >= u.limit * reserve) {
        throw new CrmCallError(`Salesforce API usage is at ${u.used} of ${u.limit} requests today; the rest is left to the org's own users`, 429, 60 * 60_000);
      }
      for (let attempt = 1; ; attempt++) {
        refreshes = 0;
        try {
          return await fn(conn);
        } catch (err) {
          if (attempt >= attempts || !retryable(err)) throw salesforceError(what, err);
          await sleep(backoff * 2 ** (attempt - 1));
        }
      }
    },
  };
}
