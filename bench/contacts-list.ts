/**
 * GET /v1/contacts under load: BENCH_ROWS seeded contacts (core commit path: accounts,
 * profiles for 80 %, segments, owners), then each filter for BENCH_DURATION_S with
 * BENCH_CONNECTIONS concurrent keep-alive connections, against the full gateway (auth,
 * rate limit, query validation, mapping, metrics) and against a bare Express + pg route
 * in the same process running the same two statements listContacts runs (count, then the
 * page) with no auth and no validation. Target: the service at ≥ 60 % of the bare req/s.
 * The two are measured one after the other, in alternating order over BENCH_ROUNDS rounds
 * (the figures are the mean over rounds), so drift on a busy machine hits both alike.
 *
 *   npx tsx bench/contacts-list.ts
 *
 * Knobs: BENCH_ROWS (100000), BENCH_DURATION_S (10), BENCH_WARMUP_S (2), BENCH_CONNECTIONS (16),
 *        BENCH_ROUNDS (2), BENCH_POOL (10: database connections for each side, the service default),
 *        BENCH_EXPLAIN=1 (print EXPLAIN (ANALYZE, BUFFERS) of both statements of each filter first).
 */
import express from 'express';
import pg from 'pg';
import { request } from 'undici';

import { CONTACT_SELECT, contactCountSql, contactListFilter } from '../src/core/contacts/contact.query';
import { numberPlaceholders } from '../src/db/query';
import { benchServices, listen, seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator, OWNERS } from './support/data';
import { type LoadResult, runLoad } from './support/load';
import { startBenchDatabase } from './support/postgres';
import { batchesOf, seedContacts } from './support/seed';
import { envInt, envNumber, int, load, log, machine, memory, ms, now, pct, table } from './support/stats';

const ROWS = envInt('BENCH_ROWS', 100_000);
const DURATION_S = envNumber('BENCH_DURATION_S', 10);
const WARMUP_S = envNumber('BENCH_WARMUP_S', 2);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 16);
const ROUNDS = Math.max(1, envInt('BENCH_ROUNDS', 2));
const POOL = envInt('BENCH_POOL', 10);
const TARGET = 0.6;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

/**
 * listContacts' two statements, built by the same code (contactListFilter, CONTACT_SELECT)
 * and numbered for pg. Query values are taken as they come: no validation.
 */
function listSql(workspaceId: string, q: Record<string, string | undefined>) {
  const where = contactListFilter(workspaceId, q);
  const { filter, params } = where;
  const page = Number(q.page ?? 1);
  const pageSize = Number(q.page_size ?? 50);
  const countSql = numberPlaceholders(contactCountSql(where));
  const pageSql = numberPlaceholders(`${CONTACT_SELECT} where ${filter} order by c.created_at desc, c.id desc limit ? offset ?`);
  return { countSql, pageSql, params, pageParams: [...params, pageSize, (page - 1) * pageSize], page, pageSize };
}

async function startBare(url: string, workspaceId: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.get('/contacts', async (req, res) => {
    const s = listSql(workspaceId, req.query as Record<string, string>);
    const count = await pool.query<{ n: string }>(s.countSql, s.params);
    const rows = await pool.query(s.pageSql, s.pageParams);
    res.json({ data: rows.rows, page: s.page, page_size: s.pageSize, total: Number(count.rows[0]?.n ?? 0) });
  });
  const server = await listen(app);
  return {
    url: server.url,
    async close() {
      await server.close();
      await pool.end();
    },
  };
}

async function getJson(url: string, headers: Record<string, string>) {
  const res = await request(url, { headers });
  const body = (await res.body.json()) as { total: number; data: Array<{ id: string }> };
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function main(): Promise<void> {
  log(`# contacts-list\n${machine()}`);
  const db = await startBenchDatabase({ poolMax: POOL });
  try {
    log(`postgres ${db.settings.server_version}: fsync=${db.settings.fsync} synchronous_commit=${db.settings.synchronous_commit} shared_buffers=${db.settings.shared_buffers}`);
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const gen = contactGenerator({ seed: 21, tag: 's', companies: companyPool() });
    const s0 = now();
    let lastLog = now();
    await seedContacts(services, ws.id, batchesOf(gen.batch, ROWS, 1000), (done) => {
      if (now() - lastLog > 15_000) {
        lastLog = now();
        log(`  seeded ${int(done)} (${ms((now() - s0) / 1000, 0)} s)`);
      }
    });
    const c = await db.client();
    await c.query('vacuum analyze');
    const counts = (
      await c.query<{ contacts: string; profiles: string; accounts: string }>(
        `select (select count(*) from contacts) as contacts, (select count(*) from profiles) as profiles,
                (select count(*) from accounts) as accounts`,
      )
    ).rows[0]!;
    await c.end();
    log(
      `seeded ${int(+counts.contacts)} contacts, ${int(+counts.profiles)} profiles, ${int(+counts.accounts)} accounts ` +
        `in ${ms((now() - s0) / 1000, 1)} s (core commit path, 1,000-row transactions), then VACUUM ANALYZE`,
    );

    const app = await startBenchApp(services);
    const bare = await startBare(db.url, ws.id);
    const owner = OWNERS[3]!;
    const scenarios: Array<[string, string]> = [
      ['newest first, no filter', '/contacts?page_size=50'],
      ['segment + tracking_status', '/contacts?segment=customer&tracking_status=tracked&page_size=50'],
      ['free text q=smith', '/contacts?q=smith'],
      ['owner, page 3', `/contacts?owner=${encodeURIComponent(owner)}&page=3`],
    ];
    const auth = { authorization: `Bearer ${ws.readKey}` };
    const appOrigin = app.rootUrl;
    const appPath = (p: string) => `/v1${p}`;

    if (EXPLAIN) {
      const ec = await db.client();
      for (const [name, path] of scenarios) {
        const q = Object.fromEntries(new URL(path, 'http://x').searchParams) as Record<string, string>;
        const s = listSql(ws.id, q);
        for (const [what, sql, params] of [
          ['count', s.countSql, s.params],
          ['page', s.pageSql, s.pageParams],
        ] as const) {
          const plan = await ec.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, [...params]);
          log(`\n## ${name}: ${what}\n${sql.replace(/\s+/g, ' ').slice(0, 200)}\n\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        }
      }
      await ec.end();
    }
    const rows: Array<Array<string | number>> = [];
    let allMet = true;
    for (const [name, path] of scenarios) {
      // Both sides must answer the same thing.
      const a = await getJson(`${appOrigin}${appPath(path)}`, auth);
      const b = await getJson(`${bare.url}${path}`, {});
      if (a.total !== b.total || a.data.map((r) => r.id).join() !== b.data.map((r) => r.id).join()) {
        throw new Error(`${name}: the service and the bare route disagree (total ${a.total} vs ${b.total})`);
      }
      const results: { app: LoadResult[]; bare: LoadResult[] } = { app: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order: Array<'app' | 'bare'> = round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
        for (const side of order) {
          const r = await runLoad({
            origin: side === 'app' ? appOrigin : bare.url,
            paths: [side === 'app' ? appPath(path) : path],
            headers: side === 'app' ? auth : {},
            connections: CONNECTIONS,
            durationMs: DURATION_S * 1000,
            warmupMs: WARMUP_S * 1000,
          });
          if (r.errors > 0 || r.ok !== r.requests) {
            throw new Error(`${name} (${side}): ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}, ${r.lastError ?? ''}`);
          }
          results[side].push(r);
        }
      }
      const mean = (xs: LoadResult[], f: (r: LoadResult) => number) => xs.reduce((s, r) => s + f(r), 0) / xs.length;
      const appRps = mean(results.app, (r) => r.rps);
      const bareRps = mean(results.bare, (r) => r.rps);
      const ratio = appRps / bareRps;
      allMet &&= ratio >= TARGET;
      rows.push([
        name,
        int(a.total),
        int(appRps),
        `${ms(mean(results.app, (r) => r.latency.p50))} / ${ms(mean(results.app, (r) => r.latency.p99))}`,
        int(bareRps),
        `${ms(mean(results.bare, (r) => r.latency.p50))} / ${ms(mean(results.bare, (r) => r.latency.p99))}`,
        pct(ratio),
        `≥ ${pct(TARGET)} ${ratio >= TARGET ? 'met' : 'NOT met'}`,
      ]);
      log(`  ${name}: service ${results.app.map((r) => int(r.rps)).join(', ')} req/s; bare ${results.bare.map((r) => int(r.rps)).join(', ')} req/s (${load()})`);
    }
    await app.close();
    await bare.close();

    log(`\n${CONNECTIONS} connections, ${DURATION_S} s per side after ${WARMUP_S} s warm-up, mean of ${ROUNDS} alternating rounds, ${POOL} DB connections per side`);
    log(table(['GET /contacts', 'matches', 'service req/s', 'p50 / p99 ms', 'bare req/s', 'p50 / p99 ms', 'service/bare', 'target'], rows));
    log(`\n${allMet ? 'all targets met' : 'target NOT met for some filters'}; ${memory()}; ${load()}`);
  } finally {
    await db.stop();
  }
}

runMain(main);
