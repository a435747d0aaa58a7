/**
 * The gateway under load (issue #25 item 4), with autocannon (kept-alive connections, in a worker
 * thread so the client does not share the servers' event loop: BENCH_CLIENT_WORKERS, default 1; 0 runs
 * it inline in the servers' thread, the method of rounds 1–5), on demo-like data: BENCH_ROWS
 * contacts (80 % with a profile), a change and a play for every fifth profile, 40 runs.
 *
 * Reads, each route on its own and then as a mix: GET /me, /contacts (a page, a filter, a search),
 * /plays, /changes, /runs — against the full gateway (credential, rate limit, admission,
 * validation, metrics; production mode, so no response-schema checks) and against a bare
 * Express + pg route in the same process running the same statements with no auth, no limits,
 * no validation and no mapping. Both sides alternate over BENCH_ROUNDS rounds. Targets: each
 * read route ≥ 60 % of its bare route's req/s, with p99 ≤ 50 ms at that rate (the gateway then
 * offered 60 % of the bare route's req/s, paced: open loop, one request every 1/rate s, latency from
 * each request's due time — support/load.ts), and GET /me ≥ 2,000 req/s. The bare route is paced
 * at the same rate too (the same method for both sides), and for each paced run the serving thread's
 * event-loop delay, GC pauses and the longest queue for a pool connection are printed: what of a p99 is
 * the SQL and the machine (the bare route has it too) and what is the gateway.
 *
 * Writes (gateway only, beside a bare route calling the same core functions): POST /contacts
 * with 50 rows, PATCH /plays/{id}.
 *
 * Overload: GET /me offered at twice the rate the gateway sustained, open loop through many
 * connections (support/load.ts), then a normal run straight after: every answer must be 2xx or
 * 429/503 in the envelope (no timeout, no reset), the 2xx answers' latency is printed apart from the
 * 503s' (what an accepted request waited) with the serving loop's delay (where it waited), and the
 * run after must be back at its old latency.
 *
 *   npx tsx bench/gateway-load.ts            (BENCH_ONLY=me,contacts,... to pick scenarios)
 *
 * Knobs: BENCH_ROWS (5000), BENCH_DURATION_S (5), BENCH_WARMUP_S (1), BENCH_CONNECTIONS (16),
 *        BENCH_PACED_REQUESTS (10000), BENCH_PACED_MAX_S (45),
 *        BENCH_ROUNDS (2), BENCH_POOL (10), BENCH_OVERLOAD_CONNECTIONS (400), RATE_LIMIT_STORE (memory),
 *        BENCH_CLIENT_WORKERS (1; 0 = autocannon inline), BENCH_PACER (open | autocannon).
 */
import autocannon from 'autocannon';

import type { Caller } from '../src/core/context';
import { benchServices, seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { readScenarios, seedGatewayData, startBare } from './support/gateway-sides';
import { runLoad } from './support/load';
import { type LoopFigures, loopLine, STALL_MS, startLoopProbe } from './support/loop-probe';
import { startBenchDatabase } from './support/postgres';
import { envInt, envNumber, int, load, log, machine, memory, ms, pct, table } from './support/stats';
import { attributeTail, type TailAttribution, tailLine } from './support/tail';

const ROWS = envInt('BENCH_ROWS', 5_000);
const DURATION_S = envNumber('BENCH_DURATION_S', 5);
const WARMUP_S = envNumber('BENCH_WARMUP_S', 1);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 16);
const ROUNDS = Math.max(1, envInt('BENCH_ROUNDS', 2));
const POOL = envInt('BENCH_POOL', 10);
const OVERLOAD_CONNECTIONS = envInt('BENCH_OVERLOAD_CONNECTIONS', 400);
const CLIENT_WORKERS = envInt('BENCH_CLIENT_WORKERS', 1);
/** `open` (default): the even open-loop pace of support/load.ts; `autocannon`: its overallRate, the method of rounds 1–5. */
const PACER = process.env.BENCH_PACER ?? 'open';
/** Paced runs last long enough for this many requests (see pacedDurationMs), within [DURATION_S, PACED_MAX_S]. */
const PACED_REQUESTS = envInt('BENCH_PACED_REQUESTS', 10_000);
const PACED_MAX_S = envNumber('BENCH_PACED_MAX_S', 45);
const ONLY = process.env.BENCH_ONLY?.split(',');

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

interface Target {
  method?: 'GET' | 'POST' | 'PATCH';
  paths: string[];
  body?: () => string;
}

async function fire(origin: string, target: Target, headers: Record<string, string>, options: { durationS: number; connections: number; rate?: number }): Promise<Figures> {
  const requests = target.paths.map((path) => ({
    method: target.method ?? 'GET',
    path,
    headers: { ...headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body() } : {}),
  }));
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.durationS,
    requests,
    timeout: 10,
    ...(CLIENT_WORKERS > 0 ? { workers: CLIENT_WORKERS } : {}),
    // autocannon applies overallRate per worker.
    ...(options.rate ? { overallRate: Math.max(1, Math.round(options.rate / Math.max(1, CLIENT_WORKERS))) } : {}),
  });
  const statuses: Record<string, number> = {
    '2xx': result['2xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
  };
  return {
    rps: result['2xx'] / options.durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Warm-up, then ROUNDS alternating runs of each side; the means. */
async function compare(app: { origin: string; headers: Record<string, string>; target: Target }, bare: { origin: string; target: Target }) {
  const runs: Record<'app' | 'bare', Figures[]> = { app: [], bare: [] };
  await fire(app.origin, app.target, app.headers, { durationS: WARMUP_S, connections: CONNECTIONS });
  await fire(bare.origin, bare.target, {}, { durationS: WARMUP_S, connections: CONNECTIONS });
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const)) {
      const f =
        side === 'app'
          ? await fire(app.origin, app.target, app.headers, { durationS: DURATION_S, connections: CONNECTIONS })
          : await fire(bare.origin, bare.target, {}, { durationS: DURATION_S, connections: CONNECTIONS });
      if (f.errors > 0 || f.statuses['4xx']! + f.statuses['5xx']! > 0) {
        throw new Error(`${side} ${app.target.paths[0]}: ${f.errors} errors, ${JSON.stringify(f.statuses)}`);
      }
      runs[side].push(f);
    }
  }
  const mean = (xs: Figures[], k: 'rps' | 'p50' | 'p99') => xs.reduce((s, f) => s + f[k], 0) / xs.length;
  return {
    app: { rps: mean(runs.app, 'rps'), p50: mean(runs.app, 'p50'), p99: mean(runs.app, 'p99') },
    bare: { rps: mean(runs.bare, 'rps'), p50: mean(runs.bare, 'p50'), p99: mean(runs.bare, 'p99') },
  };
}

interface Paced {
  f: Figures;
  loop: LoopFigures;
  /** Requests recorded, the client's send lateness p99 and the p99 from the actual send (ms). */
  requests: number;
  lateP99: number;
  fromSendP99: number;
  clientCpuWaitMs: number;
  tail: TailAttribution | null;
}

/**
 * How long a paced run lasts: long enough for PACED_REQUESTS requests at `rate` (a p99 then rests on
 * its PACED_REQUESTS / 100 slowest, not on the 25 of a 5 s run), at least DURATION_S, at most PACED_MAX_S.
 */
function pacedDurationMs(rate: number): number {
  return 1000 * Math.min(PACED_MAX_S, Math.max(DURATION_S, PACED_REQUESTS / Math.max(1, rate)));
}

/** One paced run with the serving thread watched: its loop delay, stalls, GC pauses and pool queue; the tail attributed. */
async function paced(origin: string, target: Target, headers: Record<string, string>, rate: number, poolWaiting: () => number): Promise<Paced> {
  const probe = startLoopProbe(poolWaiting);
  // Open loop at an even pace (support/load.ts): autocannon's overallRate sends back to back until each
  // second's quota is spent, which measures the saturated latency again.
  if (PACER === 'autocannon') {
    const f = await fire(origin, target, headers, { durationS: DURATION_S, connections: CONNECTIONS, rate });
    return { f: { ...f, statuses: { ...f.statuses, other: f.statuses['4xx']! + f.statuses['5xx']! } }, loop: probe.stop(), requests: f.statuses['2xx']!, lateP99: NaN, fromSendP99: NaN, clientCpuWaitMs: NaN, tail: null };
  }
  const r = await runLoad({ origin, paths: target.paths, headers, connections: CONNECTIONS, durationMs: pacedDurationMs(rate), warmupMs: WARMUP_S * 1000, ratePerS: rate });
  const loop = probe.stop();
  const notOk = r.requests - r.ok;
  const f: Figures = { rps: r.rps, p50: r.latency.p50, p99: r.latency.p99, statuses: { '2xx': r.ok, other: notOk }, errors: r.errors, timeouts: 0 };
  return { f, loop, requests: r.requests, lateP99: r.sendLateness.p99, fromSendP99: r.fromSend.p99, clientCpuWaitMs: r.clientCpuWaitMs, tail: attributeTail(r, loop, CONNECTIONS) };
}

/** The lines a paced run prints: latency from due and from send, the client's lateness, the serving thread, the tail. */
function pacedLines(side: string, rate: number, p: Paced): string {
  return (
    `    paced at ${int(rate)} req/s, ${side}: ${int(p.requests)} requests, p50 ${ms(p.f.p50, 0)} / p99 ${ms(p.f.p99, 0)} ms from due time, ` +
    `p99 ${ms(p.fromSendP99, 0)} ms from the actual send, client send lateness p99 ${ms(p.lateP99, 1)} ms, client thread waited ${ms(p.clientCpuWaitMs, 0)} ms for a CPU; pool queue max ${p.loop.poolWaitMax}\n` +
    `      ${loopLine(p.loop)}; ${p.loop.stalls.length} stalls ≥ ${STALL_MS} ms\n` +
    `      ${p.tail ? tailLine(p.tail) : ''}` +
    // A median above the target: the server's capacity was below the offered rate for much of the run
    // (on a shared machine, mostly the serving thread waiting for a CPU), not a few slow events.
    (p.f.p50 > 50 ? `\n      BEHIND: p50 ${ms(p.f.p50, 0)} ms — the offered rate exceeded what the side served for much of the run` : '')
  );
}

async function main(): Promise<void> {
  log(`# gateway-load\n${machine()}\n${load()}`);
  const db = await startBenchDatabase({ poolMax: POOL });
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const playIds = await seedGatewayData(db, services, ws.id, ROWS);
    const caller: Caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'bench' };
    const app = await startBenchApp(services);
    const bare = await startBare(db.url, services, caller, POOL);
    const origin = app.rootUrl;
    const knexPool = (db.orm.em.getConnection().getKnex().client as { pool?: { numPendingAcquires(): number } }).pool;
    const gatewayWaiting = () => knexPool?.numPendingAcquires() ?? 0;
    const readAuth = { authorization: `Bearer ${ws.readKey}` };
    const writeAuth = { authorization: `Bearer ${ws.writeKey}` };
    log(`seeded ${int(ROWS)} contacts, ${playIds.length ? 'plays, changes' : 'no plays'} and 40 runs; ${load()}`);

    const rows: Array<Array<string | number>> = [];
    let meRps = 0;
    let allMet = true;
    for (const [name, path] of readScenarios()) {
      if (ONLY && !ONLY.some((o) => name.startsWith(o))) continue;
      const r = await compare({ origin, headers: readAuth, target: { paths: [`/v1${path}`] } }, { origin: bare.url, target: { paths: [path] } });
      const ratio = r.app.rps / r.bare.rps;
      // "p99 ≤ 50 ms at that rate": the gateway offered 60 % of the bare route's saturated rate (paced, so
      // the latency is the service's and not the queue a saturating client builds in front of it).
      // The bare route offered the same rate: how much of the tail is the SQL and the machine.
      const rate = Math.round(0.6 * r.bare.rps);
      const pgate = await paced(origin, { paths: [`/v1${path}`] }, readAuth, rate, gatewayWaiting);
      const pbare = await paced(bare.url, { paths: [path] }, {}, rate, bare.waiting);
      const p = pgate.f;
      const met = ratio >= 0.6 && p.p99 <= 50 && p.errors === 0 && p.statuses.other === 0 && (name !== 'me' || r.app.rps >= 2000);
      allMet &&= met;
      if (name === 'me') meRps = r.app.rps;
      rows.push([`GET ${path}`, int(r.app.rps), `${ms(r.app.p50, 0)} / ${ms(r.app.p99, 0)}`, int(r.bare.rps), `${ms(r.bare.p50, 0)} / ${ms(r.bare.p99, 0)}`, pct(ratio), int(pgate.requests), `${ms(p.p50, 0)} / ${ms(p.p99, 0)} (${ms(pgate.fromSendP99, 0)}; ${ms(pgate.lateP99, 1)})`, `${ms(pbare.f.p50, 0)} / ${ms(pbare.f.p99, 0)} (${ms(pbare.fromSendP99, 0)}; ${ms(pbare.lateP99, 1)})`, met ? 'met' : 'NOT met']);
      log(`  ${name}: gateway ${int(r.app.rps)} req/s, bare ${int(r.bare.rps)} req/s (${load()})`);
      log(pacedLines('gateway', rate, pgate));
      log(pacedLines('bare', rate, pbare));
    }
    if (!ONLY || ONLY.includes('mix')) {
      const paths = readScenarios().map(([, p]) => p);
      const r = await compare({ origin, headers: readAuth, target: { paths: paths.map((p) => `/v1${p}`) } }, { origin: bare.url, target: { paths } });
      rows.push(['read mix (all of the above in turn)', int(r.app.rps), `${ms(r.app.p50, 0)} / ${ms(r.app.p99, 0)}`, int(r.bare.rps), `${ms(r.bare.p50, 0)} / ${ms(r.bare.p99, 0)}`, pct(r.app.rps / r.bare.rps), '', '', '', '']);
    }
    if (!ONLY || ONLY.includes('writes')) {
      let batch = 0;
      const gen = contactGenerator({ seed: 99, tag: 'w', companies: companyPool() });
      const upsert: Target = { method: 'POST', paths: ['/contacts'], body: () => JSON.stringify({ contacts: gen.batch(50).map((c) => ({ ...c, crm_id: `w-${batch++}-${String(c.crm_id)}` })) }) };
      const up = await compare(
        { origin, headers: writeAuth, target: { ...upsert, paths: ['/v1/contacts'] } },
        { origin: bare.url, target: upsert },
      );
      rows.push(['POST /contacts (50 rows; the same body each time)', int(up.app.rps), `${ms(up.app.p50, 0)} / ${ms(up.app.p99, 0)}`, int(up.bare.rps), `${ms(up.bare.p50, 0)} / ${ms(up.bare.p99, 0)}`, pct(up.app.rps / up.bare.rps), '', '', '', '']);
      const patchPaths = playIds.slice(0, 100).map((id) => `/plays/${id}`);
      const patch: Target = { method: 'PATCH', paths: patchPaths, body: () => JSON.stringify({ notes: 'called, left a voicemail' }) };
      const pa = await compare(
        { origin, headers: writeAuth, target: { ...patch, paths: patchPaths.map((p) => `/v1${p}`) } },
        { origin: bare.url, target: patch },
      );
      rows.push(['PATCH /plays/{id} (notes)', int(pa.app.rps), `${ms(pa.app.p50, 0)} / ${ms(pa.app.p99, 0)}`, int(pa.bare.rps), `${ms(pa.bare.p50, 0)} / ${ms(pa.bare.p99, 0)}`, pct(pa.app.rps / pa.bare.rps), '', '', '', '']);
    }
    log(`\n${CONNECTIONS} kept-alive connections, ${DURATION_S} s per side after ${WARMUP_S} s warm-up, mean of ${ROUNDS} alternating rounds, paced runs ${PACER === 'autocannon' ? 'by autocannon\'s overallRate' : `open loop at an even pace for ${int(PACED_REQUESTS)} requests (${DURATION_S}–${PACED_MAX_S} s), p50 / p99 from each request's due time, pooled over every request sent`}, load generator ${CLIENT_WORKERS > 0 ? `in ${CLIENT_WORKERS} worker thread(s)` : 'inline in the servers\' thread'}, ${POOL} DB connections per side, RATE_LIMIT_STORE=${process.env.RATE_LIMIT_STORE ?? 'memory'}`);
    log(table(['route', 'gateway req/s', 'p50 / p99 ms', 'bare req/s', 'p50 / p99 ms', 'gateway/bare', 'paced requests per side', 'gateway p50 / p99 ms at 60 % of bare req/s (p99 from send; client lateness p99)', 'bare p50 / p99 ms at that rate (the same)', 'target'], rows));

    if (meRps > 0 && (!ONLY || ONLY.includes('overload'))) {
      // Open loop at twice the saturated rate (support/load.ts: latency from each request's due time), the
      // 2xx apart from the 503s: what the accepted requests waited. The serving loop's delay is where they wait.
      const offered = Math.round(meRps * 2);
      const probe = startLoopProbe();
      const over = await runLoad({ origin, paths: ['/v1/me'], headers: readAuth, connections: OVERLOAD_CONNECTIONS, durationMs: 10_000, warmupMs: 1_000, ratePerS: offered });
      const overLoop = probe.stop();
      const after = await fire(origin, { paths: ['/v1/me'] }, readAuth, { durationS: DURATION_S, connections: CONNECTIONS });
      log(
        `\noverload: GET /me offered at ${int(offered)} req/s (2 × ${int(meRps)}) over ${OVERLOAD_CONNECTIONS} connections for 10 s, open loop: ` +
          `${int(over.rps)} req/s answered 2xx, statuses ${JSON.stringify(over.statuses)}, ${over.errors} errors${over.lastError ? ` (${over.lastError})` : ''}; ` +
          `2xx p50 ${ms(over.okLatency.p50, 0)} / p99 ${ms(over.okLatency.p99, 0)} ms, all answers p50 ${ms(over.latency.p50, 0)} / p99 ${ms(over.latency.p99, 0)} ms; ${loopLine(overLoop)}` +
          `\nright after: ${int(after.rps)} req/s, p50 ${ms(after.p50, 0)} ms, p99 ${ms(after.p99, 0)} ms, statuses ${JSON.stringify(after.statuses)}`,
      );
    }
    await app.close();
    await bare.close();
    log(`\n${allMet ? 'all read targets met' : 'some read target NOT met'}; ${memory()}; ${load()}`);
  } finally {
    await db.stop();
  }
}

runMain(main);
