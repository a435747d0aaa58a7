import { createHash, randomBytes } from 'node:crypto';

import type { Services } from '../../src/core/context';
import { acceptInvitation, inviteUser } from '../../src/core/users/users.service';

/** PKCE S256: a random verifier and its challenge. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A workspace user with a password, the way `tracker admin user invite` + the invitation page make one. */
export async function userWithPassword(services: Services, workspace: string, email: string, password: string): Promise<string> {
  const invitation = await inviteUser(services, { workspace, email });
  return (await acceptInvitation(services, invitation.invite_token, password)).user_id;
}

type RegisteredClient = Record<string, unknown> & { client_id: string; client_secret?: string; error?: string };

export async function registerClient(
  rootUrl: string,
  metadata: Record<string, unknown> = {},
): Promise<{ status: number; body: RegisteredClient }> {
  const res = await fetch(`${rootUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Test Agent',
      redirect_uris: ['http://127.0.0.1:53682/callback'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      ...metadata,
    }),
  });
  return { status: res.status, body: (await res.json()) as RegisteredClient };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OAuth JSON answers are inspected loosely
export async function postForm(url: string, form: Record<string, string | undefined>): Promise<{ status: number; body: any; headers: Headers; text: string }> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v !== undefined) params.set(k, v);
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: params, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML page
  }
  return { status: res.status, body, headers: res.headers, text };
}

/** The value of a hidden form field in a server-rendered page. */
export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden field ${name} in page: ${html.slice(0, 500)}`);
  return match[1]!;
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope?: string;
  state?: string;
  resource?: string;
  method?: string;
}

export function authorizeUrl(rootUrl: string, r: AuthorizeRequest): string {
  const url = new URL(`${rootUrl}/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', r.clientId);
  url.searchParams.set('redirect_uri', r.redirectUri);
  url.searchParams.set('code_challenge', r.challenge);
  url.searchParams.set('code_challenge_method', r.method ?? 'S256');
  if (r.scope !== undefined) url.searchParams.set('scope', r.scope);
  if (r.state !== undefined) url.searchParams.set('state', r.state);
  if (r.resource !== undefined) url.searchParams.set('resource', r.resource);
  return url.href;
}

/** GET /authorize, then the sign-in form: the consent page (or the sign-in page again on failure). */
export async function signIn(rootUrl: string, r: AuthorizeRequest, email: string, password: string) {
  const page = await fetch(authorizeUrl(rootUrl, r), { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${page.headers.get('location') ?? html}`);
  return postForm(`${rootUrl}/oauth/sign-in`, { request: hiddenField(html, 'request'), email, password });
}

/** The whole authorize step through the server-rendered forms; returns the redirect it ends in. */
export async function authorizeThroughForms(
  rootUrl: string,
  r: AuthorizeRequest,
  user: { email: string; password: string },
  answer: { decision?: 'allow' | 'deny'; scope?: string } = {},
): Promise<{ location: URL; consent: string }> {
  const consentPage = await signIn(rootUrl, r, user.email, user.password);
  if (consentPage.status !== 200) throw new Error(`sign-in answered ${consentPage.status}: ${consentPage.text.slice(0, 300)}`);
  const consent = hiddenField(consentPage.text, 'consent');
  const decided = await postForm(`${rootUrl}/oauth/consent`, {
    consent,
    decision: answer.decision ?? 'allow',
    scope: answer.scope ?? (r.scope?.includes('write') ? 'read write' : 'read'),
  });
  if (decided.status !== 302) throw new Error(`consent answered ${decided.status}: ${decided.text.slice(0, 300)}`);
  return { location: new URL(decided.headers.get('location')!), consent };
}

export function tokenRequest(rootUrl: string, form: Record<string, string | undefined>) {
  return postForm(`${rootUrl}/token`, form);
}
