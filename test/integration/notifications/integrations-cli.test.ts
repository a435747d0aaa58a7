import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadIntegration } from '../../../src/core/notifications/integrations.service';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import { databaseUrl } from '../../support/database';
import { type SlackStandin, startSlackStandin } from '../../support/slack-standin';
import { runTracker, runTrackerInProcess } from '../../support/tracker-cli';
import { client, dispatcherFor, producePlay, SECRETS_KEY, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from '../webhooks/support';

const TOKEN = 'xoxb-cli-0001-secret-token';

// The first case starts a Node process; CI machines have two cores.
vi.setConfig({ testTimeout: 120_000 });

let app: TestApp;
let ws: SeededWorkspace;
let slug: string;
let slack: SlackStandin;
let dispatcher: Dispatcher;

beforeAll(async () => {
  app = await startWebhookApp();
  ws = await seedWorkspace(app.services, { name: 'Cli Integrations' });
  slug = ws.slug;
  slack = await startSlackStandin({ token: TOKEN, channels: ['C0CLI'], users: { 'dana@acme.example': 'U0DANA' } });
  dispatcher = dispatcherFor(app);
});
afterAll(async () => {
  await dispatcher?.stop();
  await slack?.close();
  await app?.close();
});

const env = () => ({ DATABASE_URL: databaseUrl(String(app.services.orm.config.get('dbName'))), SECRETS_KEY });
/** The `tracker` command in this process (test/support/tracker-cli.ts). */
const tracker = (...args: string[]) => runTrackerInProcess(args, env());
/** The real binary (dist/cli.js). */
const spawned = (...args: string[]) => runTracker(args, env());

describe('tracker integrations', () => {
  it('when Slack is set through the CLI, then the connection is stored encrypted and alerts use it', async () => {
    // Through the binary: a real process stores the connection.
    const res = await spawned(
      'integrations', 'slack', 'set', '--workspace', slug, '--token', TOKEN, '--channel', 'C0CLI',
      '--owner', 'Dana Whitfield=dana@acme.example', '--owner', '101=dana@acme.example', '--api-url', slack.apiUrl, '--json',
    );
    expect(res.code, res.stderr).toBe(0);
    const printed = JSON.parse(res.stdout);
    expect(printed).toMatchObject({ workspace_id: ws.id, kind: 'slack', config: { channel: 'C0CLI', token: 'xoxb-…oken' } });
    expect(res.stdout).not.toContain(TOKEN);

    const [row] = await sqlOn(app)<{ config_enc: string }>(`select config_enc from integrations where workspace_id = ? and kind = 'slack'`, [ws.id]);
    expect(row!.config_enc).not.toContain('xoxb');
    const config = await loadIntegration(app.services, app.services.orm.em.fork() as never, ws.id, 'slack');
    expect(config).toMatchObject({ token: TOKEN, channel: 'C0CLI', owners: { 'Dana Whitfield': 'dana@acme.example', 101: 'dana@acme.example' } });

    await client(app, ws).patch('/settings', { chat_channel_alerts: true, chat_dm_owners: true });
    const [playId] = await producePlay(app, ws.id, { owner: 'Dana Whitfield' });
    await dispatcher.drain();
    expect(slack.messages.filter((m) => JSON.stringify(m.blocks).includes(playId!)).map((m) => m.channel).sort()).toEqual(['C0CLI', 'DU0DANA']);
  });

  it('when HubSpot is set and the connections are listed, then tokens are masked', async () => {
    expect((await tracker('integrations', 'hubspot', 'set', '--workspace', slug, '--token', 'pat-na1-abcdef-123456')).code).toBe(0);
    const list = await tracker('integrations', 'list', '--workspace', slug, '--json');
    expect(list.code, list.stderr).toBe(0);
    const rows = JSON.parse(list.stdout) as Array<{ kind: string; config: { token: string } }>;
    expect(rows.map((r) => [r.kind, r.config.token])).toEqual([
      ['hubspot', 'pat-n…3456'],
      ['slack', 'xoxb-…oken'],
    ]);
    expect(list.stdout).not.toContain('abcdef');
  });

  it('when the token or an owner pair is malformed, then the CLI refuses it', async () => {
    const bad = await tracker('integrations', 'slack', 'set', '--workspace', slug, '--token', 'not-a-token', '--channel', 'C1');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/token/);
    const pair = await tracker('integrations', 'slack', 'set', '--workspace', slug, '--token', TOKEN, '--channel', 'C1', '--owner', 'nobody');
    expect(pair.code).not.toBe(0);
    expect(pair.stderr).toMatch(/<owner name or id>=<email>/);
  });

  it('when a connection is removed, then it is gone', async () => {
    expect(JSON.parse((await tracker('integrations', 'hubspot', 'remove', '--workspace', slug, '--json')).stdout)).toEqual({ removed: true });
    const rows = await sqlOn(app)(`select kind from integrations where workspace_id = ?`, [ws.id]);
    expect(rows).toEqual([{ kind: 'slack' }]);
  });
});
