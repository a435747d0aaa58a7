import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { setWorkspaceStatus } from '../../../src/core/workspaces/workspace.service';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { callTool, connectMcp, connectMcpClients, type McpTestApp, startMcpTestApp, toolError } from '../../support/mcp-app';
import { runHook, seedChange, seedPerson } from '../plays/support';

/** The contract's 21 tools. */
const CONTRACT_TOOLS = [
  'get_workspace', 'list_contacts', 'get_contact', 'add_contacts', 'update_contact', 'list_accounts', 'get_account',
  'list_changes', 'list_plays', 'get_play', 'update_play', 'get_icp', 'update_icp', 'list_runs', 'get_run',
  'estimate_refresh', 'start_refresh', 'resume_run', 'cancel_run', 'update_settings', 'delete_contact',
];
/** Extensions beyond the contract: the profile finder's review tools (issue #16), get_history (issue #14), send_signals (issue #24), give_change_feedback and get_change_quality (issue #21). */
const EXTENSION_TOOLS = ['list_candidates', 'confirm_candidate', 'reject_candidate', 'get_history', 'send_signals', 'give_change_feedback', 'get_change_quality'];
const WRITE_TOOLS = ['add_contacts', 'update_contact', 'update_play', 'update_icp', 'start_refresh', 'resume_run', 'cancel_run', 'update_settings', 'delete_contact', 'confirm_candidate', 'reject_candidate', 'send_signals', 'give_change_feedback'];

function seedRows(tag: string) {
  return {
    contacts: [
      { first_name: 'Ada', last_name: `Lovelace${tag}`, company: 'Analytical Engines', title: 'VP Sales', email: `ada.${tag}@analytical.io`,
        social_url: `https://www.linkedin.com/in/ada-lovelace-${tag}`, account_domain: `analytical-${tag}.io`, segment: 'customer', crm_id: `${tag}-1` },
      { first_name: 'Grace', last_name: `Hopper${tag}`, company: 'Navy Labs', title: 'Director of Engineering', crm_id: `${tag}-2` },
      { first_name: 'Alan', last_name: `Turing${tag}`, company: 'Bletchley', title: 'Engineer',
        social_url: `https://www.linkedin.com/in/alan-turing-${tag}`, crm_id: `${tag}-3` },
      { company: 'Nameless Inc' },
    ],
    accounts: [{ name: `Analytical Engines ${tag}`, domain: `analytical-${tag}.io`, segment: 'customer' }],
  };
}

describe('MCP tools over streamable HTTP with an API key', () => {
  let app: McpTestApp;
  let ws: SeededWorkspace;
  let client: Client;
  let readClient: Client;
  const rest = (method: string, path: string, body?: unknown, key = ws.writeKey) => api(app.baseUrl, method, path, { key, body });

  beforeAll(async () => {
    app = await startMcpTestApp();
    ws = await seedWorkspace(app.services, { credits: 1000 });
    const seeded = await rest('POST', '/contacts', seedRows('rest0'));
    expect(seeded.status).toBe(202);
    // A detected move with its plays (no ICP rules yet: everything fits).
    for (const [first, last, to] of [['Dana', 'Scully', 'Globex'], ['Fox', 'Mulder', 'Hooli']] as const) {
      const person = await seedPerson(app, ws.id, { first_name: first, last_name: last, company: 'Initech', title: 'VP Sales', current_company: to });
      const change = await seedChange(app, ws.id, person.profileId, {
        type: 'moved', from_company: 'Initech', from_title: 'VP Sales', to_company: to, to_title: 'VP Revenue', detected_at: '2026-02-20T10:00:00Z',
      });
      await runHook(app, { id: change, profile_id: person.profileId, workspace_id: ws.id });
    }
    ({ client, readClient } = await connectMcpClients(app.mcpUrl, ws));
  });
  afterAll(async () => {
    await client?.close();
    await readClient?.close();
    await app?.close();
  });

  it('when a client lists tools, then it sees exactly the contract tools plus the extensions, each described with an object input schema', async () => {
    const { tools } = await client.listTools();

    expect(tools.map((t) => t.name).sort()).toEqual([...CONTRACT_TOOLS, ...EXTENSION_TOOLS].sort());
    for (const t of tools) {
      expect(t.description?.length, t.name).toBeGreaterThan(60);
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.annotations?.readOnlyHint, t.name).toBe(!WRITE_TOOLS.includes(t.name));
    }
    const start = tools.find((t) => t.name === 'start_refresh')!;
    expect(start.description).toMatch(/estimate_refresh/);
    expect(start.description).toMatch(/ask/i);
    expect(start.inputSchema.required).toEqual(['confirmation_token']);
    const settings = tools.find((t) => t.name === 'update_settings')!;
    expect(Object.keys(settings.inputSchema.properties ?? {}).sort()).toEqual(['name', 'refresh_cadence', 'refresh_day', 'timezone']);
  });

  it('when each read tool is called, then its structured and text output equal the REST response for the same call', async () => {
    const contacts = await rest('GET', '/contacts?page_size=50');
    const accounts = await rest('GET', '/accounts');
    const runs = await rest('GET', '/runs');
    const contactId = contacts.body.data[0].id as string;
    const accountId = accounts.body.data[0].id as string;
    const runId = runs.body.data[0].id as string;
    const plays = await rest('GET', '/plays');
    expect(plays.body.data.length).toBeGreaterThan(0);
    const playId = plays.body.data[0].id as string;
    const pairs: Array<[string, Record<string, unknown>, string]> = [
      ['get_workspace', {}, '/me'],
      ['list_contacts', {}, '/contacts'],
      ['list_contacts', { page_size: 2, page: 2 }, '/contacts?page_size=2&page=2'],
      ['list_contacts', { tracking_status: 'needs_social', q: 'Hopper' }, '/contacts?tracking_status=needs_social&q=Hopper'],
      ['get_contact', { id: contactId }, `/contacts/${contactId}`],
      ['list_accounts', { segment: 'customer' }, '/accounts?segment=customer'],
      ['get_account', { id: accountId }, `/accounts/${accountId}`],
      ['list_runs', {}, '/runs'],
      ['get_run', { id: runId }, `/runs/${runId}`],
      ['list_changes', {}, '/changes'],
      ['list_changes', { type: 'moved', since: '2026-02-01T00:00:00Z', page_size: 1 }, '/changes?type=moved&since=2026-02-01T00:00:00Z&page_size=1'],
      ['list_plays', {}, '/plays'],
      ['list_plays', { sort: 'person', dir: 'asc', q: 'Mulder' }, '/plays?sort=person&dir=asc&q=Mulder'],
      ['get_play', { id: playId }, `/plays/${playId}`],
      ['get_icp', {}, '/icp'],
      ['get_history', { kind: 'runs', id: runId }, `/runs/${runId}/history`],
      ['get_history', { kind: 'contacts', id: contactId, page_size: 5 }, `/contacts/${contactId}/history?page_size=5`],
    ];
    for (const [name, args, path] of pairs) {
      const viaRest = await rest('GET', path, undefined, ws.readKey);
      const viaMcp = await callTool(readClient, name, args);

      expect(viaRest.status, path).toBe(200);
      expect(viaMcp.isError, name).toBeFalsy();
      expect(viaMcp.body, `${name} vs GET ${path}`).toEqual(viaRest.body);
      expect(JSON.parse((viaMcp.content[0] as { text: string }).text)).toEqual(viaRest.body);
      expect(viaMcp._meta?.['tracker/http_status']).toBe(200);
    }
  });

  it('when estimate_refresh is called, then it returns the REST estimate plus a confirmation token valid ten minutes', async () => {
    const viaRest = await rest('GET', '/runs/estimate');
    const viaMcp = await callTool(client, 'estimate_refresh');

    const { confirmation_token, confirmation_expires_at, force, ...estimate } = viaMcp.body;
    expect(estimate).toEqual(viaRest.body);
    expect(force).toBe(false);
    expect(confirmation_token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(new Date(confirmation_expires_at).getTime() - app.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('when write tools are called, then they change the same state the REST routes do and answer the same JSON', async () => {
    // add_contacts ≡ POST /contacts (202): same rows, other people, same outcome apart from ids.
    const viaRest = await rest('POST', '/contacts', seedRows('rest1'));
    const added = await callTool(client, 'add_contacts', seedRows('mcp1'));
    expect(added.isError).toBeFalsy();
    expect(added._meta?.['tracker/http_status']).toBe(202);
    const withoutIds = (b: Record<string, unknown>) => ({ ...b, import_id: 'x', baseline_run: b.baseline_run ? 'run' : null });
    expect(withoutIds(added.body)).toEqual(withoutIds(viaRest.body));
    expect(added.body.rejected).toEqual([{ index: 3, errors: expect.any(Object) }]);

    const listed = await rest('GET', '/contacts?q=Hoppermcp1');
    const grace = listed.body.data[0].id as string;

    // update_contact ≡ PATCH /contacts/{id}
    const updated = await callTool(client, 'update_contact', { id: grace, social_url: 'https://www.linkedin.com/in/grace-hopper-mcp1' });
    expect(updated.isError).toBeFalsy();
    expect(updated.body.tracking_status).toBe('tracked');
    expect(updated.body).toEqual((await rest('GET', `/contacts/${grace}`)).body);

    // update_settings ≡ PATCH /settings
    const settings = await callTool(client, 'update_settings', { name: 'Renamed by agent', refresh_cadence: 'monthly', refresh_day: 15, timezone: 'Europe/Paris' });
    expect(settings.isError).toBeFalsy();
    expect(settings.body).toEqual((await rest('GET', '/settings')).body);
    expect(settings.body).toMatchObject({ name: 'Renamed by agent', refresh_cadence: 'monthly', refresh_day: 15, timezone: 'Europe/Paris' });

    // cancel_run ≡ POST /runs/{id}/cancel; resume_run on a non-paused run ≡ the REST 409
    const runs = await rest('GET', '/runs');
    const queued = runs.body.data.find((r: { status: string }) => r.status === 'queued');
    const resumed = await callTool(client, 'resume_run', { id: queued.id });
    const resumedRest = await rest('POST', `/runs/${queued.id}/resume`);
    expect(resumedRest.status).toBe(409);
    expect(toolError(resumed)).toEqual(resumedRest.body.error);
    const cancelled = await callTool(client, 'cancel_run', { id: queued.id });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body).toEqual((await rest('GET', `/runs/${queued.id}`)).body);
    const again = await callTool(client, 'cancel_run', { id: queued.id });
    expect(toolError(again).code).toBe('run_not_cancellable');

    // update_play ≡ PATCH /plays/{id}; update_icp ≡ PUT /icp
    const play = (await rest('GET', '/plays')).body.data[0];
    const moved = await callTool(client, 'update_play', { id: play.id, status: 'contacted', notes: 'Called on Monday' });
    expect(moved.isError).toBeFalsy();
    expect(moved.body).toMatchObject({ status: 'contacted', notes: 'Called on Monday' });
    expect(moved.body).toEqual((await rest('GET', `/plays/${play.id}`)).body);
    const rules = { contact: { version: 1, seniority: ['vp', 'c_level'] } };
    const icp = await callTool(client, 'update_icp', rules);
    expect(icp.isError).toBeFalsy();
    expect(icp.body.contact).toMatchObject({ version: 1, rules: rules.contact });
    expect(icp.body).toEqual((await rest('GET', '/icp')).body);

    // delete_contact ≡ DELETE /contacts/{id}
    const deleted = await callTool(client, 'delete_contact', { id: grace });
    expect(deleted.body).toEqual({ deleted: { contacts: 1, profiles: 1 } });
    expect((await rest('GET', `/contacts/${grace}`)).status).toBe(404);
  });

  it('when a tool hits a domain error, then it is an error result carrying the REST envelope code and message', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await callTool(client, 'get_contact', { id: missing });
    const notFoundRest = await rest('GET', `/contacts/${missing}`);
    expect(toolError(notFound)).toEqual(notFoundRest.body.error);

    const contacts = await rest('GET', '/contacts');
    const id = contacts.body.data[0].id as string;
    const both = { social_url: 'https://www.linkedin.com/in/someone-else', tracking: 'excluded' };
    const invalid = await callTool(client, 'update_contact', { id, ...both });
    const invalidRest = await rest('PATCH', `/contacts/${id}`, both);
    expect(invalidRest.status).toBe(400);
    expect(toolError(invalid)).toEqual(invalidRest.body.error);

    const play = (await rest('GET', '/plays?status=open')).body.data[0];
    const backwards = { status: 'meeting' };
    await rest('PATCH', `/plays/${play.id}`, backwards);
    const illegal = await callTool(client, 'update_play', { id: play.id, status: 'contacted' });
    const illegalRest = await rest('PATCH', `/plays/${play.id}`, { status: 'contacted' });
    expect(illegalRest.status).toBe(400);
    expect(toolError(illegal)).toEqual(illegalRest.body.error);

    const badTz = await callTool(client, 'update_settings', { timezone: 'Mars/Olympus_Mons' });
    expect(toolError(badTz)).toMatchObject({ code: 'validation_error', details: [{ path: 'timezone' }] });
    const empty = await callTool(client, 'update_settings', {});
    expect(toolError(empty).code).toBe('validation_error');
  });

  it('when a tool argument holds text PostgreSQL cannot store (NUL, a lone surrogate), then it is a validation_error naming the field and nothing changes', async () => {
    const before = (await rest('GET', '/settings')).body;
    const nul = await callTool(client, 'update_settings', { name: 'Demo\u0000Workspace' });
    expect(toolError(nul)).toMatchObject({ code: 'validation_error', details: [{ path: 'name' }] });
    const search = await callTool(client, 'list_contacts', { q: 'x\ud800' });
    expect(toolError(search)).toMatchObject({ code: 'validation_error', details: [{ path: 'q' }] });
    expect((await rest('GET', '/settings')).body).toEqual(before);
  });

  it('when update_settings is sent any other setting, then it is refused and nothing changes', async () => {
    const before = (await rest('GET', '/settings')).body;
    for (const extra of [{ track_promotions: false }, { crm_writeback_enabled: true }, { slug: 'hijack' }, { name: 'X', chat_dm_owners: true }]) {
      const res = await callTool(client, 'update_settings', extra);
      expect(res.isError, JSON.stringify(extra)).toBe(true);
      expect(JSON.stringify(res.content)).toMatch(new RegExp(Object.keys(extra).at(-1)!));
    }
    expect((await rest('GET', '/settings')).body).toEqual(before);
  });

  it('when a read-scope key calls tools, then reads work and every write tool is an error result naming the write scope', async () => {
    const contacts = await rest('GET', '/contacts');
    const id = contacts.body.data[0].id as string;
    const runId = (await rest('GET', '/runs')).body.data[0].id as string;
    const est = await callTool(readClient, 'estimate_refresh');
    expect(est.isError).toBeFalsy();
    const argsFor: Record<string, Record<string, unknown>> = {
      add_contacts: { contacts: [{ first_name: 'Read', last_name: 'Only', company: 'Nope' }] },
      update_contact: { id, tracking: 'excluded' },
      delete_contact: { id },
      update_settings: { name: 'Read-only rename' },
      start_refresh: { confirmation_token: est.body.confirmation_token },
      resume_run: { id: runId },
      cancel_run: { id: runId },
      update_play: { id: (await rest('GET', '/plays')).body.data[0].id, notes: 'read only' },
      update_icp: { account: { version: 1, industries: { any: ['Read Only'] } } },
      confirm_candidate: { id, candidate_id: id },
      reject_candidate: { id, candidate_id: id },
      send_signals: { signals: [{ contact_id: id, kind: 'email_bounced', observed_at: '2026-03-01T08:00:00Z' }] },
      give_change_feedback: { id: (await rest('GET', '/changes')).body.data[0].id, verdict: 'not_a_job_change' },
    };
    const { tools } = await readClient.listTools();
    const writeTools = tools.filter((t) => WRITE_TOOLS.includes(t.name));
    expect(writeTools.map((t) => t.name).sort()).toEqual(Object.keys(argsFor).sort());
    for (const t of writeTools) {
      const err = toolError(await callTool(readClient, t.name, argsFor[t.name]));
      expect(err.code, t.name).toBe('forbidden');
      expect(err.message, t.name).toMatch(/write scope/);
    }
    expect((await rest('GET', `/contacts/${id}`)).status).toBe(200);
    expect((await rest('GET', '/settings')).body.name).not.toBe('Read-only rename');
    expect((await rest('GET', '/icp')).body.account.rules.industries).toBeUndefined();
  });

  describe('start_refresh needs a confirmation from estimate_refresh', () => {
    let fresh: SeededWorkspace;
    let agent: Client;

    beforeAll(async () => {
      fresh = await seedWorkspace(app.services, { name: 'Refresh Co', credits: 50 });
      await api(app.baseUrl, 'POST', '/contacts', { key: fresh.writeKey, body: seedRows('refresh') });
      // The upsert queued a baseline run; cancel it so a manual run can be created.
      const runs = await api(app.baseUrl, 'GET', '/runs', { key: fresh.writeKey });
      for (const r of runs.body.data) await api(app.baseUrl, 'POST', `/runs/${r.id}/cancel`, { key: fresh.writeKey });
      agent = await connectMcp(app.mcpUrl, fresh.writeKey);
    });
    afterAll(() => agent?.close());

    const noRunCreated = async () => {
      const runs = await api(app.baseUrl, 'GET', '/runs', { key: fresh.readKey });
      expect(runs.body.data.every((r: { kind: string }) => r.kind !== 'manual')).toBe(true);
    };

    it('when it is called without a token, then it is refused', async () => {
      const res = await callTool(agent, 'start_refresh', {});
      expect(res.isError).toBe(true);
      expect(JSON.stringify(res.content)).toMatch(/confirmation_token/);
      await noRunCreated();
    });

    it('when the token is forged, from another workspace, or for the other force mode, then it is refused', async () => {
      const forged = toolError(await callTool(agent, 'start_refresh', { confirmation_token: 'eyJ3cyI6IngifQ.c2lnbmF0dXJl' }));
      expect(forged.code).toBe('invalid_confirmation');
      const other = await callTool(client, 'estimate_refresh');
      const foreign = toolError(await callTool(agent, 'start_refresh', { confirmation_token: other.body.confirmation_token }));
      expect(foreign.code).toBe('invalid_confirmation');
      const plain = await callTool(agent, 'estimate_refresh');
      const forcedWithPlain = toolError(await callTool(agent, 'start_refresh', { confirmation_token: plain.body.confirmation_token, force: true }));
      expect(forcedWithPlain.code).toBe('invalid_confirmation');
      expect(forcedWithPlain.message).toMatch(/estimate_refresh/);
      await noRunCreated();
    });

    it('when the token is older than ten minutes, then it is refused as expired', async () => {
      const est = await callTool(agent, 'estimate_refresh');
      app.clock.advance(10 * 60 * 1000 + 1000);
      const err = toolError(await callTool(agent, 'start_refresh', { confirmation_token: est.body.confirmation_token }));
      expect(err.code).toBe('confirmation_expired');
      await noRunCreated();
    });

    it('when the figures changed since the estimate, then it is refused as stale', async () => {
      const est = await callTool(agent, 'estimate_refresh');
      await grantCredits(app.services, { workspace: fresh.id, amount: 25 });
      const err = toolError(await callTool(agent, 'start_refresh', { confirmation_token: est.body.confirmation_token }));
      expect(err.code).toBe('stale_confirmation');
      expect(err.details).toEqual({ confirmed: { credit_balance: 50 }, current: { credit_balance: 75 } });
      await noRunCreated();
    });

    it('when the token is fresh and the figures match, then a manual run is queued (201) and REST shows it', async () => {
      const est = await callTool(agent, 'estimate_refresh');
      const started = await callTool(agent, 'start_refresh', { confirmation_token: est.body.confirmation_token });

      expect(started.isError).toBeFalsy();
      expect(started._meta?.['tracker/http_status']).toBe(201);
      expect(started.body).toMatchObject({ kind: 'manual', status: 'queued' });
      expect(started.body).toEqual((await api(app.baseUrl, 'GET', `/runs/${started.body.id}`, { key: fresh.readKey })).body);
      const again = await callTool(agent, 'start_refresh', { confirmation_token: est.body.confirmation_token });
      expect(again._meta?.['tracker/http_status']).toBe(200);
      expect(again.body.id).toBe(started.body.id);
    });
  });

  it('when the bearer token is missing or unknown, then /mcp answers 401 pointing at the protected-resource metadata', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const missing = await fetch(app.mcpUrl, { method: 'POST', headers, body: JSON.stringify(init) });
    const unknown = await fetch(app.mcpUrl, { method: 'POST', headers: { ...headers, authorization: 'Bearer trk_nope' }, body: JSON.stringify(init) });

    for (const res of [missing, unknown]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${app.rootUrl}/.well-known/oauth-protected-resource/mcp"`);
    }
    const prm = await (await fetch(`${app.rootUrl}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(prm).toMatchObject({ resource: app.mcpUrl, authorization_servers: [`${app.rootUrl}/`], scopes_supported: ['read', 'write'] });
    const get = await fetch(app.mcpUrl, { headers: { authorization: `Bearer ${ws.readKey}` } });
    expect(get.status).toBe(405);
  });

  it('when the workspace is suspended, then /mcp refuses it with 403 like REST', async () => {
    const other = await seedWorkspace(app.services, { name: 'Soon Suspended' });
    await setWorkspaceStatus(app.services, other.id, 'suspended');

    const res = await fetch(app.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${other.writeKey}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    const viaRest = await api(app.baseUrl, 'GET', '/me', { key: other.writeKey });

    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('workspace_suspended');
    expect(viaRest.status).toBe(403);
    expect(errorCode(viaRest)).toBe('workspace_suspended');
    await expect(connectMcp(app.mcpUrl, other.writeKey)).rejects.toThrow();
  });
});

describe('MCP tools share the REST rate limits of the workspace', () => {
  let app: McpTestApp;

  beforeAll(async () => {
    app = await startMcpTestApp({ env: { RATE_LIMIT_READS_PER_MIN: '3', RATE_LIMIT_WRITES_PER_MIN: '2' } });
  });
  afterAll(() => app?.close());

  it('when a workspace spends its reads and writes through tools, then the next call is rate_limited, and REST is limited too', async () => {
    const ws = await seedWorkspace(app.services);
    const client = await connectMcp(app.mcpUrl, ws.writeKey);
    try {
      await client.listTools(); // listing is not a call: it costs nothing
      for (let i = 0; i < 3; i++) expect((await callTool(client, 'get_workspace')).isError, `read ${i + 1}`).toBeFalsy();
      const overReads = toolError(await callTool(client, 'list_contacts'));
      expect(overReads.code).toBe('rate_limited');
      expect((overReads.details as { retry_after_seconds: number }).retry_after_seconds).toBeGreaterThanOrEqual(1);
      expect((await api(app.baseUrl, 'GET', '/me', { key: ws.readKey })).status).toBe(429);

      for (let i = 0; i < 2; i++) expect((await callTool(client, 'update_settings', { name: `N${i}` })).isError).toBeFalsy();
      expect(toolError(await callTool(client, 'update_settings', { name: 'Over' })).code).toBe('rate_limited');
      expect((await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { name: 'Rest' } })).status).toBe(429);
    } finally {
      await client.close();
    }
  });
});
