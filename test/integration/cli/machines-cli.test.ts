import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { pauseAndResumeRun } from '../../support/paused-run';
import { expectCleanFailure, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

// The first case starts a Node process; CI machines have two cores.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let web: AppOnDatabase;
let ws: SeededWorkspace;
let runId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  // The CLI reads the real clock: the app's clock starts at now, so the journal falls in its window.
  web = await startAppOnDatabase(db.orm, { now: new Date().toISOString() });
  ws = await seedWorkspace(web.services, { name: 'Terminal Co', credits: 50 });
  runId = await pauseAndResumeRun(web.services, web.baseUrl, ws.id, ws.writeKey);
  const cancelled = await api(web.baseUrl, 'POST', `/runs/${runId}/cancel`, { key: ws.writeKey });
  expect(cancelled.status).toBe(200);
});
afterAll(async () => {
  await web?.close();
  await db?.drop();
});

/** The `tracker` command in this process (test/support/tracker-cli.ts). */
const tracker = (...args: string[]) => runTrackerInProcess(args, { DATABASE_URL: db.url });

describe('tracker machines', () => {
  // Through the binary (dist/cli.js): the output a real process prints.
  it('when run with no name, then every machine is printed with its states and edges', async () => {
    const result = await runTracker(['machines'], { DATABASE_URL: db.url });
    expect(result.code, result.stderr).toBe(0);
    for (const name of ['contact_tracking', 'play', 'run', 'import', 'webhook_endpoint']) expect(result.stdout).toMatch(new RegExp(`^${name} \\(`, 'm'));
    expect(result.stdout).toMatch(/^paused\s+--RESUME-->\s+running\s+\[resumableByClient\]\s+clearPausedReason$/m);
    expect(result.stdout).toMatch(/^running\s+--PAUSE-->\s+paused\s+storePausedReason, emitRunPaused$/m);
    // The timings each machine's moves wait on, with the variable that overrides one.
    expect(result.stdout).toMatch(/^retry\s+5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h \(±10 %\)\s+a failed delivery is tried again/m);
    expect(result.stdout).toMatch(/^upstream_backoff\s+30 s\s+UPSTREAM_BACKOFF_MS\s+a run paused as upstream/m);
    expect(result.stdout).toMatch(/^second_look_after\s+4 h\s+SECOND_LOOK_AFTER_MS\s+/m);
  });

  it('when one machine is asked for a workspace, then live counts and edge counts over the window are printed', async () => {
    const result = await tracker('machines', 'run', '--workspace', ws.slug, '--window', '7d');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^cancelled\s+1\s+final$/m);
    expect(result.stdout).toMatch(/^running\s+0$/m);
    expect(result.stdout).toMatch(/^paused\s+--RESUME-->\s+running\s+\[resumableByClient\]\s+clearPausedReason\s+1$/m);
    expect(result.stdout).toMatch(/^running\s+--CANCEL-->\s+cancelled\s+emitRunCompleted\s+1$/m);
    expect(result.stdout).toMatch(/^queued\s+--START-->\s+running\s+\[workspaceActive\]\s+1$/m);
  });

  it('when the machine or the window is unknown, then it fails with the known names and no stack trace', async () => {
    expectCleanFailure(await tracker('machines', 'nope'), /no machine nope: known machines are contact_tracking, play, run/);
    expectCleanFailure(await tracker('machines', 'run', '--workspace', ws.slug, '--window', 'forever'), /--window forever/);
  });
});

describe('tracker runs watch', () => {
  it('when a finished run that paused and resumed is watched, then each state change is printed in order and it exits', async () => {
    const result = await tracker('runs', 'watch', runId, '--workspace', ws.slug);
    expect(result.code, result.stderr).toBe(0);
    const steps = result.stdout.split('\n').filter((l) => / --\w+--> /.test(l)).map((l) => l.replace(/^\S+\s+/, ''));
    expect(steps.map((s) => s.replace(/\(api_key:[\w-]+\)$/, '(api_key)'))).toEqual([
      '(created) --CREATE--> queued  (api_key)',
      'queued --START--> running  (scheduler)',
      'running --PAUSE--> paused  (scheduler)',
      'paused --RESUME--> running  (api_key)',
      'running --CANCEL--> cancelled  (api_key)',
    ]);
    expect(result.stdout).toMatch(/^run cancelled: 0\/0 profiles checked/m);
  });

  it('when watched with --json, then each state change is one JSON line and the last line is the final run', async () => {
    const result = await tracker('runs', 'watch', runId, '--workspace', ws.slug, '--json');
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.slice(0, -1).map((l) => l.event)).toEqual(['CREATE', 'START', 'PAUSE', 'RESUME', 'CANCEL']);
    expect(lines.at(-1)).toMatchObject({ id: runId, status: 'cancelled' });
  });

  it('when no id is given, then the newest run of the workspace is watched', async () => {
    const result = await tracker('runs', 'watch', '--workspace', ws.slug);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`run ${runId} (manual), cancelled`);
  });
});
