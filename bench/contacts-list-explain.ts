/**
 * Diagnosis, not a bench: the plans and the cost of the statements GET /v1/contacts runs (the
 * page's total, then the page) for the three pages of the gateway load bench — newest first, a
 * segment + tracking_status filter, and `q=smith` (with `q=sm`, two characters, beside it) — on
 * BENCH_ROWS contacts seeded like bench/gateway-load.ts (core commit path, then VACUUM ANALYZE).
 * For each statement: EXPLAIN (ANALYZE, BUFFERS), then the mean and p99 of BENCH_REPEAT runs on
 * one connection (the figures to compare; a single EXPLAIN ANALYZE is noisy here).
 *
 *   npx tsx bench/contacts-list-explain.ts
 *
 * Both states are measured on the same data: "before" (round 3: the total with the profiles join whatever the
 * filter, no trigram or status index; the indexes dropped in a transaction that is rolled back) and "after" (today).
 *
 * Then what the new indexes cost a write (BENCH_WRITE_ROUNDS > 0): the seeded contacts inserted once more
 * (new ids and crm_ids, one INSERT … SELECT, then the trigram index's pending list merged, as a bulk import
 * and the autovacuum after it would), with and without the two new indexes, alternating, each rolled back.
 *
 * Knobs: BENCH_ROWS (5000), BENCH_REPEAT (200), BENCH_PLANS (1: 0 prints the timings only), BENCH_WRITE_ROUNDS (3),
 *        BENCH_DROP_INDEX (indexes to drop before measuring, comma-separated).
 */
import type pg from 'pg';

import { CONTACT_SELECT, contactCountSql, type ContactFilter, contactListFilter } from '../src/core/contacts/contact.query';
import { numberPlaceholders } from '../src/db/query';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { startBenchDatabase } from './support/postgres';
import { batchesOf, seedContacts } from './support/seed';
import { envInt, int, load, log, machine, ms, now, summarise, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 5_000);
const REPEAT = envInt('BENCH_REPEAT', 200);
const PLANS = envInt('BENCH_PLANS', 1) === 1;
const WRITE_ROUNDS = envInt('BENCH_WRITE_ROUNDS', 3);
const NEW_INDEXES = ['contact_search_trgm_idx', 'contacts_status_page_idx'];
const DROP = process.env.BENCH_DROP_INDEX?.split(',') ?? [];

/** The two states compared on the same seeded data: round 3's statements and indexes (the new ones dropped in a transaction that is rolled back), and today's. */
const VARIANTS: Array<{ label: string; ddl: string[]; oldCount: boolean }> = [
  { label: 'before', ddl: ['drop index contact_search_trgm_idx', 'drop index contacts_status_page_idx'], oldCount: true },
  { label: 'after', ddl: [], oldCount: false },
];

const SCENARIOS: Array<[string, ContactFilter]> = [
  ['newest first', {}],
  ['segment + tracking_status', { segment: 'customer', tracking_status: 'tracked' }],
  ['q=smith', { q: 'smith' }],
  ['q=sm', { q: 'sm' }],
];

/** listContacts' statements for a filter and page 1 of 50, numbered for pg. */
function statements(workspaceId: string, f: ContactFilter, oldCount: boolean): Array<[string, string, unknown[]]> {
  const where = contactListFilter(workspaceId, f);
  const { filter, params } = where;
  const count = oldCount ? `select count(*) as n from contacts c left join profiles p on p.id = c.profile_id where ${filter}` : contactCountSql(where);
  return [
    ['total', numberPlaceholders(count), params],
    ['page', numberPlaceholders(`${CONTACT_SELECT} where ${filter} order by c.created_at desc, c.id desc limit ? offset ?`), [...params, 50, 0]],
  ];
}

/** ms to insert every contact of the workspace once more (rolled back), with the indexes `drop` dropped first. */
async function insertCost(c: pg.Client, workspaceId: string, drop: string[]): Promise<number> {
  const { rows } = await c.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_name = 'contacts' and is_generated = 'NEVER' and column_name not in ('id', 'crm_id') order by ordinal_position`,
  );
  const cols = rows.map((r) => r.column_name).join(', ');
  await c.query('begin');
  try {
    for (const i of drop) await c.query(`drop index ${i}`);
    const t0 = now();
    await c.query(`insert into contacts (id, crm_id, ${cols}) select gen_random_uuid(), crm_id || '-again', ${cols} from contacts where workspace_id = $1`, [workspaceId]);
    if (!drop.includes('contact_search_trgm_idx')) await c.query(`select gin_clean_pending_list('contact_search_trgm_idx')`);
    return now() - t0;
  } finally {
    await c.query('rollback');
  }
}

/** Each statement of each scenario: its plan (BENCH_PLANS), then REPEAT timed runs. */
async function measure(c: pg.Client, workspaceId: string, oldCount: boolean): Promise<Array<Array<string | number>>> {
  const rows: Array<Array<string | number>> = [];
  for (const [name, f] of SCENARIOS) {
    for (const [what, sql, params] of statements(workspaceId, f, oldCount)) {
      if (PLANS) {
        const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
        log(`\n## ${name}: ${what}\n\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      const samples: number[] = [];
      let result = '';
      for (let i = 0; i < REPEAT; i++) {
        const s = now();
        const r = await c.query(sql, params);
        samples.push(now() - s);
        result = what === 'total' ? String((r.rows[0] as { n: string }).n) : `${r.rowCount} rows`;
      }
      const sum = summarise(samples);
      rows.push([name, what, result, ms(sum.mean, 2), ms(sum.p99, 2)]);
    }
  }
  return rows;
}

async function main(): Promise<void> {
  log(`# contacts-list-explain\n${machine()}\n${load()}`);
  const db = await startBenchDatabase();
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const gen = contactGenerator({ seed: 25, tag: 'g', companies: companyPool() });
    const t0 = now();
    await seedContacts(services, ws.id, batchesOf(gen.batch, ROWS, 1000));
    const c = await db.client();
    c.on('error', (err) => log(`explain client: ${err.message}`));
    for (const name of DROP) await c.query(`drop index if exists ${name.replace(/[^a-z0-9_]/g, '')}`);
    await c.query('vacuum analyze');
    const indexes = await c.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'contacts' order by 1`);
    const vis = await c.query(`select relpages, reltuples, relallvisible from pg_class where relname = 'contacts'`);
    log(`contacts pg_class: ${JSON.stringify(vis.rows[0])}`);
    log(`seeded ${int(ROWS)} contacts in ${ms((now() - t0) / 1000, 1)} s, then VACUUM ANALYZE; contacts indexes: ${indexes.rows.map((r) => r.indexname).join(', ')}`);
    const rows: Array<Array<string | number>> = [];
    for (const { label, ddl, oldCount } of VARIANTS) {
      await c.query('begin');
      for (const sql of ddl) await c.query(sql);
      log(`\n# ${label}`);
      for (const row of await measure(c, ws.id, oldCount)) rows.push([label, ...row]);
      await c.query('rollback');
    }
    const writes: Array<Array<string | number>> = [];
    for (let round = 0; round < WRITE_ROUNDS; round++) {
      const without = await insertCost(c, ws.id, NEW_INDEXES);
      const btree = await insertCost(c, ws.id, ['contact_search_trgm_idx']);
      const both = await insertCost(c, ws.id, []);
      const extra = (x: number) => `${ms(x, 0)} (+${((x / without) * 100 - 100).toFixed(0)} %)`;
      writes.push([round + 1, ms(without, 0), extra(btree), extra(both)]);
    }
    await c.end();
    if (writes.length) {
      log(`\ninserting the ${int(ROWS)} contacts once more (one INSERT … SELECT, rolled back), ${load()}`);
      log(table(['round', 'without the new indexes ms', '+ the status btree ms', '+ both (trigram pending list merged) ms'], writes));
    }
    log(`\n${int(ROWS)} contacts, ${REPEAT} runs of each statement on one connection`);
    log(table(['state', 'page', 'statement', 'answer', 'mean ms', 'p99 ms'], rows));
    log(load());
  } finally {
    await db.stop();
  }
}

runMain(main);
