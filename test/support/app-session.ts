import { expect } from 'vitest';

import { acceptInvitation, inviteUser } from '../../src/core/users/users.service';
import type { UserRole } from '../../src/domain/vocabulary';
import type { TestApp } from './app';
import { api, type ApiResponse } from './http';

/** A person signed in to the app: the cookie to send and the session's CSRF token. */
export interface AppSession {
  cookie: string;
  csrf: string;
}

/** Invites a person with this role into the workspace, sets their password and signs them in over HTTP. */
export async function signedInAs(app: TestApp, workspaceId: string, role: UserRole, email = `${role}.${Math.random().toString(36).slice(2, 8)}@acme.test`): Promise<AppSession> {
  const password = `a long and unusual passphrase for ${role} 47`;
  const invitation = await inviteUser(app.services, { workspace: workspaceId, email, role });
  await acceptInvitation(app.services, invitation.invite_token, password);
  const res = await api(app.baseUrl, 'POST', '/session', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const value = /^tracker_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
  return { cookie: `tracker_session=${value}`, csrf: res.body.csrf_token as string };
}

/** A call with the session's cookie and CSRF token. */
export function asSession(app: TestApp, session: AppSession, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  return api(app.baseUrl, method, path, { body, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf } });
}
