import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type EmbeddedDatabase, reachableDataDir, startEmbeddedPostgres } from '../../../src/db/embedded';
import { freePort, postgresPidsFor } from '../../support/processes';
import { cliJson, type CliResult, expectCleanFailure, ROOT, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

// Each case starts Node processes and an embedded PostgreSQL; CI machines have two cores.
vi.setConfig({ testTimeout: 150_000, hookTimeout: 150_000 });

let dataDir: string;
let pgDir: string;
let pgPort: number;
let cluster: EmbeddedDatabase | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-startup-'));
  chmodSync(dataDir, 0o755);
  pgDir = reachableDataDir(path.join(dataDir, 'pg'));
  pgPort = await freePort();
  // What `npm start` leaves running: the embedded cluster of this data directory, on its own port.
  cluster = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort });
  await cluster.createDatabase('tracker');
});
afterAll(async () => {
  await cluster?.stop();
  for (const pid of postgresPidsFor(pgDir)) process.kill(pid, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` as a user runs it (only as far as it gets). */
function npmStart(env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      { cwd: ROOT, timeout: 90_000, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The cases of `the CLI and its database` after the first run the command in process (`runTrackerInProcess`: the binary's
 * command tree, exit code and streams, with only the environment given): what they show is the message and the code, and
 * each spawn cost a Node start of ~2 CPU s. The first case and the stale postmaster.pid's keep the spawned binary (and `npm
 * start` under tsx), as a user runs them (docs/decisions.md, "Test suite speed, round 40").
 */
describe('the CLI and its database', () => {
  it('when no service is running, then each command starts the embedded database of TRACKER_DATA_DIR for its own duration and stops it after', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'tracker-cli-own-db-'));
    chmodSync(ownDir, 0o755);
    const env = { TRACKER_DATA_DIR: ownDir, TRACKER_PG_PORT: String(await freePort()) };
    try {
      const created = await runTracker(['admin', 'workspace', 'create', '--name', 'Own Database Co', '--json'], env, { timeoutMs: 140_000 });
      expect(created.code, created.stderr).toBe(0);
      expect(postgresPidsFor(reachableDataDir(path.join(ownDir, 'pg'))), 'PostgreSQL stopped with the command').toEqual([]);

      const listed = await runTracker(['admin', 'workspace', 'list', '--json'], env, { timeoutMs: 140_000 });
      expect(listed.code, listed.stderr).toBe(0);
      expect(cliJson<Array<{ name: string }>>(listed).map((w) => w.name)).toContain('Own Database Co');
      expect(postgresPidsFor(reachableDataDir(path.join(ownDir, 'pg')))).toEqual([]);
    } finally {
      for (const pid of postgresPidsFor(reachableDataDir(path.join(ownDir, 'pg')))) process.kill(pid, 'SIGINT');
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it('when DATABASE_URL points at a port where nothing listens, then it names the address, the reason and the fix', async () => {
    const port = await freePort();

    const result = await runTrackerInProcess(['admin', 'workspace', 'list'], { DATABASE_URL: `postgres://tracker:tracker@127.0.0.1:${port}/tracker` });

    expectCleanFailure(result, new RegExp(`cannot reach the database at 127\\.0\\.0\\.1:${port} \\(connection refused\\).*DATABASE_URL`));
  });

  it('when npm start runs with another TRACKER_PG_PORT, then it says which port the database is on and what to set', async () => {
    const wrong = await freePort();

    const result = await runTrackerInProcess(['admin', 'workspace', 'list'], { TRACKER_DATA_DIR: dataDir, TRACKER_PG_PORT: String(wrong) });

    expectCleanFailure(result, new RegExp(`cannot reach the database at 127\\.0\\.0\\.1:${wrong} \\(connection refused\\)`));
    expect(result.stderr).toMatch(new RegExp(`running on port ${pgPort}.*Set TRACKER_PG_PORT=${pgPort}`));
  });

  it('when the port matches and npm start recorded its gateway, then commands work and invite_url points at that gateway', async () => {
    writeFileSync(path.join(dataDir, 'demo.json'), JSON.stringify({ base_url: 'http://127.0.0.1:43127/v1' }));
    const env = { TRACKER_DATA_DIR: dataDir, TRACKER_PG_PORT: String(pgPort) };
    const created = await runTrackerInProcess(['admin', 'workspace', 'create', '--name', 'Embedded Co', '--json'], env);
    expect(created.code, created.stderr).toBe(0);

    const invited = await runTrackerInProcess(['admin', 'user', 'invite', '--workspace', 'embedded-co', '--email', 'em@example.com', '--json'], env);

    expect(invited.code, invited.stderr).toBe(0);
    expect(JSON.parse(invited.stdout).invite_url).toMatch(/^http:\/\/127\.0\.0\.1:43127\/invite\/\S+$/);
  });
});

describe('a stale postmaster.pid', () => {
  let squatter: ChildProcess | null = null;
  beforeAll(async () => {
    await cluster?.stop();
    cluster = null;
    // A crash left the lock file, and its PID now belongs to another live process of the postgres
    // user (PostgreSQL ignores a PID it may not signal, so a root process would not do).
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    squatter = spawn('sleep', ['600'], { uid: id('-u'), gid: id('-g'), stdio: 'ignore' });
    writeFileSync(path.join(pgDir, 'postmaster.pid'), `${squatter.pid}\n${pgDir}\n1700000000\n${pgPort}\n\n127.0.0.1\n`);
  });
  afterAll(() => {
    squatter?.kill();
  });

  it('when npm start finds it, then it exits non-zero naming the file and how to fix it, not "undefined"', async () => {
    const result = await npmStart({ TRACKER_DATA_DIR: dataDir, TRACKER_PG_PORT: String(await freePort()) });

    expectCleanFailure(result, /PostgreSQL did not start: a stale postmaster\.pid in /);
    expect(result.stderr).toContain(`delete ${path.join(pgDir, 'postmaster.pid')}`);
    expect(postgresPidsFor(pgDir)).toEqual([]);
  });

  it('when the CLI finds it, then it prints the same cause and fix', async () => {
    const result = await runTracker(['admin', 'workspace', 'list'], { TRACKER_DATA_DIR: dataDir, TRACKER_PG_PORT: String(await freePort()) });

    expectCleanFailure(result, /^error: PostgreSQL did not start: a stale postmaster\.pid in .*Stop the other server .* delete /s);
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(true);
  });
});
