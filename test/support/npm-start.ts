import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { MAIN_BUNDLE } from './bundle';
import { ROOT } from './process-tree';
import { exited, freePort, postgresPidsFor, waitFor } from './processes';

export interface NpmStart {
  child: ChildProcess;
  baseUrl: string;
  /** Root of the gateway (no /v1). */
  rootUrl: string;
  output: () => string;
}

export interface Demo {
  base_url: string;
  api_key: string;
  read_api_key: string;
  workspace_id: string;
  sandbox_url: string;
}

/** How the tree is started: what `npm start` runs, `npm start` itself, or the same `all` role from the bundle. */
const COMMANDS = {
  node: [process.execPath, ['--import', 'tsx', 'src/main.ts']],
  npm: ['npm', ['start', '--silent']],
  bundle: [process.execPath, [MAIN_BUNDLE]],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

/**
 * `npm start` as a user runs it: the whole service on an embedded PostgreSQL in `dataDir`, on free ports.
 * `via`: `node` runs what the script runs (`node --import tsx src/main.ts`) as the child itself;
 * `npm` runs the real `npm start`, so the child is npm's process and the service its child;
 * `bundle` runs `node dist/main.js` (the image's entrypoint with the `all` role): the same supervisor,
 * children, demo and embedded PostgreSQL, with no tsx compiling six processes, for tests not about tsx.
 */
export async function startNpmStart(dataDir: string, env: Record<string, string> = {}, via: keyof typeof COMMANDS = 'node'): Promise<NpmStart> {
  const [command, args] = COMMANDS[via];
  const child = spawn(command, [...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TRACKER_DATA_DIR: dataDir,
      PORT: '0',
      TRACKER_PG_PORT: String(await freePort()),
      SANDBOX_PORT: String(await freePort()),
      CHECKER_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const output = () => out;

  try {
    // A cold start compiles several processes with tsx; on a loaded 2-core machine that can take minutes.
    const baseUrl = await waitFor(
      'the printed API base URL',
      () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${out}`);
        return /API base URL\s+(\S+)/.exec(out)?.[1];
      },
      420_000,
    );
    const rootUrl = baseUrl.replace(/\/v1$/, '');
    await waitFor('the API to answer', async () => ((await fetch(`${rootUrl}/healthz`)).ok ? true : undefined));
    return { child, baseUrl, rootUrl, output };
  } catch (err) {
    // Never leave a half-started service behind (its children exit with it).
    await stopNpmStart(child, dataDir);
    throw new Error(`${String(err)}\n${out.slice(-4000)}`, { cause: err });
  }
}

export function readDemo(dataDir: string): Demo {
  return JSON.parse(readFileSync(path.join(dataDir, 'demo.json'), 'utf8')) as Demo;
}

/** Direct children of `pid` as { pid, args } (ps), e.g. the roles `npm start` supervises. */
export function childProcesses(pid: number): Array<{ pid: number; args: string }> {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), args: m[2]! }));
}

/** The pid of the process listening on 127.0.0.1:`port` (ss), or null. */
export function listeningPid(port: number): number | null {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid === undefined ? null : Number(pid);
}

/** SIGINT, SIGKILL after 10 s; then stops a postgres left in `dataDir` by a failed step. */
export async function stopNpmStart(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGINT');
    await Promise.race([exited(child), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGINT');
  await waitFor('postgres to stop', () => (postgresPidsFor(dataDir).length === 0 ? true : undefined), 15_000).catch(() => {});
}
