import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { callTool, connectMcpClients, type McpTestApp, startMcpTestApp, toolError } from '../../support/mcp-app';
import { countOf, sqlOn } from '../../support/sql';

let app: McpTestApp;
let ws: SeededWorkspace;
let other: SeededWorkspace;
let client: Client;
let readClient: Client;
const contactIds: Record<string, string> = {};

const post = (body: unknown, key = ws.writeKey) => api(app.baseUrl, 'POST', '/signals', { key, body });
const stored = (where = '') => countOf(app, `select count(*) as n from signals where workspace_id = ? ${where}`, [ws.id]);
const OBSERVED = '2026-03-02T09:00:00Z';

beforeAll(async () => {
  app = await startMcpTestApp({ now: '2026-03-02T12:00:00Z' });
  ws = await seedWorkspace(app.services, { credits: 100 });
  other = await seedWorkspace(app.services, { name: 'Other Co' });
  const rows = [
    { first_name: 'Ada', last_name: 'Byron', company: 'Engines', email: 'ada@engines.example', crm_id: 'crm-ada', social_url: 'https://www.linkedin.com/in/ada-byron-sig' },
    { first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', email: 'shared@bletchley.example', crm_id: 'crm-alan', social_url: 'alan-turing-sig' },
    { first_name: 'Joan', last_name: 'Clarke', company: 'Bletchley', email: 'shared@bletchley.example', crm_id: 'crm-joan' },
  ];
  const res = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: rows } });
  expect(res.status).toBe(202);
  const list = await api(app.baseUrl, 'GET', '/contacts?page_size=10', { key: ws.readKey });
  for (const c of list.body.data) contactIds[c.crm_id as string] = c.id as string;
  const foreign = await api(app.baseUrl, 'POST', '/contacts', { key: other.writeKey, body: { contacts: [{ full_name: 'Eve Other', company: 'Elsewhere', crm_id: 'crm-eve' }] } });
  expect(foreign.status).toBe(202);
  ({ client, readClient } = await connectMcpClients(app.mcpUrl, ws));
});
afterAll(async () => {
  await client?.close();
  await readClient?.close();
  await app?.close();
});

describe('POST /v1/signals', () => {
  it('when rows name contacts by id, crm_id and email, then each is stored against its contact and profile', async () => {
    const res = await post({
      signals: [
        { contact_id: contactIds['crm-ada'], kind: 'email_bounced', observed_at: OBSERVED, detail: '550 user unknown' },
        { crm_id: 'crm-alan', kind: 'auto_reply_left', observed_at: OBSERVED },
        { email: ' Shared@Bletchley.example ', kind: 'crm_company_changed', observed_at: OBSERVED, detail: null },
      ],
    });

    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ accepted: 3, rejected: [], contacts: 4 });
    const rows = await sqlOn(app)<{ contact_id: string; kind: string; profile: boolean; received_at: Date }>(
      'select contact_id, kind, profile_id is not null as profile, received_at from signals where workspace_id = ? order by id',
      [ws.id],
    );
    // The shared address names two contacts; the order of their two rows is not part of the behaviour.
    const unordered = (list: unknown[][]) => list.map((r) => JSON.stringify(r)).sort();
    expect(unordered(rows.map((r) => [r.contact_id, r.kind, r.profile]))).toEqual(unordered([
      [contactIds['crm-ada'], 'email_bounced', true],
      [contactIds['crm-alan'], 'auto_reply_left', true],
      [contactIds['crm-alan'], 'crm_company_changed', true],
      [contactIds['crm-joan'], 'crm_company_changed', false],
    ]));
    expect(new Date(rows[0]!.received_at).toISOString()).toBe(app.clock.now().toISOString());
  });

  it('when some rows are bad (unknown contact, another workspace\'s contact, bad kind, no contact named, future, bad email), then only those are rejected and store nothing', async () => {
    const before = await stored();
    const res = await post([
      { crm_id: 'crm-nobody', kind: 'email_bounced', observed_at: OBSERVED },
      { crm_id: 'crm-eve', kind: 'email_bounced', observed_at: OBSERVED },
      { crm_id: 'crm-ada', kind: 'email_bounced_twice', observed_at: OBSERVED },
      { kind: 'other', observed_at: OBSERVED },
      { crm_id: 'crm-ada', kind: 'other', observed_at: '2026-03-09T09:00:00Z' },
      { email: 'not an address', kind: 'other', observed_at: OBSERVED },
      { crm_id: 'crm-ada', kind: 'other', observed_at: 'yesterday' },
      { crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED, colour: 'blue' },
      { crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED, detail: 'kept' },
    ]);

    expect(res.status).toBe(202);
    expect(res.body.accepted).toBe(1);
    expect(res.body.rejected.map((r: { index: number }) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const errors = Object.fromEntries(res.body.rejected.map((r: { index: number; errors: Record<string, string> }) => [r.index, Object.keys(r.errors)]));
    expect(errors).toEqual({ 0: ['crm_id'], 1: ['crm_id'], 2: ['kind'], 3: ['contact'], 4: ['observed_at'], 5: ['email'], 6: ['observed_at'], 7: ['row'] });
    expect(await stored()).toBe(before + 1);
    expect(await stored(`and detail = 'kept'`)).toBe(1);
  });

  it.each([
    ['a NUL in a row', { signals: [{ crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED, detail: 'a\u0000b' }] }],
    ['1,001 rows', { signals: Array.from({ length: 1001 }, () => ({ crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED })) }],
    ['no signals array', { rows: [] }],
    ['malformed JSON', '{"signals": ['],
  ])('when the request has %s, then 400 validation_error in the envelope and nothing is stored', async (_what, body) => {
    const before = await stored();

    const res = await post(body);

    expect(res.status).toBe(400);
    expect(['validation_error', 'invalid_json']).toContain(errorCode(res));
    expect(await stored()).toBe(before);
  });

  it('when a read key posts signals, then 403 and nothing is stored', async () => {
    const before = await stored();
    const res = await post({ signals: [{ crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED }] }, ws.readKey);
    expect(res.status).toBe(403);
    expect(await stored()).toBe(before);
  });
});

describe('MCP send_signals', () => {
  it('when called with a write key, then it answers what POST /signals answers (202) and stores the same', async () => {
    const rows = [
      { crm_id: 'crm-ada', kind: 'email_bounced', observed_at: OBSERVED },
      { crm_id: 'crm-nobody', kind: 'other', observed_at: OBSERVED },
    ];
    const before = await stored();
    const viaRest = await post({ signals: rows });
    const viaMcp = await callTool(client, 'send_signals', { signals: rows });

    expect(viaMcp.isError).toBeFalsy();
    expect(viaMcp._meta?.['tracker/http_status']).toBe(202);
    expect(viaMcp.body).toEqual(viaRest.body);
    expect(await stored()).toBe(before + 2);
  });

  it('when called with a read-only key, then it is refused with forbidden and nothing is stored', async () => {
    const before = await stored();
    const result = await callTool(readClient, 'send_signals', { signals: [{ crm_id: 'crm-ada', kind: 'other', observed_at: OBSERVED }] });

    expect(toolError(result).code).toBe('forbidden');
    expect(await stored()).toBe(before);
  });
});
