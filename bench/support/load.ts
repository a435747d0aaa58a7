import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import { type LatencySummary, summarise } from './stats';

/**
 * A tiny HTTP load generator on one undici Pool of `connections`, for `durationMs` after `warmupMs`.
 * Closed loop by default: each connection sends its next request as soon as the previous answer is
 * read. With `ratePerS`, open loop at an even pace: request i is due at warm-up end + i / rate
 * whatever the answers before it, and its latency counts from that due time, so time spent queued
 * behind a slow answer is counted too (no coordinated omission). autocannon's `overallRate` is not
 * that: each connection sends back to back until the second's quota is spent, then idles, so its
 * "paced" latency is the saturated one for most of each second (issue #25, round 6).
 * It runs in a worker thread so the client does not share the event loop with the server under
 * test (it still shares the CPUs).
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
  /** Open loop at this many requests per second (see above); absent: closed loop. */
  ratePerS?: number;
  /**
   * Paced runs: send each request's due time as `x-bench-due` (ms since the epoch, fractional, from
   * performance.timeOrigin + now), so the server can split a latency into waiting before its code ran
   * and its own work (bench/gateway-stages.ts).
   */
  stampDue?: boolean;
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
  /** The latency of the 2xx answers alone (under overload: what the accepted requests waited). */
  okLatency: LatencySummary;
  /**
   * Paced runs: how late the client was to send each request (send − due: its worker thread was busy
   * or descheduled), and each latency counted from the actual send instead of the due time. When the
   * two latencies differ, the difference is the client's, not the server's.
   */
  sendLateness: LatencySummary;
  fromSend: LatencySummary;
  /** Paced runs: every recorded request's due, send and answer times, ms since the epoch (for tail attribution). */
  timeline: RequestTimes[];
  /** The client thread's own GC pauses: [start ms since the epoch, duration ms]. */
  clientGc: Array<[number, number]>;
  /** The client thread's loop stalls (a 5 ms timer ≥ 5 ms late, GC included): [start, duration]. */
  clientStalls: Array<[number, number]>;
  /** How long the client thread was runnable but waited for a CPU over the whole run, ms (Linux; NaN elsewhere). */
  clientCpuWaitMs: number;
}

export interface RequestTimes {
  due: number;
  sent: number;
  done: number;
}

// Plain CommonJS so the worker needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PerformanceObserver } = require('node:perf_hooks');
const { Pool } = require(workerData.undici);
(async () => {
  const { origin, paths, headers, connections, durationMs, warmupMs, rate, stampDue } = workerData;
  // This thread's own GC pauses (epoch ms start, duration): a pause here delays a send or the reading of an answer.
  const clientGc = [];
  const gcObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) clientGc.push(performance.timeOrigin + e.startTime, e.duration); });
  gcObserver.observe({ entryTypes: ['gc'] });
  // And its loop's stalls: a 5 ms timer ≥ 5 ms late (epoch ms start, duration), GC pauses included.
  const clientStalls = [];
  let lastTick = performance.now();
  const stallTimer = setInterval(() => {
    const now = performance.now();
    if (now - lastTick - 5 >= 5) clientStalls.push(performance.timeOrigin + lastTick + 5, now - lastTick - 5);
    lastTick = now;
  }, 5);
  // This thread's wait for a CPU (Linux schedstat), ms: the client's own share of a busy machine.
  const cpuWait = () => { try { return Number(require('node:fs').readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6; } catch { return NaN; } };
  const cpuWait0 = cpuWait();
  // Paced runs: each recorded request's due, send and answer times (ms on this thread's clock).
  const dues = [], sends = [], dones = [];
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60000 });
  const latencies = [];
  const okLatencies = [];
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
          if (res.statusCode < 300) okLatencies.push(t1 - t0);
          statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
          bytes += body.byteLength;
        }
      } catch (err) {
        errors++;
        lastError = String(err && err.message || err);
      }
    }
  }
  async function paced(rate) {
    // Every connection opened and the client's code warm before the first due time (a new worker's first
    // requests are slow, and an open loop would count that as latency); then due times from the end of
    // the warm-up, the warm-up itself paced too but not recorded.
    await Promise.all(Array.from({ length: connections }, () => pool.request({ path: paths[0], method: 'GET', headers }).then((r) => r.body.arrayBuffer())));
    const from = performance.now() + warmupMs;
    const interval = 1000 / rate;
    const first = -Math.floor(warmupMs / interval);
    const count = Math.floor(durationMs / interval);
    const inFlight = [];
    const fire = async (i) => {
      const due = from + i * interval;
      const sentAt = performance.now();
      const path = paths[((i % paths.length) + paths.length) % paths.length];
      try {
        const sent = stampDue ? { ...headers, 'x-bench-due': String(performance.timeOrigin + due) } : headers;
        const res = await pool.request({ path, method: 'GET', headers: sent });
        const body = await res.body.arrayBuffer();
        if (i >= 0) {
          const done = performance.now();
          const latency = done - due;
          dues.push(due); sends.push(sentAt); dones.push(done);
          latencies.push(latency);
          if (res.statusCode < 300) okLatencies.push(latency);
          statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
          bytes += body.byteLength;
        }
      } catch (err) {
        if (i >= 0) errors++;
        lastError = String(err && err.message || err);
      }
    };
    let next = first;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (next < count && from + next * interval <= now) inFlight.push(fire(next++));
        if (next < count) setTimeout(tick, Math.max(0, from + next * interval - performance.now()));
        else resolve();
      };
      tick();
    });
    await Promise.all(inFlight);
  }
  if (rate) await paced(rate);
  else await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  gcObserver.disconnect();
  clearInterval(stallTimer);
  const clientCpuWaitMs = cpuWait() - cpuWait0;
  const timeOrigin = performance.timeOrigin;
  parentPort.postMessage({ latencies, okLatencies, statuses, errors, bytes, lastError, timeOrigin, dues, sends, dones, clientGc, clientStalls, clientCpuWaitMs });
})().catch((err) => { throw err; });
`;

/** [a, b, c, d] → [[a, b], [c, d]] */
const pairs = (flat: number[]): Array<[number, number]> => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!]);

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
    rate: options.ratePerS ?? 0,
    stampDue: options.stampDue ?? false,
  };
  const raw = await new Promise<{
    latencies: number[];
    okLatencies: number[];
    statuses: Record<string, number>;
    errors: number;
    bytes: number;
    lastError: string | null;
    timeOrigin: number;
    dues: number[];
    sends: number[];
    dones: number[];
    clientGc: number[];
    clientStalls: number[];
    clientCpuWaitMs: number;
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
    okLatency: summarise(raw.okLatencies),
    sendLateness: summarise(raw.sends.map((s, i) => s - raw.dues[i]!)),
    fromSend: summarise(raw.dones.map((d, i) => d - raw.sends[i]!)),
    timeline: raw.dues.map((due, i) => ({ due: raw.timeOrigin + due, sent: raw.timeOrigin + raw.sends[i]!, done: raw.timeOrigin + raw.dones[i]! })),
    clientGc: pairs(raw.clientGc),
    clientStalls: pairs(raw.clientStalls),
    clientCpuWaitMs: raw.clientCpuWaitMs,
  };
}
