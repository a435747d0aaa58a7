import { type Scope, SCOPES } from '../../domain/vocabulary';

/** Lifetimes of what the authorization server issues. */
export const CODE_TTL_MS = 60 * 1000;
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a sign-in or consent form stays usable. */
export const FORM_TTL_MS = 10 * 60 * 1000;

export const ACCESS_TOKEN_PREFIX = 'tka_';
export const REFRESH_TOKEN_PREFIX = 'tkr_';

export const SUPPORTED_SCOPES: readonly Scope[] = SCOPES;

/** The grant errors of RFC 6749 §5.2 (and RFC 8707's invalid_target), raised by the OAuth use cases. */
export class OAuthGrantError extends Error {
  constructor(
    readonly code: 'invalid_grant' | 'invalid_scope' | 'invalid_target' | 'invalid_request' | 'invalid_client_metadata',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Requested scopes → the granted set: only `read` and `write` exist and `write` implies `read`.
 * An empty request gets `read` (least privilege); an unknown scope is refused.
 */
export function normaliseScopes(requested: readonly string[]): Scope[] {
  const asked = requested.map((s) => s.trim()).filter(Boolean);
  const unknown = asked.filter((s) => !SUPPORTED_SCOPES.includes(s as Scope));
  if (unknown.length) throw new OAuthGrantError('invalid_scope', `Unknown scope: ${unknown.join(' ')}; use "read" or "read write"`);
  return asked.includes('write') ? ['read', 'write'] : ['read'];
}

export function scopeString(scopes: readonly string[]): string {
  return SUPPORTED_SCOPES.filter((s) => scopes.includes(s)).join(' ');
}

/** A scope list as a Postgres array literal (knex would spread a JS array into a list of values). */
export function scopesLiteral(scopes: readonly string[]): string {
  return `{${scopes.join(',')}}`;
}
