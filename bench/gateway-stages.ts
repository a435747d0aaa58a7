/**
 * Where a paced request's time goes, gateway beside the bare route (issue #25 item 4: "a queue
 * inside the gateway at a steady rate"). One route (BENCH_ROUTE, a name of readScenarios: me,
 * contacts, plays, changes, runs ...), both sides offered the same even open-loop rate
 * (BENCH_RATE req/s, support/load.ts, due times stamped on each request). Printed per side:
 * - each request's stages (support/stage-trace.ts): waiting before its code ran, before its SQL, its
 *   SQL, after its SQL, in all — p50 / p90 / p99;
 * - the queue over time: per 500 ms, requests arrived, the median wait, the most requests in the
 *   server at once and the most waiting for a pool connection;
 * - CPU per request (ms) of the serving thread, the process's other threads (the load client) and
 *   PostgreSQL, from /proc: what a shared machine's noise does not change much;
 * - with BENCH_PROFILE=N, the N functions with the most self time on the serving thread (µs per request);
 * - with BENCH_ALLOC=N, the N functions allocating the most (bytes per request, V8's sampling heap profiler);
 * - with BENCH_STRACE=1, the serving thread's system calls per request (`strace -c`, a separate run
 *   at the same rate: strace slows the thread down);
 * - with BENCH_PROMISES=1, the promises the serving thread makes per request (an async_hooks init hook
 *   over a separate 2 s run at the same rate; the load client runs on its own thread);
 * - with BENCH_STATEMENTS=1, every statement PostgreSQL ran per request, BEGIN/COMMIT/SET included
 *   (pg_stat_statements, reset before each side; the cluster restarts once to load it).
 *
 *   BENCH_ROUTE=me BENCH_RATE=800 npx tsx bench/gateway-stages.ts
 *
 * Knobs: BENCH_ROWS (5000), BENCH_DURATION_S (5), BENCH_WARMUP_S (1), BENCH_CONNECTIONS (16), BENCH_POOL (10).
 */
import { createHook } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { Session } from 'node:inspector/promises';

import pg from 'pg';

import type { Caller } from '../src/core/context';
import { startGateway } from '../src/runtime/gateway';
import { benchGatewayConfig, benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { readScenarios, seedGatewayData, startBare } from './support/gateway-sides';
import { runLoad } from './support/load';
import { loopLine, startLoopProbe } from './support/loop-probe';
import { type BenchDatabase, resetStatements, startBenchDatabase } from './support/postgres';
import { cpuSampler, type RequestTrace, traceServer } from './support/stage-trace';
import { envInt, envNumber, int, load, log, machine, ms, percentile, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 5_000);
const RATE = envInt('BENCH_RATE', 800);
const DURATION_S = envNumber('BENCH_DURATION_S', 5);
const WARMUP_S = envNumber('BENCH_WARMUP_S', 1);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 16);
const POOL = envInt('BENCH_POOL', 10);
const ROUTE = process.env.BENCH_ROUTE ?? 'me';
const STRACE = process.env.BENCH_STRACE === '1';
/** BENCH_PROFILE=N: V8's sampling profiler on the serving thread during the traced run; the N functions with the most self time. */
const PROFILE_TOP = envInt('BENCH_PROFILE', 0);

/** BENCH_ALLOC=N: V8's sampling heap profiler (collected objects included) during the traced run; the N functions allocating most. */
const ALLOC_TOP = envInt('BENCH_ALLOC', 0);

/** BENCH_STATEMENTS=1: the statements each side makes PostgreSQL run, per request (pg_stat_statements). */
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';

/** BENCH_PROMISES=1: promises made on the serving thread per request. */
const PROMISES = process.env.BENCH_PROMISES === '1';

/** A separate paced run with an async_hooks init hook counting the promises made on this thread. */
async function promisesPerRequest(side: Side): Promise<string> {
  let promises = 0;
  const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && promises++) }).enable();
  const r = await runLoad({ origin: side.origin, paths: [side.path], headers: side.headers, connections: CONNECTIONS, durationMs: 2000, warmupMs: 0, ratePerS: RATE });
  hook.disable();
  const n = r.requests || 1;
  return `${(promises / n).toFixed(1)} promises per request on the serving thread (${int(n)} requests)`;
}

interface AllocNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocNode[];
}

/** Bytes allocated per request by function (self), most first. */
function allocations(head: AllocNode, requests: number): string {
  const self = new Map<string, number>();
  let total = 0;
  const walk = (n: AllocNode) => {
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + n.selfSize);
    total += n.selfSize;
    n.children.forEach(walk);
  };
  walk(head);
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, ALLOC_TOP);
  return `allocated ${(total / requests / 1024).toFixed(1)} kB per request (sampled):\n` + rows.map(([k, b]) => `    ${(b / requests).toFixed(0).padStart(6)} B  ${k}`).join('\n');
}

const shortUrl = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|bench)\//, '$1/');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function (µs per request), busiest first, idle left out. */
function selfTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, requests: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    const where = f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`;
    const dt = profile.timeDeltas[i] ?? 0;
    busy += dt;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_TOP);
  return `busy ${(busy / requests).toFixed(0)} µs per request in JS and native frames (profiler on):\n` + rows.map(([k, us]) => `    ${(us / requests).toFixed(1).padStart(6)} µs  ${k}`).join('\n');
}

interface Side {
  name: string;
  origin: string;
  path: string;
  headers: Record<string, string>;
  server: Server;
  poolWaiting: () => number;
}

const pcts = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${ms(percentile(s, 50))} / ${ms(percentile(s, 90))} / ${ms(percentile(s, 99))}`;
};

function stageRows(traces: RequestTrace[]): Array<Array<string | number>> {
  const withSql = traces.filter((t) => t.sent > 0 && t.answered > 0);
  return [
    ['waiting (due → listener runs)', pcts(traces.map((t) => t.arrived - t.due))],
    ['before SQL (listener → first statement sent)', pcts(withSql.map((t) => t.sent - t.arrived))],
    ['SQL (sent → answered)', pcts(withSql.map((t) => t.answered - t.sent))],
    ['after SQL (answered → response closed)', pcts(withSql.map((t) => t.finished - t.answered))],
    ['in all (due → response closed)', pcts(traces.map((t) => t.finished - t.due))],
    ['requests already in the server at arrival', pcts(traces.map((t) => t.inServer))],
  ];
}

/** Per 500 ms: arrivals, median wait, most in the server, most waiting for a pool connection. */
function queueLine(traces: RequestTrace[], samples: Array<{ t: number; inServer: number; pool: number }>): string {
  if (!traces.length) return '(no traces)';
  const t0 = Math.min(...traces.map((t) => t.due));
  const windows = new Map<number, { waits: number[]; inServer: number; pool: number }>();
  const w = (t: number) => Math.floor((t - t0) / 500);
  for (const t of traces) {
    const win = windows.get(w(t.due)) ?? { waits: [], inServer: 0, pool: 0 };
    win.waits.push(t.arrived - t.due);
    windows.set(w(t.due), win);
  }
  for (const s of samples) {
    const win = windows.get(w(s.t));
    if (!win) continue;
    win.inServer = Math.max(win.inServer, s.inServer);
    win.pool = Math.max(win.pool, s.pool);
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([k, v]) => `${(k / 2).toFixed(1)}s: n ${v.waits.length}, wait p50 ${ms(percentile([...v.waits].sort((a, b) => a - b), 50), 0)} ms, in server ≤ ${v.inServer}, pool queue ≤ ${v.pool}`)
    .join('\n    ');
}

/** `strace -c` on the serving thread for one paced run: syscalls per request by name. */
async function syscallsPerRequest(side: Side): Promise<string> {
  const strace = spawn('strace', ['-c', '-p', String(process.pid)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let out = '';
  strace.stderr.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => setTimeout(r, 300));
  const r = await runLoad({ origin: side.origin, paths: [side.path], headers: side.headers, connections: CONNECTIONS, durationMs: DURATION_S * 1000, warmupMs: 0, ratePerS: RATE });
  strace.kill('SIGINT');
  await new Promise((resolve) => strace.once('close', resolve));
  const n = r.requests || 1;
  const calls = out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length >= 5 && /^\d/.test(f[0]!) && f[f.length - 1] !== 'total')
    .map((f) => ({ name: f[f.length - 1]!, calls: Number(f[3]) }))
    .filter((c) => Number.isFinite(c.calls) && c.calls / n >= 0.05)
    .sort((a, b) => b.calls - a.calls);
  return `${int(n)} requests: ` + calls.map((c) => `${c.name} ${(c.calls / n).toFixed(2)}`).join(', ');
}

/** Calls per request of every statement since the last reset, most called first, with its mean plan and execution time. */
async function statementsPerRequest(db: BenchDatabase, requests: number): Promise<string> {
  const c = await db.client();
  try {
    const { rows } = await c.query<{ calls: number; plan_ms: number; exec_ms: number; query: string }>(
      `select calls::int, mean_plan_time::float as plan_ms, mean_exec_time::float as exec_ms, regexp_replace(query, '\\s+', ' ', 'g') as query
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`,
    );
    const total = rows.reduce((n, s) => n + s.calls, 0);
    return `${(total / requests).toFixed(2)} statements per request (calls per request, mean plan / execution ms):\n` + rows
      .filter((s) => s.calls / requests >= 0.01)
      .sort((a, b) => b.calls - a.calls)
      .map((s) => `    ${(s.calls / requests).toFixed(2).padStart(6)}  ${s.plan_ms.toFixed(3)} / ${s.exec_ms.toFixed(3)} ms  ${s.query.slice(0, 160)}`)
      .join('\n');
  } finally {
    await c.end();
  }
}

async function measure(side: Side, sampleCpu: ReturnType<typeof cpuSampler>, db: BenchDatabase): Promise<void> {
  if (STATEMENTS) {
    const c = await db.client();
    await resetStatements(c).finally(() => c.end());
  }
  const tracer = traceServer(side.server);
  const samples: Array<{ t: number; inServer: number; pool: number }> = [];
  const sampler = setInterval(() => samples.push({ t: performance.timeOrigin + performance.now(), inServer: tracer.inServer(), pool: side.poolWaiting() }), 5);
  const session = PROFILE_TOP > 0 || ALLOC_TOP > 0 ? new Session() : null;
  session?.connect();
  if (session && PROFILE_TOP > 0) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  if (session && ALLOC_TOP > 0) {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  }
  const probe = startLoopProbe();
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = sampleCpu();
  const r = await runLoad({ origin: side.origin, paths: [side.path], headers: side.headers, connections: CONNECTIONS, durationMs: DURATION_S * 1000, warmupMs: WARMUP_S * 1000, ratePerS: RATE, stampDue: true });
  const cpu1 = sampleCpu();
  const elu = performance.eventLoopUtilization(elu0);
  const loop = probe.stop();
  clearInterval(sampler);
  const profile = session && PROFILE_TOP > 0 ? ((await session.post('Profiler.stop')) as unknown as { profile: Parameters<typeof selfTimes>[0] }).profile : null;
  const heap = session && ALLOC_TOP > 0 ? ((await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: AllocNode } }).profile : null;
  session?.disconnect();
  // Every paced request, warm-up included, was traced: per request is over all of them.
  const traces = tracer.take();
  const all = traces.length || 1;
  const measured = traces.filter((t) => t.due >= Math.min(...traces.map((x) => x.due)) + WARMUP_S * 1000);
  const per = (a: number, b: number) => ms((b - a) / all, 3);
  log(`\n## ${side.name} GET ${side.path} at ${int(RATE)} req/s: ${int(r.rps)} req/s answered 2xx, client p50 ${ms(r.latency.p50)} / p99 ${ms(r.latency.p99)} ms, ${int(r.bytesPerResponse)} B per body, ${r.errors} errors (${load()})`);
  log(`  CPU ms per request: serving thread ${per(cpu0.serving, cpu1.serving)}, other threads ${per(cpu0.otherThreads, cpu1.otherThreads)}, PostgreSQL ${per(cpu0.postgres, cpu1.postgres)}; serving loop busy ${(100 * elu.utilization).toFixed(0)} % (${int(traces.length)} traced)`);
  const helpers = cpu1.helperThreads - cpu0.helperThreads;
  log(`  of the other threads: V8's and libuv's helpers ${ms(helpers / all, 3)}, the load client ${ms((cpu1.otherThreads - cpu0.otherThreads - helpers) / all, 3)}`);
  log(`  GC ${(loop.gcCount / all).toFixed(3)} pauses and ${ms(loop.gcTotal / all, 3)} ms per request; ${loopLine(loop)}`);
  log(table(['stage (after warm-up)', 'p50 / p90 / p99 ms'], stageRows(measured)));
  log(`  queue over time:\n    ${queueLine(traces, samples)}`);
  if (profile) log(`  ${selfTimes(profile, all)}`);
  if (heap) log(`  ${allocations(heap.head, all)}`);
  if (STATEMENTS) log(`  ${await statementsPerRequest(db, all)}`);
  if (PROMISES) log(`  ${await promisesPerRequest(side)}`);
  if (STRACE) log(`  serving thread's system calls per request: ${await syscallsPerRequest(side)}`);
}

async function main(): Promise<void> {
  log(`# gateway-stages\n${machine()}\n${load()}`);
  const scenario = readScenarios().find(([name]) => name === ROUTE);
  if (!scenario) throw new Error(`BENCH_ROUTE=${ROUTE}: not one of ${readScenarios().map(([n]) => n).join(', ')}`);
  const db = await startBenchDatabase({ poolMax: POOL, statements: STATEMENTS });
  try {
    if (STATEMENTS) {
      // Planning time too (a prepared statement skips it): the setting takes a reload, not a restart.
      const admin = new pg.Client({ connectionString: db.adminUrl });
      await admin.connect();
      await admin.query(`alter system set pg_stat_statements.track_planning = on`);
      await admin.query('select pg_reload_conf()');
      await admin.end();
    }
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    if (ROUTE !== 'me') await seedGatewayData(db, services, ws.id, ROWS);
    const caller: Caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'bench' };
    const gateway = await startGateway(services, { config: benchGatewayConfig(), host: '127.0.0.1', port: 0, mcp: false, keepAliveTimeoutMs: 60_000 });
    const bare = await startBare(db.url, services, caller, POOL);
    const knexPool = (db.orm.em.getConnection().getKnex().client as { pool?: { numPendingAcquires(): number } }).pool;
    const sampleCpu = cpuSampler(db.dataDir);
    const sides: Side[] = [
      { name: 'gateway', origin: gateway.url, path: `/v1${scenario[1]}`, headers: { authorization: `Bearer ${ws.readKey}` }, server: gateway.server, poolWaiting: () => knexPool?.numPendingAcquires() ?? 0 },
      { name: 'bare', origin: bare.url, path: scenario[1], headers: {}, server: bare.server, poolWaiting: bare.waiting },
    ];
    for (const side of sides) await runLoad({ origin: side.origin, paths: [side.path], headers: side.headers, connections: CONNECTIONS, durationMs: 1000 });
    for (const side of sides) await measure(side, sampleCpu, db);
    await gateway.close();
    await bare.close();
    log(`\n${CONNECTIONS} kept-alive connections, ${DURATION_S} s after ${WARMUP_S} s warm-up, ${POOL} DB connections per side; ${load()}`);
  } finally {
    await db.stop();
  }
}

runMain(main);
