import { type ChildProcess, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { bulkContacts } from '../support/contacts';
import { api } from '../support/http';
import { startNpmStart, stopNpmStart } from '../support/npm-start';
import { exited, postgresPidsFor, waitFor } from '../support/processes';
import { runTracker } from '../support/tracker-cli';

// Each step starts or stops a Node process and an embedded PostgreSQL; CI has two cores.
vi.setConfig({ testTimeout: 200_000, hookTimeout: 120_000 });

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

interface Demo {
  base_url: string;
  api_key: string;
  read_api_key: string;
  workspace_id: string;
}

let dataDir: string;
const started: ChildProcess[] = [];

/**
 * `npm start` as a user runs it: the whole service on an embedded PostgreSQL in `dataDir`. `bundle`: the
 * same tree from `node dist/main.js`, the image's entrypoint (no tsx in six processes, ~5 CPU s less).
 */
async function startService(via: 'node' | 'bundle' = 'node', env: Record<string, string> = {}): Promise<Started> {
  const service = await startNpmStart(dataDir, env, via);
  started.push(service.child);
  return service;
}

async function interrupt(service: Started): Promise<{ code: number | string; ms: number }> {
  const t0 = Date.now();
  service.child.kill('SIGINT');
  const code = await Promise.race([
    exited(service.child),
    new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
  ]);
  return { code, ms: Date.now() - t0 };
}

/** The command lines of `pid`'s direct children (ps), e.g. the roles `npm start` supervises. */
function childCommands(pid: number): string[] {
  const out = execFileSync('ps', ['-o', 'args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.trim() !== '');
}

function readDemo(): Demo {
  return JSON.parse(readFileSync(path.join(dataDir, 'demo.json'), 'utf8')) as Demo;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-e2e-'));
  chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  // Each start is stopped, then a postgres left behind by a failed step in this test's own data directory.
  for (const child of started) await stopNpmStart(child, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (src/main.ts)', () => {
  let first: Started;
  let demo: Demo;
  let beforeStop: { balance: number; usedThisMonth: number };

  it('when started on a fresh data directory with PORT=0, then it writes demo.json with the real URL and keys', async () => {
    first = await startService();

    const file = path.join(dataDir, 'demo.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077, 'demo.json holds keys: owner-only').toBe(0);
    demo = readDemo();
    expect(Object.keys(demo).sort()).toEqual(['api_key', 'base_url', 'mcp_url', 'read_api_key', 'sandbox_url', 'workspace_id']);
    expect(demo.base_url).toBe(first.baseUrl);
    expect(demo.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(demo.base_url).not.toMatch(/:0\/v1$/);
    expect(demo.api_key).toMatch(/^trk_/);
    expect(demo.read_api_key).toMatch(/^trk_/);
    expect(demo.workspace_id).toMatch(/^[0-9a-f-]{36}$/);
    // stdout is a pipe here, as under a log collector: the banner shows key prefixes, never a whole key.
    expect(first.output()).toContain(demo.api_key.slice(0, 12));
    expect(first.output()).not.toContain(demo.api_key);
    expect(first.output()).not.toContain(demo.read_api_key);
  });

  it('when the demo keys are used, then GET /me answers with the write and the read scope', async () => {
    const write = await api(demo.base_url, 'GET', '/me', { key: demo.api_key });
    const read = await api(demo.base_url, 'GET', '/me', { key: demo.read_api_key });

    expect(write.status).toBe(200);
    expect(write.body.auth).toEqual({ via: 'api_key', scopes: ['read', 'write'], user_id: null });
    expect(write.body.workspace.id).toBe(demo.workspace_id);
    expect(write.body.credits.balance).toBe(5000);
    expect(read.status).toBe(200);
    expect(read.body.auth).toEqual({ via: 'api_key', scopes: ['read'], user_id: null });
    expect(read.body.workspace.id).toBe(demo.workspace_id);
  });

  it('when the demo is advanced 90 days, then moves, promotions and lefts confirmed by their second look show, and the cadence fell due on the test clock', async () => {
    const result = await runTracker(['demo', 'advance', '--days', '90', '--json'], { TRACKER_DATA_DIR: dataDir }, { timeoutMs: 180_000 });

    expect(result.code, result.stderr + first.output().slice(-3000)).toBe(0);
    const { clock, run } = JSON.parse(result.stdout) as {
      clock: { advanced_days: number };
      run: { status: string; totals: Record<string, number>; second_looks_pending: number };
    };
    expect(clock.advanced_days).toBe(90);
    expect(run.status).toBe('completed');
    expect(run.second_looks_pending, 'the CLI waits until the leader took the second looks that fell due').toBe(0);
    const changes = (await api(demo.base_url, 'GET', '/changes?page_size=200', { key: demo.read_api_key })).body.data as Array<{ type: string; evidence: { confirmed_at?: string } }>;
    const types = new Set(changes.map((c) => c.type));
    expect([...types].sort(), JSON.stringify(run)).toEqual(expect.arrayContaining(['left', 'moved', 'promoted']));
    for (const left of changes.filter((c) => c.type === 'left')) expect(left.evidence.confirmed_at, 'a left is recorded by its second look').toBeTruthy();
    expect(run.totals.left).toBe(changes.filter((c) => c.type === 'left').length);
    // The monthly cadence fell due on the test clock: its next slot is counted from 90 days ahead.
    const settings = (await api(demo.base_url, 'GET', '/settings', { key: demo.read_api_key })).body as { next_refresh_at: string };
    expect(Date.parse(settings.next_refresh_at)).toBeGreaterThan(Date.now() + 85 * 86_400_000);
  });

  it('when started, then the scheduler and the checker run with the default heap cap and the sandbox without one', () => {
    const commands = childCommands(first.child.pid!);
    const of = (role: string) => commands.find((c) => c.endsWith(` ${role}`));
    expect(of('scheduler'), commands.join('\n')).toContain('--max-old-space-size=128');
    expect(of('checker'), commands.join('\n')).toContain('--max-old-space-size=128');
    expect(of('sandbox'), commands.join('\n')).not.toContain('--max-old-space-size');
  });

  it('when 1,000 contacts are posted, then the capped scheduler commits the queued import', async () => {
    const posted = await api(demo.base_url, 'POST', '/contacts', { key: demo.api_key, body: { contacts: bulkContacts('Capped', 1000) } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    expect(posted.body).toMatchObject({ status: 'queued', accepted: 1000 });
    const done = await waitFor(
      'the queued import to commit',
      async () => {
        const res = await api(demo.base_url, 'GET', posted.body.poll as string, { key: demo.read_api_key });
        if (res.body.status === 'failed') throw new Error(JSON.stringify(res.body));
        return res.body.status === 'committed' ? res.body : undefined;
      },
      120_000,
    );
    expect(done.summary).toBeTruthy();
    expect(childCommands(first.child.pid!).filter((c) => / (scheduler|checker)$/.test(c))).toHaveLength(2);
  });

  it('when a setting is changed, then the change is saved for the next start', async () => {
    const res = await api(demo.base_url, 'PATCH', '/settings', { key: demo.api_key, body: { name: 'Persisted Demo' } });

    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Persisted Demo');
    const credits = await api(demo.base_url, 'GET', '/credits', { key: demo.read_api_key });
    beforeStop = { balance: credits.body.balance as number, usedThisMonth: credits.body.used_this_month.total as number };
  });

  it('when interrupted with SIGINT, then it exits 0 within 10 s and its postgres is gone', async () => {
    expect(postgresPidsFor(dataDir).length).toBeGreaterThan(0);

    const { code, ms } = await interrupt(first);
    console.log(`first tree stopped in ${ms} ms`);

    expect(code, first.output()).toBe(0);
    const leftovers = await waitFor(
      'postgres to be gone',
      () => (postgresPidsFor(dataDir).length === 0 ? [] : undefined),
      5_000,
    ).catch(() => postgresPidsFor(dataDir));
    expect(leftovers).toEqual([]);
  });

  // The restart is the bundle's (the image's entrypoint on the same data directory): what it shows is what the
  // data directory keeps, which no loader changes; the first start above is the one `npm start` runs.
  it('when started again on the same data directory, then the workspace, its keys and its data are still there', async () => {
    // At info, a stop that misses its bound shows in the failure's output which part of the tree was slow (the
    // children's "stopping" lines, the checker's batch, PostgreSQL's shutdown): it has, rarely, under the full suite.
    const second = await startService('bundle', { LOG_LEVEL: 'info' });

    const again = readDemo();
    expect(again.workspace_id).toBe(demo.workspace_id);
    expect(again.api_key).toBe(demo.api_key);
    expect(again.read_api_key).toBe(demo.read_api_key);
    expect(again.base_url).toBe(second.baseUrl);
    const me = await api(second.baseUrl, 'GET', '/me', { key: demo.api_key });
    expect(me.status).toBe(200);
    expect(me.body.workspace).toMatchObject({ id: demo.workspace_id, name: 'Persisted Demo' });
    // The charged balance survives the restart (no grant is made again); work still queued at the stop (email
    // searches, second looks) may charge a little more after it. The restarted service counts "this month" on the
    // test clock it had (stored, restored before the gateway answers), so the month's identity holds exactly:
    // what is left plus what this month used is what the month began with, before the stop and after the restart.
    const credits = await api(second.baseUrl, 'GET', '/credits', { key: demo.read_api_key });
    expect(beforeStop.balance).toBeLessThan(5000);
    expect(credits.body.balance).toBeLessThanOrEqual(beforeStop.balance);
    expect(credits.body.balance).toBeGreaterThan(beforeStop.balance - 200);
    expect(credits.body.used_this_month.total).toBeGreaterThanOrEqual(beforeStop.usedThisMonth);
    expect(credits.body.balance + credits.body.used_this_month.total, JSON.stringify({ beforeStop, after: credits.body })).toBe(
      beforeStop.balance + beforeStop.usedThisMonth,
    );
    const read = await api(second.baseUrl, 'GET', '/settings', { key: demo.read_api_key });
    expect(read.status).toBe(200);

    const { code, ms } = await interrupt(second);
    console.log(`restarted tree stopped in ${ms} ms`);
    expect(code, second.output()).toBe(0);
  });
});
