import type { Services } from '../context';
import { authenticateApiKey, type ResolvedCredential } from './api-keys';

export type CredentialResolver = (services: Services, token: string) => Promise<ResolvedCredential | null>;

/** Resolvers tried in order; OAuth access tokens join the list where the MCP server is mounted. */
const resolvers: CredentialResolver[] = [authenticateApiKey];

export function registerCredentialResolver(resolver: CredentialResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

export async function resolveCredential(services: Services, token: string): Promise<ResolvedCredential | null> {
  for (const resolve of resolvers) {
    const found = await resolve(services, token);
    if (found) return found;
  }
  return null;
}
