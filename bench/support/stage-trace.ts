import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';

import pg from 'pg';

/**
 * Where a request's time goes inside a server under paced load (issue #25 item 4), without touching
 * the service: the client stamps each request's due time (`x-bench-due`, support/load.ts), the
 * server's request listeners run inside an AsyncLocalStorage context, and pg's `Client#query` stamps
 * the first statement's send and answer. Per request: waiting (due → the request listener runs:
 * the client's connections, the kernel, the event loop), before SQL (auth, limits, routing, pool),
 * SQL (send → answer), after SQL (mapping, JSON, headers, the write) and in all (due → 'finish').
 */
export interface RequestTrace {
  /** Absolute ms (performance.timeOrigin + now), so the client thread's stamps compare. */
  due: number;
  arrived: number;
  sent: number;
  answered: number;
  finished: number;
  /** Requests in the server (arrived, not finished) when this one arrived, itself excluded. */
  inServer: number;
}

const store = new AsyncLocalStorage<RequestTrace>();
const at = () => performance.timeOrigin + performance.now();

let pgHooked = false;
/** Stamps the first statement of a traced request (pool.query with a callback, or a promise). */
function hookPg(): void {
  if (pgHooked) return;
  pgHooked = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const t = store.getStore();
    if (!t || t.sent) return original.apply(this, args);
    t.sent = at();
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => ((t.answered = at()), cb(...a));
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    void result?.then(
      () => (t.answered = at()),
      () => (t.answered = at()),
    );
    return result;
  };
}

export interface ServerTracer {
  /** Requests in the server now (arrived, not finished). */
  inServer(): number;
  /** The traces of requests that carried `x-bench-due` and finished since the last call. */
  take(): RequestTrace[];
}

/** Runs every request listener of `server` in a traced context (call once the listeners are attached). */
export function traceServer(server: Server): ServerTracer {
  hookPg();
  const listeners = server.listeners('request') as Array<(...args: unknown[]) => void>;
  server.removeAllListeners('request');
  let inServer = 0;
  let done: RequestTrace[] = [];
  server.on('request', (req, res) => {
    const arrived = at();
    const dueHeader = req.headers['x-bench-due'];
    const t: RequestTrace = { due: dueHeader ? Number(dueHeader) : NaN, arrived, sent: 0, answered: 0, finished: 0, inServer };
    inServer++;
    res.once('close', () => {
      inServer--;
      t.finished = at();
      if (dueHeader) done.push(t);
    });
    store.run(t, () => {
      for (const l of listeners) l.call(server, req, res);
    });
  });
  return {
    inServer: () => inServer,
    take() {
      const out = done;
      done = [];
      return out;
    },
  };
}

const TICKS_PER_S = 100;

function ticksOf(statPath: string): number {
  try {
    const text = readFileSync(statPath, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

function parentOf(pid: string): string | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined;
  }
}

/** CPU ms of this process's serving (main) thread, of its other threads, and of PostgreSQL's processes. */
export interface CpuSample {
  serving: number;
  otherThreads: number;
  /**
   * Of `otherThreads`, the threads the process had when the sampler was made (V8's platform workers —
   * its parallel and concurrent GC —, libuv's pool): the rest is what started later (the load client's thread).
   */
  helperThreads: number;
  postgres: number;
}

/** The PostgreSQL server of `dataDir` (its postmaster and every backend). */
export function cpuSampler(dataDir: string): () => CpuSample {
  const postmaster = readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]!.trim();
  const helpers = readdirSync('/proc/self/task').filter((tid) => tid !== String(process.pid));
  return () => {
    const serving = ticksOf(`/proc/self/task/${process.pid}/stat`);
    const helperTicks = helpers.reduce((n, tid) => n + ticksOf(`/proc/self/task/${tid}/stat`), 0);
    const whole = ticksOf('/proc/self/stat');
    let postgres = ticksOf(`/proc/${postmaster}/stat`);
    for (const pid of readdirSync('/proc')) {
      if (/^\d+$/.test(pid) && parentOf(pid) === postmaster) postgres += ticksOf(`/proc/${pid}/stat`);
    }
    const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_S;
    return { serving: ms(serving), otherThreads: ms(whole - serving), helperThreads: ms(helperTicks), postgres: ms(postgres) };
  };
}
