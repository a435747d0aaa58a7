/**
 * Memory of the scheduler and the checker PROCESSES across one long run: both started
 * the production way (`node --import tsx src/main.ts scheduler|checker`), the sandbox
 * as a third process with a world of ≥ 200,000 people, a durable embedded Postgres.
 * 200,000 tracked contacts and profiles are seeded with set-based SQL (the upsert's own
 * normaliser computes the keys), one baseline run is queued, and the RSS of both
 * processes is sampled every second from /proc until the run completes.
 *
 *   npx tsx bench/engine-rss.ts [--profiles 200000] [--batch 500] [--bundle] [--node-options "--max-old-space-size=160"] [--no-write]
 *
 * By default the scheduler and the checker get the node flags `npm start` gives them
 * (`roleNodeFlags` in src/runtime/children.ts: the heap cap, SCHEDULER_/CHECKER_MAX_OLD_SPACE_MB),
 * so the figures are those of the configuration users run; `--node-options` replaces them
 * for both (`--node-options ""` = no flags, V8's defaults).
 *
 * Target: each process < 300 MB at its peak, and flat: no growth with the work done
 * (the slope of RSS against profiles processed over the second half of the run).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadEnv } from '../src/config/env';
import { grantCredits } from '../src/core/credits/credits.service';
import { createServices } from '../src/core/services';
import { createWorkspace } from '../src/core/workspaces/workspace.service';
import { roleNodeFlags } from '../src/runtime/children';
import { createLogger } from '../src/shared/logger';
import { leaderLockHeld, ProcessTree, rssBytes, waitForPort } from '../test/support/process-tree';
import { freePort } from '../test/support/processes';
import { ENGINE_TOKEN, numberArg, WRITE } from './support/cli';
import {
  cpuMeter,
  fetchPeople,
  loadAvg,
  machineInfo,
  markdownTable,
  now,
  postgresPids,
  queueRun,
  runState,
  seedTracked,
  sleep,
  writeSection,
} from './support/engine';
import { startBenchDatabase } from './support/postgres';

const PROFILES = numberArg('profiles', 200_000);
const BATCH = numberArg('batch', 500);
const LIMIT_MB = 300;
const MB = 1024 * 1024;

const info = machineInfo();
const loadStart = loadAvg();
process.stderr.write(`engine RSS: ${PROFILES} profiles, batch ${BATCH}; load ${loadStart}\n`);

/**
 * `--bundle`: run the roles from the production bundle (scripts/build.mjs's esbuild
 * options, written under node_modules/.cache so bare imports still resolve) instead of
 * `node --import tsx src/main.ts`.
 */
async function bundleEntry(): Promise<string[]> {
  const { build } = await import('esbuild');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outdir = path.join(root, 'node_modules/.cache/tracker-bench');
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    sourcesContent: false,
    banner: { js: "import { createRequire as __trackerCreateRequire } from 'node:module';\nconst require = __trackerCreateRequire(import.meta.url);" },
    loader: { '.proto': 'text' },
    logLevel: 'warning',
  });
  return [path.join(outdir, 'main.js')];
}

const BUNDLE = process.argv.includes('--bundle');
/** `--node-options "<flags>"`: NODE_OPTIONS for the scheduler and the checker (e.g. a heap cap). */
const GIVEN_NODE_OPTIONS = process.argv.includes('--node-options') ? (process.argv[process.argv.indexOf('--node-options') + 1] ?? '') : undefined;
/** NODE_OPTIONS per role: the given ones, else the flags `npm start` (superviseRole) adds. */
const nodeOptionsFor = (role: 'scheduler' | 'checker'): string => GIVEN_NODE_OPTIONS ?? roleNodeFlags(role).join(' ');
const NODE_OPTIONS = GIVEN_NODE_OPTIONS ?? `npm start's: scheduler "${nodeOptionsFor('scheduler')}", checker "${nodeOptionsFor('checker')}"`;
const RUNTIME = BUNDLE ? 'bundle (node dist-style main.js)' : 'node --import tsx src/main.ts';
const db = await startBenchDatabase({ poolMax: 4 });
const tree = new ProcessTree(BUNDLE ? { entry: await bundleEntry() } : {});
const cleanup = async () => {
  await tree.killAll();
  await db.stop();
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

interface Sample {
  t: number;
  processed: number;
  scheduler: number | null;
  checker: number | null;
}

try {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const people = Math.min(300_000, Math.max(200_000, Math.ceil(PROFILES * 1.1)));
  const sandbox = tree.start('sandbox', { SANDBOX_PORT: String(sandboxPort), SANDBOX_PEOPLE: String(people), SANDBOX_SEED: '42', LOG_LEVEL: 'warn' });
  const checkerPort = await freePort();
  const checker = tree.start('checker', {
    CHECKER_PORT: String(checkerPort),
    CHECKER_TOKEN: ENGINE_TOKEN,
    PROFILE_SOURCE_URL: sandboxUrl,
    PROVIDER_RATE_PER_SECOND: '1000000',
    PROVIDER_MAX_CONCURRENT: '64',
    LOG_LEVEL: 'warn',
    ...(nodeOptionsFor('checker') ? { NODE_OPTIONS: nodeOptionsFor('checker') } : {}),
  });
  await waitForPort('127.0.0.1', sandboxPort, 180_000);
  await waitForPort('127.0.0.1', checkerPort, 120_000);

  const services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }), log: createLogger('warn') });
  const ws = await createWorkspace(services, { name: 'RSS bench' });
  await grantCredits(services, { workspace: ws.id, amount: PROFILES * 2 });
  const client = await db.client();
  await client.query('update workspace_settings set next_refresh_at = null');
  const t0 = now();
  const tracked = await fetchPeople(sandboxUrl, PROFILES);
  const profileIds = await seedTracked(client, ws.id, tracked);
  process.stderr.write(`seeded ${profileIds.length} tracked contacts and profiles in ${((now() - t0) / 1000).toFixed(1)} s\n`);

  const scheduler = tree.start('scheduler', {
    NODE_ENV: 'development',
    DATABASE_URL: db.url,
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: ENGINE_TOKEN,
    LOG_LEVEL: 'warn',
    SCHEDULER_BATCH_SIZE: String(BATCH),
    CADENCE_EVERY_MS: '60000',
    ...(nodeOptionsFor('scheduler') ? { NODE_OPTIONS: nodeOptionsFor('scheduler') } : {}),
  });
  const lockDeadline = Date.now() + 120_000;
  while (!(await leaderLockHeld(db.url))) {
    if (!scheduler.alive() || Date.now() > lockDeadline) throw new Error(`the scheduler did not start:\n${scheduler.output()}`);
    await sleep(200);
  }

  const samples: Sample[] = [];
  const sample = (processed: number) =>
    samples.push({ t: (now() - t0) / 1000, processed, scheduler: rssBytes(scheduler.pid), checker: rssBytes(checker.pid) });
  // Idle, leading, connected: the start value.
  for (let i = 0; i < 3; i++) {
    sample(0);
    await sleep(1000);
  }
  const idle = samples.length;
  const cpu = cpuMeter({ scheduler: () => [scheduler.pid], checker: () => [checker.pid], sandbox: () => [sandbox.pid], postgres: () => postgresPids(db.dataDir) });
  const runId = await queueRun(client, ws.id, profileIds, 'baseline');
  const runStart = now();
  let state = await runState(client, runId);
  let shown = 0;
  while (state.status !== 'completed') {
    if (!scheduler.alive() || !checker.alive()) throw new Error(`a process died:\n${scheduler.output()}\n${checker.output()}`);
    if (['failed', 'cancelled'].includes(state.status)) throw new Error(`run ended ${state.status}`);
    const next = now() + 1000;
    state = await runState(client, runId);
    sample(state.processed);
    if (state.processed - shown >= PROFILES / 20) {
      shown = state.processed;
      const last = samples.at(-1)!;
      process.stderr.write(
        `  ${state.processed}/${state.items} ${(state.processed / ((now() - runStart) / 1000)).toFixed(0)}/s  scheduler ${((last.scheduler ?? 0) / MB).toFixed(0)} MB  checker ${((last.checker ?? 0) / MB).toFixed(0)} MB\n`,
      );
    }
    await sleep(Math.max(0, next - now()));
  }
  const used = cpu.stop();
  const seconds = state.seconds ?? (now() - runStart) / 1000;
  for (let i = 0; i < 3; i++) {
    await sleep(1000);
    sample(state.processed);
  }
  // What the per-batch balance sum costs once the ledger holds a row per check.
  const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
    'explain (analyze, buffers) select coalesce(sum(amount), 0) as balance from credit_ledger where workspace_id = $1',
    [ws.id],
  );
  const balancePlan = plan.map((r) => r['QUERY PLAN']);
  await client.end();

  const loadEnd = loadAvg();
  const during = samples.slice(idle);
  const stats = (key: 'scheduler' | 'checker') => {
    const values = samples.map((s) => s[key] ?? 0);
    const run = during.map((s) => s[key] ?? 0);
    const second = during.filter((s) => s.processed >= state.items / 2 && s.processed < state.items);
    // Least-squares slope of RSS (MB) against profiles processed, over the second half of the run.
    const xs = second.map((s) => s.processed);
    const ys = second.map((s) => (s[key] ?? 0) / MB);
    const mx = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const my = ys.reduce((a, b) => a + b, 0) / Math.max(1, ys.length);
    const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
    const slope = den > 0 ? xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / den : 0;
    const at = (f: number) => (during.find((s) => s.processed >= state.items * f)?.[key] ?? 0) / MB;
    return {
      start: (values[idle - 1] ?? 0) / MB,
      peak: Math.max(...values) / MB,
      end: (values.at(-1) ?? 0) / MB,
      quarter: [0.25, 0.5, 0.75, 0.99].map(at),
      slopePer100k: slope * 100_000,
      runMean: run.reduce((a, b) => a + b, 0) / Math.max(1, run.length) / MB,
    };
  };
  const rows = (['scheduler', 'checker'] as const).map((key) => {
    const s = stats(key);
    const pass = s.peak < LIMIT_MB && Math.abs(s.slopePer100k) < 20;
    return [
      key,
      s.start.toFixed(0),
      s.peak.toFixed(0),
      s.end.toFixed(0),
      s.quarter.map((q) => q.toFixed(0)).join(' / '),
      s.slopePer100k.toFixed(1),
      `< ${LIMIT_MB} MB, flat`,
      pass ? 'pass' : 'FAIL',
    ];
  });
  const table = markdownTable(
    ['process', 'start MB', 'peak MB', 'end MB', 'at 25 / 50 / 75 / 99 % MB', 'slope MB per 100k (2nd half)', 'target', 'result'],
    rows,
  );
  const body = [
    `\`npx tsx bench/engine-rss.ts --profiles ${PROFILES} --batch ${BATCH}${BUNDLE ? ' --bundle' : ''}${GIVEN_NODE_OPTIONS !== undefined ? ` --node-options "${GIVEN_NODE_OPTIONS}"` : ''}\` — ${info.date}; ${info.nproc} CPUs (nproc), ${info.memGb} GB RAM (free -g total), Node ${info.node}, load average ${loadStart} at start, ${loadEnd} at the end.`,
    '',
    `Processes: ${RUNTIME}; node options ${NODE_OPTIONS || 'none'}. One baseline run of ${state.items.toLocaleString('en')} profiles (sandbox world of ${people.toLocaleString('en')} people, unthrottled; checker 64 in flight; SCHEDULER_BATCH_SIZE=${BATCH}): ${state.processed.toLocaleString('en')} checks in ${seconds.toFixed(0)} s (${(state.processed / seconds).toFixed(0)}/s). RSS from /proc/<pid>/status every second: start = idle leader before the run, end = 3 s after it completed; ${samples.length} samples. CPU s during the run: scheduler ${used.scheduler!.toFixed(0)}, checker ${used.checker!.toFixed(0)}, sandbox ${used.sandbox!.toFixed(0)}, postgres ${used.postgres!.toFixed(0)}.`,
    '',
    table,
    '',
    `The balance the engine sums twice per batch (workspaceState and commitBatch), with ${PROFILES.toLocaleString('en')} check rows in the ledger:`,
    '',
    '```',
    ...balancePlan,
    '```',
  ].join('\n');
  process.stdout.write(`\n${body}\n`);
  const flags = GIVEN_NODE_OPTIONS === undefined ? `npm start's node flags (${nodeOptionsFor('scheduler') || 'none'})` : GIVEN_NODE_OPTIONS;
  if (WRITE) writeSection(`Run engine memory (scheduler and checker RSS, ${BUNDLE ? 'bundle' : 'tsx'}${flags ? `, ${flags}` : ''})`, body);
} finally {
  await cleanup();
}
