import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiKey } from '../../../src/core/auth/api-keys';
import { HISTORY_RESOURCES } from '../../../src/core/journal/history';
import { HISTORY_KINDS } from '../../../src/mcp/tools/history.tools';
import { seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { callTool, connectMcp, type McpTestApp, startMcpTestApp, toolError } from '../../support/mcp-app';
import { authorizeThroughForms, pkce, registerClient, tokenRequest, userWithPassword } from '../../support/mcp-oauth';
import { sqlOn } from '../../support/sql';
import { runHook, seedChange, seedPerson } from '../plays/support';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const USER = { email: 'rep@journal.test', password: 'correct horse battery staple' };

/**
 * MCP writes name their actor in the transition journal: a tool called with an OAuth token is
 * journalled `oauth:<user id>`, one called with an API key `api_key:<key id>` (issue #26: a play
 * status changed over MCP was journalled "by system"). Real /mcp transport, real OAuth flow.
 */
describe('MCP writes are journalled with their OAuth user or API key', () => {
  let app: McpTestApp;
  let workspaceId: string;
  let userId: string;
  let keyId: string;
  let viaOAuth: Client;
  let viaKey: Client;
  const people: Array<{ contactId: string; changeId: string }> = [];

  beforeAll(async () => {
    app = await startMcpTestApp();
    const ws = await seedWorkspace(app.services, { credits: 100 });
    workspaceId = ws.id;
    userId = await userWithPassword(app.services, ws.id, USER.email, USER.password);
    const key = await createApiKey(app.services, { workspace: ws.id, scope: 'write', name: 'agent key' });
    keyId = key.id;
    for (const [first, to] of [['Dana', 'Globex'], ['Fox', 'Hooli'], ['Walter', 'Umbrella'], ['Jana', 'Wayne']] as const) {
      const person = await seedPerson(app, ws.id, { first_name: first, last_name: 'Skinner', company: 'Initech', title: 'VP Sales', current_company: to });
      const changeId = await seedChange(app, ws.id, person.profileId, {
        type: 'moved', from_company: 'Initech', from_title: 'VP Sales', to_company: to, to_title: 'VP Revenue', detected_at: '2026-02-20T10:00:00Z',
      });
      await runHook(app, { id: changeId, profile_id: person.profileId, workspace_id: ws.id });
      people.push({ contactId: person.contactId, changeId });
    }
    const clientId = (await registerClient(app.rootUrl)).body.client_id;
    const { verifier, challenge } = pkce();
    const { location } = await authorizeThroughForms(app.rootUrl, { clientId, redirectUri: REDIRECT, challenge, scope: 'read write' }, USER);
    const token = await tokenRequest(app.rootUrl, {
      grant_type: 'authorization_code', client_id: clientId, code: location.searchParams.get('code')!, code_verifier: verifier, redirect_uri: REDIRECT,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    viaOAuth = await connectMcp(app.mcpUrl, token.body.access_token as string);
    viaKey = await connectMcp(app.mcpUrl, key.key);
  });
  afterAll(async () => {
    await viaOAuth?.close();
    await viaKey?.close();
    await app?.close();
  });

  /** The journal's rows for one entity, oldest first. */
  const journalOf = (resourceId: string) =>
    sqlOn(app)<{ from_status: string | null; event: string; to_status: string; cause: string }>(
      'select from_status, event, to_status, cause from transitions where workspace_id = ? and resource_id = ? order by id',
      [workspaceId, resourceId],
    );
  const playOf = async (contactId: string) =>
    ((await sqlOn(app)<{ id: string }>('select id from plays where contact_id = ? order by id limit 1', [contactId]))[0]!).id;

  it.each([
    ['an OAuth token', () => viaOAuth, () => `oauth:${userId}`, 0],
    ['an API key', () => viaKey, () => `api_key:${keyId}`, 1],
  ] as const)('when play, contact, run and feedback tools write with %s, then every journal row they add names that actor', async (_, client, actor, i) => {
    const mine = people[i * 2]!;
    const other = people[i * 2 + 1]!;
    const play = await playOf(mine.contactId);
    const moved = await callTool(client(), 'update_play', { id: play, status: 'contacted', notes: 'Called on Monday' });
    expect(moved.isError, JSON.stringify(moved.content)).toBeFalsy();
    const excluded = await callTool(client(), 'update_contact', { id: mine.contactId, tracking: 'excluded' });
    expect(excluded.body.tracking_status).toBe('excluded');
    const feedback = await callTool(client(), 'give_change_feedback', { id: other.changeId, verdict: 'wrong_person' });
    expect(feedback.isError, JSON.stringify(feedback.content)).toBeFalsy();
    const run = await api(app.baseUrl, 'POST', '/runs', { key: (await createApiKey(app.services, { workspace: workspaceId, scope: 'write' })).key, body: {} });
    const cancelled = await callTool(client(), 'cancel_run', { id: run.body.id });
    expect(cancelled.body.status).toBe('cancelled');
    const added = await callTool(client(), 'add_contacts', { contacts: [{ first_name: 'New', last_name: `Hire${i}`, company: 'Acme' }] });
    expect(added.body.status).toBe('committed');

    expect(await journalOf(play)).toEqual([
      { from_status: null, event: 'CREATE', to_status: 'open', cause: 'scheduler' },
      { from_status: 'open', event: 'SET_CONTACTED', to_status: 'contacted', cause: actor() },
    ]);
    expect((await journalOf(mine.contactId)).at(-1)).toEqual({ from_status: 'tracked', event: 'EXCLUDE', to_status: 'excluded', cause: actor() });
    expect((await journalOf(other.contactId)).at(-1)).toEqual({ from_status: 'tracked', event: 'WRONG_PERSON_REPORTED', to_status: 'pending_review', cause: actor() });
    expect((await journalOf(run.body.id)).at(-1)).toEqual({ from_status: 'queued', event: 'CANCEL', to_status: 'cancelled', cause: actor() });
    expect((await journalOf(added.body.import_id)).map((r) => r.cause)).toEqual([actor(), actor()]);

    // get_history shows the same actor.
    const history = await callTool(client(), 'get_history', { kind: 'plays', id: play });
    expect(history.body.data.map((t: { cause: string }) => t.cause)).toEqual(['scheduler', actor()]);
  });
});

describe('get_history: its kinds, its description and its schema say the same thing', () => {
  let app: McpTestApp;
  let client: Client;
  beforeAll(async () => {
    app = await startMcpTestApp();
    const ws = await seedWorkspace(app.services);
    client = await connectMcp(app.mcpUrl, ws.readKey);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  it('when a client reads get_history, then the schema enum, the title and the description name exactly the kinds the tool accepts', async () => {
    const tool = (await client.listTools()).tools.find((t) => t.name === 'get_history')!;
    const kind = (tool.inputSchema.properties as Record<string, { enum: string[]; description: string }>).kind!;
    expect(kind.enum).toEqual(Object.keys(HISTORY_RESOURCES));
    expect(HISTORY_KINDS).toEqual(kind.enum);
    for (const text of [tool.title!, tool.description!, kind.description]) {
      // Every kind by its accepted (plural) name, and no singular spelling left that the enum would refuse.
      for (const k of kind.enum) expect(text, text).toMatch(new RegExp(`\\b${k}\\b`));
      for (const singular of kind.enum.map((k) => k.replace(/s$/, ''))) expect(text, text).not.toMatch(new RegExp(`\\b(a|an|one) ${singular}\\b`));
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const k of kind.enum) expect(toolError(await callTool(client, 'get_history', { kind: k, id: missing })).code, k).toBe('not_found');
    // A singular kind is refused by the input schema, and the refusal names the kinds accepted.
    for (const singular of ['contact', 'play', 'run', 'import']) {
      const refused = toolError(await callTool(client, 'get_history', { kind: singular, id: missing }));
      expect(refused.message, singular).toMatch(/kind/);
      for (const k of kind.enum) expect(refused.message, singular).toContain(k);
    }
  });
});
