import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

import type { Logger } from '../shared/logger';

export interface Supervised {
  child(): ChildProcess | undefined;
  stop(): Promise<void>;
}

/**
 * Runs `main.ts <role>` as a child process with the same loader (tsx or the bundle) and
 * restarts it when it dies unexpectedly, so killing the scheduler or the checker is
 * survivable. Children exit when the parent's IPC channel closes.
 */
export function superviseRole(role: string, env: NodeJS.ProcessEnv, log: Logger): Supervised {
  let current: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const start = () => {
    current = spawn(process.execPath, [...process.execArgv, process.argv[1]!, role], {
      env: { ...process.env, ...env, TRACKER_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
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
      const child = current;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
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
