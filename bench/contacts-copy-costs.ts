/**
 * What one row of a bulk import's `COPY … into contacts` costs inside PostgreSQL, part by part
 * (issue #22, "Bulk import round 6"). A service import of BENCH_ROWS contacts fills one workspace;
 * its contacts are then COPYed again (new ids, a second workspace) in a transaction that is rolled
 * back, once as the import does it and once with each part removed inside that transaction
 * (an index dropped, the search trigger dropped, the foreign keys dropped, the generated
 * `search_text` column dropped): the difference is what that part costs per row. Variants
 * alternate with the full COPY, BENCH_ROUNDS times; WAL bytes per variant come from the LSN.
 *
 *   BENCH_ROWS=200000 npx tsx bench/contacts-copy-costs.ts
 */
import { readFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

import type { Caller } from '../src/core/context';
import { bulkImport } from '../src/core/imports/bulk-import';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { startBenchDatabase } from './support/postgres';
import { envInt, load, log, machine, mb, ms, now, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 200_000);
const ROUNDS = envInt('BENCH_ROUNDS', 2);

/** Each variant: DDL run inside the rolled-back transaction before the COPY. */
const VARIANTS: Record<string, string[]> = {
  'as the import does': [],
  'no search trigger (transition table)': ['drop trigger contacts_search_insert on contacts'],
  'no foreign keys': [
    'alter table contacts drop constraint contacts_workspace_id_fkey',
    'alter table contacts drop constraint contacts_account_id_fkey',
    'alter table contacts drop constraint contacts_profile_id_fkey',
  ],
  'no profile foreign key': ['alter table contacts drop constraint contacts_profile_id_fkey'],
  'no search_text column': ['drop trigger contacts_search_insert on contacts', 'drop trigger contacts_search_update on contacts', 'alter table contacts drop column search_text'],
};

async function indexVariants(c: pg.Client): Promise<void> {
  const { rows } = await c.query<{ indexname: string }>(
    `select indexname from pg_indexes where tablename = 'contacts' and indexname not in ('contacts_pkey') order by indexname`,
  );
  for (const r of rows) VARIANTS[`no ${r.indexname}`] = [`drop index ${r.indexname}`];
  VARIANTS['no secondary index at all'] = rows.map((r) => `drop index ${r.indexname}`);
}

/** The service workspace's contacts as COPY text for the second workspace, fresh ids, in id order. */
async function copyText(c: pg.Client, from: string, to: string, columns: string[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  const cols = columns.map((k) => (k === 'id' ? 'gen_random_uuid()' : k === 'workspace_id' ? `'${to}'::uuid` : k)).join(', ');
  await pipeline(c.query(copyTo(`copy (select ${cols} from contacts where workspace_id = '${from}' order by id) to stdout`)), sink);
  return Buffer.concat(chunks);
}

/** CPU seconds (user + system) the backend process has used so far: what the load does not stretch, unlike wall time. */
function backendCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

async function timeVariant(c: pg.Client, ddl: string[], text: Buffer, columns: string[]): Promise<{ seconds: number; cpu: number; wal: number }> {
  const [{ pid }] = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];
  await c.query('vacuum contacts');
  await c.query('checkpoint');
  await c.query('begin');
  await c.query(`select set_config('tracker.search_deferred', 'on', true)`);
  for (const sql of ddl) await c.query(sql);
  const [{ lsn: before }] = (await c.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows as [{ lsn: string }];
  const t0 = now();
  const cpu0 = backendCpu(pid);
  const sink = c.query(copyFrom(`copy contacts (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from([text]), sink);
  const seconds = (now() - t0) / 1000;
  const cpu = backendCpu(pid) - cpu0;
  const { rows } = await c.query<{ wal: string }>(`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::text as wal`, [before]);
  await c.query('rollback');
  return { seconds, cpu, wal: Number(rows[0]!.wal) };
}

async function main(): Promise<void> {
  log(`# contacts-copy-costs\n${machine()}`);
  const db = await startBenchDatabase();
  const c = await db.client();
  try {
    const services = benchServices(db.orm);
    const [a, b] = [await seedBenchWorkspace(services, 'Import'), await seedBenchWorkspace(services, 'Copy')];
    const caller: Caller = { workspaceId: a.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'bench' };
    const gen = contactGenerator({ seed: 23, tag: 'k', companies: companyPool() });
    const t0 = now();
    await bulkImport(services, caller, (function* () {
      for (let i = 0; i < ROWS; i++) yield { kind: 'contact' as const, ref: i, input: gen.next() };
    })(), { source: 'csv' });
    log(`${ROWS} contacts imported in ${ms((now() - t0) / 1000, 1)} s (${load()})`);
    const { rows: cols } = await c.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'contacts' and is_generated = 'NEVER' order by ordinal_position`,
    );
    const columns = cols.map((r) => r.column_name);
    const text = await copyText(c, a.id, b.id, columns);
    log(`COPY text ${mb(text.length)}`);
    await indexVariants(c);
    const results = new Map<string, Array<{ seconds: number; cpu: number; wal: number }>>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, ddl] of Object.entries(VARIANTS)) {
        const base = await timeVariant(c, [], text, columns);
        const v = name === 'as the import does' ? base : await timeVariant(c, ddl, text, columns);
        results.set(name, [...(results.get(name) ?? []), v, base]);
        log(`round ${round + 1} ${name}: ${ms(v.seconds, 2)} s, backend CPU ${ms(v.cpu, 2)} s (full COPY beside it ${ms(base.seconds, 2)} s, CPU ${ms(base.cpu, 2)} s), WAL ${mb(v.wal)} (${mb(base.wal)}) (${load()})`);
      }
    }
    const rows = [...results].map(([name, rs]) => {
      const vs = rs.filter((_, i) => i % 2 === 0);
      const bs = rs.filter((_, i) => i % 2 === 1);
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const saved = mean(bs.map((x) => x.cpu)) - mean(vs.map((x) => x.cpu));
      return [
        name,
        ms(mean(vs.map((x) => x.seconds)), 2),
        ms(mean(vs.map((x) => x.cpu)), 2),
        ms(mean(bs.map((x) => x.cpu)), 2),
        ms((saved / ROWS) * 1e6, 1),
        mb(mean(vs.map((x) => x.wal))),
      ];
    });
    log(table(['variant', 'COPY wall s', 'backend CPU s', 'full COPY CPU s (beside)', 'CPU µs/row saved', 'WAL'], rows));
  } finally {
    await c.end();
    await db.stop();
  }
}

runMain(main);
