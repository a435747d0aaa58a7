import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { type McpTestApp, startMcpTestApp } from '../../support/mcp-app';
import { authorizeUrl, pkce, registerClient } from '../../support/mcp-oauth';

/** One request with headers fetch() will not send as given (Host). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
});

describe('security headers on every HTML page', () => {
  let app: McpTestApp;

  beforeAll(async () => {
    app = await startMcpTestApp();
  });
  afterAll(() => app?.close());

  async function pages(): Promise<Array<[string, string]>> {
    const clientId = (await registerClient(app.rootUrl)).body.client_id;
    return [
      ['API reference', `${app.rootUrl}/docs/`],
      ['machine view', `${app.rootUrl}/machines/`],
      ['OAuth sign-in', authorizeUrl(app.rootUrl, { clientId, redirectUri: 'http://127.0.0.1:53682/callback', challenge: pkce().challenge, scope: 'read' })],
      ['invitation (unknown link)', `${app.rootUrl}/invite/not-a-real-token`],
    ];
  }

  it('when any HTML page is served, then it has a CSP without inline script, no framing, nosniff and no referrer', async () => {
    for (const [name, url] of await pages()) {
      const res = await fetch(url);
      expect(res.headers.get('content-type'), name).toMatch(/^text\/html/);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), name).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('script-src') ?? [], name).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src') ?? [], name).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-frame-options'), name).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), name).toBe('no-referrer');
      // Every script of the page is a file of this server (the CSP would block an inline one anyway).
      const html = await res.text();
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], name).toEqual([]);
    }
  });

  it('when a JSON answer is served (API, OpenAPI, an error), then it too carries nosniff and a CSP that loads nothing', async () => {
    for (const url of [`${app.rootUrl}/v1/openapi.json`, `${app.baseUrl}/me`, `${app.rootUrl}/healthz`, `${app.rootUrl}/no-such-route`]) {
      const res = await fetch(url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(directives(res.headers.get('content-security-policy')).get('default-src'), url).toEqual(["'none'"]);
      // No cache validator on per-workspace JSON (the gateway does not hash every body for a 304 nobody asks for).
      expect(res.headers.get('etag'), url).toBeNull();
    }
  });

  it('when the API is called from a browser page of another origin, then no CORS header lets that page read the answer', async () => {
    const res = await fetch(`${app.baseUrl}/me`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${app.baseUrl}/me`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/mcp Host and Origin checks (DNS rebinding)', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;

  beforeAll(async () => {
    app = await startMcpTestApp({ env: { MCP_ALLOWED_HOSTS: 'mcp.acme.example', MCP_ALLOWED_ORIGINS: 'https://agent.acme.example' } });
    ws = await seedWorkspace(app.services);
  });
  afterAll(() => app?.close());

  const call = (headers: Record<string, string>) =>
    raw(app.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${ws.readKey}`, ...headers },
      body: INITIALIZE,
    });

  it('when the Host is a name this server does not answer for, then 403 forbidden_host before the credential is looked at', async () => {
    const res = await call({ host: 'rebound.attacker.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'forbidden_host', message: expect.any(String) } });
  });

  it('when a browser page of another origin calls, then 403 forbidden_origin; the allowed origin and non-browser clients get through', async () => {
    const other = await call({ origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body).error.code).toBe('forbidden_origin');
    expect((await call({ origin: 'https://agent.acme.example' })).status).toBe(200);
    expect((await call({})).status).toBe(200);
  });

  it('when the Host is a configured name or a loopback name (any port), then the call is served', async () => {
    expect((await call({ host: 'mcp.acme.example' })).status).toBe(200);
    expect((await call({ host: 'MCP.acme.example:443' })).status).toBe(200);
    expect((await call({ host: 'localhost:1234' })).status).toBe(200);
  });
});
