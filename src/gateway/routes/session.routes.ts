import { serialize } from 'cookie';
import type { Request } from 'express';

import { createApiKey, listApiKeys, revokeWorkspaceApiKey } from '../../core/auth/api-keys';
import { ApiKeyCreateSchema, ApiKeyListSchema, ApiKeySummarySchema, CreatedApiKeySchema, SessionSchema, SignedOutEverywhereSchema, SignInSchema } from '../../core/auth/app-auth.schema';
import { signInToApp } from '../../core/auth/app-sign-in';
import { closeSession, closeSessionsOfUser, SESSION_COOKIE } from '../../core/auth/sessions';
import { signInGuardOf } from '../../mcp/sign-in-guard';
import { DomainError, ForbiddenError } from '../../shared/errors';
import { IdParamsSchema } from '../../shared/schemas';
import type { Authorised } from '../auth';
import { apiKeyExample, apiKeyListExample, createdApiKeyExample, sessionExample } from '../examples/app.examples';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import { RateLimitedError } from '../rate-limit';
import { route } from '../route-table';
import { apiKeyBody, sessionBody } from './session-bodies';

/** HttpOnly, SameSite=Strict, path /, Secure when the request came over HTTPS (X-Forwarded-Proto with TRUST_PROXY). */
function sessionCookie(req: Request, value: string, maxAgeSeconds: number): string {
  return serialize(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: maxAgeSeconds });
}

function requireSession(session: Authorised['session']): NonNullable<Authorised['session']> {
  if (!session) throw new ForbiddenError('session_required', 'This operation is for a person signed in to the app, not an API key or OAuth token');
  return session;
}

const SESSION_TAG = 'App sessions';
const KEYS_TAG = 'API keys';

export const sessionRoutes = [
  route({
    method: 'post',
    path: '/session',
    operationId: 'signIn',
    summary: 'Sign in to the app with email and password (extension)',
    description:
      'Sets the session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS) and returns the CSRF token every write made with ' +
      'the cookie must send in `X-CSRF-Token`. Failed attempts are throttled per address and email like the OAuth sign-in ' +
      '(429 with Retry-After). A wrong email or password is 401 `invalid_credentials`.',
    tag: SESSION_TAG,
    access: 'public',
    body: SignInSchema,
    examples: { body: { email: 'maria@acme.example', password: 'correct horse battery staple' } },
    responses: {
      201: { description: 'Signed in; the cookie is set', schema: SessionSchema, example: sessionExample },
      409: { description: 'Several workspaces', errorExamples: { choose_workspace: { code: 'choose_workspace', message: 'This email and password open several workspaces: send `workspace_id` with one of them' } } },
    },
    handler: async ({ services, body, req }) => {
      const admission = await signInGuardOf(services).admit(req.ip ?? 'unknown', body.email.trim().toLowerCase());
      if (!admission.ok) throw new RateLimitedError(admission.retryAfterSeconds);
      try {
        const { user, session } = await signInToApp(services, body);
        admission.settle('matched');
        services.log.info({ user_id: user.user_id, workspace_id: user.workspace_id, session_id: session.id }, 'app sign-in');
        const maxAge = Math.floor((session.expires_at.getTime() - services.wallClock.now().getTime()) / 1000);
        return { status: 201, body: sessionBody(user, session), headers: { 'Set-Cookie': sessionCookie(req, session.token, maxAge), 'Cache-Control': 'no-store' } };
      } catch (err) {
        if (err instanceof DomainError) services.log.info({ code: err.code, address: req.ip }, 'app sign-in refused');
        admission.settle(err instanceof DomainError && err.status === 401 ? 'failed' : err instanceof DomainError && err.status === 503 ? 'unchecked' : 'matched');
        throw err;
      }
    },
  }),
  route({
    method: 'get',
    path: '/session',
    operationId: 'getSession',
    summary: 'Who is signed in: person, role, workspace and the CSRF token (extension)',
    tag: SESSION_TAG,
    responses: { 200: { description: 'The session', schema: SessionSchema, example: sessionExample } },
    handler: async ({ session }) => {
      const s = requireSession(session);
      return { status: 200, body: sessionBody(s.user, s), headers: { 'Cache-Control': 'no-store' } };
    },
  }),
  route({
    method: 'delete',
    path: '/session',
    operationId: 'signOut',
    summary: 'Sign out: this session ends (extension)',
    tag: SESSION_TAG,
    access: 'member',
    responses: { 204: { description: 'Signed out; the cookie is cleared' } },
    handler: async ({ services, session, req }) => {
      const s = requireSession(session);
      await closeSession(services, s.id);
      services.log.info({ user_id: s.user.user_id, session_id: s.id }, 'app sign-out');
      return { status: 204, headers: { 'Set-Cookie': sessionCookie(req, '', 0) } };
    },
  }),
  route({
    method: 'delete',
    path: '/sessions',
    operationId: 'signOutEverywhere',
    summary: 'Sign out everywhere: every session of this person ends (extension)',
    tag: SESSION_TAG,
    access: 'member',
    responses: { 200: { description: 'Signed out everywhere', schema: SignedOutEverywhereSchema, example: { signed_out: 3 } } },
    handler: async ({ services, session, req }) => {
      const { user } = requireSession(session);
      const count = await closeSessionsOfUser(services, user.user_id);
      services.log.info({ user_id: user.user_id, sessions: count }, 'app sign-out everywhere');
      return { status: 200, body: { signed_out: count }, headers: { 'Set-Cookie': sessionCookie(req, '', 0) } };
    },
  }),
];

export const apiKeyRoutes = [
  route({
    method: 'get',
    path: '/api-keys',
    operationId: 'listApiKeys',
    summary: "The workspace's API keys, newest first, with their last use (extension; an admin signed in to the app only)",
    tag: KEYS_TAG,
    access: 'admin_session',
    responses: { 200: { description: 'The keys (never their secret)', schema: ApiKeyListSchema, example: apiKeyListExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: { data: (await listApiKeys(services, caller.workspaceId)).map(apiKeyBody) } }),
  }),
  route({
    method: 'post',
    path: '/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key; its secret is in this response only (extension; an admin signed in to the app only)',
    tag: KEYS_TAG,
    access: 'admin_session',
    body: ApiKeyCreateSchema,
    examples: { body: { name: 'Zapier', scope: 'read' } },
    responses: { 201: { description: 'The key, with its secret shown once', schema: CreatedApiKeySchema, example: createdApiKeyExample } },
    handler: async ({ services, caller, body }) => {
      const created = await createApiKey(services, { workspace: caller.workspaceId, scope: body.scope, name: body.name });
      const listed = (await listApiKeys(services, caller.workspaceId)).find((k) => k.id === created.id)!;
      return { status: 201, body: { ...apiKeyBody(listed), key: created.key }, headers: { 'Cache-Control': 'no-store' } };
    },
  }),
  route({
    method: 'delete',
    path: '/api-keys/{id}',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key: it stops working at once (extension; an admin signed in to the app only)',
    tag: KEYS_TAG,
    access: 'admin_session',
    params: IdParamsSchema,
    examples: { params: { id: ID.apiKey } },
    responses: { 200: { description: 'The revoked key', schema: ApiKeySummarySchema, example: { ...apiKeyExample, revoked_at: '2026-03-04T09:00:00.000Z' } } },
    handler: async ({ services, caller, params }) => ({ status: 200, body: apiKeyBody(await revokeWorkspaceApiKey(services, caller.workspaceId, params.id)) }),
  }),
];
