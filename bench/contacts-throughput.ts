/**
 * Bulk contact ingestion, end to end: BENCH_ROWS contacts sent as BENCH_BATCH-row
 * POST /v1/contacts calls (above 200 rows a call is queued), committed by the import
 * worker running in this process. Timed from the first POST to the moment every import
 * is `committed`. Beside it, a raw baseline: the same rows through batched
 * `INSERT ... SELECT FROM unnest(...) ON CONFLICT (workspace_id, crm_id) DO UPDATE` into a
 * plain `contacts_raw` table (the columns of contacts, one unique index), one statement
 * per batch, autocommit. Target: the service at ≥ 50 % of the raw rows/s.
 *
 *   npx tsx bench/contacts-throughput.ts
 *
 * Knobs: BENCH_ROWS (100000), BENCH_BATCH (1000), BENCH_WORKER_INTERVAL_MS (50),
 *        BENCH_TIMEOUT_S (1800: give up waiting and report what committed),
 *        BENCH_PG_STATS=1 (pg_stat_statements over the service phase: top statements).
 */
import type { UpsertResult } from '../src/core/contacts/contact.schema';
import { startImportWorker } from '../src/scheduler/import-worker';
import { benchServices, seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator,type ContactRowInput } from './support/data';
import { resetStatements, startBenchDatabase, topStatements } from './support/postgres';
import { postJson } from './support/seed';
import { envInt, int, load, log, machine, mb, memory, ms, now, pct, summarise, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 100_000);
const BATCH = envInt('BENCH_BATCH', 1000);
const WORKER_MS = envInt('BENCH_WORKER_INTERVAL_MS', 50);
const TIMEOUT_S = envInt('BENCH_TIMEOUT_S', 1800);
const PG_STATS = process.env.BENCH_PG_STATS === '1';
const TARGET = 0.5;

const RAW_COLUMNS: Array<[string, string]> = [
  ['workspace_id', 'uuid'], ['first_name', 'text'], ['last_name', 'text'], ['title', 'text'], ['company', 'text'],
  ['company_norm', 'text'], ['name_key', 'text'], ['email', 'text'], ['social_url', 'text'], ['segment', 'text'],
  ['owner', 'text'], ['crm_id', 'text'], ['deal_stage', 'text'], ['last_activity', 'text'], ['tracking_status', 'text'],
  ['city', 'text'], ['state', 'text'], ['country', 'text'], ['custom', 'jsonb'],
];

const RAW_INSERT = `insert into contacts_raw (${RAW_COLUMNS.map(([c]) => c).join(', ')})
  select ${RAW_COLUMNS.map(([c, t]) => (t === 'jsonb' ? `${c}::jsonb` : c)).join(', ')}
    from unnest(${RAW_COLUMNS.map(([, t], i) => `$${i + 1}::${t === 'jsonb' ? 'text' : t}[]`).join(', ')})
      as x(${RAW_COLUMNS.map(([c]) => c).join(', ')})
  on conflict (workspace_id, crm_id) do update set
    ${RAW_COLUMNS.filter(([c]) => c !== 'workspace_id' && c !== 'crm_id').map(([c]) => `${c} = excluded.${c}`).join(', ')},
    updated_at = now()`;

/** One batch as column arrays; the light shaping a hand-written importer would do (no validation). */
function rawColumns(workspaceId: string, rows: ContactRowInput[]): unknown[][] {
  const cols: unknown[][] = RAW_COLUMNS.map(() => []);
  for (const r of rows) {
    const first = String(r.first_name ?? '');
    const last = String(r.last_name ?? '');
    const company = String(r.company);
    const norm = company.toLowerCase();
    const values = [
      workspaceId, first, last, r.title ?? '', company, norm, `${first} ${last}`.toLowerCase() + `|${norm}`,
      typeof r.email === 'string' ? r.email.toLowerCase() : null, r.social_url ?? null,
      typeof r.segment === 'string' ? r.segment.toLowerCase() : 'unknown', r.owner ?? null, r.crm_id ?? null,
      r.deal_stage ?? null, r.last_activity ?? null, r.social_url ? 'tracked' : 'needs_social',
      r.city ?? null, r.state ?? null, r.country ?? null, r.custom ? JSON.stringify(r.custom) : null,
    ];
    values.forEach((v, i) => cols[i]!.push(v));
  }
  return cols;
}

async function main(): Promise<void> {
  log(`# contacts-throughput\n${machine()}`);
  const db = await startBenchDatabase({ statements: PG_STATS });
  const pgc = await db.client();
  try {
    log(`postgres ${db.settings.server_version}: fsync=${db.settings.fsync} synchronous_commit=${db.settings.synchronous_commit} full_page_writes=${db.settings.full_page_writes} shared_buffers=${db.settings.shared_buffers} max_wal_size=${db.settings.max_wal_size}`);
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);

    const gen = contactGenerator({ seed: 11, tag: 't', companies: companyPool() });
    const batches: ContactRowInput[][] = [];
    for (let left = ROWS; left > 0; left -= BATCH) batches.push(gen.batch(Math.min(BATCH, left)));
    const bodies = batches.map((b) => JSON.stringify({ contacts: b }));
    log(`${int(ROWS)} rows in ${batches.length} calls of ${int(BATCH)} (${mb(bodies.reduce((a, b) => a + b.length, 0))} of JSON)`);

    // Raw baseline.
    await pgc.query(`create table contacts_raw (like contacts including defaults including generated)`);
    await pgc.query(`alter table contacts_raw add constraint contacts_raw_crm_uq unique (workspace_id, crm_id)`);
    await pgc.query('checkpoint');
    const r0 = now();
    for (const batch of batches) await pgc.query(RAW_INSERT, rawColumns(ws.id, batch));
    const rawSeconds = (now() - r0) / 1000;
    const rawCount = Number((await pgc.query<{ n: string }>('select count(*) as n from contacts_raw')).rows[0]!.n);
    if (rawCount !== ROWS) throw new Error(`contacts_raw holds ${rawCount} rows, expected ${ROWS}`);
    const rawRate = ROWS / rawSeconds;
    log(`raw baseline: ${int(ROWS)} rows in ${ms(rawSeconds, 2)} s = ${int(rawRate)} rows/s (${load()})`);

    // The service.
    await pgc.query('checkpoint');
    if (PG_STATS) await resetStatements(pgc);
    const app = await startBenchApp(services);
    const worker = startImportWorker(services, { intervalMs: WORKER_MS });
    const url = `${app.baseUrl}/contacts`;
    const ids: string[] = [];
    const postMs: number[] = [];
    const t0 = now();
    const startedAt = new Date();
    for (let i = 0; i < bodies.length; i++) {
      const res = await postJson<UpsertResult>(url, ws.writeKey, bodies[i]!);
      const expectedStatus = batches[i]!.length > 200 ? 'queued' : 'committed';
      if (res.status !== 202 || res.body.status !== expectedStatus || res.body.accepted !== batches[i]!.length) {
        throw new Error(`call ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
      }
      ids.push(res.body.import_id);
      postMs.push(res.ms);
    }
    const postedSeconds = (now() - t0) / 1000;
    log(`all ${ids.length} calls answered after ${ms(postedSeconds, 1)} s; waiting for the worker…`);

    let committed = 0;
    let lastLog = now();
    let timedOut = false;
    for (;;) {
      const { rows } = await pgc.query<{ committed: string; failed: string; errors: string | null }>(
        `select count(*) filter (where status = 'committed') as committed, count(*) filter (where status = 'failed') as failed,
                string_agg(error, '; ') filter (where status = 'failed') as errors
           from imports where id = any($1::uuid[])`,
        [ids],
      );
      committed = Number(rows[0]!.committed);
      if (Number(rows[0]!.failed) > 0) throw new Error(`imports failed: ${rows[0]!.errors}`);
      if (committed === ids.length) break;
      if ((now() - t0) / 1000 > TIMEOUT_S) {
        timedOut = true;
        break;
      }
      if (now() - lastLog > 10_000) {
        lastLog = now();
        log(`  ${ms((now() - t0) / 1000, 0)} s: ${committed}/${ids.length} imports committed (${load()})`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const serviceSeconds = (now() - t0) / 1000;
    await worker.stop();
    await app.close();

    // Per-import commit timeline (server clock): does the rate hold as the tables grow?
    const { rows: timeline } = await pgc.query<{ committed_at: Date; n: number }>(
      `select committed_at, (summary->>'contacts_upserted')::int as n from imports
        where id = any($1::uuid[]) and status = 'committed' order by committed_at`,
      [ids],
    );
    const committedRows = timeline.reduce((a, r) => a + r.n, 0);
    const counts = (
      await pgc.query<{ contacts: string; profiles: string; accounts: string; runs: string; run_items: string }>(
        `select (select count(*) from contacts where workspace_id = $1) as contacts,
                (select count(*) from profiles where workspace_id = $1) as profiles,
                (select count(*) from accounts where workspace_id = $1) as accounts,
                (select count(*) from runs where workspace_id = $1) as runs,
                (select count(*) from run_items where workspace_id = $1) as run_items`,
        [ws.id],
      )
    ).rows[0]!;
    if (!timedOut && Number(counts.contacts) !== ROWS) throw new Error(`contacts holds ${counts.contacts}, expected ${ROWS}`);

    const serviceRate = (timedOut ? committedRows : ROWS) / serviceSeconds;
    const ratio = serviceRate / rawRate;
    const post = summarise(postMs);
    log('');
    log(
      table(
        ['path', 'rows', 'seconds', 'rows/s', 'vs raw', 'target'],
        [
          ['raw INSERT … ON CONFLICT (pg, unnest, 1 stmt/batch)', int(ROWS), ms(rawSeconds, 2), int(rawRate), '100 %', '-'],
          [
            `service: POST ×${ids.length} → import worker → committed${timedOut ? ' (TIMED OUT)' : ''}`,
            int(timedOut ? committedRows : ROWS),
            ms(serviceSeconds, 2),
            int(serviceRate),
            pct(ratio),
            `≥ ${pct(TARGET)} ${ratio >= TARGET && !timedOut ? 'met' : 'NOT met'}`,
          ],
        ],
      ),
    );
    log(
      `\nPOST phase ${ms(postedSeconds, 1)} s (per call p50 ${ms(post.p50)} ms, p95 ${ms(post.p95)} ms, max ${ms(post.max)} ms); ` +
        `then ${ms(serviceSeconds - postedSeconds, 1)} s until the last import committed.`,
    );
    if (timeline.length >= 10) {
      const tenth = Math.max(1, Math.floor(timeline.length / 10));
      const rate = (from: number, to: number) => {
        const slice = timeline.slice(from, to);
        const before = from === 0 ? startedAt : timeline[from - 1]!.committed_at;
        const secs = (slice[slice.length - 1]!.committed_at.getTime() - before.getTime()) / 1000;
        return slice.reduce((a, r) => a + r.n, 0) / secs;
      };
      const deciles = Array.from({ length: 10 }, (_, d) => rate(d * tenth, d === 9 ? timeline.length : (d + 1) * tenth));
      log(`commit rate by tenth of the imports (rows/s): ${deciles.map((v) => int(v)).join(' → ')}`);
    }
    log(
      `stored: ${int(+counts.contacts)} contacts, ${int(+counts.profiles)} profiles, ${int(+counts.accounts)} accounts, ` +
        `${int(+counts.runs)} baseline runs, ${int(+counts.run_items)} run items`,
    );
    log(`${memory()} at the end (app, worker, client and ${int(ROWS)} generated rows in one process); ${load()}`);

    if (PG_STATS) {
      const top = await topStatements(pgc, 10);
      log('\nTop statements by total time (service phase):');
      log(table(['calls', 'total ms', 'mean ms', 'rows', 'statement'], top.map((t) => [t.calls, ms(t.total_ms), ms(t.mean_ms, 2), t.rows, t.query.slice(0, 150)])));
    }
  } finally {
    await pgc.end().catch(() => undefined);
    await db.stop();
  }
}

runMain(main);
