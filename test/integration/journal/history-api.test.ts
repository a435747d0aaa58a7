import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { em } from '../../../src/core/context';
import { recordTransitions } from '../../../src/core/journal/record-transition';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { pauseAndResumeRun } from '../../support/paused-run';

let app: TestApp;
let ws: SeededWorkspace;
let other: SeededWorkspace;
let runId: string;

beforeAll(async () => {
  app = await startTestApp({ now: '2026-11-25T09:00:00Z' });
  ws = await seedWorkspace(app.services, { credits: 100 });
  other = await seedWorkspace(app.services, { name: 'Other Co' });
  runId = await pauseAndResumeRun(app.services, app.baseUrl, ws.id, ws.writeKey);
});
afterAll(() => app.close());

const get = (path: string, key = ws.readKey) => api(app.baseUrl, 'GET', path, { key });

describe('GET /runs/{id}/history', () => {
  it('when a run was started, paused and resumed, then its history lists each move in order with its cause', async () => {
    const res = await get(`/runs/${runId}/history`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: Record<string, unknown>) => [t.from, t.event, t.to, t.refused, t.cause])).toEqual([
      [null, 'CREATE', 'queued', false, expect.stringMatching(/^api_key:/)],
      ['queued', 'START', 'running', false, 'scheduler'],
      ['running', 'PAUSE', 'paused', false, 'scheduler'],
      ['paused', 'RESUME', 'running', false, expect.stringMatching(/^api_key:/)],
    ]);
    expect(res.body).toMatchObject({ page: 1, page_size: 50, total: 4 });
    expect(res.body.data[0]).toMatchObject({ machine: 'run', resource_id: runId, at: '2026-11-25T09:00:00.000Z' });
  });

  it('when the history is read a page at a time, then the pages follow each other and share the total', async () => {
    const first = await get(`/runs/${runId}/history?page_size=2`);
    const second = await get(`/runs/${runId}/history?page_size=2&page=2`);
    expect(first.body.data.map((t: { event: string }) => t.event)).toEqual(['CREATE', 'START']);
    expect(second.body.data.map((t: { event: string }) => t.event)).toEqual(['PAUSE', 'RESUME']);
    expect([first.body.total, second.body.total]).toEqual([4, 4]);
  });

  it("when another workspace asks for the run's history, then 404 and nothing is shown", async () => {
    const res = await get(`/runs/${runId}/history`, other.readKey);
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });

  it('when a contact, play or import id does not exist, then 404', async () => {
    for (const kind of ['contacts', 'plays', 'imports']) {
      const res = await get(`/${kind}/${runId}/history`);
      expect(res.status, kind).toBe(404);
    }
  });
});

describe('GET /machines', () => {
  it('when the machines are listed, then each has its definition and live counts for the caller only', async () => {
    const res = await get('/machines');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { name: string }) => m.name)).toEqual(['contact_tracking', 'play', 'run', 'import', 'webhook_endpoint', 'delivery']);
    const run = res.body.data.find((m: { name: string }) => m.name === 'run');
    expect(run.counts).toEqual({ queued: 0, running: 1, paused: 0, completed: 0, failed: 0, cancelled: 0 });
    expect(run.transitions).toContainEqual({ from: 'paused', event: 'RESUME', to: 'running', guard: 'resumableByClient', actions: ['clearPausedReason'] });
    expect(run.transitions).toContainEqual({ from: 'running', event: 'PAUSE', to: 'paused', guard: null, actions: ['storePausedReason', 'emitRunPaused'] });
    const theirs = await get('/machines', other.readKey);
    expect(theirs.body.data.find((m: { name: string }) => m.name === 'run').counts.running).toBe(0);
  });

  it('when the machines are listed, then each shows the retry schedules, delays and leases its moves wait on, with the variable that overrides one', async () => {
    const res = await get('/machines');
    const timings = (name: string) => res.body.data.find((m: { name: string }) => m.name === name).timings;
    expect(timings('delivery')).toContainEqual(expect.objectContaining({
      name: 'retry', delays_ms: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000], jitter: 0.1, variable: null,
    }));
    expect(timings('delivery')).toContainEqual(expect.objectContaining({ name: 'lease', delays_ms: [30_000], jitter: null, variable: 'WEBHOOK_LEASE_MS' }));
    expect(timings('play')).toContainEqual(expect.objectContaining({ name: 'second_look_after', delays_ms: [4 * 3_600_000], variable: 'SECOND_LOOK_AFTER_MS' }));
    expect(timings('play')).toContainEqual(expect.objectContaining({ name: 'notification_retry', delays_ms: [30_000, 120_000, 600_000, 3_600_000, 21_600_000], jitter: 0.1 }));
    expect(timings('run').map((t: { name: string }) => t.name)).toEqual(['item_lease', 'upstream_backoff', 'probe_after']);
    expect(timings('import').map((t: { name: string }) => t.name)).toEqual(['salesforce_sync_every', 'salesforce_sync_retry', 'salesforce_sync_lease']);
    expect(timings('import')).toContainEqual(expect.objectContaining({ name: 'salesforce_sync_retry', delays_ms: [300_000, 1_800_000, 7_200_000, 21_600_000], jitter: null }));
    expect((await get('/machines/delivery')).body.timings).toEqual(timings('delivery'));
  });

  it('when one machine is read over a window, then edges and refused events are counted from the journal', async () => {
    await em(app.services).transactional((tx) =>
      recordTransitions(tx, [
        { workspaceId: ws.id, resource: 'run', resourceId: runId, from: 'running', event: 'RESUME', to: 'running', refused: true, cause: `api_key:${ws.id}`, at: app.clock.now() },
        { workspaceId: ws.id, resource: 'run', resourceId: runId, from: 'queued', event: 'START', to: 'running', cause: 'scheduler', at: new Date('2026-11-20T09:00:00Z') },
      ]),
    );
    const res = await get('/machines/run?window=24h');
    expect(res.status).toBe(200);
    expect(res.body.window).toEqual({ since: '2026-11-24T09:00:00.000Z', until: '2026-11-25T09:00:00.000Z' });
    expect(res.body.edges).toEqual([
      { from: null, event: 'CREATE', to: 'queued', count: 1 },
      { from: 'paused', event: 'RESUME', to: 'running', count: 1 },
      { from: 'queued', event: 'START', to: 'running', count: 1 },
      { from: 'running', event: 'PAUSE', to: 'paused', count: 1 },
    ]);
    expect(res.body.refused).toEqual([{ from: 'running', event: 'RESUME', count: 1 }]);
    const wider = await get('/machines/run?since=2026-11-01T00:00:00Z');
    expect(wider.body.edges.find((e: { event: string }) => e.event === 'START').count).toBe(2);
  });

  it('when a machine name is unknown or a window is malformed, then 400', async () => {
    expect((await get('/machines/nope')).status).toBe(400);
    expect((await get('/machines/run?window=forever')).status).toBe(400);
  });

  it("when one run's path is read, then it has the current status and every step; another workspace gets 404", async () => {
    const res = await get(`/machines/run/paths/${runId}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('running');
    // Journal order (by id), not by `at`: the two rows the window test journalled last come last,
    // although one of them is stamped days before the run was created.
    expect(res.body.steps.map((s: { event: string }) => s.event)).toEqual(['CREATE', 'START', 'PAUSE', 'RESUME', 'RESUME', 'START']);
    expect((await get(`/machines/run/paths/${runId}`, other.readKey)).status).toBe(404);
  });
});
