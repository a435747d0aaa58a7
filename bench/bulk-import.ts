/**
 * Onboarding a large CRM export: BENCH_ROWS contacts in one CSV file through the path the CLI
 * (`tracker import csv`) takes, read → preview → commit, which for a file of
 * BULK_IMPORT_MIN_ROWS rows or more is the bulk path (src/core/imports/bulk-import.ts: COPY
 * into staging, set-based merge, one transaction). Timed from the start of the preview to the
 * committed import. Beside it, in the same run, a hand-written raw baseline into the same schema
 * in a second workspace: the same file parsed by csv-parse, shaped lightly (no validation), COPY
 * into a temp table, then set-based INSERTs into accounts, profiles and contacts in one
 * transaction. Targets: the service in ≤ 180 s and at ≥ 50 % of the raw rows/s. Both sides write the
 * contacts without their search rows (`contact_search`, GET /contacts?q=) and fill them after the
 * commit; that fill is printed on its own, outside both times.
 *
 *   npx tsx bench/bulk-import.ts
 *
 * Knobs: BENCH_ROWS (1000000), BENCH_ORDER (raw-first | service-first), BENCH_ONLY (service | raw:
 * one side, for profiling), BENCH_STATEMENTS=1 (pg_stat_statements: the service run's ten
 * costliest statements are printed after it), BENCH_EXPLAIN=1 (the raw contacts insert's plan),
 * BENCH_SHARED_BUFFERS (e.g. 24MB: a 200k run under the cache pressure of a million rows at 128MB).
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { parse } from 'csv-parse';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import type { Caller, Services } from '../src/core/context';
import { commitCsvImport, previewCsvImport } from '../src/core/imports/csv-import';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { resetStatements, startBenchDatabase, topStatements, walCounters, walDelta } from './support/postgres';
import { envInt, int, load, log, machine, mb, memory, ms, now, pct, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 1_000_000);
const SERVICE_FIRST = process.env.BENCH_ORDER === 'service-first';
const ONLY = process.env.BENCH_ONLY;
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const TARGET_RATIO = 0.5;
const TARGET_SECONDS = 180;

const COLUMNS = ['crm_id', 'first_name', 'last_name', 'email', 'title', 'company', 'account_domain', 'social_url', 'segment', 'owner', 'deal_stage', 'city', 'state', 'country'];

const csvField = (v: unknown) => {
  const s = v === undefined || v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The export as a CRM would write it: one header line, then a line per contact. */
async function writeCsv(file: string): Promise<number> {
  const gen = contactGenerator({ seed: 23, tag: 'k', companies: companyPool() });
  const handle = await open(file, 'w');
  let bytes = 0;
  try {
    const header = `${COLUMNS.join(',')}\n`;
    await handle.write(header);
    bytes += header.length;
    for (let left = ROWS; left > 0; left -= 10_000) {
      const text = gen.batch(Math.min(10_000, left)).map((r) => COLUMNS.map((c) => csvField(r[c])).join(',')).join('\n') + '\n';
      await handle.write(text);
      bytes += Buffer.byteLength(text);
    }
  } finally {
    await handle.close();
  }
  return bytes;
}

const copyEscape = (v: string | null) => (v === null || v === '' ? '\\N' : v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!));

/** The lines a hand-written importer sends to COPY: the CSV's fields plus the keys it derives (lower-cased, no validation). */
async function* rawCopyLines(file: string): AsyncGenerator<string> {
  const parser = createReadStream(file).pipe(parse({ from_line: 2, relax_column_count: true }));
  let buffer: string[] = [];
  for await (const record of parser as AsyncIterable<string[]>) {
    const [crm, first, last, email, title, company, domain, social, segment, owner, stage, city, state, country] = record as Array<string | undefined>;
    const norm = (company ?? '').toLowerCase();
    const slug = social ? (social.match(/in\/([^/?]+)/)?.[1] ?? social).toLowerCase() : null;
    const values = [
      crm, first, last, email?.toLowerCase(), title, company, norm, `${first} ${last}`.toLowerCase() + `|${norm}`, domain,
      slug ? `https://www.linkedin.com/in/${slug}` : null, slug, segment?.toLowerCase(), owner, stage, city, state, country,
    ];
    buffer.push(values.map((v) => copyEscape(v ?? null)).join('\t'));
    if (buffer.length === 2000) {
      yield buffer.join('\n') + '\n';
      buffer = [];
    }
  }
  if (buffer.length) yield buffer.join('\n') + '\n';
}

/**
 * The hand-written merge, as one would write it against this schema: accounts and profiles are
 * inserted with `returning` into temp tables (so the contacts insert joins the ids it just made,
 * with real row counts after ANALYZE, instead of probing accounts and profiles whose statistics
 * still say the workspace is empty), then one `insert … select … on conflict` for the contacts.
 * The previous version joined `accounts` and `profiles` themselves right after filling them in
 * the same transaction: with stale statistics the planner chose a nested loop over a scan of
 * the new accounts per staged row, and 100k rows ran for over 15 minutes.
 */
const RAW_MERGE = [
  `create temp table raw_accounts on commit drop as
   with made as (
     insert into accounts (workspace_id, name, name_norm, domain)
     select distinct on (company_norm) $1::uuid, company, company_norm, domain from stage order by company_norm
     returning id, name_norm)
   select id, name_norm from made`,
  'analyze raw_accounts',
  `create temp table raw_profiles on commit drop as
   with made as (
     insert into profiles (workspace_id, social_key, social_url)
     select distinct on (social_key) $1::uuid, social_key, social_url from stage where social_key is not null order by social_key
     on conflict (workspace_id, social_key) do nothing
     returning id, social_key)
   select id, social_key from made`,
  'analyze raw_profiles',
  `insert into contacts (workspace_id, first_name, last_name, title, company, company_norm, name_key, email, social_url, segment, owner,
                         crm_id, crm_provider, account_id, deal_stage, tracking_status, city, state, country, profile_id)
   select $1::uuid, s.first_name, s.last_name, coalesce(s.title, ''), s.company, s.company_norm, s.name_key, s.email, s.social_url,
          case when s.segment in ('customer', 'churned', 'closed_lost', 'open_pipeline') then s.segment else 'unknown' end,
          s.owner, s.crm_id, null, a.id, s.deal_stage, case when p.id is null then 'needs_social' else 'tracked' end, s.city, s.state, s.country, p.id
     from stage s join raw_accounts a on a.name_norm = s.company_norm
     left join raw_profiles p on p.social_key = s.social_key
   on conflict (workspace_id, crm_id) where crm_id is not null do nothing`,
];

/** The plan PostgreSQL chose for the raw contacts insert (BENCH_EXPLAIN=1): it must be hash joins over the temp tables. */
async function explainRawContacts(pgc: pg.Client, workspaceId: string): Promise<void> {
  const { rows } = await pgc.query<{ 'QUERY PLAN': string }>(`explain ${RAW_MERGE.at(-1)!}`, [workspaceId]);
  log(`raw contacts insert plan:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

async function rawImport(pgc: pg.Client, workspaceId: string, file: string): Promise<number> {
  const t0 = now();
  await pgc.query('begin');
  // As the service does (and as one would by hand): the contacts go in without their search rows, filled after the commit.
  await pgc.query(`select set_config('tracker.search_deferred', 'on', true)`);
  await pgc.query(`create temp table stage (crm_id text, first_name text, last_name text, email text, title text, company text,
    company_norm text, name_key text, domain text, social_url text, social_key text, segment text, owner text, deal_stage text,
    city text, state text, country text) on commit drop`);
  const { Readable } = await import('node:stream');
  await pipeline(Readable.from(rawCopyLines(file)), pgc.query(copyFrom('copy stage from stdin')));
  await pgc.query('analyze stage');
  for (const [i, sql] of RAW_MERGE.entries()) {
    if (EXPLAIN && i === RAW_MERGE.length - 1) await explainRawContacts(pgc, workspaceId);
    await pgc.query(sql, sql.includes('$1') ? [workspaceId] : []);
  }
  await pgc.query('commit');
  const seconds = (now() - t0) / 1000;
  const t1 = now();
  await pgc.query(
    `insert into contact_search (contact_id, workspace_id, search_text) select id, workspace_id, search_text from contacts where workspace_id = $1 on conflict do nothing`,
    [workspaceId],
  );
  log(`raw: search rows filled ${ms((now() - t1) / 1000, 1)} s after the commit (not in the raw time)`);
  return seconds;
}

/** The bulk import fills its search rows after its commit (src/core/contacts/contact-search.ts): how long until q reads them from the index. */
async function searchFilled(pgc: pg.Client, workspaceId: string): Promise<number> {
  const t0 = now();
  for (;;) {
    const { rows } = await pgc.query<{ n: string }>('select count(*) as n from contact_search_backlog where workspace_id = $1', [workspaceId]);
    if (rows[0]!.n === '0') return (now() - t0) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CPU seconds the process's main thread has used (Linux: its task's utime + stime), beside `process.cpuUsage()` (every thread). */
function mainThreadCpu(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const processCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function serviceImport(services: Services, caller: Caller, file: string): Promise<{ seconds: number; phases: string }> {
  const t0 = now();
  const marks: string[] = [];
  let step = '';
  const [main0, all0] = [mainThreadCpu(), processCpu()];
  const draft = await previewCsvImport(services, caller, { path: file });
  // The preview's critical path is the main thread; the worker thread validating rows and V8's GC threads run beside it.
  marks.push(`preview ${ms((now() - t0) / 1000, 1)} s (CPU: main thread ${ms(mainThreadCpu() - main0, 1)} s, all threads ${ms(processCpu() - all0, 1)} s)`);
  const result = await commitCsvImport(services, caller, draft, {
    onProgress: (p) => {
      if (p.step !== step) marks.push(`${(step = p.step)} from ${ms((now() - t0) / 1000, 1)} s`);
    },
  });
  const seconds = (now() - t0) / 1000;
  if (result.summary.contacts_upserted !== ROWS) throw new Error(`service committed ${result.summary.contacts_upserted} contacts, expected ${int(ROWS)}`);
  return { seconds, phases: marks.join(', ') };
}

async function main(): Promise<void> {
  log(`# bulk-import\n${machine()}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'bulk-import-bench-'));
  const db = await startBenchDatabase({ statements: STATEMENTS, sharedBuffers: process.env.BENCH_SHARED_BUFFERS });
  const pgc = await db.client();
  log(`PostgreSQL ${Object.entries(db.settings).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  try {
    const file = path.join(dir, 'crm-export.csv');
    const bytes = await writeCsv(file);
    log(`${int(ROWS)} contacts, ${mb(bytes)} of CSV`);
    const services = benchServices(db.orm);
    const [svcWs, rawWs] = [await seedBenchWorkspace(services, 'Service'), await seedBenchWorkspace(services, 'Raw')];
    const caller: Caller = { workspaceId: svcWs.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'bench' };

    const runRaw = async () => {
      await pgc.query('checkpoint');
      const wal = await walCounters(pgc);
      const seconds = await rawImport(pgc, rawWs.id, file);
      log(`raw: ${ms(seconds, 1)} s (${load()}); ${walDelta(wal, await walCounters(pgc))}`);
      return seconds;
    };
    const runService = async () => {
      await pgc.query('checkpoint');
      if (STATEMENTS) await resetStatements(pgc);
      const wal = await walCounters(pgc);
      const out = await serviceImport(services, caller, file);
      log(`service: ${ms(out.seconds, 1)} s — ${out.phases} (${load()}; ${memory()})`);
      log(`  search rows filled ${ms(await searchFilled(pgc, svcWs.id), 1)} s after the commit (not in the service time; q reads the contacts until then)`);
      log(`  ${walDelta(wal, await walCounters(pgc))}`);
      if (STATEMENTS) for (const s of await topStatements(pgc)) log(`  ${ms(s.total_ms / 1000, 1)} s ${int(s.calls)}× (${int(s.blks_read)} blocks read, ${int(s.blks_written)} written) ${s.query.slice(0, 140)}`);
      return out.seconds;
    };
    let rawSeconds: number;
    let serviceSeconds: number;
    if (ONLY) {
      const seconds = await (ONLY === 'raw' ? runRaw() : runService());
      log(`${ONLY} only: ${int(ROWS / seconds)} rows/s`);
      return;
    }
    if (SERVICE_FIRST) {
      serviceSeconds = await runService();
      rawSeconds = await runRaw();
    } else {
      rawSeconds = await runRaw();
      serviceSeconds = await runService();
    }
    const counts = async (ws: string) =>
      (await pgc.query<{ n: string }>('select count(*) as n from contacts where workspace_id = $1', [ws])).rows[0]!.n;
    const ratio = rawSeconds / serviceSeconds;
    log('');
    log(
      table(
        ['path', 'contacts stored', 'seconds', 'rows/s', 'vs raw', 'target'],
        [
          ['raw: csv-parse → COPY → set-based INSERTs (1 tx)', int(+(await counts(rawWs.id))), ms(rawSeconds, 1), int(ROWS / rawSeconds), '100 %', '-'],
          [
            'service: previewCsvImport + commitCsvImport (bulk path)',
            int(+(await counts(svcWs.id))),
            ms(serviceSeconds, 1),
            int(ROWS / serviceSeconds),
            pct(ratio),
            `≤ ${TARGET_SECONDS} s ${serviceSeconds <= TARGET_SECONDS ? 'met' : 'NOT met'}; ≥ ${pct(TARGET_RATIO)} ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
          ],
        ],
      ),
    );
  } finally {
    await pgc.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain(main);
