/**
 * The app's session (docs/app.md): an HttpOnly cookie the browser keeps, and a CSRF token the
 * app keeps in memory and sends with every write. Reading the session gives the token again,
 * so a reload needs no storage.
 */
import { callJson, setCsrfToken } from './client';

export type Role = 'admin' | 'member';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

/** The Session wire shape (GET /v1/session, POST /v1/session). */
interface SessionBody {
  user: SessionUser;
  workspace: { id: string; name: string };
  csrf_token: string;
}

export type Session = SessionUser & { workspace: SessionBody['workspace'] };

const SESSION = '/v1/session';

function adopt(body: SessionBody): Session {
  setCsrfToken(body.csrf_token);
  return { ...body.user, workspace: body.workspace };
}

/** The signed-in person, or null when there is no live session (401). */
export async function readSession(): Promise<Session | null> {
  try {
    return adopt(await callJson<SessionBody>('GET', SESSION));
  } catch (err) {
    if ((err as { status?: number }).status === 401) return null;
    throw err;
  }
}

export async function signIn(email: string, password: string): Promise<Session> {
  return adopt(await callJson<SessionBody>('POST', SESSION, { email, password }));
}

/** Ends this session, or with `everywhere` every session of this person. */
export async function signOut(everywhere: boolean): Promise<void> {
  await callJson('DELETE', everywhere ? '/v1/sessions' : SESSION);
  setCsrfToken(null);
}

/** Sets the password of an invitation (the CLI's invitation link) before the first sign-in. */
export async function acceptInvitation(token: string, password: string): Promise<{ email: string }> {
  return callJson('POST', `/v1/invitations/${encodeURIComponent(token)}/accept`, { password });
}
