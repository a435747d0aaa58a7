/**
 * A throwaway `redis-server` on a free loopback port, supervised by the test (no
 * persistence). Installs Debian's redis-server with apt-get when it is missing and the
 * tests run as root (a fresh machine), else fails saying what to install.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { Socket } from 'node:net';

import { exited, freePort, waitFor } from '../../support/processes';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureRedisServer(): void {
  if (hasRedisServer()) return;
  if (process.getuid?.() !== 0) throw new Error('redis-server is not installed (apt-get install redis-server)');
  execFileSync('apt-get', ['install', '-y', 'redis-server'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 });
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

export async function startRedisServer(): Promise<RedisServer> {
  ensureRedisServer();
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  await waitFor('redis-server', () => answersPing(port), 10_000, 50);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
