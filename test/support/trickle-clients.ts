import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { parseResponses } from './hostile-http';

const SELF = fileURLToPath(import.meta.url);

/**
 * Slow HTTP clients in a process of their own, so their timers never starve the server or the
 * client that measures a normal request (the test's process), and the server's event loop never
 * delays their clocks. Run by `startTricklers`; speaks JSON lines on stdout.
 */

export interface TrickleGroup {
  count: number;
  /** Sent at once after connecting. */
  head: string;
  /** Then one byte of this every `everyMs`, round and round; the request never ends. */
  drip: string;
  everyMs: number;
}

export interface TrickleResult {
  group: number;
  /** From the connection being established to the server closing it. */
  closedAfterMs: number;
  /** `408 request_timeout`, or `closed` when the server sent nothing. */
  answer: string;
}

export interface Tricklers {
  /** Resolves once every client is connected and has sent its head. */
  connected: Promise<void>;
  /** Every client's close, and how late this process's own timers ran at most (ms). */
  closed: Promise<{ results: TrickleResult[]; maxLagMs: number }>;
  stop(): void;
}

type Line = { type: 'connected' } | { type: 'closed'; results: TrickleResult[]; maxLagMs: number };

/** Starts `groups` of slow clients against 127.0.0.1:`port` in a child process. */
export function startTricklers(port: number, groups: TrickleGroup[]): Tricklers {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SELF, 'run'], {
    env: { ...process.env, TRICKLE_SPEC: JSON.stringify({ port, groups }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const next = (type: Line['type']) =>
    new Promise<Line>((resolve, reject) => {
      lines.on('line', (text) => {
        const line = JSON.parse(text) as Line;
        if (line.type === type) resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`the trickling clients exited with ${code} before "${type}"`)));
    });
  const connected = next('connected').then(() => undefined);
  const closed = next('closed').then((line) => line as Extract<Line, { type: 'closed' }>);
  return { connected, closed, stop: () => void child.kill() };
}

function trickle(port: number, group: TrickleGroup, index: number, onConnect: () => void): Promise<TrickleResult> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let connectedAt = 0;
    let at = 0;
    const timer = setInterval(() => socket.writable && socket.write(group.drip[at++ % group.drip.length]!), group.everyMs);
    socket.on('connect', () => {
      connectedAt = Date.now();
      socket.write(group.head, () => onConnect());
    });
    socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      const [res] = parseResponses(received).responses;
      const answer = res ? `${res.status} ${(JSON.parse(res.body) as { error?: { code?: string } }).error?.code}` : 'closed';
      resolve({ group: index, closedAfterMs: connectedAt ? Date.now() - connectedAt : -1, answer });
    });
  });
}

async function run(): Promise<void> {
  const { port, groups } = JSON.parse(process.env.TRICKLE_SPEC!) as { port: number; groups: TrickleGroup[] };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const total = groups.reduce((n, g) => n + g.count, 0);
  let connected = 0;
  const onConnect = () => ++connected === total && process.stdout.write(JSON.stringify({ type: 'connected' }) + '\n');
  const all = groups.flatMap((group, g) => Array.from({ length: group.count }, () => trickle(port, group, g, onConnect)));
  const results = await Promise.all(all);
  lag.disable();
  process.stdout.write(JSON.stringify({ type: 'closed', results, maxLagMs: lag.max / 1e6 }) + '\n');
}

if (process.argv[2] === 'run' && process.argv[1] === SELF) void run();
