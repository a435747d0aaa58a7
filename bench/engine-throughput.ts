/**
 * Run-engine throughput, end to end: the engine (in this process, as the scheduler runs
 * it) leases batches from a durable embedded Postgres, streams them over gRPC to the
 * checker (its own process, `src/main.ts checker`), which fetches each profile from the
 * sandbox (its own process, no rate limit), and commits each batch.
 *
 *   npx tsx bench/engine-throughput.ts [--profiles 20000] [--batch 500] [--concurrency 64] [--no-write]
 *
 * Two runs over the same tracked profiles: the baseline (first check of each) and a
 * refresh after the sandbox clock moved 30 days (diffs, changes, plays). Target
 * ≥ 1,000 checks/s. Where time goes per batch comes from timing wrappers around the
 * engine's statements, its CheckerPort and its company enricher (bench/support/engine.ts);
 * pg_stat_statements gives the slowest statements; CPU seconds per process show which
 * process the two cores are spent in.
 */
import { loadEnv } from '../src/config/env';
import { grantCredits } from '../src/core/credits/credits.service';
import { companyEnricher } from '../src/core/runs/company-enrichment';
import { createServices } from '../src/core/services';
import { createWorkspace } from '../src/core/workspaces/workspace.service';
import { createCheckerClient } from '../src/grpc/clients/checker-client';
import { grpcCheckerPort } from '../src/grpc/clients/checker-port-adapter';
import { startRunEngine } from '../src/scheduler/run-engine';
import { createLogger } from '../src/shared/logger';
import { ProcessTree, waitForPort } from '../test/support/process-tree';
import { freePort } from '../test/support/processes';
import { ENGINE_TOKEN, numberArg, WRITE } from './support/cli';
import {
  cpuMeter,
  fetchPeople,
  FK_HEAD,
  foreignKeyChecks,
  instrumentServices,
  loadAvg,
  machineInfo,
  markdownTable,
  now,
  PHASE_HEAD,
  phaseRows,
  PhaseTimer,
  postgresPids,
  queueRun,
  sandboxAdmin,
  seedTracked,
  timedChecker,
  timedEnricher,
  waitRun,
  writeSection,
} from './support/engine';
import { resetStatements, startBenchDatabase, topStatements } from './support/postgres';

const PROFILES = numberArg('profiles', 20_000);
const BATCH = numberArg('batch', 500);
const CONCURRENCY = numberArg('concurrency', 64);
const TARGET = 1000;

const info = machineInfo();
const loadStart = loadAvg();
process.stderr.write(`engine throughput: ${PROFILES} profiles, batch ${BATCH}, ${CONCURRENCY} in flight; load ${loadStart}\n`);

const db = await startBenchDatabase({ poolMax: 10, statements: true });
const tree = new ProcessTree();
const cleanup = async () => {
  await Promise.all(tree.running().map((p) => p.stop(10_000)));
  await tree.killAll();
  await db.stop();
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = tree.start('sandbox', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PEOPLE: String(Math.ceil(PROFILES * 1.1) + 1000),
    SANDBOX_SEED: '42',
    LOG_LEVEL: 'warn',
  });
  const checkerPort = await freePort();
  const checker = tree.start('checker', {
    CHECKER_PORT: String(checkerPort),
    CHECKER_TOKEN: ENGINE_TOKEN,
    PROFILE_SOURCE_URL: sandboxUrl,
    PROVIDER_RATE_PER_SECOND: '1000000',
    PROVIDER_MAX_CONCURRENT: String(CONCURRENCY),
    LOG_LEVEL: 'warn',
  });
  await waitForPort('127.0.0.1', sandboxPort, 120_000);
  await waitForPort('127.0.0.1', checkerPort, 120_000);

  const log = createLogger('warn');
  const services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }), log });
  const ws = await createWorkspace(services, { name: 'Engine bench' });
  await grantCredits(services, { workspace: ws.id, amount: PROFILES * 3 });
  const client = await db.client();
  await client.query('update workspace_settings set next_refresh_at = null');

  const t0 = now();
  const people = await fetchPeople(sandboxUrl, PROFILES);
  const profileIds = await seedTracked(client, ws.id, people);
  process.stderr.write(`seeded ${profileIds.length} tracked contacts in ${((now() - t0) / 1000).toFixed(1)} s\n`);

  const timer = new PhaseTimer();
  const hookState = { inHook: false };
  const batches: Array<{ items: number; ms: number }> = [];
  const timed = instrumentServices(services, timer, hookState);
  const grpc = createCheckerClient(`127.0.0.1:${checkerPort}`, { token: ENGINE_TOKEN });
  const engine = startRunEngine(timed, {
    checker: timedChecker(grpcCheckerPort(grpc), timer, batches),
    batchSize: BATCH,
    idleMs: 50,
    enrichCompanies: timedEnricher(companyEnricher(timed, grpc), timer),
    warmDetection: true, // as the scheduler starts it
  });
  const cpu = cpuMeter({
    'engine (this process)': () => [process.pid],
    checker: () => [checker.pid],
    sandbox: () => [sandbox.pid],
    postgres: () => postgresPids(db.dataDir),
  });

  interface Result {
    name: string;
    items: number;
    seconds: number;
    rate: number;
    totals: Record<string, number>;
    phases: Array<Array<string | number>>;
    statements: Awaited<ReturnType<typeof topStatements>>;
    foreignKeys: Array<Array<string | number>>;
    cpu: Record<string, number>;
    meanBatch: number;
  }
  const results: Result[] = [];
  const measure = async (name: string, kind: 'baseline' | 'manual') => {
    timer.reset();
    batches.length = 0;
    await resetStatements(client);
    cpu.start();
    const wall0 = now();
    const runId = await queueRun(client, ws.id, profileIds, kind);
    engine.kick();
    let shown = 0;
    const state = await waitRun(client, runId, (s) => {
      if (s.processed - shown >= PROFILES / 10) {
        shown = s.processed;
        process.stderr.write(`  ${name}: ${s.processed}/${s.items} (${s.seconds ? (s.processed / s.seconds).toFixed(0) : '-'} /s)\n`);
      }
    });
    const wallMs = now() - wall0;
    const used = cpu.stop();
    const seconds = state.seconds ?? wallMs / 1000;
    results.push({
      name,
      items: state.items,
      seconds,
      rate: state.processed / seconds,
      totals: state.totals,
      phases: phaseRows(timer, seconds * 1000),
      statements: await topStatements(client, 8),
      foreignKeys: await foreignKeyChecks(client),
      cpu: used,
      meanBatch: batches.reduce((s, b) => s + b.items, 0) / Math.max(1, batches.length),
    });
    process.stderr.write(`  ${name}: ${state.processed} checks in ${seconds.toFixed(1)} s = ${(state.processed / seconds).toFixed(0)}/s\n`);
  };

  await measure('baseline (first check)', 'baseline');
  const advanced = await sandboxAdmin<{ changes: Record<string, number> }>(sandboxUrl, 'POST', '/admin/clock', { advance_days: 30 });
  process.stderr.write(`sandbox clock +30 days: ${JSON.stringify(advanced.changes)}\n`);
  await measure('refresh after 30 days', 'manual');
  await engine.stop();
  grpc.close();
  await client.end();

  const loadEnd = loadAvg();
  const summary = markdownTable(
    ['run', 'profiles', 'seconds', 'checks/s', 'target', 'changes (moved/promoted/left/not found)', 'plays', 'CPU s: engine / checker / sandbox / postgres', 'result'],
    results.map((r) => [
      r.name,
      r.items,
      r.seconds.toFixed(1),
      r.rate.toFixed(0),
      `≥ ${TARGET.toLocaleString('en')}/s`,
      `${r.totals.moved}/${r.totals.promoted}/${r.totals.left}/${r.totals.not_found}`,
      r.totals.plays_created ?? 0,
      ['engine (this process)', 'checker', 'sandbox', 'postgres'].map((k) => (r.cpu[k] ?? 0).toFixed(1)).join(' / '),
      r.rate >= TARGET ? 'pass' : 'FAIL',
    ]),
  );
  const phaseTables = results
    .map((r) => `Per-batch phases, ${r.name} (${r.meanBatch.toFixed(0)} items per batch on average; share = phase total ÷ run wall time):\n\n${markdownTable(PHASE_HEAD, r.phases)}`)
    .join('\n\n');
  const stmtTables = results
    .map(
      (r) =>
        `Slowest statements, ${r.name} (pg_stat_statements, total ms):\n\n${markdownTable(
          ['calls', 'total ms', 'mean ms', 'statement'],
          r.statements.map((s) => [s.calls, s.total_ms, s.mean_ms, `\`${s.query.slice(0, 110).replace(/\|/g, '\\|')}…\``]),
        )}\n\nForeign-key checks, ${r.name}:\n\n${markdownTable(FK_HEAD, r.foreignKeys)}`,
    )
    .join('\n\n');
  const body = [
    `\`npx tsx bench/engine-throughput.ts --profiles ${PROFILES} --batch ${BATCH} --concurrency ${CONCURRENCY}\` — ${info.date}; ${info.nproc} CPUs (nproc), ${info.memGb} GB RAM (free -g total), Node ${info.node}, load average ${loadStart} at start, ${loadEnd} at the end.`,
    '',
    `Run engine in the bench process (batch ${BATCH}, plays hook on, no ICP) → gRPC → checker process (rate 1,000,000/s, ${CONCURRENCY} in flight) → sandbox process (no rate limit); durable embedded Postgres (fsync on). checks/s = processed ÷ (finished_at − started_at) of the run.`,
    '',
    summary,
    '',
    phaseTables,
    '',
    stmtTables,
  ].join('\n');
  process.stdout.write(`\n${body}\n`);
  if (WRITE) writeSection('Run engine throughput', body);
} finally {
  await cleanup();
}
