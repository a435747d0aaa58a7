/**
 * Rows added per table by refresh runs, measured, for docs/scaling.md.
 *
 *   npx tsx bench/table-growth.ts [--profiles 5000]
 *
 * The real engine (this process) → gRPC → checker process → sandbox process, over a durable
 * embedded Postgres with the plays hook on: a baseline over N tracked profiles, then one refresh
 * after the sandbox clock moved 7, 14, 30 and 90 days (the interval of each cadence). For each
 * run it counts the rows each table gained, and at the end each table's bytes per row (heap +
 * indexes + TOAST). It also times the statement behind the database gauges of /metrics
 * (tracker_runs, tracker_lease_lag_seconds, tracker_outbox_depth) over these tables.
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
import { DB_STATE_SQL } from '../src/shared/metrics/db-gauges';
import { ProcessTree } from '../test/support/process-tree';
import { ENGINE_TOKEN, numberArg } from './support/cli';
import {
  fetchPeople,
  machineInfo,
  markdownTable,
  now,
  queueRun,
  sandboxAdmin,
  seedTracked,
  startUnthrottledUpstream,
  waitRun,
  writeSection,
} from './support/engine';
import { startBenchDatabase } from './support/postgres';

const PROFILES = numberArg('profiles', 5000);
const TABLES = ['snapshots', 'positions', 'run_items', 'runs', 'credit_ledger', 'changes', 'fits', 'plays', 'outbox', 'pending_confirmations', 'company_aliases', 'network_companies'];
const CADENCES = [
  { name: 'weekly', days: 7, perYear: 52 },
  { name: 'biweekly', days: 14, perYear: 26 },
  { name: 'monthly', days: 30, perYear: 12 },
  { name: 'quarterly', days: 91, perYear: 4 },
];

const info = machineInfo();
const db = await startBenchDatabase({ poolMax: 10 });
const tree = new ProcessTree();
try {
  const { sandboxUrl, checkerPort } = await startUnthrottledUpstream(tree, { people: PROFILES + 1000, seed: '42', token: ENGINE_TOKEN });

  const services = createServices({ orm: db.orm, env: loadEnv({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }), log: createLogger('warn') });
  const ws = await createWorkspace(services, { name: 'Growth bench' });
  await grantCredits(services, { workspace: ws.id, amount: PROFILES * 10 });
  const client = await db.client();
  await client.query('update workspace_settings set next_refresh_at = null');
  const profileIds = await seedTracked(client, ws.id, await fetchPeople(sandboxUrl, PROFILES));

  const grpc = createCheckerClient(`127.0.0.1:${checkerPort}`, { token: ENGINE_TOKEN });
  const engine = startRunEngine(services, {
    checker: grpcCheckerPort(grpc),
    batchSize: 500,
    idleMs: 50,
    enrichCompanies: companyEnricher(services, grpc),
  });
  const counts = async (): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const t of TABLES) out[t] = Number((await client.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0]!.n);
    return out;
  };
  const run = async (kind: 'baseline' | 'manual'): Promise<Record<string, number>> => {
    const before = await counts();
    const id = await queueRun(client, ws.id, profileIds, kind);
    engine.kick();
    await waitRun(client, id);
    const after = await counts();
    return Object.fromEntries(TABLES.map((t) => [t, after[t]! - before[t]!]));
  };

  const baseline = await run('baseline');
  process.stderr.write(`baseline: ${JSON.stringify(baseline)}\n`);
  const refreshes: Array<{ cadence: (typeof CADENCES)[number]; added: Record<string, number> }> = [];
  for (const cadence of CADENCES) {
    await sandboxAdmin(sandboxUrl, 'POST', '/admin/clock', { advance_days: cadence.days });
    const added = await run('manual');
    refreshes.push({ cadence, added });
    process.stderr.write(`refresh after ${cadence.days} days: ${JSON.stringify(added)}\n`);
  }
  await engine.stop();
  grpc.close();

  await client.query('vacuum analyze');
  const bytes: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await client.query<{ size: string; n: string }>(`select pg_total_relation_size($1) as size, (select count(*) from ${t}) as n`, [t]);
    bytes[t] = Number(rows[0]!.n) > 0 ? Number(rows[0]!.size) / Number(rows[0]!.n) : 0;
  }
  const gaugeSql = DB_STATE_SQL.replace('?::timestamptz', '$1::timestamptz');
  const t0 = now();
  for (let i = 0; i < 50; i++) await client.query(gaugeSql, [new Date().toISOString()]);
  const gaugeMs = (now() - t0) / 50;
  await client.end();

  const perMillion = (n: number) => (n / PROFILES) * 1_000_000;
  const rows = TABLES.map((t) => [
    t,
    (baseline[t]! / PROFILES).toFixed(2),
    Math.round(bytes[t]!),
    ...refreshes.map((r) => (r.added[t]! / PROFILES).toFixed(3)),
    ...refreshes.map((r) => `${(perMillion(r.added[t]!) * r.cadence.perYear / 1e6).toFixed(1)} M`),
  ]);
  const head = ['table', 'rows / profile, baseline', 'bytes / row', ...CADENCES.map((c) => `rows / profile, refresh after ${c.days} d`), ...CADENCES.map((c) => `per 1 M profiles / year, ${c.name}`)];
  writeSection(
    'Table growth',
    [
      `\`npx tsx bench/table-growth.ts --profiles ${PROFILES}\` (${info.date}, ${info.nproc} CPUs, Node ${info.node}, load ${info.load}). Real engine → gRPC → checker → sandbox, durable embedded Postgres, plays hook on, no ICP, no webhook endpoints (deliveries = outbox events × subscribed endpoints). One baseline, then one refresh after the sandbox clock moved 7, 14, 30 and 91 days; a year's rows per million profiles = rows per profile of that refresh × 1,000,000 × refreshes per year.`,
      '',
      markdownTable(head, rows),
      '',
      `Database gauges of /metrics (one statement, \`DB_STATE_SQL\`) over these tables: ${gaugeMs.toFixed(2)} ms per scrape (mean of 50).`,
    ].join('\n'),
  );
  process.stdout.write(`${markdownTable(head, rows)}\ngauge statement ${gaugeMs.toFixed(2)} ms\n`);
} finally {
  await tree.killAll();
  await db.stop();
}
