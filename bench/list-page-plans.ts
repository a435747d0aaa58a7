/**
 * Diagnosis, not a bench: which list pages may be prepared, and how (docs/decisions.md "Gateway round 12").
 *
 * 1. The first pages of the prepared lists (contacts without `q`, plays, changes, runs): with `limit ? offset ?`
 *    PostgreSQL keeps planning a prepared page each call; with the first page's size written in the text (what
 *    pageSql does for a prepared page 1) it may keep the generic plan. For each: the mean and p99 of BENCH_REPEAT
 *    executions unprepared, prepared with bind parameters, prepared with the size written, and the plans
 *    PostgreSQL chose; with BENCH_PLANS, the custom and the generic plan of the last.
 *
 *    Then the tenants' skew: BENCH_SMALL_WORKSPACES workspaces of 40 contacts beside the big one; each first page
 *    prepared and run 10 times for a small workspace (PostgreSQL settles on a plan), then for the big one: its
 *    execution with that plan against its own custom plan's.
 *
 * 2. Should the search pages (GET /contacts?q=, GET /plays?q=) be prepared? A prepared
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
 *   npx tsx bench/list-page-plans.ts        (BENCH_ROWS 5000, BENCH_REPEAT 200, BENCH_PLANS 1)
 */
import type pg from 'pg';

import { CHANGE_SELECT } from '../src/core/changes/change.query';
import { CONTACT_SELECT, contactCountSql, type ContactFilter, contactListFilter } from '../src/core/contacts/contact.query';
import { type PlayListQuery, playPageStatement } from '../src/core/plays/plays.service';
import { RUN_ANSWER_COLUMNS } from '../src/core/runs/run.query';
import { pageSql,type PageStatement } from '../src/db/page-query';
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
/** Small workspaces beside the big one: is a generic plan PostgreSQL settled on while serving them good for the big one? */
const SMALL = envInt('BENCH_SMALL_WORKSPACES', 20);

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

/** The prepared lists' first pages, as their services write them (the `prepare` prefix is what pageSql looks at). */
function listPages(workspaceId: string): Array<[string, PageStatement]> {
  const contacts = (f: ContactFilter): PageStatement => {
    const where = contactListFilter(workspaceId, f);
    return { count: contactCountSql(where), rows: `${CONTACT_SELECT} where ${where.filter} order by c.created_at desc, c.id desc`, params: where.params, page: PAGE, prepare: 'p' };
  };
  const plays = (q: Partial<PlayListQuery>) => playPageStatement(workspaceId, { ...PAGE, ...q } as PlayListQuery);
  return [
    ['contacts', contacts({})],
    ['contacts segment + tracking_status', contacts({ segment: 'customer', tracking_status: 'tracked' })],
    ['contacts tracking_status=needs_social', contacts({ tracking_status: 'needs_social' })],
    ['contacts updated_since', contacts({ updated_since: '2000-01-01T00:00:00Z' })],
    ['plays', plays({})],
    ['plays status=contacted', plays({ status: 'contacted' })],
    ['plays sort=person', plays({ sort: 'person' })],
    ['plays q=smith', plays({ q: 'smith' })],
    ['changes', { count: 'select count(*) as n from changes ch where ch.workspace_id = ?', rows: `${CHANGE_SELECT} where ch.workspace_id = ? order by ch.detected_at desc, ch.id desc`, params: [workspaceId], page: PAGE, prepare: 'p' }],
    ['runs', { count: 'select count(*) as n from runs where workspace_id = ?', rows: `select ${RUN_ANSWER_COLUMNS} from runs where workspace_id = ? order by created_at desc, id desc`, params: [workspaceId], page: { page: 1, page_size: 20 }, prepare: 'p' }],
  ];
}

/** The page with bind parameters for its limit and offset (`sized`: false) or with its size written (true). */
function listPage(name: string, s: PageStatement, sized: boolean): Page {
  const { sql, params } = pageSql(sized ? s : { ...s, prepare: undefined });
  return { name, text: numberPlaceholders(sql), params };
}

let statementNo = 0;

/** Each first page settled on a small workspace, then run for the big one: that plan's execution ms against the custom plan's. */
async function skew(c: pg.Client, big: string, small: string): Promise<Array<Array<string | number>>> {
  const rows: Array<Array<string | number>> = [];
  const smallPages = listPages(small);
  for (const [i, [name, s]] of listPages(big).entries()) {
    const forBig = listPage(name, s, true);
    const forSmall = listPage(name, smallPages[i]![1], true);
    const stmt = `skew_${++statementNo}`;
    for (let k = 0; k < 10; k++) await c.query({ name: stmt, text: forSmall.text, values: forSmall.params });
    const literals = forBig.params.map((v) => (typeof v === 'number' ? String(v) : c.escapeLiteral(String(v)))).join(', ');
    const run = async () => (await c.query<{ 'QUERY PLAN': string }>(`explain (analyze) execute ${stmt}(${literals})`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const settled = await run();
    await c.query('set plan_cache_mode = force_custom_plan');
    const custom = await run();
    await c.query('reset plan_cache_mode');
    const [chosen] = (await c.query<{ generic_plans: string }>('select generic_plans from pg_prepared_statements where name = $1', [stmt])).rows;
    const exec = (plan: string) => Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]);
    const shape = (plan: string) => plan.split('\n').map((l) => /(?:->\s*)?([A-Z][A-Za-z ]+?)(?: using | on |\s+\(|$)/.exec(l.trim())?.[1]).join('|');
    rows.push([name, Number(chosen?.generic_plans ?? 0) > 0 ? 'generic' : 'custom', ms(exec(settled), 3), ms(exec(custom), 3), shape(settled) === shape(custom) ? 'same' : 'differs']);
    if (shape(settled) !== shape(custom)) log(`\n## ${name}, the big workspace, settled plan\n\n${settled}\n\n## its custom plan\n\n${custom}`);
    await c.query(`deallocate ${stmt}`);
  }
  return rows;
}

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
  log(`# list-page-plans\n${machine()}\n${load()}`);
  const db = await startBenchDatabase();
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    await seedGatewayData(db, services, ws.id, ROWS);
    const c = await db.client();
    c.on('error', (err) => log(`plans client: ${err.message}`));
    log(`seeded ${ROWS} contacts and the gateway bench's plays; ${load()}`);
    const lists: Array<Array<string | number>> = [];
    for (const [name, s] of listPages(ws.id)) {
      const withParams = listPage(name, s, false);
      const sized = listPage(name, s, true);
      if (PLANS) {
        for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) log(`\n## ${name}, size written, ${mode}\n\n${await explain(c, sized, mode)}`);
      }
      for (const [how, p, mode] of [['unprepared', withParams, 'unprepared'], ['prepared, limit ? offset ?', withParams, 'auto'], ['prepared, size written', sized, 'auto']] as const) {
        const [mean, p99, chosen, n] = await time(c, p, mode);
        lists.push([name, how, n, ms(mean, 3), ms(p99, 3), chosen]);
      }
    }
    log(`\n${ROWS} contacts, ${REPEAT} executions of each first page on one connection, ${load()}`);
    log(table(['page', 'how', 'rows', 'mean ms', 'p99 ms', 'plans PostgreSQL chose'], lists));
    if (SMALL > 0) {
      const small: string[] = [];
      for (let i = 0; i < SMALL; i++) {
        const w = await seedBenchWorkspace(services, `Small ${i}`);
        await seedGatewayData(db, services, w.id, 40);
        small.push(w.id);
      }
      log(`\nthe big workspace (${ROWS} contacts) beside ${SMALL} of 40: each first page settled on a small one, then run for the big one`);
      log(table(['page', 'plan settled on', 'big workspace, settled plan ms', 'its custom plan ms', 'shape'], await skew(c, ws.id, small[0]!)));
    }

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
    log(`\n${ROWS} contacts, ${REPEAT} executions of each search page on one connection, ${load()}`);
    log(table(['page', 'how', 'rows', 'mean ms', 'p99 ms', 'plans PostgreSQL chose'], rows));
  } finally {
    await db.stop();
  }
}

runMain(main);
