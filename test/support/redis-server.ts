/**
 * A throwaway `redis-server` on a free loopback port, supervised by the test (no
 * persistence). Installs Debian's redis-server when it is missing (scripts/ensure-test-deps.ts:
 * apt-get as root on a fresh machine), else fails saying what to install.
 * `kill9()` then `restart()` is a Redis crash and a restart that comes back empty, on the same port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';

import { ensureTestDeps } from '../../scripts/ensure-test-deps';
import { exited, freePort, waitFor } from './processes';

export interface RedisServer {
  url: string;
  port: number;
  /** `kill -9`, then waits for the exit. */
  kill9(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const answersPing = (port: number): Promise<true | undefined> =>
  new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(undefined));
    socket.once('close', () => resolve(undefined));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG') ? true : undefined);
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });

function launch(port: number): ChildProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
  return spawn('redis-server', args, { stdio: 'ignore' });
}

export async function startRedisServer(): Promise<RedisServer> {
  ensureTestDeps(['redis-server']);
  const port = await freePort();
  let child = launch(port);
  const ready = () => waitFor('redis-server', () => answersPing(port), 10_000, 50);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited(child);
  };
  await ready();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill9: () => end('SIGKILL'),
    async restart() {
      await end('SIGKILL');
      child = launch(port);
      await ready();
    },
    stop: () => end('SIGTERM'),
  };
}
