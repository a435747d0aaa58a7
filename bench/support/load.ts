import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import { type LatencySummary, summarise } from './stats';

/**
 * A tiny closed-loop HTTP load generator: `connections` workers on one undici Pool, each
 * sending its next request as soon as the previous answer is read, for `durationMs`
 * after `warmupMs`. It runs in a worker thread so the client does not share the event
 * loop with the server under test (it still shares the CPUs).
 */
export interface LoadOptions {
  /** http://127.0.0.1:port */
  origin: string;
  /** Request paths, used in turn (one is fine). */
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  warmupMs?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  ok: number;
  statuses: Record<string, number>;
  errors: number;
  lastError: string | null;
  bytesPerResponse: number;
  latency: LatencySummary;
}

// Plain CommonJS so the worker needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
(async () => {
  const { origin, paths, headers, connections, durationMs, warmupMs } = workerData;
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60000 });
  const latencies = [];
  const statuses = {};
  let errors = 0, bytes = 0, lastError = null, turn = 0;
  const begin = performance.now();
  const from = begin + warmupMs;
  const until = from + durationMs;
  async function loop() {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= until) return;
      const path = paths[turn++ % paths.length];
      try {
        const res = await pool.request({ path, method: 'GET', headers });
        const body = await res.body.arrayBuffer();
        const t1 = performance.now();
        if (t1 >= from && t1 < until) {
          latencies.push(t1 - t0);
          statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
          bytes += body.byteLength;
        }
      } catch (err) {
        errors++;
        lastError = String(err && err.message || err);
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  parentPort.postMessage({ latencies, statuses, errors, bytes, lastError });
})().catch((err) => { throw err; });
`;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const undici = createRequire(import.meta.url).resolve('undici');
  const workerData = {
    undici,
    origin: options.origin,
    paths: options.paths,
    headers: options.headers ?? {},
    connections: options.connections,
    durationMs: options.durationMs,
    warmupMs: options.warmupMs ?? 0,
  };
  const raw = await new Promise<{
    latencies: number[];
    statuses: Record<string, number>;
    errors: number;
    bytes: number;
    lastError: string | null;
  }>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
  const requests = raw.latencies.length;
  const ok = Object.entries(raw.statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((a, [, n]) => a + n, 0);
  return {
    requests,
    rps: ok / (options.durationMs / 1000),
    ok,
    statuses: raw.statuses,
    errors: raw.errors,
    lastError: raw.lastError,
    bytesPerResponse: requests ? raw.bytes / requests : 0,
    latency: summarise(raw.latencies),
  };
}
