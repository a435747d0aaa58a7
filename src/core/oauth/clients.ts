import { query } from '../../db/query';
import { hashSecret } from '../../shared/secrets';
import type { Services } from '../context';
import { em } from '../context';
import { OAuthGrantError } from './oauth-policy';

/** A registered client as RFC 7591 describes it, minus the secret (only its hash is kept). */
export interface OAuthClientRecord {
  client_id: string;
  client_id_issued_at?: number;
  client_secret_expires_at?: number;
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
  client_name?: string;
  [field: string]: unknown;
}

export interface StoredClient {
  metadata: OAuthClientRecord;
  secretHash: string | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Bounds of what a registration may store (RFC 7591 lets the server refuse values). Each field is
 * bounded, so a stored client is at most a few kilobytes: its metadata is read on every authorize
 * and token request, and multi-megabyte metadata stalled them all.
 */
export const CLIENT_METADATA_LIMITS = {
  text: 200,
  uri: 1000,
  contacts: 5,
  contact: 320,
  listItems: 4,
  /** software_statement (a JWT) and jwks (a JSON Web Key Set), as JSON text. */
  document: 4096,
} as const;

const TEXT_FIELDS = ['client_name', 'scope', 'software_id', 'software_version', 'token_endpoint_auth_method'];
const URI_FIELDS = ['client_uri', 'logo_uri', 'tos_uri', 'policy_uri', 'jwks_uri'];

function refuse(message: string): never {
  throw new OAuthGrantError('invalid_client_metadata', message);
}

/** Every field's size, before anything else looks at the values. */
function checkSizes(metadata: OAuthClientRecord): void {
  const L = CLIENT_METADATA_LIMITS;
  for (const name of TEXT_FIELDS) {
    const value = metadata[name];
    if (typeof value === 'string' && value.length > L.text) refuse(`${name} is longer than ${L.text} characters`);
  }
  for (const name of URI_FIELDS) {
    const value = metadata[name];
    if (typeof value === 'string' && value.length > L.uri) refuse(`${name} is longer than ${L.uri} characters`);
  }
  for (const uri of Array.isArray(metadata.redirect_uris) ? metadata.redirect_uris : []) {
    if (String(uri).length > L.uri) refuse(`a redirect_uri is longer than ${L.uri} characters`);
  }
  const contacts = metadata.contacts;
  if (Array.isArray(contacts) && (contacts.length > L.contacts || contacts.some((c) => String(c).length > L.contact))) {
    refuse(`contacts lists at most ${L.contacts} addresses of at most ${L.contact} characters`);
  }
  for (const name of ['grant_types', 'response_types']) {
    const list = metadata[name];
    if (Array.isArray(list) && list.length > L.listItems) refuse(`${name} lists at most ${L.listItems} values`);
  }
  for (const name of ['software_statement', 'jwks']) {
    const value = metadata[name];
    if (value !== undefined && (typeof value === 'string' ? value : JSON.stringify(value)).length > L.document) {
      refuse(`${name} is larger than ${L.document} characters`);
    }
  }
}
const AUTH_METHODS = new Set(['none', 'client_secret_post']);

/**
 * Registration policy (RFC 7591 lets the server refuse or replace values): redirect URIs are HTTPS,
 * loopback HTTP (RFC 8252 native apps) or a private-use scheme, never with a fragment; only the
 * code flow with refresh tokens; secret authentication only in the request body.
 */
export function checkClientMetadata(metadata: OAuthClientRecord): OAuthClientRecord {
  checkSizes(metadata);
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > 10) {
    throw new OAuthGrantError('invalid_client_metadata', 'redirect_uris must list 1 to 10 URIs');
  }
  for (const uri of uris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw new OAuthGrantError('invalid_client_metadata', `redirect_uri is not a URL: ${uri}`);
    }
    if (url.hash) throw new OAuthGrantError('invalid_client_metadata', 'a redirect_uri must not have a fragment');
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
      throw new OAuthGrantError('invalid_client_metadata', 'http redirect URIs are allowed only for loopback hosts; use https');
    }
  }
  const grants = metadata.grant_types as string[] | undefined;
  if (grants?.some((g) => g !== 'authorization_code' && g !== 'refresh_token')) {
    throw new OAuthGrantError('invalid_client_metadata', 'only the authorization_code and refresh_token grants are supported');
  }
  const responses = metadata.response_types as string[] | undefined;
  if (responses?.some((r) => r !== 'code')) {
    throw new OAuthGrantError('invalid_client_metadata', 'only response_type code is supported');
  }
  const method = metadata.token_endpoint_auth_method ?? 'client_secret_post';
  return { ...metadata, token_endpoint_auth_method: AUTH_METHODS.has(method) ? method : 'client_secret_post' };
}

export async function saveClient(services: Services, metadata: OAuthClientRecord, secret: string | undefined): Promise<void> {
  await query(em(services), 'insert into oauth_clients (client_id, client_secret_hash, metadata) values (?, ?, ?)', [
    metadata.client_id,
    secret ? hashSecret(secret) : null,
    JSON.stringify(metadata),
  ]);
}

export async function findClient(services: Services, clientId: string): Promise<StoredClient | null> {
  if (clientId.length > 200) return null;
  const [row] = await query<{ metadata: OAuthClientRecord; client_secret_hash: string | null }>(
    em(services),
    'select metadata, client_secret_hash from oauth_clients where client_id = ?',
    [clientId],
  );
  return row ? { metadata: row.metadata, secretHash: row.client_secret_hash } : null;
}
