import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { em } from '../../../src/core/context';
import { listIntegrations, loadIntegration } from '../../../src/core/notifications/integrations.service';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type AppSession, asSession, signedInAs } from '../../support/app-session';
import { api, errorCode } from '../../support/http';
import { type HubSpotStandin, startHubSpotStandin } from '../../support/hubspot-standin';
import { type SlackStandin, startSlackStandin } from '../../support/slack-standin';

// Sign-in is a real scrypt check: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const SLACK_TOKEN = 'xoxb-1111-2222-standinstandinstandin';
const HUBSPOT_TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';

let slack: SlackStandin;
let hubspot: HubSpotStandin;
let app: TestApp;
let ws: SeededWorkspace;
let admin: AppSession;
let member: AppSession;

beforeAll(async () => {
  slack = await startSlackStandin({ token: SLACK_TOKEN, channels: ['C0ALERTS'], users: {} });
  hubspot = await startHubSpotStandin({
    token: HUBSPOT_TOKEN,
    data: { owners: [{ id: '1', email: 'dana@acme.com', firstName: 'Dana', lastName: 'W' }, { id: '2', email: 'sam@acme.com', firstName: 'Sam', lastName: 'O', archived: true }], deals: [], companies: [], contacts: [] },
  });
  app = await startTestApp({ env: { ...HIGH_RATE_LIMITS, SLACK_API_URL: slack.apiUrl, HUBSPOT_API_URL: hubspot.baseUrl } });
  ws = await seedWorkspace(app.services);
  admin = await signedInAs(app, ws.id, 'admin');
  member = await signedInAs(app, ws.id, 'member');
});
afterAll(async () => {
  await app?.close();
  await slack?.close();
  await hubspot?.close();
});

describe('Slack over REST', () => {
  it('when an admin connects Slack in the app, then it is stored as the CLI stores it, shown masked, and the test call posts in the channel', async () => {
    const put = await asSession(app, admin, 'PUT', '/integrations/slack', { token: SLACK_TOKEN, channel: 'C0ALERTS', owners: { 'Dana W': 'dana@acme.com' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ kind: 'slack', config: { channel: 'C0ALERTS', owners: { 'Dana W': 'dana@acme.com' } } });
    expect(JSON.stringify(put.body)).not.toContain(SLACK_TOKEN);
    expect((await asSession(app, admin, 'GET', '/integrations/slack')).body).toEqual(put.body);
    // The connection the alerts use: the service's Slack API, the token in full.
    expect(await loadIntegration(app.services, em(app.services), ws.id, 'slack')).toMatchObject({ token: SLACK_TOKEN, api_url: slack.apiUrl });
    expect((await listIntegrations(app.services, ws.id)).map((r) => r.kind)).toEqual(['slack']);

    const test = await asSession(app, admin, 'POST', '/integrations/slack/test');
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ ok: true, code: null, message: 'Posted a test message in C0ALERTS' });
    expect(slack.messages.at(-1)).toMatchObject({ channel: 'C0ALERTS', text: expect.stringContaining('Test from the job-change tracker') });
  });

  it('when the channel is wrong, then the test call answers ok false with Slack\'s code, not an error', async () => {
    expect((await api(app.baseUrl, 'PUT', '/integrations/slack', { key: ws.writeKey, body: { token: SLACK_TOKEN, channel: 'C0NOWHERE' } })).status).toBe(200);
    const test = await api(app.baseUrl, 'POST', '/integrations/slack/test', { key: ws.writeKey });
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ ok: false, code: 'channel_not_found' });
  });

  it('when the body is bad or names its own API host, then 400 naming the field and the stored connection is unchanged', async () => {
    const before = await api(app.baseUrl, 'GET', '/integrations/slack', { key: ws.readKey });
    for (const [body, path] of [
      [{ token: 'not-a-slack-token', channel: 'C0ALERTS' }, 'token'],
      [{ token: SLACK_TOKEN }, 'channel'],
      [{ token: SLACK_TOKEN, channel: 'C0ALERTS', api_url: 'http://127.0.0.1:9/api/' }, ''],
      [{ token: SLACK_TOKEN, channel: 'C0ALERTS', owners: { Dana: 'not an email' } }, 'owners.Dana'],
    ] as const) {
      const res = await asSession(app, admin, 'PUT', '/integrations/slack', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('validation_error');
      expect(JSON.stringify(res.body.error.details)).toContain(path);
    }
    expect((await api(app.baseUrl, 'GET', '/integrations/slack', { key: ws.readKey })).body).toEqual(before.body);
  });

  it('when Slack is disconnected, then GET and the test call are 404 and a second disconnect removes nothing', async () => {
    expect((await asSession(app, admin, 'DELETE', '/integrations/slack')).body).toEqual({ removed: true });
    const gone = await asSession(app, admin, 'GET', '/integrations/slack');
    expect(gone.status).toBe(404);
    expect(errorCode(gone)).toBe('not_found');
    expect((await asSession(app, admin, 'POST', '/integrations/slack/test')).status).toBe(404);
    expect((await asSession(app, admin, 'DELETE', '/integrations/slack')).body).toEqual({ removed: false });
  });
});

describe('HubSpot over REST', () => {
  it('when an admin connects HubSpot, then the test call reads the portal\'s owners with the token through the service\'s HubSpot host', async () => {
    const put = await asSession(app, admin, 'PUT', '/integrations/hubspot', { token: HUBSPOT_TOKEN });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ kind: 'hubspot', config: { base_path: hubspot.baseUrl } });
    expect(JSON.stringify(put.body)).not.toContain(HUBSPOT_TOKEN);
    const test = await asSession(app, admin, 'POST', '/integrations/hubspot/test');
    expect(test.body).toEqual({ ok: true, code: null, message: 'Reached HubSpot with the token: 2 owners read' });
    expect(hubspot.requests.filter((r) => r.path.replace(/\/$/, '') === '/crm/v3/owners' && r.status === 200).length).toBeGreaterThanOrEqual(2);
  });

  it('when the token is refused, then the test call answers ok false with HubSpot\'s 401', async () => {
    expect((await asSession(app, admin, 'PUT', '/integrations/hubspot', { token: 'pat-na1-a-token-hubspot-refuses' })).status).toBe(200);
    const test = await asSession(app, admin, 'POST', '/integrations/hubspot/test');
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ ok: false, code: 'http_401' });
  });

  it('when the body names its own API host or lacks the token, then 400 and the connection is unchanged', async () => {
    const before = await asSession(app, admin, 'GET', '/integrations/hubspot');
    for (const body of [{ token: HUBSPOT_TOKEN, base_path: 'http://127.0.0.1:9' }, {}, { token: 'short' }]) {
      const res = await asSession(app, admin, 'PUT', '/integrations/hubspot', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('validation_error');
    }
    expect((await asSession(app, admin, 'GET', '/integrations/hubspot')).body).toEqual(before.body);
    expect((await asSession(app, admin, 'DELETE', '/integrations/hubspot')).body).toEqual({ removed: true });
  });
});

describe('who may', () => {
  it('when a member signs in, then every Slack and HubSpot operation is 403, reads included; a read key reads but cannot connect', async () => {
    await asSession(app, admin, 'PUT', '/integrations/slack', { token: SLACK_TOKEN, channel: 'C0ALERTS' });
    const sent = slack.messages.length;
    for (const kind of ['slack', 'hubspot']) {
      for (const [method, path, body] of [
        ['GET', `/integrations/${kind}`, undefined],
        ['PUT', `/integrations/${kind}`, kind === 'slack' ? { token: SLACK_TOKEN, channel: 'C0ALERTS' } : { token: HUBSPOT_TOKEN }],
        ['POST', `/integrations/${kind}/test`, undefined],
        ['DELETE', `/integrations/${kind}`, undefined],
      ] as const) {
        const res = await asSession(app, member, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(errorCode(res)).toBe('forbidden');
      }
    }
    expect(slack.messages.length).toBe(sent);
    expect((await asSession(app, admin, 'GET', '/integrations/slack')).status).toBe(200);
    expect((await api(app.baseUrl, 'GET', '/integrations/slack', { key: ws.readKey })).status).toBe(200);
    expect((await api(app.baseUrl, 'PUT', '/integrations/slack', { key: ws.readKey, body: { token: SLACK_TOKEN, channel: 'C0ALERTS' } })).status).toBe(403);
  });
});
