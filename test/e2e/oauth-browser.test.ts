import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { inviteUser } from '../../src/core/users/users.service';
import { type SeededWorkspace, seedWorkspace } from '../support/app';
import { launchChromium } from '../support/browser';
import { callTool, connectMcp, type McpTestApp, startMcpTestApp, toolError } from '../support/mcp-app';
import { pkce, postForm } from '../support/mcp-oauth';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const EMAIL = 'dana.agent@acme.test';
const PASSWORD = 'a long and memorable passphrase';

/** A native app's loopback redirect listener (RFC 8252): it records each callback it receives. */
async function loopbackReceiver(): Promise<{ server: Server; redirectUri: string; next(): Promise<URL> }> {
  const waiting: Array<(url: URL) => void> = [];
  const received: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') return void res.writeHead(404).end(); // the browser also asks for /favicon.ico
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Connected. You can close this window.</p>');
    const resolve = waiting.shift();
    if (resolve) resolve(url);
    else received.push(url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    redirectUri: `http://127.0.0.1:${port}/callback`,
    next: () => {
      const ready = received.shift();
      return ready ? Promise.resolve(ready) : new Promise<URL>((resolve) => waiting.push(resolve));
    },
  };
}

interface AsMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  registration_endpoint: string;
  revocation_endpoint: string;
  code_challenge_methods_supported: string[];
}

describe('an agent connects through OAuth in a real browser, knowing only the discovery URL', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;
  let browser: Browser;
  let page: Page;
  let receiver: Awaited<ReturnType<typeof loopbackReceiver>>;
  let meta: AsMetadata;
  let clientId: string;

  beforeAll(async () => {
    app = await startMcpTestApp();
    ws = await seedWorkspace(app.services, { name: 'Browser Co', credits: 100 });
    receiver = await loopbackReceiver();
    browser = await launchChromium('OAuth');
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    receiver?.server.close();
    await app?.close();
  });

  const token = (form: Record<string, string>) => postForm(meta.token_endpoint, form);

  /** Opens the authorize URL in Chromium, signs in, picks the access level and allows; returns the callback. */
  async function authorizeInBrowser(scope: string, choose: 'read' | 'read write') {
    const { verifier, challenge } = pkce();
    const state = `state-${Math.random().toString(36).slice(2)}`;
    const url = new URL(meta.authorization_endpoint);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: receiver.redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      scope,
      state,
    })) {
      url.searchParams.set(k, v);
    }
    await page.goto(url.href);
    expect(await page.textContent('h1')).toContain('Browser Agent');
    await page.fill('input[name=email]', EMAIL);
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('text=Allow Browser Agent?');
    expect(await page.isChecked(`input[name=scope][value="${scope}"]`)).toBe(true);
    await page.check(`input[name=scope][value="${choose}"]`);
    const callback = receiver.next();
    await page.click('button[name=decision][value=allow]');
    const received = await callback;
    await page.waitForSelector('text=You can close this window');
    expect(received.searchParams.get('state')).toBe(state);
    expect(received.searchParams.get('iss')).toBe(meta.issuer);
    return { code: received.searchParams.get('code')!, verifier };
  }

  it('when the whole flow runs, then the agent gets tokens, calls a tool, refreshes with rotation, revokes, and every misuse is refused', async () => {
    // 1. Discovery and dynamic registration, from nothing but the well-known URL.
    meta = (await (await fetch(`${app.rootUrl}/.well-known/oauth-authorization-server`)).json()) as AsMetadata;
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    const registered = await fetch(meta.registration_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Browser Agent', redirect_uris: [receiver.redirectUri], token_endpoint_auth_method: 'none' }),
    });
    expect(registered.status).toBe(201);
    clientId = ((await registered.json()) as { client_id: string }).client_id;

    // 2. The person was invited (`tracker admin user invite`) and sets a password on the invitation page.
    const invitation = await inviteUser(app.services, { workspace: ws.id, email: EMAIL });
    await page.goto(`${app.rootUrl}/invite/${invitation.invite_token}`);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=confirm]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('text=Password set');

    // 3. Authorize in the browser with PKCE S256, consenting to read write.
    const first = await authorizeInBrowser('read write', 'read write');

    // 4. Token exchange: a wrong verifier is refused, the right one yields tokens.
    const wrong = await token({ grant_type: 'authorization_code', client_id: clientId, code: first.code, code_verifier: pkce().verifier });
    expect(wrong.body.error).toBe('invalid_grant');
    const t1 = await token({ grant_type: 'authorization_code', client_id: clientId, code: first.code, code_verifier: first.verifier, redirect_uri: receiver.redirectUri });
    expect(t1.status).toBe(200);
    expect(t1.body.scope).toBe('read write');

    // 5. An MCP tool call with the access token, through the SDK client.
    const agent = await connectMcp(app.mcpUrl, t1.body.access_token);
    const me = await callTool(agent, 'get_workspace');
    expect(me.body.auth).toMatchObject({ via: 'oauth', scopes: ['read', 'write'] });
    expect(me.body.auth.user_id).toBe(invitation.user_id);
    expect(me.body.workspace.id).toBe(ws.id);
    expect((await callTool(agent, 'update_settings', { name: 'Renamed from the browser agent' })).isError).toBeFalsy();
    await agent.close();

    // 6. Refresh rotates; the old refresh token used again revokes the whole family.
    const t2 = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: t1.body.refresh_token });
    expect(t2.status).toBe(200);
    expect(t2.body.refresh_token).not.toBe(t1.body.refresh_token);
    const rotated = await connectMcp(app.mcpUrl, t2.body.access_token);
    expect((await callTool(rotated, 'list_contacts')).isError).toBeFalsy();
    await rotated.close();
    const reused = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: t1.body.refresh_token });
    expect(reused.body.error).toBe('invalid_grant');
    await expect(connectMcp(app.mcpUrl, t2.body.access_token)).rejects.toThrow();

    // 7. A second authorization where the person grants read only.
    const second = await authorizeInBrowser('read write', 'read');
    const t3 = await token({ grant_type: 'authorization_code', client_id: clientId, code: second.code, code_verifier: second.verifier });
    expect(t3.body.scope).toBe('read');
    const reader = await connectMcp(app.mcpUrl, t3.body.access_token);
    expect(toolError(await callTool(reader, 'update_settings', { name: 'Nope' })).message).toMatch(/write scope/);
    await reader.close();

    // 8. Revocation (RFC 7009) of the access token; the refresh token still works.
    expect((await postForm(meta.revocation_endpoint, { client_id: clientId, token: t3.body.access_token })).status).toBe(200);
    await expect(connectMcp(app.mcpUrl, t3.body.access_token)).rejects.toThrow();
    const t4 = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: t3.body.refresh_token });
    expect(t4.status).toBe(200);

    // 9. An access token past its hour is refused.
    const live = await connectMcp(app.mcpUrl, t4.body.access_token);
    await live.close();
    app.clock.advance(60 * 60 * 1000 + 1000);
    await expect(connectMcp(app.mcpUrl, t4.body.access_token)).rejects.toThrow();

    // 10. The second code used again is refused, and what it issued is revoked.
    const replay = await token({ grant_type: 'authorization_code', client_id: clientId, code: second.code, code_verifier: second.verifier });
    expect(replay.body.error).toBe('invalid_grant');
    const afterReplay = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: t4.body.refresh_token });
    expect(afterReplay.body.error).toBe('invalid_grant');
  });
});
