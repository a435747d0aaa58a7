import { createHmac } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setIntegration } from '../../../src/core/notifications/integrations.service';
import { loadAliases } from '../../../src/core/runs/check-context';
import { detectChange, type Snapshot } from '../../../src/domain/changes';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { callTool, connectMcp, type McpTestApp, startMcpTestApp, toolError } from '../../support/mcp-app';
import { countOf, sqlOn } from '../../support/sql';
import { runHook, seedChange, seedPerson } from '../plays/support';

const SIGNING_SECRET = 'f1e2d3c4b5a6978812345678abcdef90';

let app: McpTestApp;
let ws: SeededWorkspace;
let mcp: Client;
let n = 0;
const sql = () => sqlOn(app);
const rest = (method: string, path: string, body?: unknown, key = ws.writeKey) => api(app.baseUrl, method, path, { key, body });

beforeAll(async () => {
  app = await startMcpTestApp({ env: HIGH_RATE_LIMITS });
  ws = await seedWorkspace(app.services);
  await setIntegration(app.services, ws.id, 'slack', { token: 'xoxb-1-2-standin', channel: 'C0ALERTS', signing_secret: SIGNING_SECRET });
  mcp = await connectMcp(app.mcpUrl, ws.writeKey);
}, 60_000);
afterAll(async () => {
  await mcp?.close();
  await app?.close();
});

/** A tracked contact whose profile moved Northwind (network id 100<n>) → `to` (id 200<n>), with the plays the batch hook makes. */
async function movedChange(to = 'Northwind Group'): Promise<{ changeId: string; contactId: string; playIds: string[]; ids: [string, string] }> {
  n += 1;
  const ids: [string, string] = [`100${n}`, `200${n}`];
  const person = await seedPerson(app, ws.id, { first_name: 'Maya', last_name: `Okafor${n}`, company: 'Northwind', title: 'VP Sales' });
  const changeId = await seedChange(app, ws.id, person.profileId, {
    type: 'moved', from_company: 'Northwind', from_title: 'VP Sales', to_company: to, to_title: 'VP Sales', detected_at: '2026-02-20T10:00:00Z',
  });
  const evidence = {
    rule: 'employer_changed', confidence: 0.95, surfaced_late: false, confirmed_at: null, trigger: 'sweep',
    previous: { company: 'Northwind', company_social_id: ids[0], title: 'VP Sales', started_on: '2020-01' },
    current: { company: to, company_social_id: ids[1], title: 'VP Sales', started_on: '2026-02' },
  };
  await sql()('update changes set evidence = ?::jsonb where id = ?', [JSON.stringify(evidence), changeId]);
  await runHook(app, { id: changeId, profile_id: person.profileId, workspace_id: ws.id });
  const plays = await sql()<{ id: string }>('select id from plays where change_id = ? order by id', [changeId]);
  expect(plays.length).toBeGreaterThan(0);
  return { changeId, contactId: person.contactId, playIds: plays.map((p) => p.id), ids };
}

const playStatuses = async (ids: string[]) =>
  (await sql()<{ status: string }>('select status from plays where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))', [JSON.stringify(ids)])).map(
    (r) => r.status,
  );
const journal = (resource: string, id: string) =>
  sql()<{ event: string; from_status: string; to_status: string; cause: string; refused: boolean }>(
    'select event, from_status, to_status, cause, refused from transitions where resource = ? and resource_id = ? and from_status is not null order by id',
    [resource, id],
  );
const feedbackRows = () => countOf(app, 'select count(*) as n from change_feedback where workspace_id = ?', [ws.id]);
const aliasRows = () => countOf(app, 'select count(*) as n from company_aliases where workspace_id = ?', [ws.id]);

/** The snapshots of the move: the next check compares them with the workspace's alias memory. */
const job = (company: string, id: string, started: string) => ({ company, company_social_id: id, title: 'VP Sales', started_on: started, ended_on: null, is_current: true });
const snapshot = (position: ReturnType<typeof job>): Snapshot => ({ found: true, first_name: 'Maya', last_name: 'Okafor', headline: null, positions: [position] });

describe('POST /changes/{id}/feedback over HTTP', () => {
  it('when not_a_job_change is given, then the change\'s plays move to not_relevant through the play machine, journalled with the API key', async () => {
    const { changeId, playIds } = await movedChange();
    const res = await rest('POST', `/changes/${changeId}/feedback`, { verdict: 'not_a_job_change', note: 'a newsletter on the side' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ change_id: changeId, verdict: 'not_a_job_change', note: 'a newsletter on the side', replaced_at: null });
    expect(res.body.given_by).toMatch(/^api_key:[0-9a-f-]{36}$/);
    expect(res.body.effects.plays_archived.sort()).toEqual([...playIds].sort());
    expect(await playStatuses(playIds)).toEqual(playIds.map(() => 'not_relevant'));
    for (const id of playIds) {
      expect(await journal('play', id)).toEqual([
        { event: 'SET_NOT_RELEVANT', from_status: 'open', to_status: 'not_relevant', cause: res.body.given_by, refused: false },
      ]);
    }
  });

  it('when a second verdict is given, then it replaces the first (kept in the history) and the archived plays reopen', async () => {
    const { changeId, playIds } = await movedChange();
    const first = await rest('POST', `/changes/${changeId}/feedback`, { verdict: 'not_a_job_change' });
    const second = await rest('POST', `/changes/${changeId}/feedback`, { verdict: 'correct' });

    expect(second.status).toBe(201);
    expect(second.body.effects).toMatchObject({ plays_archived: [], plays_restored: expect.arrayContaining(playIds) });
    expect(await playStatuses(playIds)).toEqual(playIds.map(() => 'open'));
    const history = await rest('GET', `/changes/${changeId}/feedback`, undefined, ws.readKey);
    expect(history.status).toBe(200);
    expect(history.body.data.map((f: { id: string; verdict: string; replaced_at: string | null }) => [f.id, f.verdict, f.replaced_at === null])).toEqual([
      [second.body.id, 'correct', true],
      [first.body.id, 'not_a_job_change', false],
    ]);
  });

  it('when wrong_person is given, then the contact goes to pending_review through its machine, journalled', async () => {
    const { changeId, contactId } = await movedChange();
    const res = await rest('POST', `/changes/${changeId}/feedback`, { verdict: 'wrong_person' });

    expect(res.status).toBe(201);
    expect(res.body.effects.contacts_to_review).toEqual([contactId]);
    expect((await rest('GET', `/contacts/${contactId}`)).body.tracking_status).toBe('pending_review');
    expect(await journal('contact_tracking', contactId)).toEqual([
      { event: 'WRONG_PERSON_REPORTED', from_status: 'tracked', to_status: 'pending_review', cause: res.body.given_by, refused: false },
    ]);
  });

  it('when wrong_company is given, then the alias memory learns the two employers and the same move no longer reads as moved', async () => {
    const { changeId, ids } = await movedChange('Vantage Ridge');
    const before = snapshot(job('Northwind', ids[0], '2020-01'));
    const after = snapshot(job('Vantage Ridge', ids[1], '2026-02'));
    expect(detectChange(before, after, { aliases: (await loadAliases(app.services.orm.em.fork() as EntityManager, [ws.id])).get(ws.id) })?.type).toBe('moved');

    const res = await rest('POST', `/changes/${changeId}/feedback`, { verdict: 'wrong_company' });

    expect(res.status).toBe(201);
    expect(res.body.effects.aliases_learned).toBeGreaterThan(0);
    const pairs = await sql()<{ a: string; b: string }>('select a, b from company_aliases where workspace_id = ? order by a', [ws.id]);
    expect(pairs).toContainEqual({ a: `id:${ids[0]}`, b: `id:${ids[1]}` });
    const aliases = (await loadAliases(app.services.orm.em.fork() as EntityManager, [ws.id])).get(ws.id);
    expect(detectChange(before, after, { aliases })?.type).not.toBe('moved');
  });

  it('when the verdict is bad, the change unknown, the verdict does not apply, or the key is read-only, then it is a 4xx and nothing changes', async () => {
    const { changeId, playIds } = await movedChange();
    const [feedback, aliases] = [await feedbackRows(), await aliasRows()];
    const left = await seedChange(app, ws.id, (await sql()<{ profile_id: string }>('select profile_id from changes where id = ?', [changeId]))[0]!.profile_id, {
      type: 'left', from_company: 'Northwind', detected_at: '2026-02-21T10:00:00Z',
    });

    const cases: Array<[string, string, unknown, string, number, string]> = [
      ['unknown verdict', changeId, { verdict: 'meh' }, ws.writeKey, 400, 'validation_error'],
      ['extra field', changeId, { verdict: 'correct', by: 'me' }, ws.writeKey, 400, 'validation_error'],
      ['no body', changeId, undefined, ws.writeKey, 400, 'validation_error'],
      ['not a uuid', 'nope', { verdict: 'correct' }, ws.writeKey, 400, 'validation_error'],
      ['unknown change', '00000000-0000-4000-8000-000000000000', { verdict: 'correct' }, ws.writeKey, 404, 'not_found'],
      ['wrong_company on a left change', left, { verdict: 'wrong_company' }, ws.writeKey, 400, 'validation_error'],
      ['read-only key', changeId, { verdict: 'correct' }, ws.readKey, 403, 'forbidden'],
    ];
    for (const [name, id, body, key, status, code] of cases) {
      const res = await rest('POST', `/changes/${id}/feedback`, body, key);
      expect([name, res.status, res.body.error?.code]).toEqual([name, status, code]);
    }
    expect([await feedbackRows(), await aliasRows()]).toEqual([feedback, aliases]);
    expect(await playStatuses(playIds)).toEqual(playIds.map(() => 'open'));
  });
});

describe('give_change_feedback over MCP', () => {
  it('when an agent gives wrong_company, then the aliases are learned and the verdict is journalled with its key', async () => {
    const { changeId, ids } = await movedChange('Northwind UK Ltd');
    const res = await callTool(mcp, 'give_change_feedback', { id: changeId, verdict: 'wrong_company', note: 'their UK entity' });

    expect(res.isError).toBeFalsy();
    expect(res.body).toMatchObject({ change_id: changeId, verdict: 'wrong_company', note: 'their UK entity', given_by: expect.stringMatching(/^api_key:/) });
    expect(res.body.effects.aliases_learned).toBeGreaterThan(0);
    expect(await countOf(app, 'select count(*) as n from company_aliases where workspace_id = ? and a = ? and b = ?', [ws.id, `id:${ids[0]}`, `id:${ids[1]}`])).toBe(1);
  });

  it('when an agent sends a bad verdict or an unknown change, then it is an error result and nothing changes', async () => {
    const { changeId } = await movedChange();
    const before = await feedbackRows();
    const bad = await callTool(mcp, 'give_change_feedback', { id: changeId, verdict: 'nope' });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toMatch(/verdict/);
    const missing = toolError(await callTool(mcp, 'give_change_feedback', { id: '00000000-0000-4000-8000-000000000000', verdict: 'correct' }));
    expect(missing.code).toBe('not_found');
    expect(await feedbackRows()).toBe(before);
  });
});

/** What Slack sends to the interactivity request URL when a verdict button is pressed, signed as Slack signs it. */
function slackPress(changeId: string, verdict: string, options: { secret?: string; at?: number; actionId?: string } = {}) {
  const payload = {
    type: 'block_actions',
    team: { id: 'T024BE7LD', domain: 'acme' },
    user: { id: 'U0G9QF9C6', username: 'dana', team_id: 'T024BE7LD' },
    api_app_id: 'A0KRD7HC3',
    response_url: 'https://hooks.slack.com/actions/T024BE7LD/1/abc',
    actions: [{ type: 'button', block_id: 'change_feedback', action_id: options.actionId ?? `change_feedback:${verdict}`, value: changeId, action_ts: '1700000000.000100' }],
  };
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const ts = String(Math.floor((options.at ?? app.services.wallClock.now().getTime()) / 1000));
  const signature = `v0=${createHmac('sha256', options.secret ?? SIGNING_SECRET).update(`v0:${ts}:${body}`).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': ts, 'x-slack-signature': signature } };
}

async function postToSlackUrl(workspaceId: string, press: ReturnType<typeof slackPress>) {
  const res = await fetch(`${app.rootUrl}/slack/interactions/${workspaceId}`, { method: 'POST', headers: press.headers, body: press.body });
  return { status: res.status, body: (await res.json()) as { ok?: boolean; verdict?: string; change_id?: string; error?: { code: string } } };
}

describe('verdict buttons through the signed Slack request URL', () => {
  it('when a signed not_a_job_change press arrives, then the plays are archived and the verdict is the Slack user\'s', async () => {
    const { changeId, playIds } = await movedChange();
    const res = await postToSlackUrl(ws.id, slackPress(changeId, 'not_a_job_change'));

    expect(res).toEqual({ status: 200, body: { ok: true, verdict: 'not_a_job_change', change_id: changeId } });
    const history = await rest('GET', `/changes/${changeId}/feedback`);
    expect(history.body.data[0]).toMatchObject({ verdict: 'not_a_job_change', given_by: 'slack:T024BE7LD:U0G9QF9C6' });
    expect(await playStatuses(playIds)).toEqual(playIds.map(() => 'not_relevant'));
    expect((await journal('play', playIds[0]!))[0]).toMatchObject({ event: 'SET_NOT_RELEVANT', cause: 'slack:T024BE7LD:U0G9QF9C6' });
  });

  it('when the signature is forged, stale, missing, or the press is not a verdict button, then it is a 4xx and nothing changes', async () => {
    const { changeId, playIds } = await movedChange();
    const before = await feedbackRows();
    const good = slackPress(changeId, 'not_a_job_change');
    const cases: Array<[string, ReturnType<typeof slackPress>, number, string]> = [
      ['other secret', slackPress(changeId, 'not_a_job_change', { secret: 'not-the-signing-secret-0000000' }), 401, 'invalid_signature'],
      ['body altered after signing', { ...good, body: good.body.replace('not_a_job_change', 'wrong_person') }, 401, 'invalid_signature'],
      ['ten minutes old', slackPress(changeId, 'correct', { at: app.services.wallClock.now().getTime() - 10 * 60_000 }), 401, 'invalid_signature'],
      ['no signature', { ...good, headers: { ...good.headers, 'x-slack-signature': '' } }, 401, 'invalid_signature'],
      ['another button', slackPress(changeId, 'correct', { actionId: 'open_play' }), 400, 'validation_error'],
    ];
    for (const [name, press, status, code] of cases) {
      const res = await postToSlackUrl(ws.id, press);
      expect([name, res.status, res.body.error?.code]).toEqual([name, status, code]);
    }
    const elsewhere = await seedWorkspace(app.services, { name: 'No Slack' });
    expect((await postToSlackUrl(elsewhere.id, good)).status).toBe(404);
    expect((await postToSlackUrl('not-a-workspace', good)).status).toBe(404);
    expect(await feedbackRows()).toBe(before);
    expect(await playStatuses(playIds)).toEqual(playIds.map(() => 'open'));
  });
});
