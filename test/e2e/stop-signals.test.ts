import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type NpmStart, readDemo, startNpmStart, stopNpmStart } from '../support/npm-start';
import { exited, postgresPidsFor, waitFor } from '../support/processes';

// Each case starts the whole tree (the service, five children, PostgreSQL; under npm or as the image runs it) and stops it with one signal.
vi.setConfig({ testTimeout: 480_000, hookTimeout: 120_000 });

interface Proc {
  pid: number;
  ppid: number;
  args: string;
}

/** Every process below `root` (ps), with `root` itself first. */
function tree(root: number): Proc[] {
  const all = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const found = all.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

/** Whether `pid` still runs (a zombie waiting for its parent counts as gone). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The service's own processes, from the sources under tsx (`npm start`) or from the bundle (the image). */
const MAIN = String.raw`(?:src/main\.ts|dist/main\.js)`;

/**
 * Which process of the tree gets the signal, and how the tree is started. `npm` is what only `npm start`
 * shows: npm forwards the signal to the service it `exec`s. The main process and a supervised child
 * run the same shutdown code (src/runtime/shutdown.ts) whether tsx or the bundle loads it, so their
 * cases start `node dist/main.js`, the image's entrypoint, where the main process is PID 1 and gets
 * `docker stop`'s SIGTERM itself; tsx in six processes would add ~5 CPU s a start and show nothing
 * more (docs/decisions.md, "Test suite speed").
 */
const TARGETS: Record<string, { via: 'npm' | 'bundle'; pick: (processes: Proc[]) => Proc | undefined }> = {
  'npm (npm start)': { via: 'npm', pick: (processes) => processes[0] },
  'the main process (node dist/main.js)': { via: 'bundle', pick: (processes) => processes.find((p) => new RegExp(`[ /]${MAIN}$`).test(p.args)) },
  'the scheduler child (node dist/main.js)': { via: 'bundle', pick: (processes) => processes.find((p) => new RegExp(`${MAIN} scheduler$`).test(p.args)) },
};

/**
 * A world of 200 people instead of 5,000: what is stopped is the same tree (the service, its
 * children, PostgreSQL, and npm where npm starts it) with the demo loaded and its baseline run
 * going, but each of the six starts builds and restores a smaller sandbox world and checks fewer
 * demo profiles (docs/decisions.md, "Test suite speed").
 */
const SMALL_WORLD = { SANDBOX_PEOPLE: '200' };

let dataDir: string;
let service: NpmStart | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-stop-'));
  chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  if (service) await stopNpmStart(service.child, dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the service stops on one signal to any process of its tree (src/runtime/shutdown.ts)', () => {
  const cases = (['SIGINT', 'SIGTERM'] as const).flatMap((signal) => Object.keys(TARGETS).map((target) => [signal, target] as const));

  // Each start is also the clean next start after the previous case's stop, on the same data directory.
  it.each(cases)('when %s is sent to %s alone, then the tree\'s first process exits 0, no process of the tree is left and the next start is clean', async (signal, target) => {
    const { via, pick } = TARGETS[target]!;
    service = await startNpmStart(dataDir, SMALL_WORLD, via);
    const workspace = readDemo(dataDir).workspace_id;
    const processes = tree(service.child.pid!);
    expect(processes.map((p) => p.args).join('\n')).toMatch(new RegExp(`${MAIN} gateway --supervised`));
    const victim = pick(processes);
    expect(victim, processes.map((p) => `${p.pid} ${p.args}`).join('\n')).toBeDefined();
    const postgres = postgresPidsFor(dataDir);
    expect(postgres.length).toBeGreaterThan(0);

    process.kill(victim!.pid, signal);
    const code = await Promise.race([exited(service.child), new Promise<string>((r) => setTimeout(() => r('still running after 30 s'), 30_000))]);

    expect(code, service.output().slice(-3000)).toBe(0);
    const left = await waitFor(
      'the whole tree to be gone',
      () => {
        const alive = [...processes.map((p) => p.pid), ...postgres].filter(running);
        return alive.length === 0 ? [] : undefined;
      },
      10_000,
    ).catch(() => processes.filter((p) => running(p.pid)).map((p) => `${p.pid} ${p.args}`));
    expect(left).toEqual([]);
    expect(postgresPidsFor(dataDir)).toEqual([]);
    // PostgreSQL shut down cleanly: no postmaster.pid for the next start to trip on.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(readDemo(dataDir).workspace_id).toBe(workspace);
    service = undefined;
  });
});
