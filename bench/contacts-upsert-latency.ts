/**
 * POST /v1/contacts latency with 200-row bodies (the largest call committed inline),
 * over real HTTP against the full gateway on a durable embedded PostgreSQL.
 *
 *   npx tsx bench/contacts-upsert-latency.ts
 *
 * Knobs: BENCH_REQUESTS (100), BENCH_WARMUP (10), BENCH_BATCH (200),
 *        BENCH_PRELOAD (0: contacts seeded first, to time upserts into a populated workspace),
 *        BENCH_PG_STATS=1 (pg_stat_statements: print the statements that took the most time).
 * Every request carries fresh rows; sent one after another.
 */
import type { UpsertResult } from '../src/core/contacts/contact.schema';
import { benchServices, seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { resetStatements, startBenchDatabase, topStatements } from './support/postgres';
import { batchesOf, postJson, seedContacts } from './support/seed';
import { envInt, int, load, log, machine, memory, ms, now, summarise, table } from './support/stats';

const REQUESTS = envInt('BENCH_REQUESTS', 100);
const WARMUP = envInt('BENCH_WARMUP', 10);
const BATCH = envInt('BENCH_BATCH', 200);
const PRELOAD = envInt('BENCH_PRELOAD', 0);
const PG_STATS = process.env.BENCH_PG_STATS === '1';

async function main(): Promise<void> {
  log(`# contacts-upsert-latency\n${machine()}`);
  const db = await startBenchDatabase({ statements: PG_STATS });
  try {
    log(`postgres ${db.settings.server_version}: fsync=${db.settings.fsync} synchronous_commit=${db.settings.synchronous_commit} full_page_writes=${db.settings.full_page_writes} shared_buffers=${db.settings.shared_buffers}`);
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const companies = companyPool();
    if (PRELOAD > 0) {
      const pre = contactGenerator({ seed: 1, tag: 'p', companies });
      const t0 = now();
      await seedContacts(services, ws.id, batchesOf(pre.batch, PRELOAD, 1000));
      const c = await db.client();
      await c.query('vacuum analyze');
      await c.end();
      log(`preloaded ${int(PRELOAD)} contacts in ${ms((now() - t0) / 1000)} s`);
    }
    const app = await startBenchApp(services);
    const gen = contactGenerator({ seed: 2, tag: 'l', companies });
    const bodies = Array.from({ length: WARMUP + REQUESTS }, () => JSON.stringify({ contacts: gen.batch(BATCH) }));
    const url = `${app.baseUrl}/contacts`;

    if (PG_STATS) {
      const c = await db.client();
      await resetStatements(c);
      await c.end();
    }
    const samples: number[] = [];
    let measuredMs = 0;
    for (let i = 0; i < bodies.length; i++) {
      const res = await postJson<UpsertResult>(url, ws.writeKey, bodies[i]!);
      if (res.status !== 202 || res.body.status !== 'committed' || res.body.accepted !== BATCH) {
        throw new Error(`request ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
      }
      if (res.body.summary?.contacts_upserted !== BATCH) throw new Error(`request ${i}: ${JSON.stringify(res.body.summary)}`);
      if (i >= WARMUP) {
        samples.push(res.ms);
        measuredMs += res.ms;
      }
    }
    await app.close();

    const c = await db.client();
    const { rows } = await c.query<{ n: string }>('select count(*) as n from contacts where workspace_id = $1', [ws.id]);
    await c.end();
    const expected = PRELOAD + (WARMUP + REQUESTS) * BATCH;
    if (Number(rows[0]!.n) !== expected) throw new Error(`expected ${expected} contacts, found ${rows[0]!.n}`);

    const s = summarise(samples);
    const rowsPerSec = (REQUESTS * BATCH) / (measuredMs / 1000);
    log('');
    log(
      table(
        ['rows/request', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'mean ms', 'rows/s'],
        [[BATCH, REQUESTS, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max), ms(s.mean), int(rowsPerSec)]],
      ),
    );
    if (samples.length >= 8) {
      const q = Math.floor(samples.length / 4);
      const quarters = [0, 1, 2, 3].map((k) => summarise(samples.slice(k * q, k === 3 ? samples.length : (k + 1) * q)).p50);
      log(`\np50 by quarter of the run (the table grows by ${int(BATCH * REQUESTS)} rows): ${quarters.map((v) => `${ms(v)} ms`).join(' → ')}`);
    }
    if (PG_STATS) {
      const c = await db.client();
      const top = await topStatements(c, 8);
      await c.end();
      log('\nTop statements by total time (warm-up included):');
      log(table(['calls', 'total ms', 'mean ms', 'rows', 'statement'], top.map((t) => [t.calls, ms(t.total_ms), ms(t.mean_ms, 2), t.rows, t.query.slice(0, 160)])));
    }
    log(`\n${int(expected)} contacts stored at the end (preload ${int(PRELOAD)}); ${memory()}; ${load()}`);
  } finally {
    await db.stop();
  }
}

runMain(main);
