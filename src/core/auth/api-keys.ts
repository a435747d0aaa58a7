import { ApiKey, Workspace } from '../../db/entities';
import { query } from '../../db/query';
import type { Scope } from '../../domain/vocabulary';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { ResolvedCredential, Services } from '../context';
import { em, statementEm } from '../context';
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

/** How often a key's `last_used_at` is written at most (per gateway process): the list shows the minute, not the request. */
const USE_NOTE_EVERY_MS = 60_000;
const lastNoted = new Map<string, number>();

/** Records that a key was used (at most once a minute per key; never delays the request it came with). */
export function noteApiKeyUse(services: Services, keyId: string): void {
  const now = services.wallClock.now();
  const last = lastNoted.get(keyId);
  if (last !== undefined && now.getTime() - last < USE_NOTE_EVERY_MS && now.getTime() >= last) return;
  if (lastNoted.size > 10_000) lastNoted.clear();
  lastNoted.set(keyId, now.getTime());
  query(statementEm(services), 'update api_keys set last_used_at = ? where id = ?', [now, keyId]).catch((err: unknown) => {
    services.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'could not note an API key\'s last use');
  });
}

export interface ApiKeySummary {
  id: string;
  name: string | null;
  scope: Scope;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** A workspace's keys, newest first, revoked ones included (never the secret nor its hash). */
export async function listApiKeys(services: Services, workspaceId: string): Promise<ApiKeySummary[]> {
  const rows = await query<{ id: string; name: string | null; prefix: string; scopes: string[]; created_at: Date; last_used_at: Date | null; revoked_at: Date | null }>(
    statementEm(services),
    `select id, name, prefix, scopes, created_at, last_used_at, revoked_at from api_keys
      where workspace_id = ? order by created_at desc, id`,
    [workspaceId],
  );
  return rows.map((r) => ({ ...r, scope: r.scopes.includes('write') ? 'write' : 'read' }));
}

/** Revokes one of the workspace's keys by id (404 for another workspace's key); revoking twice keeps the first time. */
export async function revokeWorkspaceApiKey(services: Services, workspaceId: string, id: string): Promise<ApiKeySummary> {
  const m = em(services);
  const row = await m.findOne(ApiKey, { id, workspace_id: workspaceId });
  if (!row) throw new NotFoundError('API key');
  row.revoked_at ??= services.wallClock.now();
  await m.flush();
  credentialsChanged(services.orm);
  const scopes = row.scopes as Scope[];
  return {
    id: row.id,
    name: row.name ?? null,
    scope: scopes.includes('write') ? 'write' : 'read',
    prefix: row.prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? null,
    revoked_at: row.revoked_at,
  };
}
