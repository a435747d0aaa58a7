import { randomUUID } from 'node:crypto';

import type { Scope } from '../../domain/vocabulary';
import type { Services } from '../context';
import { authenticateUser, type SignedInUser } from '../users/users.service';
import { issueAuthorizationCode } from './authorization-codes';
import { findClient } from './clients';
import { FORM_TTL_MS, normaliseScopes } from './oauth-policy';
import { signPayload, verifyPayload } from './signed-payload';

/**
 * The authorize step without server-side sessions: the validated request travels in a signed
 * value (sign-in form), then in a signed, single-use consent value that also names who signed in.
 */
export interface PendingAuthorization {
  client_id: string;
  client_name: string;
  redirect_uri: string;
  code_challenge: string;
  /** What the client asked for, normalised (`write` implies `read`). */
  scopes: Scope[];
  state?: string;
  resource?: string;
}

interface ConsentPayload {
  /** The request this consent answers: the consent form is bound to it. */
  pending: PendingAuthorization;
  users: Array<Pick<SignedInUser, 'user_id' | 'email' | 'workspace_id' | 'workspace_name'>>;
  nonce: string;
}

export type FlowFailure = { ok: false; reason: 'expired' | 'invalid' | 'used' | 'unknown_client' };

export function beginAuthorization(services: Services, pending: PendingAuthorization): string {
  return signPayload(services, 'oauth-pending', { pending }, FORM_TTL_MS).token;
}

export function readPendingAuthorization(
  services: Services,
  token: string,
): { ok: true; pending: PendingAuthorization } | FlowFailure {
  const v = verifyPayload<{ pending: PendingAuthorization }>(services, 'oauth-pending', token);
  if (!v.ok) return { ok: false, reason: v.reason === 'expired' ? 'expired' : 'invalid' };
  return { ok: true, pending: v.payload.pending };
}

export type SignInOutcome =
  | { ok: true; pending: PendingAuthorization; consentToken: string; users: ConsentPayload['users'] }
  | { ok: false; reason: 'bad_credentials' | 'suspended'; pending: PendingAuthorization }
  | FlowFailure;

/** Email and password against the pending request; success yields the consent form's token. */
export async function signInForAuthorization(
  services: Services,
  pendingToken: string,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const read = readPendingAuthorization(services, pendingToken);
  if (!read.ok) return read;
  const matched = await authenticateUser(services, email, password);
  const active = matched.filter((u) => u.workspace_status === 'active');
  if (matched.length === 0) return { ok: false, reason: 'bad_credentials', pending: read.pending };
  if (active.length === 0) return { ok: false, reason: 'suspended', pending: read.pending };
  const users = active.map(({ user_id, email: e, workspace_id, workspace_name }) => ({ user_id, email: e, workspace_id, workspace_name }));
  const payload: ConsentPayload = { pending: read.pending, users, nonce: randomUUID() };
  return { ok: true, pending: read.pending, users, consentToken: signPayload(services, 'oauth-consent', payload, FORM_TTL_MS).token };
}

export type ConsentOutcome = { ok: true; redirectTo: string } | FlowFailure | { ok: false; reason: 'bad_choice'; message: string };

function redirectWith(pending: PendingAuthorization, params: Record<string, string>): string {
  const url = new URL(pending.redirect_uri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (pending.state !== undefined) url.searchParams.set('state', pending.state);
  return url.href;
}

/**
 * The user's answer. Deny → `error=access_denied`. Allow → a code for the chosen scopes (never
 * more than the client asked for) in the chosen workspace. A consent form works once.
 */
export async function decideAuthorization(
  services: Services,
  input: { consentToken: string; decision: string; scope: string; userId?: string; issuer: string },
): Promise<ConsentOutcome> {
  const v = verifyPayload<ConsentPayload>(services, 'oauth-consent', input.consentToken);
  if (!v.ok) return { ok: false, reason: v.reason === 'expired' ? 'expired' : 'invalid' };
  const { pending, users, nonce } = v.payload;
  if (!(await findClient(services, pending.client_id))) return { ok: false, reason: 'unknown_client' };
  if (input.decision === 'deny') {
    return {
      ok: true,
      redirectTo: redirectWith(pending, { error: 'access_denied', error_description: 'The user denied access', iss: input.issuer }),
    };
  }
  if (input.decision !== 'allow') return { ok: false, reason: 'bad_choice', message: 'Choose Allow or Deny.' };
  let scopes: Scope[];
  try {
    scopes = normaliseScopes(input.scope.split(' '));
  } catch {
    return { ok: false, reason: 'bad_choice', message: 'Choose read, or read and write.' };
  }
  if (scopes.some((s) => !pending.scopes.includes(s))) {
    return { ok: false, reason: 'bad_choice', message: 'That access level is more than the application asked for.' };
  }
  const user = users.length === 1 ? users[0] : users.find((u) => u.user_id === input.userId);
  if (!user) return { ok: false, reason: 'bad_choice', message: 'Choose a workspace.' };
  const code = await issueAuthorizationCode(
    services,
    {
      clientId: pending.client_id,
      workspaceId: user.workspace_id,
      userId: user.user_id,
      scopes,
      codeChallenge: pending.code_challenge,
      redirectUri: pending.redirect_uri,
      resource: pending.resource ?? null,
    },
    nonce,
  );
  if (!code) return { ok: false, reason: 'used' };
  return { ok: true, redirectTo: redirectWith(pending, { code, iss: input.issuer }) };
}
