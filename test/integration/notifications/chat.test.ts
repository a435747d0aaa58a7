import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { setIntegration } from '../../../src/core/notifications/integrations.service';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import { type HubSpotCrmStandin,startHubSpotCrmStandin } from '../../support/hubspot-crm-standin';
import { type SlackStandin,startSlackStandin } from '../../support/slack-standin';
import { client, dispatcherFor, producePlay, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from '../webhooks/support';

const TOKEN = 'xoxb-1234-5678-standin';
let app: TestApp;
let slack: SlackStandin;
let crm: HubSpotCrmStandin;
let dispatcher: Dispatcher;

beforeAll(async () => {
  app = await startWebhookApp();
  slack = await startSlackStandin({
    token: TOKEN,
    channels: ['C0ALERTS'],
    users: { 'sam.owner@acme.example': 'U0SAM', 'hub.owner@acme.example': 'U0HUB' },
  });
  crm = await startHubSpotCrmStandin({
    token: 'pat-na1-standin-token',
    owners: [{ id: '202', email: 'hub.owner@acme.example', firstName: 'Hub', lastName: 'Owner' }],
  });
  dispatcher = dispatcherFor(app);
});
afterAll(async () => {
  await dispatcher?.stop();
  await Promise.all([slack?.close(), crm?.close()]);
  await app?.close();
});

interface Setup {
  ws: SeededWorkspace;
  http: ReturnType<typeof client>;
}

/** A workspace with Slack connected (owner directory: Sam Owner) and these settings. */
async function workspace(settings: Record<string, unknown>, options: { hubspot?: boolean } = {}): Promise<Setup> {
  const ws = await seedWorkspace(app.services);
  await setIntegration(app.services, ws.id, 'slack', {
    token: TOKEN,
    channel: 'C0ALERTS',
    owners: { 'Sam Owner': 'sam.owner@acme.example' },
    api_url: slack.apiUrl,
  });
  if (options.hubspot) await setIntegration(app.services, ws.id, 'hubspot', { token: 'pat-na1-standin-token', base_path: crm.baseUrl });
  const http = client(app, ws);
  const res = await http.patch('/settings', settings);
  expect(res.status).toBe(200);
  return { ws, http };
}

const notifications = (playIds: string[]) =>
  sqlOn(app)<{ play_id: string; channel: string; status: string; attempts: number; last_error: string | null; result: Record<string, string> | null }>(
    `select play_id, channel, status, attempts, last_error, result from notifications
      where play_id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) order by channel`,
    [JSON.stringify(playIds)],
  );
const messagesFor = (playId: string) => slack.messages.filter((m) => JSON.stringify(m.blocks).includes(playId));

let calls = 0;
beforeEach(() => {
  calls = slack.calls.length;
});
const newCalls = () => slack.calls.slice(calls);

describe('channel alerts', () => {
  it('when channel alerts are on and a direct play is created, then one Block Kit message goes to the channel', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, chat_dm_owners: false, alert_play_types: ['direct'] });
    const [playId] = await producePlay(app, ws.id, { first_name: 'Dana', last_name: 'Whitfield' });
    await dispatcher.drain();

    const [message] = messagesFor(playId!);
    expect(message).toBeDefined();
    expect(message!.channel).toBe('C0ALERTS');
    expect(message!.text).toBe('Direct play: Dana Whitfield — VP Sales at Acme → Chief Revenue Officer at Globex');
    const blocks = JSON.stringify(message!.blocks);
    expect(message!.blocks[0]).toMatchObject({ type: 'header', text: { text: 'Direct play: Dana Whitfield' } });
    expect(blocks).toContain('VP Sales at Acme → *Chief Revenue Officer at Globex*');
    expect(blocks).toContain('*Account fit*\\nno rules');
    expect(blocks).toContain(`http://localhost:8080/v1/plays/${playId}`);
    const call = newCalls().find((c) => c.method === 'chat.postMessage')!;
    expect(call).toMatchObject({ token: TOKEN, contentType: expect.stringContaining('application/x-www-form-urlencoded') });
    expect(await notifications([playId!])).toEqual([
      expect.objectContaining({ channel: 'chat_channel', status: 'sent', attempts: 1, result: { channel: 'C0ALERTS', ts: message!.ts } }),
    ]);
  });

  it('when the Slack app has a signing secret, then the alert carries one verdict button per verdict, valued with the change id', async () => {
    const ws = await seedWorkspace(app.services);
    await setIntegration(app.services, ws.id, 'slack', { token: TOKEN, channel: 'C0ALERTS', api_url: slack.apiUrl, signing_secret: 'f1e2d3c4b5a6978812345678abcdef90' });
    await client(app, ws).patch('/settings', { chat_channel_alerts: true, chat_dm_owners: false, alert_play_types: ['direct'] });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    const [{ change_id: changeId }] = (await sqlOn(app)<{ change_id: string }>('select change_id from plays where id = ?', [playId])) as [{ change_id: string }];
    const buttons = messagesFor(playId!)[0]!.blocks.find((b: { block_id?: string }) => b.block_id === 'change_feedback');
    expect(buttons.elements.map((e: { action_id: string; value: string }) => [e.action_id, e.value])).toEqual(
      ['correct', 'not_a_job_change', 'wrong_person', 'wrong_company', 'wrong_type'].map((v) => [`change_feedback:${v}`, changeId]),
    );
  });

  it('when the Slack app has no signing secret, then the alert has no verdict buttons', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, chat_dm_owners: false, alert_play_types: ['direct'] });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();
    expect(JSON.stringify(messagesFor(playId!)[0]!.blocks)).not.toContain('change_feedback');
  });

  it('when channel alerts are off, then nothing is posted and no notification is queued', async () => {
    const { ws } = await workspace({ chat_channel_alerts: false, chat_dm_owners: false });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    expect(messagesFor(playId!)).toEqual([]);
    expect(await notifications([playId!])).toEqual([]);
  });

  it('when the play type is not in alert_play_types, then it is not alerted', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, chat_dm_owners: true, alert_play_types: ['referral', 'churn_risk'] });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    expect(messagesFor(playId!)).toEqual([]);
    expect(await notifications([playId!])).toEqual([]);
  });

  it('when the channel does not exist, then the alert fails without retries', async () => {
    const ws = await seedWorkspace(app.services);
    await setIntegration(app.services, ws.id, 'slack', { token: TOKEN, channel: 'C0GONE', api_url: slack.apiUrl });
    await client(app, ws).patch('/settings', { chat_channel_alerts: true });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    expect(await notifications([playId!])).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, last_error: 'Slack chat.postMessage answered channel_not_found' }),
    ]);
  });

  it('when Slack rate limits the call, then the alert is retried after Retry-After and then posted', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true });
    slack.rateLimitNext(1, 3);
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();
    const [pending] = await notifications([playId!]);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Slack chat.postMessage is rate limited' });
    expect(messagesFor(playId!)).toEqual([]);

    app.clock.advance(3_000);
    await dispatcher.drain();

    expect(messagesFor(playId!)).toHaveLength(1);
    expect((await notifications([playId!]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when Slack is not connected, then the notification is skipped with the reason', async () => {
    const ws = await seedWorkspace(app.services);
    await client(app, ws).patch('/settings', { chat_channel_alerts: true });
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();
    expect((await notifications([playId!]))[0]).toMatchObject({ status: 'skipped', last_error: expect.stringMatching(/Slack is not connected/) });
  });
});

describe('DMs to the CRM owner', () => {
  it('when DMs are on, then the owner is found by email, a DM is opened and the alert is posted there', async () => {
    const { ws } = await workspace({ chat_channel_alerts: false, chat_dm_owners: true });
    const [playId] = await producePlay(app, ws.id, { owner: 'Sam Owner', owner_id: null });
    await dispatcher.drain();

    expect(newCalls().map((c) => c.method)).toEqual(['users.lookupByEmail', 'conversations.open', 'chat.postMessage']);
    expect(newCalls()[0]!.args).toMatchObject({ email: 'sam.owner@acme.example' });
    expect(newCalls()[1]!.args).toMatchObject({ users: 'U0SAM' });
    expect(messagesFor(playId!)).toEqual([expect.objectContaining({ channel: 'DU0SAM' })]);
    expect(await notifications([playId!])).toEqual([
      expect.objectContaining({ channel: 'chat_dm', status: 'sent', result: expect.objectContaining({ user: 'U0SAM', email: 'sam.owner@acme.example' }) }),
    ]);
  });

  it('when both channel and DM are on, then the play is alerted in both', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, chat_dm_owners: true });
    const [playId] = await producePlay(app, ws.id, { owner: 'sam owner' });
    await dispatcher.drain();

    expect(messagesFor(playId!).map((m) => m.channel).sort()).toEqual(['C0ALERTS', 'DU0SAM']);
    expect((await notifications([playId!])).map((n) => [n.channel, n.status])).toEqual([
      ['chat_channel', 'sent'],
      ['chat_dm', 'sent'],
    ]);
  });

  it('when the owner is not in the directory but HubSpot is connected, then the owner email comes from HubSpot owners', async () => {
    const { ws } = await workspace({ chat_dm_owners: true }, { hubspot: true });
    const [playId] = await producePlay(app, ws.id, { owner: 'Hub Owner', owner_id: '202' });
    await dispatcher.drain();

    expect(crm.requests.some((r) => r.method === 'GET' && r.path === '/crm/v3/owners/202')).toBe(true);
    expect(messagesFor(playId!)).toEqual([expect.objectContaining({ channel: 'DU0HUB' })]);
  });

  it('when no email is known for the owner, then the DM is skipped with the reason', async () => {
    const { ws } = await workspace({ chat_dm_owners: true });
    const [playId] = await producePlay(app, ws.id, { owner: 'Nobody Known', owner_id: null });
    await dispatcher.drain();

    expect((await notifications([playId!]))[0]).toMatchObject({
      channel: 'chat_dm',
      status: 'skipped',
      last_error: expect.stringMatching(/no email known for owner Nobody Known/),
    });
    expect(messagesFor(playId!)).toEqual([]);
  });
});

describe('promotions', () => {
  it('when track_promotions is off, then a promotion creates no play and no alert', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, chat_dm_owners: true, track_promotions: false, alert_play_types: ['promotion', 'direct'] });
    const plays = await producePlay(app, ws.id, { type: 'promoted' });
    await dispatcher.drain();
    expect(plays).toEqual([]);
    expect(newCalls()).toEqual([]);
  });

  it('when track_promotions is turned off before a promotion play is alerted, then no alert goes out', async () => {
    const { ws, http } = await workspace({ chat_channel_alerts: true, track_promotions: true, alert_play_types: ['promotion'] });
    await dispatcher.stop();
    const [playId] = await producePlay(app, ws.id, { type: 'promoted' });
    expect(playId).toBeDefined();
    await http.patch('/settings', { track_promotions: false });
    dispatcher = dispatcherFor(app);
    await dispatcher.drain();

    expect(messagesFor(playId!)).toEqual([]);
    expect(await notifications([playId!])).toEqual([]);
  });

  it('when track_promotions is on and promotion is an alert type, then the promotion is alerted', async () => {
    const { ws } = await workspace({ chat_channel_alerts: true, track_promotions: true, alert_play_types: ['promotion'] });
    const [playId] = await producePlay(app, ws.id, { type: 'promoted' });
    await dispatcher.drain();
    expect(messagesFor(playId!)).toEqual([expect.objectContaining({ text: expect.stringMatching(/^Promotion: .* → SVP Sales at Acme$/) })]);
  });
});
