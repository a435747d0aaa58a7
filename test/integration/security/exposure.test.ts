import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv, loadGatewayConfig } from '../../../src/config/env';
import type { Services } from '../../../src/core/context';
import { setIntegration } from '../../../src/core/notifications/integrations.service';
import { createServices } from '../../../src/core/services';
import { type RunningGateway, startGateway } from '../../../src/runtime/gateway';
import { ManualClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { hashSecret } from '../../../src/shared/secrets';
import { seedWorkspace } from '../../support/app';
import { createTestDatabase } from '../../support/database';
import { callTool, connectMcp } from '../../support/mcp-app';
import { authorizeThroughForms, pkce, postForm, registerClient, tokenRequest, userWithPassword } from '../../support/mcp-oauth';
import { sqlOn } from '../../support/sql';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const USER = { email: 'exposure@acme.test', password: 'an exposure test passphrase 9' };

/**
 * Property-level exposure: every secret the service holds (API keys and their hashes, webhook
 * secrets sealed and clear, chat tokens, passwords, OAuth tokens and client secrets) is looked
 * for in every answer and every log line of a session that uses them all, errors included.
 */
describe('no secret, token or key hash in any response, log line or error', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let services: Services;
  let gateway: RunningGateway;
  const logLines: string[] = [];
  /** Every answer seen, except the one-time answers whose purpose is to hand a secret over. */
  const answers: string[] = [];
  const secrets = new Map<string, string>();

  async function call(method: string, url: string, init: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const res = await fetch(url, {
      method,
      headers: { ...(init.key ? { authorization: `Bearer ${init.key}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, headers: JSON.stringify([...res.headers]) };
  }
  const seen = (r: { text: string; headers: string }) => answers.push(r.text, r.headers);

  beforeAll(async () => {
    db = await createTestDatabase();
    const capture = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const source = { NODE_ENV: 'test', WEBHOOKS_ALLOW_LOOPBACK: 'true' };
    services = createServices({ orm: db.orm, env: loadEnv(source), log: createLogger('trace', 'exposure', capture), clock: new ManualClock(new Date()) });
    gateway = await startGateway(services, { config: loadGatewayConfig(source), host: '127.0.0.1', port: 0, mcp: { endpointRateLimit: false } });

    const ws = await seedWorkspace(services);
    secrets.set('write key', ws.writeKey).set('read key', ws.readKey);
    secrets.set('write key hash', hashSecret(ws.writeKey)).set('read key hash', hashSecret(ws.readKey));
    const hook = await call('POST', `${gateway.baseUrl}/webhooks`, { key: ws.writeKey, body: { url: 'https://127.0.0.1:9/hook', events: ['play.created'] } });
    const webhook = JSON.parse(hook.text) as { id: string; secret: string };
    secrets.set('webhook secret', webhook.secret);
    const [sealed] = await sqlOn(db)<{ secret_enc: string }>('select secret_enc from webhook_endpoints where id = ?', [webhook.id]);
    secrets.set('sealed webhook secret', sealed!.secret_enc);
    await setIntegration(services, ws.id, 'slack', { token: 'xoxb-exposure-slack-token', channel: 'C0EXPOSE' });
    secrets.set('slack token', 'xoxb-exposure-slack-token');
    await userWithPassword(services, ws.id, USER.email, USER.password);
    secrets.set('password', USER.password);

    // OAuth: a confidential client, a grant, a refresh.
    const client = await registerClient(gateway.url, { token_endpoint_auth_method: 'client_secret_post' });
    secrets.set('client secret', client.body.client_secret!).set('client secret hash', hashSecret(client.body.client_secret!));
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(gateway.url, { clientId: client.body.client_id, redirectUri: REDIRECT, challenge, scope: 'read write' }, USER);
    const auth = { client_id: client.body.client_id, client_secret: client.body.client_secret };
    const tokens = await tokenRequest(gateway.url, { grant_type: 'authorization_code', code: location.searchParams.get('code')!, code_verifier: verifier, redirect_uri: REDIRECT, ...auth });
    const refreshed = await tokenRequest(gateway.url, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, ...auth });
    for (const [name, t] of [['first', tokens.body], ['refreshed', refreshed.body]] as const) {
      secrets.set(`${name} access token`, t.access_token).set(`${name} refresh token`, t.refresh_token);
      secrets.set(`${name} access token hash`, hashSecret(t.access_token)).set(`${name} refresh token hash`, hashSecret(t.refresh_token));
    }

    // A session that uses every credential and provokes every kind of error.
    const bearer = refreshed.body.access_token as string;
    for (const key of [ws.writeKey, ws.readKey, bearer]) {
      for (const path of ['/me', '/settings', '/webhooks', `/webhooks/${webhook.id}/deliveries`, '/contacts?page_size=abc', '/contacts/not-a-uuid', '/runs/00000000-0000-4000-8000-000000000000']) {
        seen(await call('GET', `${gateway.baseUrl}${path}`, { key }));
      }
      seen(await call('PATCH', `${gateway.baseUrl}/settings`, { key, body: { name: 42 } }));
      seen(await call('POST', `${gateway.baseUrl}/webhooks`, { key, body: { url: 'https://10.0.0.1/x', events: ['play.created'] } }));
      seen(await call('GET', `${gateway.baseUrl}/me`, { headers: { 'x-api-key': `${key}tampered` } }));
    }
    seen(await call('GET', `${gateway.baseUrl}/me`, { key: ws.writeKey.slice(0, -1) }));
    seen(await call('GET', `${gateway.baseUrl}/me`, { key: tokens.body.access_token }));
    const reuse = await postForm(`${gateway.url}/token`, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token, ...auth });
    answers.push(reuse.text);
    const wrongSecret = await postForm(`${gateway.url}/token`, { grant_type: 'refresh_token', refresh_token: 'tkr_nothing', client_id: client.body.client_id, client_secret: 'wrong' });
    answers.push(wrongSecret.text);
    const signInFailure = await postForm(`${gateway.url}/oauth/sign-in`, { request: 'forged', email: USER.email, password: USER.password });
    answers.push(signInFailure.text);

    const mcp = await connectMcp(gateway.mcpUrl, ws.writeKey);
    for (const [tool, args] of [['get_workspace', {}], ['list_contacts', { page_size: 'x' }], ['get_contact', { id: 'nope' }], ['update_settings', { name: 7 }]] as const) {
      answers.push(JSON.stringify(await callTool(mcp, tool, args as Record<string, unknown>).catch((err: unknown) => String(err))));
    }
    await mcp.close();
    // What a request logger or an error with a request attached would write, through the service logger.
    services.log.error({ req: { headers: { authorization: `Bearer ${ws.writeKey}`, 'x-api-key': ws.readKey, cookie: `s=${bearer}` } }, password: USER.password }, 'request failed');
    services.log.error({ err: { config: { headers: { authorization: `Bearer ${bearer}` } } } }, 'provider call failed');
  }, 180_000);

  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('when every answer of the session is searched, then none holds a secret, a token or a key hash', () => {
    expect(answers.length).toBeGreaterThan(40);
    expect(secrets.size).toBe(18);
    for (const [name, value] of secrets) expect(typeof value === 'string' && value.length >= 16, name).toBe(true);
    const all = answers.join('\n');
    for (const [name, value] of secrets) expect(all.includes(value), name).toBe(false);
  });

  it('when the service log of the session is searched, then it holds no secret, and credential fields are redacted', () => {
    expect(logLines.some((l) => l.includes('request failed'))).toBe(true);
    const all = logLines.join('\n');
    for (const [name, value] of secrets) expect(all.includes(value), name).toBe(false);
    expect(all).toContain('[redacted]');
  });
});
