import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CLIENT_METADATA_LIMITS } from '../../../src/core/oauth/clients';
import { type McpTestApp, startMcpTestApp } from '../../support/mcp-app';
import { authorizeUrl, pkce, registerClient } from '../../support/mcp-oauth';
import { sqlOn } from '../../support/sql';

const REDIRECT = 'http://127.0.0.1:53682/callback';

describe('dynamic client registration bounds', () => {
  let app: McpTestApp;

  beforeAll(async () => {
    app = await startMcpTestApp();
  });
  afterAll(() => app?.close());

  async function clientCount(): Promise<number> {
    const [row] = await sqlOn(app)<{ n: string }>('select count(*) as n from oauth_clients');
    return Number(row!.n);
  }

  it('when a registration body is megabytes long, then it is 413 unread and nothing is stored', async () => {
    const before = await clientCount();
    const res = await fetch(`${app.rootUrl}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', software_statement: 'x'.repeat(3_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(await clientCount()).toBe(before);
  });

  it.each([
    ['software_statement', { software_statement: 'e'.repeat(CLIENT_METADATA_LIMITS.document + 1) }],
    ['jwks', { jwks: { keys: [{ kty: 'RSA', n: 'n'.repeat(CLIENT_METADATA_LIMITS.document) }] } }],
    ['client_uri', { client_uri: `https://acme.test/${'p'.repeat(CLIENT_METADATA_LIMITS.uri)}` }],
    ['redirect_uris', { redirect_uris: [`${REDIRECT}?${'q'.repeat(CLIENT_METADATA_LIMITS.uri)}`] }],
    ['contacts', { contacts: Array.from({ length: CLIENT_METADATA_LIMITS.contacts + 1 }, (_, i) => `c${i}@acme.test`) }],
    ['software_id', { software_id: 's'.repeat(CLIENT_METADATA_LIMITS.text + 1) }],
    ['grant_types', { grant_types: ['authorization_code', 'refresh_token', 'refresh_token', 'refresh_token', 'refresh_token'] }],
  ])('when %s is over its bound, then the registration is invalid_client_metadata and nothing is stored', async (field, extra) => {
    const before = await clientCount();
    const res = await registerClient(app.rootUrl, extra);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_client_metadata');
    expect(String(res.body.error_description)).toContain(field === 'redirect_uris' ? 'redirect_uri' : field);
    expect(await clientCount()).toBe(before);
  });

  it('when a client registers with every field at its bound, then what is stored stays a few kilobytes and authorize serves it', async () => {
    const L = CLIENT_METADATA_LIMITS;
    const uri = (base: string) => `${base}${'u'.repeat(L.uri - base.length)}`;
    const big = await registerClient(app.rootUrl, {
      client_name: 'n'.repeat(L.text),
      client_uri: uri('https://acme.test/'),
      logo_uri: uri('https://acme.test/logo/'),
      tos_uri: uri('https://acme.test/tos/'),
      policy_uri: uri('https://acme.test/policy/'),
      contacts: Array.from({ length: L.contacts }, (_, i) => `${'c'.repeat(300)}${i}@acme.test`),
      software_statement: 'e'.repeat(L.document),
      software_id: 's'.repeat(L.text),
      redirect_uris: Array.from({ length: 10 }, (_, i) => uri(`http://127.0.0.1:53682/cb${i}?`)),
    });
    expect(big.status, JSON.stringify(big.body).slice(0, 300)).toBe(201);
    const [row] = await sqlOn(app)<{ bytes: number }>('select octet_length(metadata::text) as bytes from oauth_clients where client_id = ?', [big.body.client_id]);
    expect(row!.bytes).toBeLessThan(32 * 1024);

    const page = await fetch(authorizeUrl(app.rootUrl, { clientId: big.body.client_id, redirectUri: (big.body.redirect_uris as string[])[0]!, challenge: pkce().challenge, scope: 'read' }));
    expect(page.status).toBe(200);
  });
});
