/**
 * Diagnosis, not a bench: where does one contacts upsert spend its time once the
 * workspace holds data? Seeds BENCH_PRELOAD contacts through the core commit path plus
 * a baseline run per batch (as POST /contacts and the import worker do), then commits one
 * more BENCH_BATCH-row slice and, before each SQL statement, runs it under
 * EXPLAIN (ANALYZE, BUFFERS) inside a savepoint that is rolled back, so every plan is
 * taken on the real state. Prints the statements by time and the slowest plans.
 *
 *   npx tsx bench/contacts-upsert-explain.ts
 *
 * Knobs: BENCH_PRELOAD (20000), BENCH_PRELOAD_BATCH (200: rows per preload transaction, one baseline
 *        run each, like the API's inline calls), BENCH_BATCH (200), BENCH_PLANS (3: plans printed),
 *        BENCH_ANALYZE (0: 1 runs VACUUM ANALYZE after the preload; 0 leaves the statistics to autovacuum,
 *        as a live service would have them), BENCH_TRY_FIX (1: also EXPLAIN ANALYZE candidate fixes on the
 *        same state, rolled back: rewrites of the baseline-run selection with and without an index on
 *        run_items (profile_id), and of the stored-contact match with and without an index on social_url).
 */
import type { EntityManager } from '@mikro-orm/postgresql';

import { commitSlice } from '../src/core/contacts/upsert';
import { queueBaselineRun } from '../src/core/runs/queue-baseline-run';
import { normaliseContactInput, type NormalisedContact } from '../src/domain/normalise';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator, type ContactRowInput } from './support/data';
import { startBenchDatabase } from './support/postgres';
import { envInt, int, log, machine, ms, now, table } from './support/stats';

const PRELOAD = envInt('BENCH_PRELOAD', 20_000);
const BATCH = envInt('BENCH_BATCH', 200);
const PRELOAD_BATCH = envInt('BENCH_PRELOAD_BATCH', 200);
const PLANS = envInt('BENCH_PLANS', 3);
const ANALYZE = envInt('BENCH_ANALYZE', 0) === 1;
const TRY_FIX = envInt('BENCH_TRY_FIX', 1) === 1;

/** queueBaselineRun's selection with the id filter written so that profiles_pkey can drive it. Same result set. */
const BASELINE_FILTER = `p.last_checked_at is null
    and exists (select 1 from contacts c where c.profile_id = p.id and c.tracking_status = 'tracked')
    and not exists (select 1 from run_items i join runs r on r.id = i.run_id
                     where i.profile_id = p.id and r.status in ('queued','running','paused')
                       and i.status in ('pending','leased'))`;
const BASELINE_REWRITES: Array<[string, string]> = [
  [
    'A: p.id in (select value::uuid from jsonb_array_elements_text(?))',
    `select p.id from profiles p where p.workspace_id = ?
       and p.id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) and ${BASELINE_FILTER}`,
  ],
  [
    'B: p.id = any(array(select value::uuid from jsonb_array_elements_text(?)))',
    `select p.id from profiles p where p.workspace_id = ?
       and p.id = any(array(select value::uuid from jsonb_array_elements_text(?::jsonb))) and ${BASELINE_FILTER}`,
  ],
];
const RUN_ITEMS_INDEX = `create index bench_run_items_profile_idx on run_items (profile_id) where status in ('pending','leased')`;
const CONTACTS_SOCIAL_INDEX = 'create index bench_contacts_social_idx on contacts (workspace_id, social_url)';

function normalise(rows: ContactRowInput[]): NormalisedContact[] {
  return rows.map((raw) => {
    const r = normaliseContactInput(raw);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.value;
  });
}

interface Traced {
  sql: string;
  ms: number;
  plan: string;
  planMs: number;
}

/**
 * An EntityManager whose `execute` EXPLAIN-ANALYZEs each statement (rolled back) before running it.
 * With BENCH_TRY_FIX, the stored-contact match (crm_id / social_url / email / name_key) is also explained
 * in the same savepoint with `= any(array(…))` arms and/or an index on social_url (the one arm without one).
 */
function tracing(tem: EntityManager, traced: Traced[], fixes: Array<{ variant: string; plan: string }>): EntityManager {
  return new Proxy(tem, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (sql: string, params?: unknown[], method?: 'all' | 'get' | 'run') => {
        await target.execute('savepoint bench_explain');
        const t0 = now();
        const planRows = await target.execute<Array<Record<string, string>>>(
          `explain (analyze, buffers, timing) ${sql}`,
          params ?? [],
        );
        const planMs = now() - t0;
        if (TRY_FIX && /^\s*select id, crm_id, social_url/.test(sql)) {
          const explain = async (variant: string, text: string) => {
            const plan = await target.execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${text}`, params ?? []);
            fixes.push({ variant, plan: plan.map((r) => r['QUERY PLAN']).join('\n') });
          };
          // `col in (select …)` arms are hashed-subplan filters, never index conditions: try `= any(array(…))` arms.
          const anyArms = sql.replace(
            /(\w+) in \(select jsonb_array_elements_text\(\?::jsonb\)\)/g,
            '$1 = any(array(select jsonb_array_elements_text(?::jsonb)))',
          );
          await explain('stored-contact match, arms as = any(array(…))', anyArms);
          await target.execute(CONTACTS_SOCIAL_INDEX);
          await explain('stored-contact match + index contacts (workspace_id, social_url)', sql);
          await explain('stored-contact match, arms as = any(array(…)) + index contacts (workspace_id, social_url)', anyArms);
        }
        await target.execute('rollback to savepoint bench_explain');
        const t1 = now();
        const result = await target.execute(sql, params ?? [], method);
        traced.push({
          sql: sql.replace(/\s+/g, ' ').trim(),
          ms: now() - t1,
          plan: planRows.map((r) => r['QUERY PLAN']).join('\n'),
          planMs,
        });
        return result;
      };
    },
  });
}

async function main(): Promise<void> {
  log(`# contacts-upsert-explain\n${machine()}`);
  const db = await startBenchDatabase();
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const companies = companyPool();
    const gen = contactGenerator({ seed: 3, tag: 'x', companies });
    const t0 = now();
    for (let left = PRELOAD; left > 0; left -= PRELOAD_BATCH) {
      const rows = normalise(gen.batch(Math.min(PRELOAD_BATCH, left)));
      const em = services.orm.em.fork() as EntityManager;
      await em.transactional(async (tem) => {
        const slice = await commitSlice(tem, ws.id, { contacts: rows, accounts: [], at: services.clock.now() });
        await queueBaselineRun(tem, ws.id, slice.profileIds, services.clock.now());
      });
    }
    const c = await db.client();
    if (ANALYZE) await c.query('vacuum analyze');
    const stats = await c.query<{ relname: string; n_live_tup: string; last_analyze: Date | null; last_autoanalyze: Date | null }>(
      `select relname, n_live_tup, last_analyze, last_autoanalyze from pg_stat_user_tables
        where relname in ('contacts','profiles','run_items','runs','accounts') order by relname`,
    );
    const counts = await c.query<{ contacts: string; profiles: string; run_items: string; runs: string }>(
      `select (select count(*) from contacts) as contacts, (select count(*) from profiles) as profiles,
              (select count(*) from run_items) as run_items, (select count(*) from runs) as runs`,
    );
    await c.end();
    const n = counts.rows[0]!;
    log(`preloaded in ${ms((now() - t0) / 1000)} s: ${int(+n.contacts)} contacts, ${int(+n.profiles)} profiles, ${int(+n.runs)} runs, ${int(+n.run_items)} run_items`);
    log(
      table(
        ['table', 'n_live_tup (planner view)', 'last analyze', 'last autoanalyze'],
        stats.rows.map((r) => [r.relname, r.n_live_tup, r.last_analyze?.toISOString() ?? 'never', r.last_autoanalyze?.toISOString() ?? 'never']),
      ),
    );

    const traced: Traced[] = [];
    const fixes: Array<{ variant: string; plan: string }> = [];
    const rows = normalise(gen.batch(BATCH));
    const em = services.orm.em.fork() as EntityManager;
    await em.transactional(async (tem) => {
      const t = tracing(tem, traced, fixes);
      const slice = await commitSlice(t, ws.id, { contacts: rows, accounts: [], at: services.clock.now() });
      if (TRY_FIX) {
        const params = [ws.id, JSON.stringify(slice.profileIds)];
        const explain = async (variant: string, sql: string) => {
          const plan = await tem.execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${sql}`, params);
          fixes.push({ variant, plan: plan.map((r) => r['QUERY PLAN']).join('\n') });
        };
        await tem.execute('savepoint bench_fix');
        for (const [variant, sql] of BASELINE_REWRITES) await explain(variant, sql);
        await tem.execute(RUN_ITEMS_INDEX);
        for (const [variant, sql] of BASELINE_REWRITES) await explain(`${variant} + run_items (profile_id) index`, sql);
        await tem.execute('rollback to savepoint bench_fix');
      }
      await queueBaselineRun(t, ws.id, slice.profileIds, services.clock.now());
    });

    const total = traced.reduce((a, s) => a + s.ms, 0);
    log(`\nOne ${BATCH}-row commit (commitSlice + queueBaselineRun): ${ms(total)} ms in SQL`);
    log(table(['ms', 'share', 'statement'], traced.map((s) => [ms(s.ms), `${((s.ms / total) * 100).toFixed(0)} %`, s.sql.slice(0, 150)])));
    for (const s of [...traced].sort((a, b) => b.ms - a.ms).slice(0, PLANS)) {
      log(`\n## ${ms(s.ms)} ms: ${s.sql.slice(0, 400)}\n\n${s.plan.replace(/'\[[^\]]{200,}\]'/g, "'[…ids…]'")}`);
    }
    if (fixes.length) {
      const execMs = (plan: string) => /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
      log('\nCandidate fixes, same state (EXPLAIN ANALYZE, rolled back):');
      log(table(['variant', 'execution ms', 'top node'], fixes.map((f) => [f.variant, execMs(f.plan), f.plan.split('\n')[0]!.trim().slice(0, 70)])));
      const baseline = fixes.filter((f) => !f.variant.startsWith('stored-contact'));
      const best = baseline.reduce((a, b) => (Number(execMs(a.plan)) <= Number(execMs(b.plan)) ? a : b));
      log(`\n## Fastest baseline-selection rewrite: ${best.variant}\n\n${best.plan}`);
      const matches = fixes.filter((f) => f.variant.startsWith('stored-contact'));
      if (matches.length) {
        const bestMatch = matches.reduce((a, b) => (Number(execMs(a.plan)) <= Number(execMs(b.plan)) ? a : b));
        log(`\n## Fastest stored-contact match variant: ${bestMatch.variant}\n\n${bestMatch.plan}`);
      }
    }
  } finally {
    await db.stop();
  }
}

runMain(main);
