import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { acceptInvitation, inviteUser } from '../../../src/core/users/users.service';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, type ApiResponse, errorCode } from '../../support/http';
import { capturingLogger, type LogRecord } from '../../support/log-capture';
import { type McpTestApp, startMcpTestApp } from '../../support/mcp-app';
import { authorizeThroughForms, pkce, registerClient, tokenRequest } from '../../support/mcp-oauth';
import { sqlOn } from '../../support/sql';
import { runHook, seedChange, seedPerson } from '../plays/support';

// Each sign-in is a real scrypt check (tens to hundreds of ms on a loaded 2-core machine).
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = { email: 'ada.admin@acme.test', password: 'a long and unusual passphrase 41' };
const MEMBER = { email: 'max.member@acme.test', password: 'another unusual passphrase 73' };
const REDIRECT = 'http://127.0.0.1:53682/callback';

const records: LogRecord[] = [];
let app: McpTestApp;
let ws: SeededWorkspace;
let playId: string;
let changeId: string;
/** Every secret the test handles: none may appear in a log line. */
const secrets: string[] = [ADMIN.password, MEMBER.password];

beforeAll(async () => {
  app = await startMcpTestApp({
    env: { ...HIGH_RATE_LIMITS, TRUST_PROXY: 'true', SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' },
    log: capturingLogger(records, 'trace'),
  });
  ws = await seedWorkspace(app.services);
  secrets.push(ws.writeKey, ws.readKey);
  for (const [who, role] of [[ADMIN, 'admin'], [MEMBER, 'member']] as const) {
    const invitation = await inviteUser(app.services, { workspace: ws.id, email: who.email });
    expect(invitation.role).toBe(role);
    secrets.push(invitation.invite_token);
    await acceptInvitation(app.services, invitation.invite_token, who.password);
  }
  const { profileId } = await seedPerson(app, ws.id, { first_name: 'Sam', last_name: 'Lowry', company: 'Central Services' });
  changeId = await seedChange(app, ws.id, profileId, { type: 'moved', from_company: 'Central Services', to_company: 'Ministry', to_title: 'Engineer', detected_at: '2026-03-01T00:00:00Z' });
  expect(await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id })).toBe(1);
  playId = (await api(app.baseUrl, 'GET', '/plays', { key: ws.readKey })).body.data[0].id;
});
afterAll(() => app?.close());

interface Signed {
  cookie: string;
  csrf: string;
  setCookie: string;
  body: Record<string, unknown>;
}

async function signIn(who: { email: string; password: string }, headers: Record<string, string> = {}): Promise<Signed> {
  const res = await api(app.baseUrl, 'POST', '/session', { body: who, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const setCookie = res.headers.get('set-cookie')!;
  const value = /^tracker_session=([^;]+)/.exec(setCookie)![1]!;
  secrets.push(value, res.body.csrf_token);
  return { cookie: `tracker_session=${value}`, csrf: res.body.csrf_token, setCookie, body: res.body };
}

/** A call with the session cookie (and the CSRF token when `csrf` is given). */
function withSession(s: Signed, method: string, path: string, body?: unknown, csrf: string | null = s.csrf): Promise<ApiResponse> {
  return api(app.baseUrl, method, path, { body, headers: { cookie: s.cookie, ...(csrf === null ? {} : { 'x-csrf-token': csrf }) } });
}

const workspaceName = async () => (await api(app.baseUrl, 'GET', '/settings', { key: ws.readKey })).body.name as string;

describe('app sessions: cookie, CSRF, sign-out, idle timeout', () => {
  it('when an admin signs in, then the cookie is HttpOnly, SameSite=Strict, path / and Secure only over HTTPS, and GET /session gives role and CSRF token', async () => {
    const plain = await signIn(ADMIN);
    expect(plain.setCookie).toMatch(/HttpOnly/i);
    expect(plain.setCookie).toMatch(/SameSite=Strict/i);
    expect(plain.setCookie).toMatch(/Path=\//);
    expect(plain.setCookie).not.toMatch(/Secure/i);
    expect(plain.body).toMatchObject({ user: { email: ADMIN.email, role: 'admin' }, workspace: { id: ws.id } });
    expect(JSON.stringify(plain.body)).not.toContain(plain.cookie.split('=')[1]);

    const https = await signIn(ADMIN, { 'x-forwarded-proto': 'https' });
    expect(https.setCookie).toMatch(/;\s*Secure/i);

    const session = await withSession(plain, 'GET', '/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ csrf_token: plain.csrf, user: { role: 'admin' } });
    const me = await withSession(plain, 'GET', '/me');
    expect(me.body.auth).toMatchObject({ via: 'session', scopes: ['read', 'write'] });
  });

  it('when a wrong password is sent, then 401 invalid_credentials and no cookie', async () => {
    const res = await api(app.baseUrl, 'POST', '/session', { body: { email: ADMIN.email, password: 'not the password at all' } });
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('invalid_credentials');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('when a write comes with the session cookie but without or with a wrong CSRF token, then 403 csrf_failed and nothing changed; with the token it works', async () => {
    const s = await signIn(ADMIN);
    const before = await workspaceName();
    const missing = await withSession(s, 'PATCH', '/settings', { name: 'Renamed without token' }, null);
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('csrf_failed');
    const wrong = await withSession(s, 'PATCH', '/settings', { name: 'Renamed with a wrong token' }, `${s.csrf.slice(0, -2)}xx`);
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong)).toBe('csrf_failed');
    const other = await signIn(ADMIN);
    expect((await withSession(s, 'PATCH', '/settings', { name: 'Another session token' }, other.csrf)).status).toBe(403);
    expect(await workspaceName()).toBe(before);

    const ok = await withSession(s, 'PATCH', '/settings', { name: 'Renamed by the app' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await workspaceName()).toBe('Renamed by the app');
  });

  it('when an API key writes, then no CSRF token is needed (no cookie, no CSRF)', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { name: 'Acme Sales' } });
    expect(res.status).toBe(200);
  });

  it('when a person signs out, then that cookie is 401 and their other session still works', async () => {
    const a = await signIn(ADMIN);
    const b = await signIn(ADMIN);
    const out = await withSession(a, 'DELETE', '/session');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/tracker_session=;.*Max-Age=0/i);
    const after = await withSession(a, 'GET', '/me');
    expect(after.status).toBe(401);
    expect(errorCode(after)).toBe('unauthorized');
    expect((await withSession(b, 'GET', '/me')).status).toBe(200);
  });

  it('when a person signs out everywhere, then every session of theirs is 401 and another person\'s is not', async () => {
    const sessions = [await signIn(ADMIN), await signIn(ADMIN), await signIn(ADMIN)];
    const member = await signIn(MEMBER);
    const out = await withSession(sessions[0]!, 'DELETE', '/sessions');
    expect(out.status).toBe(200);
    expect(out.body.signed_out).toBeGreaterThanOrEqual(3);
    for (const s of sessions) expect((await withSession(s, 'GET', '/session')).status).toBe(401);
    expect((await withSession(member, 'GET', '/session')).status).toBe(200);
  });

  it('when a session is idle longer than SESSION_IDLE_MINUTES, then it is 401; used within it, it slides; after SESSION_MAX_HOURS it ends however used', async () => {
    const idle = await signIn(ADMIN);
    const busy = await signIn(ADMIN);
    for (let i = 0; i < 3; i++) {
      app.clock.advance(4 * 60_000);
      expect((await withSession(busy, 'GET', '/me')).status).toBe(200);
    }
    expect((await withSession(idle, 'GET', '/me')).status).toBe(401);
    for (let i = 0; i < 12; i++) {
      app.clock.advance(4 * 60_000);
      await withSession(busy, 'GET', '/me');
    }
    // 60 minutes after sign-in: the absolute lifetime (1 hour here) has passed.
    const ended = await withSession(busy, 'GET', '/me');
    expect(ended.status).toBe(401);
  });
});

describe('roles: what a member may do', () => {
  it('when a member reads, changes a play, gives feedback and reviews, then it works; the journal names the person', async () => {
    const m = await signIn(MEMBER);
    for (const path of ['/me', '/contacts', '/plays', '/changes', '/settings', '/icp', '/runs', '/webhooks', '/credits']) {
      expect((await withSession(m, 'GET', path)).status, path).toBe(200);
    }
    const play = await withSession(m, 'PATCH', `/plays/${playId}`, { status: 'contacted', notes: 'Called on Monday' });
    expect(play.status, JSON.stringify(play.body)).toBe(200);
    expect(play.body).toMatchObject({ status: 'contacted', notes: 'Called on Monday' });
    // The app offers only what the play machine allows next (allowed_statuses, from machines/play-status.machine.ts).
    expect([...play.body.allowed_statuses].sort()).toEqual(['meeting', 'not_relevant', 'replied']);
    const feedback = await withSession(m, 'POST', `/changes/${changeId}/feedback`, { verdict: 'correct' });
    expect([200, 201], JSON.stringify(feedback.body)).toContain(feedback.status);
    const journal = await sqlOn(app)<{ cause: string; to_status: string }>(`select cause, to_status from transitions where resource_id = ? and cause like 'user:%'`, [playId]);
    expect(journal).toEqual([{ cause: `user:${(m.body.user as { id: string }).id}`, to_status: 'contacted' }]);
    // Review: an unknown candidate is 404, not 403: the member passed authorisation.
    const review = await withSession(m, 'POST', `/contacts/${crypto.randomUUID()}/candidates/${crypto.randomUUID()}/confirm`, {});
    expect(review.status).toBe(404);
  });

  it('when a member manages keys, integrations, webhooks, settings or the ICP, then 403 and nothing changed', async () => {
    const m = await signIn(MEMBER);
    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/api-keys'],
      ['POST', '/api-keys', { name: 'Mine', scope: 'read' }],
      ['PATCH', '/settings', { name: 'Member was here' }],
      ['PUT', '/icp', { account: { rules: [] } }],
      ['POST', '/webhooks', { url: 'https://hooks.acme.test/x', events: ['play.created'] }],
      ['PATCH', `/webhooks/${crypto.randomUUID()}`, { enabled: true }],
      ['DELETE', `/webhooks/${crypto.randomUUID()}`],
      ['POST', `/webhooks/${crypto.randomUUID()}/test`],
      ['POST', '/integrations/salesforce/connect', {}],
      ['POST', '/integrations/salesforce/jwt', {}],
      ['PUT', '/integrations/salesforce/mapping', {}],
      ['DELETE', '/integrations/salesforce'],
      ['POST', '/runs', {}],
    ];
    for (const [method, path, body] of refused) {
      const res = await withSession(m, method, path, body);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
    expect(await workspaceName()).not.toBe('Member was here');
    const [keys] = await sqlOn(app)<{ n: string }>('select count(*) as n from api_keys where workspace_id = ?', [ws.id]);
    expect(Number(keys!.n)).toBe(2);
  });
});

describe('API key management', () => {
  it('when an admin creates a key in the app, then its secret is shown once, it works against GET /me, the list shows its last use and never the secret, and revoking it ends it', async () => {
    const s = await signIn(ADMIN);
    const created = await withSession(s, 'POST', '/api-keys', { name: 'Zapier', scope: 'read' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const key = created.body.key as string;
    secrets.push(key);
    expect(created.body).toMatchObject({ name: 'Zapier', scope: 'read', prefix: key.slice(0, 12), last_used_at: null, revoked_at: null });
    const me = await api(app.baseUrl, 'GET', '/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.auth.via).toBe('api_key');

    const list = await withSession(s, 'GET', '/api-keys');
    expect(list.status).toBe(200);
    const row = list.body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(row.last_used_at).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.data).toHaveLength(3);

    const revoked = await withSession(s, 'DELETE', `/api-keys/${created.body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await api(app.baseUrl, 'GET', '/me', { key })).status).toBe(401);
  });

  it('when an API key or an OAuth token calls key management, then 403 session_required, whatever its scope', async () => {
    for (const [method, path, body] of [['GET', '/api-keys'], ['POST', '/api-keys', { name: 'Sneaky', scope: 'write' }], ['DELETE', `/api-keys/${crypto.randomUUID()}`]] as const) {
      const res = await api(app.baseUrl, method, path, { key: ws.writeKey, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorCode(res)).toBe('session_required');
    }
    const clientId = (await registerClient(app.rootUrl)).body.client_id;
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read write' }, ADMIN);
    const tokens = await tokenRequest(app.rootUrl, { grant_type: 'authorization_code', client_id: clientId, code: location.searchParams.get('code')!, code_verifier: verifier, redirect_uri: REDIRECT });
    const access = tokens.body.access_token as string;
    secrets.push(access, tokens.body.refresh_token);
    expect((await api(app.baseUrl, 'GET', '/me', { key: access })).status).toBe(200);
    const res = await api(app.baseUrl, 'POST', '/api-keys', { key: access, body: { name: 'Agent key', scope: 'write' } });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('session_required');
  });
});

describe('logs', () => {
  it('when every test above has run, then no password, key, cookie, CSRF or OAuth token appears in any log line', () => {
    expect(records.length).toBeGreaterThan(0);
    const text = records.map((r) => JSON.stringify(r)).join('\n');
    for (const secret of secrets) expect(text.includes(secret), `a secret starting ${secret.slice(0, 4)} was logged`).toBe(false);
  });
});
