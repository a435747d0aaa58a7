import type { ApiKeySummary } from '../../core/auth/api-keys';
import type { SessionUser } from '../../core/auth/sessions';
import { iso } from '../../shared/schemas';

/** The Session wire shape from a person and their session's times and CSRF token. */
export function sessionBody(
  user: Pick<SessionUser, 'user_id' | 'email' | 'role' | 'workspace_id' | 'workspace_name'> & { name?: string | null },
  session: { csrf_token: string; expires_at: Date; idle_expires_at: Date },
) {
  return {
    user: { id: user.user_id, email: user.email, name: user.name ?? null, role: user.role },
    workspace: { id: user.workspace_id, name: user.workspace_name },
    csrf_token: session.csrf_token,
    expires_at: session.expires_at.toISOString(),
    idle_expires_at: session.idle_expires_at.toISOString(),
  };
}

/** The ApiKey wire shape (never the secret). */
export function apiKeyBody(key: ApiKeySummary) {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    created_at: iso(key.created_at)!,
    last_used_at: iso(key.last_used_at),
    revoked_at: iso(key.revoked_at),
  };
}
