import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';

import { resolveCredential } from '../core/auth/resolve-credential';
import { csrfTokenMatches, type ResolvedSession, resolveSession, SESSION_COOKIE } from '../core/auth/sessions';
import type { Caller, Services } from '../core/context';
import type { Scope } from '../domain/vocabulary';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';

/**
 * Who may call a route beyond its scope (`read` for GET, `write` otherwise):
 * - `member`: a write a member signed in to the app may make too (play status and notes,
 *   change feedback, candidate review, their own sign-out);
 * - `admin_session`: only an admin signed in to the app (key management): never an API key or
 *   an OAuth token, whatever its scope;
 * - `admin`: an admin signed in to the app, or any key or token with the scope; a member session
 *   gets 403 even on a read (connections to Slack and HubSpot);
 * - `public`: no credential (the app's sign-in);
 * - absent: any credential with the scope; a member session only reads.
 */
export type RouteAccess = 'member' | 'admin_session' | 'admin' | 'public';

export const CSRF_HEADER = 'x-csrf-token';

/** The credential from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function presentedCredential(req: Request): string | null {
  const header = req.get('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  const key = req.get('x-api-key');
  return key ? key.trim() : null;
}

/** The app's session cookie, when the request carries one. */
export function presentedSession(req: Request): string | null {
  const header = req.get('cookie');
  if (!header || header.length > 8_192) return null;
  try {
    return parseCookies(header)[SESSION_COOKIE] ?? null;
  } catch {
    return null;
  }
}

export interface Authorised {
  caller: Caller;
  /** Set when the caller is a session (the app). */
  session?: ResolvedSession['session'];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function checkSession(services: Services, req: Request, found: ResolvedSession, scope: Scope, access?: RouteAccess): void {
  // A cookie is sent by the browser on its own, so a write with one must prove it comes from the app's page.
  if (!READS.has(req.method) && !csrfTokenMatches(services, found.session.id, req.get(CSRF_HEADER))) {
    throw new ForbiddenError('csrf_failed', 'A write made with the session cookie must send the session\'s CSRF token in the X-CSRF-Token header (GET /v1/session gives it)');
  }
  const role = found.caller.role ?? 'member';
  if ((access === 'admin_session' || access === 'admin') && role !== 'admin') throw new ForbiddenError('forbidden', 'Only a workspace admin may do this');
  if (!found.caller.scopes.includes(scope) && access !== 'member') {
    throw new ForbiddenError('forbidden', 'A member may read, change plays, give feedback on changes and review candidates; ask a workspace admin for this');
  }
}

/** 401 for a missing or unknown credential, 403 for a missing scope, role or CSRF token, or a suspended workspace. */
export async function authorise(services: Services, req: Request, scope: Scope, access?: RouteAccess): Promise<Authorised> {
  const token = presentedCredential(req);
  const cookie = token ? null : presentedSession(req);
  if (!token && !cookie) throw new UnauthorizedError('Send a credential as `Authorization: Bearer <key>` or `X-API-Key: <key>`');
  const found = token ? await resolveCredential(services, token) : await resolveSession(services, cookie!);
  if (!found) throw new UnauthorizedError(token ? 'The credential is invalid, expired or revoked' : 'The session has ended; sign in again');
  if (found.workspaceStatus === 'suspended') {
    throw new ForbiddenError('workspace_suspended', 'This workspace is suspended');
  }
  if ('session' in found) {
    checkSession(services, req, found as ResolvedSession, scope, access);
    return { caller: found.caller, session: (found as ResolvedSession).session };
  }
  if (access === 'admin_session') {
    throw new ForbiddenError('session_required', 'API keys are managed only by a workspace admin signed in to the app, never with an API key or OAuth token');
  }
  if (!found.caller.scopes.includes(scope)) {
    throw new ForbiddenError('forbidden', `This credential lacks the ${scope} scope`);
  }
  return { caller: found.caller };
}
