import { ApiKey, Workspace } from '../../db/entities';
import type { Scope } from '../../domain/vocabulary';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { ResolvedCredential, Services } from '../context';
import { em } from '../context';
import { findWorkspace } from '../workspaces/workspace.service';
import { credentialsChanged } from './credential-cache';

/** Keys look like `trk_<43 random chars>`; the first 12 characters are kept for recognition. */
export const API_KEY_PREFIX = 'trk_';

export interface CreatedApiKey {
  id: string;
  key: string;
  prefix: string;
  scopes: Scope[];
  workspace_id: string;
}

/** `write` includes `read`: a write key can also read. */
export function scopesFor(scope: Scope): Scope[] {
  return scope === 'write' ? ['read', 'write'] : ['read'];
}

export async function createApiKey(
  services: Services,
  input: { workspace: string; scope: Scope; name?: string },
): Promise<CreatedApiKey> {
  const ws = await findWorkspace(services, input.workspace);
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const m = em(services);
  const row = m.create(ApiKey, {
    workspace_id: ws.id,
    name: input.name ?? null,
    prefix: key.slice(0, 12),
    key_hash: hashSecret(key),
    scopes: scopesFor(input.scope),
  });
  await m.flush();
  return { id: row.id, key, prefix: row.prefix, scopes: row.scopes as Scope[], workspace_id: ws.id };
}

export async function revokeApiKey(services: Services, idOrPrefix: string): Promise<{ id: string; revoked_at: Date }> {
  const m = em(services);
  const isUuid = /^[0-9a-f-]{36}$/i.test(idOrPrefix);
  const rows = await m.find(ApiKey, isUuid ? { id: idOrPrefix } : { prefix: idOrPrefix });
  if (rows.length > 1) throw new ValidationError('Ambiguous key', [{ path: 'key', message: 'several keys share this prefix; use the id' }]);
  const row = rows[0];
  if (!row) throw new NotFoundError('API key');
  row.revoked_at ??= services.wallClock.now();
  await m.flush();
  credentialsChanged(services.orm);
  return { id: row.id, revoked_at: row.revoked_at };
}

export type { ResolvedCredential } from '../context';

/** Looks a presented key up by its hash; null when unknown or revoked. */
export async function authenticateApiKey(services: Services, key: string): Promise<ResolvedCredential | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const m = em(services);
  const row = await m.findOne(ApiKey, { key_hash: hashSecret(key), revoked_at: null });
  if (!row) return null;
  const ws = await m.findOneOrFail(Workspace, { id: row.workspace_id });
  return {
    caller: { workspaceId: ws.id, via: 'api_key', scopes: row.scopes as Scope[], userId: null, credentialId: row.id },
    workspaceStatus: ws.status,
  };
}
