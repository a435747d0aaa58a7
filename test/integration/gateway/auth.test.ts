import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { revokeApiKey } from '../../../src/core/auth/api-keys';
import { setWorkspaceStatus } from '../../../src/core/workspaces/workspace.service';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api, errorCode } from '../../support/http';

let app: TestApp;
let ws: SeededWorkspace;

beforeAll(async () => {
  app = await startTestApp();
  ws = await seedWorkspace(app.services, { credits: 250 });
});
afterAll(() => app.close());

describe('authentication', () => {
  it('when no credential is sent, then 401 unauthorized in the envelope', async () => {
    const res = await api(app.baseUrl, 'GET', '/me');
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('unauthorized');
  });

  it('when the key is unknown or malformed, then 401', async () => {
    for (const header of ['Bearer trk_nope', 'Bearer', 'Basic abc', 'Bearer ' + 'x'.repeat(500)]) {
      const res = await api(app.baseUrl, 'GET', '/me', { headers: { authorization: header } });
      expect(res.status, header.slice(0, 20)).toBe(401);
      expect(errorCode(res)).toBe('unauthorized');
    }
  });

  it('when the key comes as Bearer or as X-API-Key, then GET /me reports api_key auth and its scopes', async () => {
    const bearer = await api(app.baseUrl, 'GET', '/me', { key: ws.writeKey });
    expect(bearer.status).toBe(200);
    expect(bearer.body.auth).toEqual({ via: 'api_key', scopes: ['read', 'write'], user_id: null });
    expect(bearer.body.workspace).toMatchObject({ id: ws.id, name: 'Acme Sales', slug: ws.slug });
    expect(bearer.body.credits).toEqual({ balance: 250, price_per_check_cents: 10 });
    expect(typeof bearer.body.next_refresh_at).toBe('string');

    const header = await api(app.baseUrl, 'GET', '/me', { headers: { 'x-api-key': ws.readKey } });
    expect(header.status).toBe(200);
    expect(header.body.auth.scopes).toEqual(['read']);
  });

  it('when a read key writes, then 403 forbidden and nothing changes', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.readKey, body: { name: 'Renamed' } });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('forbidden');
    const after = await api(app.baseUrl, 'GET', '/settings', { key: ws.readKey });
    expect(after.body.name).toBe('Acme Sales');
  });

  it('when a key is revoked, then it stops working at once', async () => {
    const other = await seedWorkspace(app.services, { name: 'Revoked Co' });
    expect((await api(app.baseUrl, 'GET', '/me', { key: other.readKey })).status).toBe(200);
    await revokeApiKey(app.services, other.readKey.slice(0, 12));
    const res = await api(app.baseUrl, 'GET', '/me', { key: other.readKey });
    expect(res.status).toBe(401);
  });

  it('when the workspace is suspended, then every call is 403 workspace_suspended until unsuspended', async () => {
    const other = await seedWorkspace(app.services, { name: 'Suspended Co' });
    await setWorkspaceStatus(app.services, other.id, 'suspended');
    const res = await api(app.baseUrl, 'GET', '/me', { key: other.writeKey });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('workspace_suspended');
    await setWorkspaceStatus(app.services, other.id, 'active');
    expect((await api(app.baseUrl, 'GET', '/me', { key: other.writeKey })).status).toBe(200);
  });

  it('when two workspaces exist, then each key sees only its own workspace', async () => {
    const other = await seedWorkspace(app.services, { name: 'Other Co' });
    const mine = await api(app.baseUrl, 'GET', '/settings', { key: ws.readKey });
    const theirs = await api(app.baseUrl, 'GET', '/settings', { key: other.readKey });
    expect(mine.body.slug).toBe(ws.slug);
    expect(theirs.body.slug).toBe(other.slug);
  });
});

describe('the error envelope', () => {
  it('when the route is unknown, then 404 not_found in the envelope', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nope'],
      ['DELETE', '/v1/nope'],
      ['GET', '/elsewhere'],
    ] as const) {
      const res = await api(app.rootUrl, method, path, { key: ws.writeKey });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorCode(res)).toBe('not_found');
    }
  });

  it('when a known route gets a method it does not support, then 405 method_not_allowed in the envelope', async () => {
    const res = await api(app.rootUrl, 'DELETE', '/v1/me', { key: ws.writeKey });
    expect(res.status).toBe(405);
    expect(errorCode(res)).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('when the JSON is malformed, then 400 validation_error', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });

  it('when the body is larger than the limit, then 413 payload_too_large', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', {
      key: ws.writeKey,
      body: JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(errorCode(res)).toBe('payload_too_large');
  });

  it('when a body-taking route gets no JSON body, then 400 naming the body', async () => {
    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/JSON body is required/);
  });
});

describe('operational endpoints', () => {
  it('when probed, then /healthz and /readyz answer without a credential, and /metrics is not on the API port', async () => {
    expect((await api(app.rootUrl, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await api(app.rootUrl, 'GET', '/readyz')).body).toEqual({ status: 'ready' });
    expect((await fetch(`${app.rootUrl}/metrics`)).status).toBe(404);
  });
});
