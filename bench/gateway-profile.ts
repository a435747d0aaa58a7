/**
 * Where a gateway request's CPU goes (issue #25 item 4): the gateway alone in this process on
 * BENCH_ROWS demo-like contacts, autocannon in a process of its own, and V8's CPU profiler
 * (the one `--cpu-prof` starts) running only while the load runs, so the profile holds the
 * gateway's work and nothing of seeding or of the load generator. Prints the share of busy
 * time under each stage of a request and writes the profile for Chrome DevTools.
 *
 *   npx tsx bench/gateway-profile.ts [path ...]     (default /v1/me and /v1/contacts?page_size=50)
 *
 * Also prints the gateway's CPU time per request (this process's user + system time over the run ÷ the
 * requests answered): unlike req/s it hardly moves with other work on the machine, so two code versions can
 * be compared on a busy machine (BENCH_PROFILE=0 leaves the sampling profiler off for that figure).
 *
 * Knobs: BENCH_ROWS (5000), BENCH_DURATION_S (8), BENCH_CONNECTIONS (16), PROFILE_DIR (os tmpdir),
 *        RATE_LIMIT_STORE (memory), BENCH_PROFILE (1).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { benchServices,seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { startBenchDatabase } from './support/postgres';
import { batchesOf, seedContacts } from './support/seed';
import { envInt, envNumber, load, log, machine } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 5_000);
const DURATION_S = envNumber('BENCH_DURATION_S', 8);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 16);
const PROFILE = envInt('BENCH_PROFILE', 1) === 1;
const AUTOCANNON = path.resolve('node_modules/.bin/autocannon');

/** The stages of a request, by the source file a stack frame comes from (first match wins). */
const STAGES: Array<[string, RegExp]> = [
  ['auth (credential lookup and cache)', /src\/(gateway\/auth|core\/auth\/)/],
  ['rate limiter', /src\/gateway\/rate-limit|rate-limiter-flexible/],
  ['admission gate', /src\/gateway\/admission/],
  ['request parsing and validation (zod)', /src\/gateway\/zod-issues|src\/shared\/unstorable-text|node_modules\/zod/],
  ['logging (pino)', /node_modules\/pino/],
  ['metrics (prom-client)', /node_modules\/prom-client/],
  ['ORM (MikroORM, knex)', /@mikro-orm|node_modules\/knex/],
  ['pg driver', /node_modules\/pg(-protocol|-pool)?\//],
  ['route handlers and queries (src/core)', /src\/core\//],
  ['response JSON (express res.json)', /express\/lib\/response/],
  ['express routing', /node_modules\/(express|router)\//],
  ['HTTP server (node:http)', /^node:_http/],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Busy time (µs) per stage: a sample counts for every stage on its stack (inclusive), GC and idle apart. */
function stages(profile: Profile): { busy: number; gc: number; byStage: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byStage = new Map<string, number>(STAGES.map(([name]) => [name, 0]));
  let busy = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const fn = byId.get(id)!.callFrame.functionName;
    if (fn === '(idle)') return;
    busy += dt;
    if (fn === '(garbage collector)') gc += dt;
    const hit = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const url = byId.get(cur)!.callFrame.url;
      const stage = STAGES.find(([, re]) => re.test(url))?.[0];
      if (stage) hit.add(stage);
    }
    for (const s of hit) byStage.set(s, byStage.get(s)! + dt);
  });
  return { busy, gc, byStage };
}

/** Stops the profiler, writes the profile and prints the share of busy time under each stage. */
async function reportProfile(session: Session, p: string): Promise<void> {
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  const file = path.join(process.env.PROFILE_DIR ?? tmpdir(), `gateway-${p.replace(/\W+/g, '_')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const { busy, gc, byStage } = stages(profile);
  const share = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  log(`  busy ${(busy / 1e6).toFixed(2)} s of ${DURATION_S} s (${((busy / 1e6 / DURATION_S) * 100).toFixed(0)} % of one core), GC ${share(gc)}; profile: ${file}`);
  for (const [name, us] of [...byStage].sort((a, b) => b[1] - a[1])) log(`  ${share(us).padStart(7)}  ${name}`);
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/v1/me', '/v1/contacts?page_size=50'];
  log(`# gateway-profile\n${machine()}\n${load()}`);
  const db = await startBenchDatabase();
  const session = new Session();
  session.connect();
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    await seedContacts(services, ws.id, batchesOf(contactGenerator({ seed: 25, tag: 'p', companies: companyPool() }).batch, ROWS, 1000));
    const app = await startBenchApp(services);
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    for (const p of paths) {
      const url = `${app.rootUrl}${p}`;
      const args = ['-c', String(CONNECTIONS), '-H', `authorization=Bearer ${ws.readKey}`, '-j'];
      await promisify(execFile)(AUTOCANNON, [...args, '-d', '2', url]); // warm-up, not profiled
      if (PROFILE) await session.post('Profiler.start');
      const cpu0 = process.cpuUsage();
      const { stdout } = await promisify(execFile)(AUTOCANNON, [...args, '-d', String(DURATION_S), url], { maxBuffer: 1 << 24 });
      const cpu = process.cpuUsage(cpu0);
      const result = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number };
      log(`\nGET ${p}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx; ${load()}`);
      log(`  gateway CPU per request: ${((cpu.user + cpu.system) / result.requests.total).toFixed(0)} µs (user + system over ${result.requests.total} requests${PROFILE ? ', profiler on' : ''})`);
      if (PROFILE) await reportProfile(session, p);
    }
    await app.close();
  } finally {
    session.disconnect();
    await db.stop();
  }
}

runMain(main);
