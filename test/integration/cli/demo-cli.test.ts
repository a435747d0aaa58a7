import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { expectCleanFailure, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

vi.setConfig({ testTimeout: 120_000 });

/**
 * The in-process cases run the CLI's own pauses (2.5 s after a clock move, 1 s between polls) at 1/50 of their time
 * (test/support/tracker-cli.ts, `shortWaits`): the stand-in answers by the number of polls, so the requests and the
 * output are the same; the spawned case runs the binary with its real pauses.
 */
const SHORT_WAITS = 50;

let server: Server;
let dataDir: string;
const seen: string[] = [];
/** How many more times the runs list answers empty: a fresh demo whose baseline is not queued yet. */
let runsNotYetQueued = 0;

/**
 * Stands in for a running `npm start`: the sandbox's clock endpoint and the API's runs, with
 * a run that advances 4 of 10 profiles per poll and holds two lefts for their second look,
 * which the leader takes one per poll once the clock has moved the last day; the demo's baseline
 * is still running when the CLI starts.
 */
beforeAll(async () => {
  let polls = 0;
  let clockMoves = 0;
  let pending = 2;
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const run = (processed: number) => ({
      id: 'run-1',
      status: processed >= 10 ? 'completed' : 'running',
      paused_reason: null,
      totals: { items: 10, processed, moved: Math.floor(processed / 4), promoted: 0, left: 2 - pending, plays_created: Math.floor(processed / 4) },
      second_looks_pending: pending,
    });
    if (req.url === '/admin/clock') {
      clockMoves++;
      return send(200, { now: '2026-03-01T00:00:00.000Z', changes: { moved: 3, promoted: 1 } });
    }
    const baseline = (status: string) => ({ id: 'base-1', kind: 'baseline', status, paused_reason: null, totals: { items: 3, processed: status === 'running' ? 1 : 3 } });
    if (req.url === '/v1/runs?page_size=5' && runsNotYetQueued > 0) {
      runsNotYetQueued--;
      return send(200, { data: [], page: 1, page_size: 5, total: 0 });
    }
    if (req.url === '/v1/runs?page_size=5') return send(200, { data: [baseline('running')], page: 1, page_size: 5, total: 1 });
    if (req.url === '/v1/runs/base-1') return send(200, baseline('completed'));
    if (req.url === '/v1/runs' && req.method === 'POST') return send(202, { ...run(0), status: 'queued' });
    if (req.url === '/v1/runs/run-1') {
      if (clockMoves === 2 && pending > 0) pending--;
      return send(200, run(Math.min(10, ++polls * 4)));
    }
    send(404, { error: { code: 'not_found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-demo-'));
  writeFileSync(path.join(dataDir, 'demo.json'), JSON.stringify({ base_url: `${url}/v1`, api_key: 'trk_demo', sandbox_url: url }));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('tracker demo advance', () => {
  it('when the output is not a terminal, then progress is plain lines, one per step, and no raw JSON', async () => {
    const result = await runTracker(['demo', 'advance', '--days', '30'], { TRACKER_DATA_DIR: dataDir });

    expect(result.code, result.stderr).toBe(0);
    // A baseline still running is followed to its end before the clock moves (the refresh would otherwise be the baseline).
    expect(result.stdout).toMatch(/^Waiting for the baseline run base-1 to finish first\.$/m);
    expect(result.stdout).toMatch(/^run completed: 3\/3 profiles checked/m);
    expect(seen.findIndex((r) => r.startsWith('GET /v1/runs/base-1'))).toBeLessThan(seen.findIndex((r) => r.startsWith('POST /admin/clock')));
    expect(result.stdout).toMatch(/^Sandbox clock now 2026-03-01T00:00:00\.000Z; in the network: moved 3, promoted 1\.$/m);
    expect(result.stdout).toMatch(/^run running: 4\/10 profiles checked \(moved 1, promoted 0, left 0, plays 1\)$/m);
    expect(result.stdout).toMatch(/^run completed: 10\/10 profiles checked/m);
    // The last day's second looks: it waits until the run has none pending, then shows the confirmed lefts.
    expect(result.stdout).toMatch(/^Sandbox clock now .*: second looks at the people who left are due\.$/m);
    expect(result.stdout).toMatch(/^moved 2, promoted 0, left 2, plays 2$/m);
    expect(result.stdout).toMatch(/^status\s+completed$/m);
    expect(result.stdout).not.toMatch(/[{}]/);
    expect(seen).toContain('POST /v1/runs Bearer trk_demo');
  });

  it('when the demo\'s baseline is not queued yet, then it waits for it and follows it before the clock moves', async () => {
    const from = seen.length;
    runsNotYetQueued = 2;

    // In this process (test/support/tracker-cli.ts): a fresh `npm start` whose baseline is not queued yet. The CLI's
    // pauses for a real service to follow run 1/50 of their time (SHORT_WAITS): the stand-in answers by polls, not by time.
    const result = await runTrackerInProcess(['demo', 'advance', '--days', '1'], { TRACKER_DATA_DIR: dataDir }, { shortWaits: SHORT_WAITS });

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Waiting for the demo's baseline run to be queued\.$/m);
    expect(result.stdout).toMatch(/^Waiting for the baseline run base-1 to finish first\.$/m);
    const requests = seen.slice(from).map((r) => r.split(' ').slice(0, 2).join(' '));
    expect(requests.filter((r) => r === 'GET /v1/runs?page_size=5')).toHaveLength(3);
    expect(requests.indexOf('GET /v1/runs/base-1')).toBeLessThan(requests.indexOf('POST /admin/clock'));
  });

  it('when --no-wait is given, then all the days move in one step and the run is started but not followed', async () => {
    const from = seen.length;

    // In this process (test/support/tracker-cli.ts): the stand-in answers as a running npm start would.
    const result = await runTrackerInProcess(['demo', 'advance', '--days', '30', '--no-wait'], { TRACKER_DATA_DIR: dataDir }, { shortWaits: SHORT_WAITS });

    expect(result.code, result.stderr).toBe(0);
    const requests = seen.slice(from).map((r) => r.split(' ').slice(0, 2).join(' '));
    expect(requests).toEqual(['POST /admin/clock', 'POST /v1/runs']);
    expect(result.stdout).toMatch(/^Run run-1 .*started\.$/m);
    expect(result.stdout).toMatch(/^status\s+queued$/m);
    expect(result.stdout).not.toMatch(/second looks/);
  });

  it('when the output is a terminal, then the run is shown as a progress bar, not as lines', async () => {
    const result = await runTrackerInProcess(['demo', 'advance', '--days', '1'], { TRACKER_DATA_DIR: dataDir }, { terminal: true, shortWaits: SHORT_WAITS });

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/run completed \[[\u2588\u2591]+\] 10\/10 profiles \| moved/);
    expect(result.stdout).not.toMatch(/^run completed: /m);
  });

  it('when npm start never ran here, then it says to start the service first', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tracker-nodemo-'));
    try {
      // In this process (test/support/tracker-cli.ts); the case above spawns the binary.
      const result = await runTrackerInProcess(['demo', 'advance', '--days', '30'], { TRACKER_DATA_DIR: empty });

      expectCleanFailure(result, /no demo\.json in .*start the service first \(`npm start`\)/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
