import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inviteUser } from '../../../src/core/users/users.service';
import { hashSecret } from '../../../src/shared/secrets';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { callTool, connectMcp, type McpTestApp, startMcpTestApp, toolError, useMcpTestApp } from '../../support/mcp-app';
import {
  type AuthorizeRequest,
  authorizeThroughForms,
  authorizeUrl,
  hiddenField,
  pkce,
  postForm,
  registerClient,
  signIn,
  tokenRequest,
  userWithPassword,
} from '../../support/mcp-oauth';
import { sqlOn } from '../../support/sql';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const USER = { email: 'agent.owner@acme.test', password: 'correct horse battery staple' };

describe('OAuth 2.1 authorization server (HTTP level)', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;
  let userId: string;
  let clientId: string;

  beforeAll(async () => {
    app = await startMcpTestApp();
    ws = await seedWorkspace(app.services, { credits: 100 });
    userId = await userWithPassword(app.services, ws.id, USER.email, USER.password);
    clientId = (await registerClient(app.rootUrl)).body.client_id;
  });
  afterAll(() => app?.close());

  /** A code for `scope`, with its verifier. */
  async function codeFor(scope = 'read write', extra: Partial<AuthorizeRequest> = {}) {
    const { verifier, challenge } = pkce();
    const request = { clientId, redirectUri: REDIRECT, challenge, scope, state: 'st-1', ...extra };
    const { location } = await authorizeThroughForms(app.rootUrl, request, USER);
    return { code: location.searchParams.get('code')!, verifier, location };
  }

  async function tokensFor(scope = 'read write') {
    const { code, verifier } = await codeFor(scope);
    const res = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: REDIRECT });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { access_token: string; refresh_token: string; scope: string; expires_in: number; token_type: string };
  }

  const me = (token: string) => api(app.baseUrl, 'GET', '/me', { key: token });

  it('when a client reads the discovery documents, then they name every endpoint, S256 only and the two scopes', async () => {
    const as = await (await fetch(`${app.rootUrl}/.well-known/oauth-authorization-server`)).json();
    const prm = await (await fetch(`${app.rootUrl}/.well-known/oauth-protected-resource/mcp`)).json();

    expect(as).toMatchObject({
      issuer: `${app.rootUrl}/`,
      authorization_endpoint: `${app.rootUrl}/authorize`,
      token_endpoint: `${app.rootUrl}/token`,
      registration_endpoint: `${app.rootUrl}/register`,
      revocation_endpoint: `${app.rootUrl}/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['read', 'write'],
    });
    expect(prm).toMatchObject({ resource: app.mcpUrl, authorization_servers: [`${app.rootUrl}/`], scopes_supported: ['read', 'write'] });
  });

  it('when a client registers, then a public client gets no secret and a confidential one gets a secret stored only as a hash', async () => {
    const pub = await registerClient(app.rootUrl);
    const conf = await registerClient(app.rootUrl, { token_endpoint_auth_method: 'client_secret_post', redirect_uris: ['https://agent.example/cb'] });

    expect(pub.status).toBe(201);
    expect(pub.body.client_secret).toBeUndefined();
    expect(conf.status).toBe(201);
    expect(conf.body.client_secret).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await sqlOn(app.services)<{ client_secret_hash: string; metadata: Record<string, unknown> }>(
      'select client_secret_hash, metadata from oauth_clients where client_id = ?',
      [conf.body.client_id],
    );
    expect(row!.client_secret_hash).toBe(hashSecret(conf.body.client_secret!));
    expect(JSON.stringify(row!.metadata)).not.toContain(conf.body.client_secret);

    const plainHttp = await registerClient(app.rootUrl, { redirect_uris: ['http://evil.example/cb'] });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.error).toBe('invalid_client_metadata');
  });

  it('when a confidential client presents a wrong secret, then the token endpoint refuses it; the right one works', async () => {
    const conf = await registerClient(app.rootUrl, { token_endpoint_auth_method: 'client_secret_post', redirect_uris: [REDIRECT] });
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId: conf.body.client_id, redirectUri: REDIRECT, challenge, scope: 'read' }, USER);
    const form = { grant_type: 'authorization_code', client_id: conf.body.client_id, code: location.searchParams.get('code')!, code_verifier: verifier };

    const wrong = await tokenRequest(app.rootUrl, { ...form, client_secret: 'not-the-secret' });
    const missing = await tokenRequest(app.rootUrl, form);
    const right = await tokenRequest(app.rootUrl, { ...form, client_secret: conf.body.client_secret });

    expect(wrong.body.error).toBe('invalid_client');
    expect(missing.body.error).toBe('invalid_client');
    expect(right.status).toBe(200);
  });

  it('when the authorize request uses PKCE plain (or none, or an unknown scope, or a foreign resource), then it is refused', async () => {
    const { verifier, challenge } = pkce();
    const cases: Array<[Partial<AuthorizeRequest>, string]> = [
      [{ method: 'plain', challenge: verifier }, 'invalid_request'],
      [{ method: 'S512' }, 'invalid_request'],
      [{ scope: 'read admin' }, 'invalid_scope'],
      [{ resource: 'https://other.example/api' }, 'invalid_target'],
    ];
    for (const [override, error] of cases) {
      const res = await fetch(authorizeUrl(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, state: 'x', ...override }), { redirect: 'manual' });
      expect(res.status, JSON.stringify(override)).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('error'), JSON.stringify(override)).toBe(error);
      // The SDK reports request-syntax errors before it reads `state`; the provider's own refusals keep it.
      if (!override.method) expect(location.searchParams.get('state')).toBe('x');
    }
    const noMethod = new URL(authorizeUrl(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge }));
    noMethod.searchParams.delete('code_challenge_method');
    const res = await fetch(noMethod, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const unregistered = await fetch(authorizeUrl(app.rootUrl, { clientId, redirectUri: 'http://127.0.0.1:1/elsewhere', challenge }), { redirect: 'manual' });
    expect(unregistered.status).toBe(400);
  });

  it('when the user signs in with a wrong password, then the sign-in page comes back with an error and escapes what it shows', async () => {
    const hostile = await registerClient(app.rootUrl, { client_name: '<script>alert(1)</script>' });
    const { challenge } = pkce();
    const request = { clientId: hostile.body.client_id, redirectUri: REDIRECT, challenge, scope: 'read' };
    const page = await fetch(authorizeUrl(app.rootUrl, request));
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const wrong = await signIn(app.rootUrl, request, USER.email, 'wrong password!');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Email or password is incorrect.');
    const unknown = await signIn(app.rootUrl, request, 'nobody@acme.test', USER.password);
    expect(unknown.status).toBe(401);
    const forged = await postForm(`${app.rootUrl}/oauth/sign-in`, { request: 'e30.forged', ...USER });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('connect again');
  });

  it('when the consent page is shown, then it offers only what the client asked for, defaulting to it', async () => {
    const { challenge } = pkce();
    const both = await signIn(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read write' }, USER.email, USER.password);
    const readOnly = await signIn(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read' }, USER.email, USER.password);

    expect(both.text).toMatch(/value="read write" checked/);
    expect(both.text).toMatch(/value="read" >/);
    expect(readOnly.text).toMatch(/value="read" checked/);
    expect(readOnly.text).not.toContain('value="read write"');
    const more = await postForm(`${app.rootUrl}/oauth/consent`, { consent: hiddenField(readOnly.text, 'consent'), decision: 'allow', scope: 'read write' });
    expect(more.status).toBe(400);
    expect(more.text).toContain('more than the application asked for');
  });

  it('when the user denies, then the client is redirected with access_denied and its state', async () => {
    const { challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read', state: 'keep-me' }, USER, { decision: 'deny' });

    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('keep-me');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('when a consent form is replayed, tampered with or stale, then it is refused', async () => {
    const { challenge } = pkce();
    const request = { clientId, redirectUri: REDIRECT, challenge, scope: 'read' };
    const { consent } = await authorizeThroughForms(app.rootUrl, request, USER);

    const replay = await postForm(`${app.rootUrl}/oauth/consent`, { consent, decision: 'allow', scope: 'read' });
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('already used');
    const [body, mac] = consent.split('.');
    const tampered = await postForm(`${app.rootUrl}/oauth/consent`, { consent: `${body}x.${mac}`, decision: 'allow', scope: 'read' });
    expect(tampered.status).toBe(400);

    const page = await signIn(app.rootUrl, request, USER.email, USER.password);
    app.clock.advance(11 * 60 * 1000);
    const stale = await postForm(`${app.rootUrl}/oauth/consent`, { consent: hiddenField(page.text, 'consent'), decision: 'allow', scope: 'read' });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain('expired');
  });

  it('when the code is exchanged with a wrong verifier, then invalid_grant; with the right one, tokens for the granted scope', async () => {
    const { code, verifier, location } = await codeFor('read write');
    expect(location.searchParams.get('state')).toBe('st-1');

    const wrong = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: pkce().verifier });
    const right = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: REDIRECT });

    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
    expect(right.body.access_token).toMatch(/^tka_/);
    expect(right.body.refresh_token).toMatch(/^tkr_/);
    const stored = await sqlOn(app.services)<{ token_hash: string }>('select token_hash from oauth_tokens');
    expect(stored.map((r) => r.token_hash)).toContain(hashSecret(right.body.access_token));
    expect(JSON.stringify(stored)).not.toContain(right.body.access_token);
  });

  it('when a code is used twice, then the second use is refused and the tokens from the first are revoked', async () => {
    const { code, verifier } = await codeFor('read');
    const first = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier });
    expect((await me(first.body.access_token)).status).toBe(200);

    const second = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier });

    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    expect((await me(first.body.access_token)).status).toBe(401);
    const refreshed = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: first.body.refresh_token });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('when a code is older than 60 seconds, then it is refused', async () => {
    const { code, verifier } = await codeFor('read');
    app.clock.advance(61 * 1000);
    const res = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier });
    expect(res.body.error).toBe('invalid_grant');
  });

  it('when an OAuth token calls the REST API, then GET /me shows oauth with the user id, and a read token cannot write', async () => {
    const rw = await tokensFor('read write');
    const ro = await tokensFor('read');

    const viaRw = await me(rw.access_token);
    expect(viaRw.status).toBe(200);
    expect(viaRw.body.auth).toEqual({ via: 'oauth', scopes: ['read', 'write'], user_id: userId });
    expect(viaRw.body.workspace.id).toBe(ws.id);
    expect((await me(ro.access_token)).body.auth).toEqual({ via: 'oauth', scopes: ['read'], user_id: userId });

    const write = await api(app.baseUrl, 'PATCH', '/settings', { key: ro.access_token, body: { name: 'Nope' } });
    expect(write.status).toBe(403);
    expect(errorCode(write)).toBe('forbidden');
    expect((await api(app.baseUrl, 'PATCH', '/settings', { key: rw.access_token, body: { name: 'Via OAuth' } })).status).toBe(200);

    const agent = await connectMcp(app.mcpUrl, ro.access_token);
    try {
      expect((await callTool(agent, 'get_workspace')).body.auth).toEqual({ via: 'oauth', scopes: ['read'], user_id: userId });
      expect(toolError(await callTool(agent, 'update_settings', { name: 'Nope' })).message).toMatch(/write scope/);
    } finally {
      await agent.close();
    }
  });

  it('when an access token is older than an hour, then REST and /mcp answer 401', async () => {
    const t = await tokensFor('read');
    app.clock.advance(60 * 60 * 1000 - 1000);
    expect((await me(t.access_token)).status).toBe(200);
    app.clock.advance(2000);

    expect((await me(t.access_token)).status).toBe(401);
    const mcp = await fetch(app.mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('when a refresh token is used, then it rotates; reusing the old one revokes the whole family', async () => {
    const t = await tokensFor('read write');
    const r1 = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: t.refresh_token });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(t.refresh_token);
    expect(r1.body.access_token).not.toBe(t.access_token);
    expect(r1.body.scope).toBe('read write');
    expect((await me(r1.body.access_token)).status).toBe(200);

    const reuse = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: t.refresh_token });

    expect(reuse.body.error).toBe('invalid_grant');
    expect((await me(r1.body.access_token)).status).toBe(401);
    expect((await me(t.access_token)).status).toBe(401);
    const next = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: r1.body.refresh_token });
    expect(next.body.error).toBe('invalid_grant');
  });

  it('when a refresh asks for less scope, then it gets it; more than granted is invalid_scope; another client is refused', async () => {
    const t = await tokensFor('read');
    const more = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: t.refresh_token, scope: 'read write' });
    expect(more.body.error).toBe('invalid_scope');
    const other = (await registerClient(app.rootUrl)).body.client_id;
    const stolen = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: other, refresh_token: t.refresh_token });
    expect(stolen.body.error).toBe('invalid_grant');

    const rw = await tokensFor('read write');
    const less = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: rw.refresh_token, scope: 'read' });
    expect(less.body.scope).toBe('read');
    expect((await me(less.body.access_token)).body.auth.scopes).toEqual(['read']);
  });

  it('when a token is revoked (RFC 7009), then it stops working; revoking a refresh token ends the grant', async () => {
    const a = await tokensFor('read');
    const revokeAccess = await postForm(`${app.rootUrl}/revoke`, { client_id: clientId, token: a.access_token, token_type_hint: 'access_token' });
    expect(revokeAccess.status).toBe(200);
    expect((await me(a.access_token)).status).toBe(401);
    expect((await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: a.refresh_token })).status).toBe(200);

    const b = await tokensFor('read');
    expect((await postForm(`${app.rootUrl}/revoke`, { client_id: clientId, token: b.refresh_token })).status).toBe(200);
    expect((await me(b.access_token)).status).toBe(401);
    expect((await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: b.refresh_token })).body.error).toBe('invalid_grant');
    expect((await postForm(`${app.rootUrl}/revoke`, { client_id: clientId, token: 'tka_unknown' })).status).toBe(200);
  });

  it('when a resource indicator names this server, then the token is bound to it and works on /mcp and REST', async () => {
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read', resource: app.mcpUrl }, USER);
    const form = { grant_type: 'authorization_code', client_id: clientId, code: location.searchParams.get('code')!, code_verifier: verifier };
    const t = await tokenRequest(app.rootUrl, { ...form, resource: app.mcpUrl });
    expect(t.status).toBe(200);
    const [row] = await sqlOn(app.services)<{ resource: string }>('select resource from oauth_tokens where token_hash = ?', [hashSecret(t.body.access_token)]);
    expect(row!.resource).toBe(app.mcpUrl);
    expect((await me(t.body.access_token)).status).toBe(200);
    const other = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: t.body.refresh_token, resource: `${app.rootUrl}/v1` });
    expect(other.body.error).toBe('invalid_target');
  });
});

describe('invitation pages', () => {
  const app = useMcpTestApp();
  let ws: SeededWorkspace;
  beforeAll(async () => {
    ws = await seedWorkspace(app.services);
  });

  const submit = (token: string, password: string, confirm = password) => postForm(`${app.rootUrl}/invite/${token}`, { password, confirm });

  it('when an invited person sets a password, then the link works once and the password is stored as scrypt', async () => {
    const inv = await inviteUser(app.services, { workspace: ws.id, email: 'New.Person@Acme.test' });
    const page = await fetch(`${app.rootUrl}/invite/${inv.invite_token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('new.person@acme.test');

    expect((await submit(inv.invite_token, 'short')).status).toBe(400);
    const mismatch = await submit(inv.invite_token, 'long enough password', 'another long password');
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('differ');
    const done = await submit(inv.invite_token, 'long enough password');
    expect(done.status).toBe(200);
    expect(done.text).toContain('Password set');

    const [row] = await sqlOn(app.services)<{ password_hash: string; invite_token_hash: string | null }>(
      'select password_hash, invite_token_hash from users where id = ?',
      [inv.user_id],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.invite_token_hash).toBeNull();
    expect((await submit(inv.invite_token, 'another long password')).status).toBe(404);
    expect((await fetch(`${app.rootUrl}/invite/${inv.invite_token}`)).status).toBe(404);
  });

  it('when the invitation is expired or unknown, then a clear error page', async () => {
    const inv = await inviteUser(app.services, { workspace: ws.id, email: 'late@acme.test' });
    app.clock.advance(8 * 24 * 3600 * 1000);
    const expired = await fetch(`${app.rootUrl}/invite/${inv.invite_token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('expired');
    expect((await submit(inv.invite_token, 'long enough password')).status).toBe(410);
    const unknown = await fetch(`${app.rootUrl}/invite/${'x'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });
});
