import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { feedState } from '../../../src/core/feed/feed.service';
import { createPdlChangelogFeed } from '../../../src/integrations/pdl/pdl-changelog-feed';
import { createSandboxChangeFeed } from '../../../src/integrations/sandbox/sandbox-change-feed';
import { type FeedLoop, startFeedLoop } from '../../../src/scheduler/feed-loop';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api, sandboxAdmin } from '../../support/http';
import { PDL_CHANGELOG_KEY, type PdlChangelogStandin, startPdlChangelogStandin } from '../../support/pdl-changelog-standin';
import { countOf, sqlOn } from '../../support/sql';

/**
 * The change-feed port's two adapters under the leader's feed loop: People Data Labs' person
 * changelog against a stand-in that speaks its wire format, and the sandbox's own feed. The
 * cursor lives in the database, so a new loop (a restarted scheduler) reads on from it.
 */
let app: TestApp;
let rig: EngineRig;
let pdl: PdlChangelogStandin;
let ws: SeededWorkspace;
type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
let people: Person[];
const sql = sqlOn(() => app);
const loops: FeedLoop[] = [];

const pdlLoop = (apiKey = PDL_CHANGELOG_KEY) => {
  const loop = startFeedLoop(app.services, { feed: createPdlChangelogFeed({ apiKey, baseUrl: pdl.url, startVersion: '31.1' }), everyMs: 3600_000 });
  loops.push(loop);
  return loop;
};
const entries = (feed: string) => countOf(app, 'select count(*) as n from feed_entries where workspace_id = ? and feed = ?', [ws.id, feed]);

beforeAll(async () => {
  app = await startTestApp({ now: '2026-03-02T12:00:00Z' });
  rig = await startEngineRig(app, { people: 400, startDate: '2026-03-02' });
  pdl = await startPdlChangelogStandin({ pageSize: 2 });
  ws = await seedWorkspace(app.services, { credits: 5000 });
  people = (await sandboxAdmin<{ data: Person[] }>(rig.sandboxUrl, 'GET', '/admin/people?limit=400')).data.filter((p) => p.company && p.title);
  const res = await api(app.baseUrl, 'POST', '/contacts', {
    key: ws.writeKey,
    body: { contacts: people.slice(0, 200).map((p, i) => ({ first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url, crm_id: `crm-${i}` })) },
  });
  expect(res.status).toBe(202);
  await eventually('the baseline', async () => {
    const r = (await api(app.baseUrl, 'GET', `/runs/${res.body.baseline_run.id}`, { key: ws.readKey })).body;
    return r.status === 'completed' ? r : undefined;
  }, 60_000);
  // People Data Labs names people by its own ids: three of ours are known to it.
  for (const [i, id] of [[0, 'pdl-a'], [1, 'pdl-b'], [2, 'pdl-c']] as const) {
    await sql(`update profiles set source_person_id = ? where social_url = ? and workspace_id = ?`, [id, people[i]!.social_url, ws.id]);
  }
}, 120_000);
afterAll(async () => {
  for (const loop of loops) await loop.stop();
  await pdl?.close();
  await rig?.close();
  await app?.close();
});

describe('the PDL person changelog as a change feed', () => {
  it('when a release is read, then every page is stored against the profiles it names (merged ids too) and the cursor moves to the next release', async () => {
    pdl.publish('31.1', [
      { id: 'pdl-a', fields_updated: ['experience', 'job_title'] },
      { id: 'pdl-zz', fields_updated: ['job_title'] },
      { id: 'pdl-new', fields_updated: ['experience'], contains: ['pdl-b'] },
      { id: 'pdl-nobody', fields_updated: ['experience'] },
      { id: 'pdl-c', fields_updated: ['job_company_name'] },
    ]);

    const pass = await pdlLoop().pass();

    expect(pass).toMatchObject({ status: 'read', pages: 3, stored: 3 });
    expect(pdl.requests.map((r) => [r.origin_version, r.current_version, r.scroll_token !== null])).toEqual([
      ['31.0', '31.1', false],
      ['31.0', '31.1', true],
      ['31.0', '31.1', true],
    ]);
    expect(await entries('pdl')).toBe(3);
    expect((await feedState(app.services, 'pdl')).cursor).toBe('v1:31.1:31.2:');
  });

  it('when the scheduler restarts, then the new loop reads on from the stored cursor, never the release it already read', async () => {
    for (const loop of loops.splice(0)) await loop.stop();
    pdl.publish('31.2', [{ id: 'pdl-a', fields_updated: ['experience'] }]);
    const before = pdl.requests.length;

    const loop = pdlLoop();

    expect(await loop.pass()).toMatchObject({ status: 'read', stored: 1 });
    expect(pdl.requests.slice(before).map((r) => [r.origin_version, r.current_version])).toEqual([['31.1', '31.2']]);
    expect((await feedState(app.services, 'pdl')).cursor).toBe('v1:31.2:32.0:');
    expect(await entries('pdl')).toBe(4);

    // 32.0 is not published yet: PDL says 400, nothing is stored and the cursor waits for it.
    expect(await loop.pass()).toMatchObject({ status: 'read', stored: 0 });
    expect(pdl.requests.at(-1)).toMatchObject({ current_version: '32.0', status: 400 });
    expect((await feedState(app.services, 'pdl')).cursor).toBe('v1:31.2:32.0:');
  });

  it('when PDL answers 429 with Retry-After, then the feed is not asked again before it', async () => {
    const loop = loops[0]!;
    pdl.inject(429, { times: 1, retryAfter: '120' });
    const before = pdl.requests.length;

    expect(await loop.pass()).toMatchObject({ status: 'failed', error: 'rate_limited' });
    const state = await feedState(app.services, 'pdl');
    expect(state.retryAt?.getTime()).toBe(app.clock.now().getTime() + 120_000);
    expect(state.cursor).toBe('v1:31.2:32.0:');

    app.clock.advance(60_000);
    expect(await loop.pass()).toMatchObject({ status: 'skipped' });
    expect(pdl.requests.length).toBe(before + 1);

    app.clock.advance(61_000);
    expect(await loop.pass()).toMatchObject({ status: 'read' });
    expect(pdl.requests.length).toBe(before + 2);
  });

  it('when the key is refused, then the loop records the auth failure, keeps its cursor and waits five minutes', async () => {
    const loop = pdlLoop('not-the-key');

    expect(await loop.pass()).toMatchObject({ status: 'failed', error: 'auth' });
    const state = await feedState(app.services, 'pdl');
    expect(state.lastError).toMatch(/^auth: PDL feed answered HTTP 401/);
    expect(state.retryAt?.getTime()).toBe(app.clock.now().getTime() + 5 * 60_000);
    expect(state.cursor).toBe('v1:31.2:32.0:');
  });

  it('when the feed is down, then the sweep goes on: a refresh checks and charges as usual', async () => {
    pdl.inject(503);
    app.clock.advance(10 * 60_000);
    expect(await pdlLoop().pass()).toMatchObject({ status: 'failed', error: 'outage' });

    const started = await api(app.baseUrl, 'POST', '/runs', { key: ws.writeKey, body: { force: true } });
    expect(started.status).toBe(201);
    const run = await eventually('the run', async () => {
      const r = (await api(app.baseUrl, 'GET', `/runs/${started.body.id}`, { key: ws.readKey })).body;
      return r.status === 'completed' ? r : undefined;
    }, 60_000);
    expect(run.totals).toMatchObject({ processed: 200, credits_charged: 200 });
    pdl.inject(200, { times: 0 });
  });
});

describe('the sandbox change feed', () => {
  it('when the world moves, then the feed entries naming our profiles and the company events are stored, once', async () => {
    await sandboxAdmin(rig.sandboxUrl, 'POST', '/admin/clock', { advance_days: 45 });
    const loop = startFeedLoop(app.services, { feed: createSandboxChangeFeed({ baseUrl: rig.sandboxUrl, apiKey: 'sandbox_test_key' }), everyMs: 3600_000, pageSize: 7 });
    loops.push(loop);

    const pass = await loop.pass();

    const provider = { headers: { authorization: 'Bearer sandbox_test_key' } };
    const feed = (await fetch(`${rig.sandboxUrl}/v1/changes/feed?limit=1000`, provider).then((r) => r.json())) as { data: Array<{ social_url: string }> };
    const ours = new Set(people.slice(0, 200).map((p) => p.social_url));
    const named = feed.data.filter((e) => ours.has(e.social_url));
    expect(named.length).toBeGreaterThan(0);
    expect(pass).toMatchObject({ status: 'read', stored: named.length });
    expect(await entries('sandbox')).toBe(named.length);
    const events = (await fetch(`${rig.sandboxUrl}/v1/companies/events`, provider).then((r) => r.json())) as { data: unknown[] };
    expect(await countOf(app, `select count(*) as n from company_events where feed = 'sandbox'`)).toBe(events.data.length);

    expect(await loop.pass()).toMatchObject({ status: 'read', stored: 0, events: 0 });
    expect(await entries('sandbox')).toBe(named.length);
  });
});
