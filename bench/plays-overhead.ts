/**
 * What scoring plays inside a run costs: the same refresh run in a workspace with an
 * account and contact ICP (fits are evaluated and stored with each play) and in one
 * without any ICP. The batch commit always creates plays (there is no hook to leave
 * out since issue 13), so the `none` side still derives plays, unscored; before issue 13
 * it ran without plays at all, so figures from before and after are not comparable.
 * Target: plays lower checks/s by at most 10 %.
 *
 *   npx tsx bench/plays-overhead.ts [--profiles 5000] [--batch 500] [--positions-index] [--no-warmup] [--no-write]
 *
 * Four workspaces track the same sandbox people, so after the sandbox clock moves a
 * year (about a quarter of the people changed) each refresh run sees the same changes.
 * The four refresh runs go in the order plays, none, none, plays (ABBA) so a drift in
 * machine load during the bench falls on both sides. Engine in this process (a fresh
 * engine per run, with or without the hook), checker and sandbox in their own processes,
 * durable embedded Postgres. A fifth workspace (same people, no hook) runs one refresh
 * first, unmeasured: the first run after the clock moved otherwise pays the sandbox's,
 * checker's and Postgres's warm-up (it streamed ~2× slower whatever its hook), which
 * fell on the plays side of the pair.
 */
import { loadEnv } from '../src/config/env';
import { grantCredits } from '../src/core/credits/credits.service';
import { putIcp } from '../src/core/icp/icp.service';
import { companyEnricher } from '../src/core/runs/company-enrichment';
import { createServices } from '../src/core/services';
import { createWorkspace } from '../src/core/workspaces/workspace.service';
import { createCheckerClient } from '../src/grpc/clients/checker-client';
import { grpcCheckerPort } from '../src/grpc/clients/checker-port-adapter';
import { startRunEngine } from '../src/scheduler/run-engine';
import { createLogger } from '../src/shared/logger';
import { ProcessTree } from '../test/support/process-tree';
import { ENGINE_TOKEN, numberArg, WRITE } from './support/cli';
import {
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
  queueRun,
  sandboxAdmin,
  seedTracked,
  startUnthrottledUpstream,
  timedChecker,
  timedEnricher,
  waitRun,
  writeSection,
} from './support/engine';
import { resetStatements, startBenchDatabase, topStatements } from './support/postgres';

const PROFILES = numberArg('profiles', 5000);
const BATCH = numberArg('batch', 500);
const LIMIT = 0.1;
/**
 * `--positions-index`: an experiment, not the schema: creates `positions (profile_id)` in
 * the bench database before the measured runs, to show what the hook's positions lookups
 * cost without a sequential scan.
 */
const POSITIONS_INDEX = process.argv.includes('--positions-index');
const WARMUP = !process.argv.includes('--no-warmup');

const info = machineInfo();
const loadStart = loadAvg();
process.stderr.write(`plays overhead: ${PROFILES} profiles per workspace, batch ${BATCH}; load ${loadStart}\n`);

const db = await startBenchDatabase({ poolMax: 10, statements: true });
const tree = new ProcessTree();
const cleanup = async () => {
  await tree.killAll();
  await db.stop();
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  const { sandboxUrl, checkerPort } = await startUnthrottledUpstream(tree, { people: Math.ceil(PROFILES * 1.1) + 1000, seed: '7', token: ENGINE_TOKEN });

  const log = createLogger('warn');
  const services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }), log });
  const client = await db.client();
  const people = await fetchPeople(sandboxUrl, PROFILES);
  const order = [...(WARMUP ? (['warmup'] as const) : []), 'plays', 'none', 'none', 'plays'] as const;
  const workspaces: Array<{ id: string; hook: 'plays' | 'none' | 'warmup'; profiles: string[] }> = [];
  for (const [i, hook] of order.entries()) {
    const ws = await createWorkspace(services, { name: `Plays bench ${i + 1} (${hook})` });
    await grantCredits(services, { workspace: ws.id, amount: PROFILES * 3 });
    // Only the `plays` side has an ICP: its plays are scored.
    if (hook === 'plays') {
      await putIcp(services, ws.id, {
        account: { employees: { min: 50 }, unknown_policy: 'pass' },
        contact: { seniority: ['manager', 'director', 'vp', 'c_level'] },
      });
    }
    workspaces.push({ id: ws.id, hook, profiles: await seedTracked(client, ws.id, people, `w${i}`) });
  }
  await client.query('update workspace_settings set next_refresh_at = null');

  const grpc = createCheckerClient(`127.0.0.1:${checkerPort}`, { token: ENGINE_TOKEN });
  const timer = new PhaseTimer();
  const hookState = { inHook: false };
  const batches: Array<{ items: number; ms: number }> = [];
  const timed = instrumentServices(services, timer, hookState);
  const engineWith = (_side: 'plays' | 'none' | 'warmup') =>
    startRunEngine(timed, {
      checker: timedChecker(grpcCheckerPort(grpc), timer, batches),
      batchSize: BATCH,
      idleMs: 50,
      enrichCompanies: timedEnricher(companyEnricher(timed, grpc), timer),
    });

  // Baselines (not measured), one engine for all four.
  const t0 = now();
  const baseline = engineWith('none');
  for (const ws of workspaces) await waitRun(client, await queueRun(client, ws.id, ws.profiles, 'baseline'));
  await baseline.stop();
  process.stderr.write(`baselines: ${workspaces.length} × ${PROFILES} in ${((now() - t0) / 1000).toFixed(0)} s\n`);

  if (POSITIONS_INDEX) await client.query('create index bench_positions_profile_idx on positions (profile_id); analyze positions');
  const advanced = await sandboxAdmin<{ changes: Record<string, number> }>(sandboxUrl, 'POST', '/admin/clock', { advance_days: 365 });
  process.stderr.write(`sandbox clock +365 days: ${JSON.stringify(advanced.changes)}\n`);

  interface Result {
    hook: 'plays' | 'none';
    seconds: number;
    rate: number;
    totals: Record<string, number>;
    changes: number;
    phases: Array<Array<string | number>>;
    statements: Awaited<ReturnType<typeof topStatements>>;
    foreignKeys: Array<Array<string | number>>;
  }
  const results: Result[] = [];
  for (const ws of workspaces) {
    timer.reset();
    await resetStatements(client);
    const engine = engineWith(ws.hook);
    const runId = await queueRun(client, ws.id, ws.profiles, 'manual');
    const state = await waitRun(client, runId);
    await engine.stop();
    if (ws.hook === 'warmup') {
      process.stderr.write(`  warm-up (not measured): ${state.processed} checks in ${state.seconds!.toFixed(1)} s\n`);
      continue;
    }
    const seconds = state.seconds!;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from changes where run_id = $1', [runId]);
    const statements = await topStatements(client, 14);
    const foreignKeys = await foreignKeyChecks(client);
    results.push({ hook: ws.hook, seconds, rate: state.processed / seconds, totals: state.totals, changes: rows[0]!.n, phases: phaseRows(timer, seconds * 1000), statements, foreignKeys });
    process.stderr.write(`  ${ws.hook}: ${state.processed} checks in ${seconds.toFixed(1)} s = ${(state.processed / seconds).toFixed(0)}/s, ${rows[0]!.n} changes, ${state.totals.plays_created} plays\n`);
  }
  grpc.close();
  // The hook's slowest statement (previousStartedOn in src/core/plays/play-creation.ts), on a real change.
  const { rows: sample } = await client.query<{ profile_id: string; from_company: string; from_title: string | null }>(
    `select profile_id, from_company, from_title from changes where from_company is not null order by detected_at desc limit 1`,
  );
  const { rows: positions } = await client.query<{ n: number }>('select count(*)::int as n from positions');
  const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) select started_on from positions where profile_id = $1 and company = $2 and coalesce(title, '') = coalesce($3, '')
        and started_on is not null
      order by id desc limit 1`,
    [sample[0]!.profile_id, sample[0]!.from_company, sample[0]!.from_title],
  );
  const positionsPlan = plan.map((r) => r['QUERY PLAN']);
  await client.end();

  const mean = (hook: 'plays' | 'none') => {
    const r = results.filter((x) => x.hook === hook);
    // Checks/s of the pair: all checks ÷ all seconds.
    return r.reduce((s, x) => s + x.totals.processed!, 0) / r.reduce((s, x) => s + x.seconds, 0);
  };
  const withPlays = mean('plays');
  const without = mean('none');
  const overhead = 1 - withPlays / without;
  const loadEnd = loadAvg();
  const table = markdownTable(
    ['run (in order)', 'hook', 'checks', 'changes', 'plays', 'seconds', 'checks/s'],
    results.map((r, i) => [String(i + 1), r.hook === 'plays' ? 'plays + ICP' : 'plays, no ICP', r.totals.processed!, r.changes, r.totals.plays_created ?? 0, r.seconds.toFixed(1), r.rate.toFixed(0)]),
  );
  const verdict = markdownTable(
    ['checks/s with plays', 'checks/s without', 'overhead', 'target', 'result'],
    [[withPlays.toFixed(0), without.toFixed(0), `${(overhead * 100).toFixed(1)} %`, `≤ ${LIMIT * 100} %`, overhead <= LIMIT ? 'pass' : 'FAIL']],
  );
  const playsRun = results.find((r) => r.hook === 'plays')!;
  const body = [
    `\`npx tsx bench/plays-overhead.ts --profiles ${PROFILES} --batch ${BATCH}${POSITIONS_INDEX ? ' --positions-index' : ''}\` — ${info.date}; ${info.nproc} CPUs (nproc), ${info.memGb} GB RAM (free -g total), Node ${info.node}, load average ${loadStart} at start, ${loadEnd} at the end.`,
    '',
    `Four workspaces tracking the same ${PROFILES.toLocaleString('en')} sandbox people; after their baselines the sandbox clock moved 365 days (${Object.entries(advanced.changes).map(([k, v]) => `${k} ${v}`).join(', ')} in the world), then one refresh run per workspace, in the order shown${WARMUP ? ', after an unmeasured warm-up refresh of a fifth workspace tracking the same people (no hook)' : ''}. Engine in the bench process (batch ${BATCH}), checker and sandbox processes, durable embedded Postgres. Overhead = 1 − (checks/s with plays ÷ checks/s without), each side pooled over its two runs.${POSITIONS_INDEX ? ' Experiment: an index on positions (profile_id) was created in the bench database before the refresh runs (it is not in the migrations).' : ''}`,
    '',
    table,
    '',
    verdict,
    '',
    `Per-batch phases of the first run with plays:`,
    '',
    markdownTable(PHASE_HEAD, playsRun.phases),
    '',
    'Slowest statements of that run (pg_stat_statements):',
    '',
    markdownTable(
      ['calls', 'total ms', 'mean ms', 'statement'],
      playsRun.statements.map((st) => [st.calls, st.total_ms, st.mean_ms, `\`${st.query.slice(0, 120).replace(/\|/g, '\\|')}…\``]),
    ),
    '',
    'Foreign-key checks of that run (pg_stat_statements, one per referencing row and key):',
    '',
    markdownTable(FK_HEAD, playsRun.foreignKeys),
    '',
    `EXPLAIN ANALYZE of the hook's positions lookup by profile (previousStartedOn), ${positions[0]!.n.toLocaleString('en')} position rows in the database:`,
    '',
    '```',
    ...positionsPlan,
    '```',
  ].join('\n');
  process.stdout.write(`\n${body}\n`);
  if (WRITE) writeSection(`Plays overhead inside runs${POSITIONS_INDEX ? ' (experiment: index on positions (profile_id))' : ''}`, body);
} finally {
  await cleanup();
}
