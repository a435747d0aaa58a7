/**
 * The app's session (docs/app.md): an HttpOnly cookie the browser keeps, and a CSRF token the
 * app keeps in memory and sends with every write. Reading the session gives the token again,
 * so a reload needs no storage.
 */
import { api, ApiError, type Schemas, setCsrfToken, unwrap } from './client';

export type Role = Schemas['UserRole'];
type SessionBody = Schemas['Session'];
export type Session = SessionBody['user'] & { workspace: SessionBody['workspace'] };

function adopt(body: SessionBody): Session {
  setCsrfToken(body.csrf_token);
  return { ...body.user, workspace: body.workspace };
}

/** The signed-in person, or null when there is no live session (401). */
export async function readSession(): Promise<Session | null> {
  try {
    return adopt(await unwrap(api.GET('/session')));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export async function signIn(email: string, password: string): Promise<Session> {
  return adopt(await unwrap(api.POST('/session', { body: { email, password } })));
}

/** Ends this session, or with `everywhere` every session of this person. */
export async function signOut(everywhere: boolean): Promise<void> {
  await unwrap(everywhere ? api.DELETE('/sessions') : api.DELETE('/session'));
  setCsrfToken(null);
}

