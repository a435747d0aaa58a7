import { createHmac, timingSafeEqual } from 'node:crypto';

import { query } from '../../db/query';
import type { Scope, UserRole, WorkspaceStatus } from '../../domain/vocabulary';
import { hashSecret, randomToken } from '../../shared/secrets';
import type { ResolvedCredential, Services } from '../context';
import { em, statementEm } from '../context';
import { secretFor } from '../oauth/server-secret';

/**
 * The app's sessions, the third credential kind next to API keys and OAuth tokens (docs/app.md).
 * The cookie carries `trs_<random>`; only its SHA-256 is stored. The CSRF token is an HMAC of the
 * session's id under the server secret: GET /v1/session can give it again without storing it.
 */
export const SESSION_PREFIX = 'trs_';
export const SESSION_COOKIE = 'tracker_session';

export interface SessionUser {
  user_id: string;
  email: string;
  name: string | null;
  role: UserRole;
  workspace_id: string;
  workspace_name: string;
  workspace_status: WorkspaceStatus;
}

export interface OpenedSession {
  token: string;
  id: string;
  csrf_token: string;
  expires_at: Date;
  idle_expires_at: Date;
}

/** admin: read and write everything; member: read everything, and the writes routes mark `member` (src/gateway/route-table.ts). */
export function scopesForRole(role: UserRole): Scope[] {
  return role === 'admin' ? ['read', 'write'] : ['read'];
}

export function csrfTokenFor(services: Services, sessionId: string): string {
  return createHmac('sha256', secretFor(services, 'app-csrf')).update(sessionId).digest('base64url');
}

/** Constant-time comparison of a presented CSRF token with the session's. */
export function csrfTokenMatches(services: Services, sessionId: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(services, sessionId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function lifetimes(services: Services): { idleMs: number; maxMs: number } {
  return { idleMs: services.env.SESSION_IDLE_MINUTES * 60_000, maxMs: services.env.SESSION_MAX_HOURS * 3_600_000 };
}

/** A new session for a person whose password was just checked. */
export async function openSession(services: Services, user: Pick<SessionUser, 'user_id' | 'workspace_id'>): Promise<OpenedSession> {
  const token = `${SESSION_PREFIX}${randomToken(32)}`;
  const now = services.wallClock.now();
  const { idleMs, maxMs } = lifetimes(services);
  const expires = new Date(now.getTime() + maxMs);
  const [row] = await query<{ id: string }>(
    em(services),
    `insert into app_sessions (workspace_id, user_id, token_hash, created_at, last_seen_at, expires_at)
     values (?, ?, ?, ?, ?, ?) returning id`,
    [user.workspace_id, user.user_id, hashSecret(token), now, now, expires],
  );
  const id = row!.id;
  return { token, id, csrf_token: csrfTokenFor(services, id), expires_at: expires, idle_expires_at: new Date(Math.min(now.getTime() + idleMs, expires.getTime())) };
}

interface SessionRow {
  id: string;
  user_id: string;
  email: string;
  name: string | null;
  role: UserRole;
  workspace_id: string;
  workspace_name: string;
  workspace_status: WorkspaceStatus;
  expires_at: Date;
  last_seen_at: Date;
}

export interface ResolvedSession extends ResolvedCredential {
  session: { id: string; csrf_token: string; expires_at: Date; idle_expires_at: Date; user: SessionUser };
}

/**
 * The live session behind a cookie value, slid forward (one statement: the idle check, the
 * absolute lifetime, revocation and the new `last_seen_at`), or null.
 */
export async function resolveSession(services: Services, token: string): Promise<ResolvedSession | null> {
  if (!token.startsWith(SESSION_PREFIX) || token.length > 200) return null;
  const now = services.wallClock.now();
  const { idleMs } = lifetimes(services);
  const [row] = await query<SessionRow>(
    statementEm(services),
    `with s as (
       update app_sessions set last_seen_at = ?
        where token_hash = ? and revoked_at is null and expires_at > ? and last_seen_at > ?
        returning id, user_id, workspace_id, expires_at, last_seen_at)
     select s.id, s.user_id, s.workspace_id, s.expires_at, s.last_seen_at, u.email, u.name, u.role,
            w.name as workspace_name, w.status as workspace_status
       from s join users u on u.id = s.user_id join workspaces w on w.id = s.workspace_id`,
    [now, hashSecret(token), now, new Date(now.getTime() - idleMs)],
  );
  if (!row) return null;
  const expires = new Date(row.expires_at);
  const user: SessionUser = {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    workspace_id: row.workspace_id,
    workspace_name: row.workspace_name,
    workspace_status: row.workspace_status,
  };
  return {
    caller: { workspaceId: row.workspace_id, via: 'session', scopes: scopesForRole(row.role), userId: row.user_id, credentialId: row.id, role: row.role },
    workspaceStatus: row.workspace_status,
    session: {
      id: row.id,
      csrf_token: csrfTokenFor(services, row.id),
      expires_at: expires,
      idle_expires_at: new Date(Math.min(now.getTime() + idleMs, expires.getTime())),
      user,
    },
  };
}

/** Sign out: this session ends. */
export async function closeSession(services: Services, sessionId: string): Promise<void> {
  await query(statementEm(services), 'update app_sessions set revoked_at = ? where id = ? and revoked_at is null', [services.wallClock.now(), sessionId]);
}

/** Sign out everywhere: every live session of the person ends; how many did. */
export async function closeSessionsOfUser(services: Services, userId: string): Promise<number> {
  const rows = await query<{ id: string }>(
    statementEm(services),
    'update app_sessions set revoked_at = ? where user_id = ? and revoked_at is null returning id',
    [services.wallClock.now(), userId],
  );
  return rows.length;
}
