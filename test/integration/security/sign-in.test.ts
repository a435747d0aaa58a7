import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SCRYPT_CONCURRENCY, SCRYPT_MAX_WAITING, scryptLoad } from '../../../src/core/users/password';
import { setWorkspaceStatus } from '../../../src/core/workspaces/workspace.service';
import { createSignInGuard } from '../../../src/mcp/sign-in-guard';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { type McpTestApp, startMcpTestApp } from '../../support/mcp-app';
import { authorizeThroughForms, authorizeUrl, hiddenField, pkce, postForm, registerClient, tokenRequest, userWithPassword } from '../../support/mcp-oauth';

// Up to 10 real scrypt checks (32 MiB each) per case: on a loaded 2-core machine that passes 30 s.
vi.setConfig({ testTimeout: 120_000 });

const REDIRECT = 'http://127.0.0.1:53682/callback';
const USER = { email: 'lock.out@acme.test', password: 'a long and unusual passphrase 7' };

describe('sign-in throttle and password-check slots', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;
  let clientId: string;

  beforeAll(async () => {
    // TRUST_PROXY lets the test speak for many client addresses through X-Forwarded-For.
    // The in-flight cap per address is lifted here so the lockout alone decides (it has its own test).
    app = await startMcpTestApp({ env: { TRUST_PROXY: 'true' }, signInLimits: { inFlightPerAddress: 1000 } });
    ws = await seedWorkspace(app.services);
    await userWithPassword(app.services, ws.id, USER.email, USER.password);
    clientId = (await registerClient(app.rootUrl)).body.client_id;
  });
  afterAll(() => app?.close());

  /** The signed `request` value of a fresh sign-in form. */
  async function signInForm(): Promise<string> {
    const page = await fetch(authorizeUrl(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge: pkce().challenge, scope: 'read' }));
    return hiddenField(await page.text(), 'request');
  }

  function attempt(request: string, from: string, password: string, email = USER.email) {
    return fetch(`${app.rootUrl}/oauth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams({ request, email, password }),
    });
  }

  it('when 50 wrong guesses for one account arrive in parallel, then only 10 are checked, and then even the right password is locked out', async () => {
    const request = await signInForm();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(request, '198.51.100.7', `wrong guess number ${i}`)));
    const statuses = answers.map((r) => r.status);
    // 401: checked and wrong; 503: admitted but no scrypt slot free. Never more than the 10 the lockout allows.
    expect(statuses.filter((s) => s === 401 || s === 503).length).toBe(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many failed sign-ins');

    expect((await attempt(request, '198.51.100.7', USER.password)).status).toBe(429);
    // Another address is not locked out by that one.
    expect((await attempt(await signInForm(), '198.51.100.8', USER.password)).status).toBe(200);
  });

  it('when one address has four sign-ins in flight, then a fifth is refused at once; each answer frees a place', async () => {
    const guard = createSignInGuard();
    const admissions = await Promise.all(Array.from({ length: 12 }, (_, i) => guard.admit('203.0.113.9', `user${i}@acme.test`)));
    expect(admissions.filter((a) => a.ok)).toHaveLength(4);
    const first = admissions.find((a) => a.ok)!;
    if (first.ok) first.settle('failed');
    expect((await guard.admit('203.0.113.9', 'user99@acme.test')).ok).toBe(true);
    expect((await guard.admit('203.0.113.10', 'user0@acme.test')).ok).toBe(true);
  });

  it('when 40 addresses sign in at once, then at most two scrypt checks run and eight wait; the rest get 503 at once and a later sign-in works', async () => {
    scryptLoad(true);
    const request = await signInForm();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(request, `192.0.2.${i + 1}`, `flood guess ${i}`)));
    const statuses = answers.map((r) => r.status);
    const load = scryptLoad();
    expect(load.peakRunning).toBeLessThanOrEqual(SCRYPT_CONCURRENCY);
    expect(load.peakWaiting).toBeLessThanOrEqual(SCRYPT_MAX_WAITING);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(SCRYPT_CONCURRENCY);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SCRYPT_CONCURRENCY + SCRYPT_MAX_WAITING + 2);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);

    const after = await attempt(await signInForm(), '192.0.2.200', USER.password);
    expect(after.status).toBe(200);
  });

});

describe('tokens for a suspended workspace', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;
  let clientId: string;

  beforeAll(async () => {
    app = await startMcpTestApp();
    ws = await seedWorkspace(app.services);
    await userWithPassword(app.services, ws.id, USER.email, USER.password);
    clientId = (await registerClient(app.rootUrl)).body.client_id;
  });
  afterAll(() => app?.close());

  it('when the workspace is suspended, then a refresh issues no tokens (the refresh token stays usable), and after reactivation it works', async () => {
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read' }, USER);
    const tokens = await tokenRequest(app.rootUrl, {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: location.searchParams.get('code')!,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    });
    expect(tokens.status).toBe(200);

    await setWorkspaceStatus(app.services, ws.id, 'suspended');
    const refused = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.body.refresh_token });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect(refused.body.error_description).toContain('suspended');
    expect((await api(app.baseUrl, 'GET', '/me', { key: tokens.body.access_token })).status).toBe(403);

    await setWorkspaceStatus(app.services, ws.id, 'active');
    const again = await tokenRequest(app.rootUrl, { grant_type: 'refresh_token', client_id: clientId, refresh_token: tokens.body.refresh_token });
    expect(again.status).toBe(200);
    expect((await api(app.baseUrl, 'GET', '/me', { key: again.body.access_token })).status).toBe(200);
  });

  it('when a code is exchanged after the workspace was suspended, then no tokens are issued', async () => {
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read' }, USER);
    await setWorkspaceStatus(app.services, ws.id, 'suspended');
    try {
      const res = await postForm(`${app.rootUrl}/token`, {
        grant_type: 'authorization_code',
        client_id: clientId,
        code: location.searchParams.get('code')!,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
    } finally {
      await setWorkspaceStatus(app.services, ws.id, 'active');
    }
  });
});
