import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inviteUser } from '../../../src/core/users/users.service';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { type McpTestApp, startMcpTestApp } from '../../support/mcp-app';
import { postForm } from '../../support/mcp-oauth';

describe('password policy (NIST SP 800-63B: breached, repetitive and context passwords)', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;

  beforeAll(async () => {
    app = await startMcpTestApp();
    ws = await seedWorkspace(app.services);
  });
  afterAll(() => app?.close());

  const submit = (token: string, password: string) => postForm(`${app.rootUrl}/invite/${token}`, { password, confirm: password });

  it.each([
    ['a common breached password', 'password123', /most common passwords in breaches/],
    ['a common breached password in other case', 'QwertyUiop', /most common passwords in breaches/],
    ['a repeated character', 'zzzzzzzzzzzz', /repeated or sequential/],
    ['a sequence', 'abcdefghijkl', /repeated or sequential/],
    ['the email address', 'dana.whitfield@acme.test', /email address or the service name/],
    ['the email address with a suffix', 'dana.whitfield1', /email address or the service name/],
    ['the service name', 'JobChangeTracker', /email address or the service name/],
  ])('when the invited person picks %s, then the page refuses it with the reason and the link still works', async (_what, password, reason) => {
    const inv = await inviteUser(app.services, { workspace: ws.id, email: `dana.whitfield@acme.test` });
    const refused = await submit(inv.invite_token, password);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(reason);
    expect((await fetch(`${app.rootUrl}/invite/${inv.invite_token}`)).status).toBe(200);
  });

  it('when the invited person picks an uncommon passphrase, then it is accepted', async () => {
    const inv = await inviteUser(app.services, { workspace: ws.id, email: 'lee.okafor@acme.test' });
    expect((await submit(inv.invite_token, 'violet kettles argue at dawn')).status).toBe(200);
  });
});
