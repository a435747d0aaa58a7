import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

import { type ConfigSource, inheritedEnvironment, parseVariables } from '../config/env';
import type { Logger } from '../shared/logger';
import { listenForTreeStop } from './shutdown';

/**
 * V8 old-space cap (MB) for the children `npm start` supervises. Without a cap V8 lets
 * the old generation of a busy scheduler or checker fill to 350-450 MB before it
 * collects (bench/RESULTS.md, "Run engine memory"); with 128 MB both stay flat near
 * 200 MB through a 200,000-profile run. `<ROLE>_MAX_OLD_SPACE_MB` overrides it; 0 = no
 * cap (V8's default, sized from the machine's memory). deploy/ sets the same cap with
 * NODE_OPTIONS.
 */
export const DEFAULT_OLD_SPACE_MB: Readonly<Record<string, number>> = Object.freeze({ scheduler: 128, checker: 128 });
/** The variable that sets `role`'s old-space cap, e.g. SCHEDULER_MAX_OLD_SPACE_MB. */
export const oldSpaceVariable = (role: string): string => `${role.toUpperCase()}_MAX_OLD_SPACE_MB`;

const capVariables = ['SCHEDULER_MAX_OLD_SPACE_MB', 'CHECKER_MAX_OLD_SPACE_MB', 'SANDBOX_MAX_OLD_SPACE_MB'] as const;

/**
 * The node flags `superviseRole` adds for `role`: `--max-old-space-size=<MB>` from
 * `<ROLE>_MAX_OLD_SPACE_MB` (src/config), else `DEFAULT_OLD_SPACE_MB`. Throws `ConfigError`
 * naming the variable when its value is not 0 or an integer ≥ 32.
 */
export function roleNodeFlags(role: string, env?: ConfigSource): string[] {
  const variable = capVariables.find((name) => name === oldSpaceVariable(role));
  const configured = variable ? parseVariables([variable], env)[variable] : undefined;
  const mb = configured ?? DEFAULT_OLD_SPACE_MB[role] ?? 0;
  return mb > 0 ? [`--max-old-space-size=${mb}`] : [];
}

export interface Supervised {
  child(): ChildProcess | undefined;
  stop(): Promise<void>;
}

/**
 * Runs `main.ts <role>` as a child process (`spawnRole`) and restarts it when it dies
 * unexpectedly, so killing the scheduler or the checker is survivable. Children exit when
 * the parent's IPC channel closes.
 */
export function superviseRole(role: string, env: NodeJS.ProcessEnv, log: Logger): Supervised {
  let current: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const start = () => {
    current = spawnRole(role, env);
    const started = Date.now();
    current.on('exit', (code, signal) => {
      // A clean exit (code 0, or SIGINT/SIGTERM from the terminal's process group) is a shutdown, not a crash.
      if (stopping || code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') return;
      if (Date.now() - started > 30_000) restarts = 0;
      const delay = Math.min(10_000, 500 * 2 ** restarts++);
      log.warn({ role, code, signal, restartInMs: delay }, 'child process exited; restarting');
      setTimeout(() => !stopping && start(), delay);
    });
  };
  start();
  return {
    child: () => current,
    async stop() {
      stopping = true;
      if (!current) return;
      const stopped = await stopChild(current);
      log.info({ role, pid: current.pid, ...stopped }, 'child stopped');
    },
  };
}

/**
 * Spawns `main.ts <role> [...args]` with the same loader (tsx or the bundle) and an IPC channel,
 * the role's heap cap (`roleNodeFlags`) after the parent's own node flags, so it wins over them.
 * A stop request the child sends (`requestTreeStop`) reaches `onTreeStopRequest`.
 */
export function spawnRole(role: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildProcess {
  const flags = roleNodeFlags(role, { ...inheritedEnvironment(), ...env });
  const child = spawn(process.execPath, [...process.execArgv, ...flags, process.argv[1]!, role, ...args], {
    env: { ...inheritedEnvironment(), ...env, TRACKER_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A signal to the child alone stops the whole tree (src/runtime/shutdown.ts).
  listenForTreeStop(child);
  return child;
}

/** How a child's stop went: how long from SIGTERM to its exit, and whether it had to be killed. */
export interface ChildStop {
  ms: number;
  killed: boolean;
}

/** SIGTERM (a graceful stop), SIGKILL after `graceMs` (10 s); resolves once the child has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<ChildStop> {
  if (child.exitCode !== null || child.signalCode !== null) return { ms: 0, killed: false };
  const started = Date.now();
  let killed = false;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
  return { ms: Date.now() - started, killed };
}

/** Waits until something accepts TCP connections on host:port. */
export async function waitForPort(host: string, port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing is listening on ${host}:${port} after ${timeoutMs} ms`);
}

/** A child exits when its parent goes away (the IPC channel closes). */
export function exitWithParent(): void {
  if (process.send) process.on('disconnect', () => process.exit(0));
}
