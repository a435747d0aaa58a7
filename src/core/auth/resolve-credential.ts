import type { Services } from '../context';
import { authenticateApiKey, type ResolvedCredential } from './api-keys';
import { CredentialCache, credentialCacheOf } from './credential-cache';

export type CredentialResolver = (services: Services, token: string) => Promise<ResolvedCredential | null>;

/** Resolvers tried in order; OAuth access tokens join the list where the MCP server is mounted. */
const resolvers: CredentialResolver[] = [authenticateApiKey];

export function registerCredentialResolver(resolver: CredentialResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

/**
 * The credential behind a presented token, or null. API keys resolved before come from the
 * gateway's credential cache (credential-cache.ts: emptied on every revocation); OAuth access
 * tokens, which expire by the service clock, are looked up every time. A key of a suspended
 * workspace is not kept either: it is refused anyway, and reading it each time lets the first
 * request after an unsuspension through without waiting for the notification.
 */
export async function resolveCredential(services: Services, token: string): Promise<ResolvedCredential | null> {
  const cache = credentialCacheOf(services.orm);
  const key = cache ? CredentialCache.keyOf(token) : '';
  const cached = cache?.get(key);
  if (cached) return cached;
  const epoch = cache?.epoch ?? 0;
  for (const resolve of resolvers) {
    const found = await resolve(services, token);
    if (!found) continue;
    if (cache && found.caller.via === 'api_key' && found.workspaceStatus !== 'suspended') cache.set(key, found, epoch);
    return found;
  }
  return null;
}
