/**
 * Diagnosis, not a bench: should the search pages (GET /contacts?q=, GET /plays?q=) be prepared? A prepared
 * statement lets PostgreSQL switch to one generic plan after five executions when that plan's estimated cost
 * is no worse than the custom plans' average; a generic plan does not know the pattern, and a trigram or ILIKE
 * predicate's best plan depends on it (`sm` has no whole trigram, `a` matches nearly every row).
 *
 * On the gateway load bench's data (5,000 contacts through the core commit path, plays, changes and runs, then
 * VACUUM ANALYZE), for each page the gateway sends (pageSql of its statement, page 1 of 50) and each pattern:
 * EXPLAIN (ANALYZE) of the custom and the generic plan (plan_cache_mode forced, one connection), then the mean
 * and p99 of BENCH_REPEAT executions of each: unprepared (today), prepared with custom plans, prepared with the
 * generic plan, and prepared as PostgreSQL chooses (plan_cache_mode auto) with the plans it chose counted.
 *
 *   npx tsx bench/search-page-plans.ts        (BENCH_ROWS 5000, BENCH_REPEAT 200, BENCH_PLANS 1)
 */
import type pg from 'pg';

import { CONTACT_SELECT, contactCountSql, contactListFilter } from '../src/core/contacts/contact.query';
import { type PlayListQuery, playPageStatement } from '../src/core/plays/plays.service';
import { pageSql } from '../src/db/page-query';
import { numberPlaceholders } from '../src/db/query';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { seedGatewayData } from './support/gateway-sides';
import { startBenchDatabase } from './support/postgres';
import { envInt, load, log, machine, ms, now, summarise, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 5_000);
const REPEAT = envInt('BENCH_REPEAT', 200);
const PLANS = envInt('BENCH_PLANS', 1) === 1;
const PATTERNS = (process.env.BENCH_PATTERNS ?? 'smith,sm,a,an,manager,zzqx').split(',');
const PAGE = { page: 1, page_size: 50 };

type Page = { name: string; text: string; params: unknown[] };

function contactsPage(workspaceId: string, q: string): Page {
  const where = contactListFilter(workspaceId, { q });
  const { sql, params } = pageSql({ count: contactCountSql(where), rows: `${CONTACT_SELECT} where ${where.filter} order by c.created_at desc, c.id desc`, params: where.params, page: PAGE });
  return { name: `contacts q=${q}`, text: numberPlaceholders(sql), params };
}

function playsPage(workspaceId: string, q: string): Page {
  const { sql, params } = pageSql(playPageStatement(workspaceId, { ...PAGE, q } as PlayListQuery));
  return { name: `plays q=${q}`, text: numberPlaceholders(sql), params };
}

let statementNo = 0;

/** `EXPLAIN (ANALYZE)` of a prepared statement under a plan cache mode: the plan's lines and its planning and execution ms. */
async function explain(c: pg.Client, p: Page, mode: 'force_custom_plan' | 'force_generic_plan'): Promise<string> {
  await c.query(`set plan_cache_mode = ${mode}`);
  const name = `plan_${++statementNo}`;
  await c.query({ name, text: p.text, values: p.params });
  const literals = p.params.map((v) => (typeof v === 'number' ? String(v) : c.escapeLiteral(String(v)))).join(', ');
  const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute ${name}(${literals})`);
  await c.query(`deallocate ${name}`);
  await c.query('reset plan_cache_mode');
  return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** REPEAT executions of the page, unprepared or prepared under a mode: mean and p99 ms, and for `auto` the plans PostgreSQL chose. */
async function time(c: pg.Client, p: Page, mode: 'unprepared' | 'force_custom_plan' | 'force_generic_plan' | 'auto'): Promise<[number, number, string, number]> {
  const name = `time_${++statementNo}`;
  if (mode !== 'unprepared') await c.query(`set plan_cache_mode = ${mode}`);
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < REPEAT; i++) {
    const t = now();
    const r = mode === 'unprepared' ? await c.query(p.text, p.params) : await c.query({ name, text: p.text, values: p.params });
    samples.push(now() - t);
    rows = r.rowCount ?? 0;
  }
  let chosen = '';
  if (mode !== 'unprepared') {
    const [s] = (await c.query<{ generic_plans: string; custom_plans: string }>('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name])).rows;
    chosen = `${s?.generic_plans} generic / ${s?.custom_plans} custom`;
    await c.query(`deallocate ${name}`);
    await c.query('reset plan_cache_mode');
  }
  const sum = summarise(samples);
  return [sum.mean, sum.p99, chosen, rows];
}

async function main(): Promise<void> {
  log(`# search-page-plans\n${machine()}\n${load()}`);
  const db = await startBenchDatabase();
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    await seedGatewayData(db, services, ws.id, ROWS);
    const c = await db.client();
    c.on('error', (err) => log(`plans client: ${err.message}`));
    log(`seeded ${ROWS} contacts and the gateway bench's plays; ${load()}`);
    const pages = PATTERNS.flatMap((q) => [contactsPage(ws.id, q), playsPage(ws.id, q)]);
    const rows: Array<Array<string | number>> = [];
    for (const p of pages) {
      if (PLANS) {
        for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) log(`\n## ${p.name}, ${mode}\n\n${await explain(c, p, mode)}`);
      }
      for (const mode of ['unprepared', 'force_custom_plan', 'force_generic_plan', 'auto'] as const) {
        const [mean, p99, chosen, n] = await time(c, p, mode);
        rows.push([p.name, mode, n, ms(mean, 3), ms(p99, 3), chosen]);
      }
    }
    await c.end();
    log(`\n${ROWS} contacts, ${REPEAT} executions of each page on one connection, ${load()}`);
    log(table(['page', 'how', 'rows', 'mean ms', 'p99 ms', 'plans PostgreSQL chose'], rows));
  } finally {
    await db.stop();
  }
}

runMain(main);
