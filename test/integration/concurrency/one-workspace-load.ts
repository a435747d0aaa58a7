/**
 * Every writer of the service on ONE workspace at once, on real PostgreSQL: the run engine
 * with 8 runs unfinished (a new one starts as one finishes), the profile and email finder,
 * imports through the API and the import worker, play updates through the API, credit grants
 * and resumes, and people changing jobs in the sandbox so runs record changes and make plays.
 *
 * As in production, the gateway and the scheduler's roles each have a pool of their own (10
 * connections). The scheduler's roles log through the given logger, so a test sees every
 * error they log; the gateway's errors show as 5xx answers, which are collected.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { pino } from 'pino';

import { loadEnv } from '../../../src/config/env';
import { grantCredits } from '../../../src/core/credits/credits.service';
import { createRunWithItems } from '../../../src/core/runs/runs.service';
import { createServices } from '../../../src/core/services';
import { inTransaction } from '../../../src/core/transaction';
import { insertRunsFrom, journalInsertedRuns } from '../../../src/core/transitions/run-transition';
import { openOrm, type Orm } from '../../../src/db/orm';
import { query } from '../../../src/db/query';
import { startImportWorker, type Worker } from '../../../src/scheduler/import-worker';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { type EngineRig, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';
import type { sqlOn } from '../../support/sql';
import { type FinderRig, startFinderRig } from '../finder-flow/rig';

export const ACTIVE_RUNS = 8;

/** What the load did, to check that it really contended. */
export interface LoadCounts {
  runsStarted: number;
  /** Run items checked (and charged) while the load ran. */
  itemsChecked: number;
  /** Finder jobs done while the load ran. */
  finderJobsDone: number;
  /** The most runs seen unfinished at once. */
  maxActiveRuns: number;
  importsPosted: number;
  playUpdates: number;
  grants: number;
  resumes: number;
  moves: number;
  /** Answers of the gateway with a 5xx status (any is a bug). */
  serverErrors: Array<{ path: string; status: number; body: unknown }>;
  /** What a producer met that it did not expect (a refused play update, a failed grant). */
  producerErrors: string[];
  /** How long the producers ran (at least the minimum duration, longer until each did its share). */
  loadSeconds: number;
}

/** The least each producer must have done before the load may stop (after its minimum duration). */
const MINIMUM = { maxActiveRuns: ACTIVE_RUNS, itemsChecked: 400, finderJobsDone: 20, importsPosted: 10, playUpdates: 40, grants: 3 };

type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
type Sql = ReturnType<typeof sqlOn>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Contacts rows for sandbox people: with their profile URL (tracked) or without it (for the finder). */
function contactRows(people: Person[], withUrl: boolean, tag: string) {
  return people.map((p, i) => ({
    first_name: p.first_name,
    last_name: p.last_name,
    company: p.company,
    title: p.title,
    crm_id: `${tag}-${p.id}`,
    owner: `Owner ${i % 5}`,
    ...(withUrl ? { social_url: p.social_url } : {}),
  }));
}

const BASELINE_TOTALS = `jsonb_build_object('items', (select count(*)::int from due), 'processed', 0, 'moved', 0, 'promoted', 0,
  'left', 0, 'not_found', 0, 'unknown', 0, 'plays_created', 0, 'credits_charged', 0)`;

/** A baseline run over every profile behind a tracked contact (the engine treats it as any run), journalled as created. */
async function queueBaselineOfAll(em: EntityManager, workspaceId: string): Promise<void> {
  await query(
    em,
    `with due as (select distinct c.profile_id as id from contacts c where c.workspace_id = ?::uuid and c.tracking_status = 'tracked' and c.profile_id is not null),
          created as (${insertRunsFrom({ workspaceId: '?::uuid', kind: "'baseline'", totals: BASELINE_TOTALS, createdAt: 'now()' }, '')}
                      returning id, workspace_id, created_at),
          journalled as (${journalInsertedRuns('created', "'scheduler'")})
     insert into run_items (workspace_id, run_id, profile_id) select c.workspace_id, c.id, due.id from created c, due`,
    [workspaceId, workspaceId],
  );
}

async function progress(sql: Sql, workspaceId: string): Promise<{ items: number; jobs: number }> {
  const [row] = await sql<{ items: number; jobs: number }>(
    `select (select count(*)::int from run_items where workspace_id = ? and status = 'done') as items,
            (select count(*)::int from finder_jobs where workspace_id = ? and state = 'done') as jobs`,
    [workspaceId, workspaceId],
  );
  return row ?? { items: 0, jobs: 0 };
}

async function until(what: string, sql: Sql, q: string, params: unknown[], timeoutMs = 120_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const [row] = await sql<{ ok: boolean }>(q, params);
    if (row?.ok) return;
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface OneWorkspaceLoad {
  counts: LoadCounts;
  /**
   * Runs every producer for at least `minMs` and until each has done its share (MINIMUM), at
   * most `maxMs`; then stops them and lets the roles finish what was started.
   */
  run(minMs: number, maxMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface LoadSetup {
  databaseUrl: string;
  workspace: { id: string; writeKey: string };
  log: pino.Logger;
  /** For the test's own reads. */
  sql: Sql;
}

/** Starts the gateway and the scheduler's roles, seeds 160 tracked contacts and waits for their first check. */
export async function startOneWorkspaceLoad(setup: LoadSetup): Promise<OneWorkspaceLoad> {
  const { workspace: ws, sql } = setup;
  const orms: Orm[] = [await openOrm(setup.databaseUrl, 10), await openOrm(setup.databaseUrl, 10)];
  // The per-key limits would turn this load into 429s; the load is about the database. The gateway logs to the test's
  // logger, so a 5xx's cause (its logged error) is in the test's list of error records, not only its id.
  const gateway: AppOnDatabase = await startAppOnDatabase(orms[0]!, {
    env: { RATE_LIMIT_READS_PER_MIN: '10000000', RATE_LIMIT_WRITES_PER_MIN: '10000000' },
    log: setup.log,
  });
  const services = createServices({ orm: orms[1]!, env: loadEnv({ NODE_ENV: 'test' }), log: setup.log, clock: gateway.clock });
  const rig: EngineRig = await startEngineRig({ services } as Parameters<typeof startEngineRig>[0], { people: 900, batchSize: 25 });
  const finder: FinderRig = await startFinderRig(services, rig.sandboxUrl);
  const imports: Worker = startImportWorker(services, { intervalMs: 20 });
  const people = ((await (await fetch(`${rig.sandboxUrl}/admin/people?limit=900`)).json()) as { data: Person[] }).data;
  const tracked = people.slice(0, 160);
  const toFind = people.slice(160);
  const counts: LoadCounts = { runsStarted: 0, itemsChecked: 0, finderJobsDone: 0, maxActiveRuns: 0, importsPosted: 0, playUpdates: 0, grants: 0, resumes: 0, moves: 0, serverErrors: [], producerErrors: [], loadSeconds: 0 };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(gateway.baseUrl, method, path, { key: ws.writeKey, body });
    if (res.status >= 500) counts.serverErrors.push({ path, status: res.status, body: res.body });
    return res;
  };

  const seeded = await call('POST', '/contacts', { contacts: contactRows(tracked, true, 'tracked') });
  if (seeded.status !== 202) throw new Error(`seeding contacts: ${seeded.status} ${JSON.stringify(seeded.body)}`);
  await until('the first check of every tracked contact', sql,
    `select count(*) = 160 as ok from contacts c join profiles p on p.id = c.profile_id where c.workspace_id = ? and p.last_checked_at is not null`, [ws.id]);
  await call('PATCH', '/settings', { find_profiles: true, find_emails: true });

  const producers = makeProducers({ services, sql, call, counts, workspaceId: ws.id, tracked, toFind, sandboxUrl: rig.sandboxUrl, now: () => gateway.clock.now() });
  let closed = false;
  return {
    counts,
    async run(minMs, maxMs) {
      let stopped = false;
      const every = (ms: number, work: () => Promise<unknown>) =>
        (async () => {
          while (!stopped) {
            await work().catch((err: unknown) => counts.producerErrors.push(String((err as Error).stack ?? err)));
            await sleep(ms);
          }
        })();
      const running = [
        every(100, producers.keepRuns),
        every(150, producers.importBatch),
        every(30, producers.updatePlays),
        every(30, producers.updatePlays),
        every(1000, producers.grantAndResume),
        every(40, producers.movePeople),
        every(50, () => finder.loop.pass()),
      ];
      const start = Date.now();
      const before = await progress(sql, ws.id);
      const done = () => Object.entries(MINIMUM).every(([key, min]) => (counts[key as keyof typeof MINIMUM] as number) >= min);
      while (Date.now() - start < maxMs && (Date.now() - start < minMs || !done())) {
        await sleep(1000);
        const now = await progress(sql, ws.id);
        counts.itemsChecked = now.items - before.items;
        counts.finderJobsDone = now.jobs - before.jobs;
      }
      stopped = true;
      counts.loadSeconds = Math.round((Date.now() - start) / 1000);
      // The finder's pass drains while there is work (and imports keep bringing some): stop it.
      await finder.loop.stop();
      await Promise.all(running);
      await until('every posted import to finish', sql, `select count(*) = 0 as ok from imports where workspace_id = ? and status not in ('committed','failed')`, [ws.id]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await imports.stop();
      await finder.close();
      await rig.close();
      await gateway.close();
      for (const orm of orms) await orm.close(true);
    },
  };
}

interface ProducerContext {
  services: ReturnType<typeof createServices>;
  sql: Sql;
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
  counts: LoadCounts;
  workspaceId: string;
  tracked: Person[];
  toFind: Person[];
  sandboxUrl: string;
  now: () => Date;
}

const NEXT_STATUS: Record<string, string> = { open: 'contacted', contacted: 'replied', replied: 'meeting', meeting: 'not_relevant', not_relevant: 'open' };
const MOVE_KINDS = ['move', 'promote', 'title_edit', 'move'] as const;

function makeProducers(c: ProducerContext) {
  const { counts, sql, workspaceId } = c;
  let batch = 0;
  let tries = 0;
  return {
    /**
     * Keeps ACTIVE_RUNS runs unfinished: the one refresh run a workspace may have queued or running
     * (as the cadence starts it), and baseline runs over every tracked profile beside it (as the finder
     * and imports queue them, but larger).
     */
    async keepRuns() {
      const active = await sql<{ kind: string; status: string }>(`select kind, status from runs where workspace_id = ? and status in ('queued','running','paused')`, [workspaceId]);
      let n = active.length;
      if (n < ACTIVE_RUNS && !active.some((r) => r.kind !== 'baseline' && r.status !== 'paused')) {
        await inTransaction(c.services, (em) => createRunWithItems(em, workspaceId, 'scheduled', c.now(), true, 'scheduler'));
        counts.runsStarted++;
        n++;
      }
      for (; n < ACTIVE_RUNS; n++) {
        await inTransaction(c.services, (em) => queueBaselineOfAll(em, workspaceId));
        counts.runsStarted++;
      }
      counts.maxActiveRuns = Math.max(counts.maxActiveRuns, n);
    },
    /** One upsert of 50 rows: 25 tracked contacts with a new owner, 25 new contacts for the finder. */
    async importBatch() {
      const k = batch++;
      const updates = contactRows(c.tracked.slice((k * 25) % c.tracked.length).slice(0, 25), true, 'tracked').map((r) => ({ ...r, owner: `Owner ${k}` }));
      const fresh = contactRows(c.toFind.slice((k * 25) % c.toFind.length).slice(0, 25), false, `find${k}`);
      const res = await c.call('POST', '/contacts', { contacts: [...updates, ...fresh] });
      if (res.status === 202) counts.importsPosted++;
      else counts.producerErrors.push(`POST /contacts: ${res.status} ${JSON.stringify(res.body)}`);
    },
    /** Ten plays one status further through the play machine (and new notes), in parallel. */
    async updatePlays() {
      const plays = await sql<{ id: string; status: string }>(`select id, status from plays where workspace_id = ? order by random() limit 10`, [workspaceId]);
      await Promise.all(
        plays.map(async (p) => {
          const res = await c.call('PATCH', `/plays/${p.id}`, { status: NEXT_STATUS[p.status], notes: `touched ${counts.playUpdates}` });
          if (res.status === 200) counts.playUpdates++;
          // Another updater moved it first: the machine refuses the stale move (a 400 naming the allowed ones).
          else if (res.status !== 400) counts.producerErrors.push(`PATCH /plays (${p.status}): ${res.status} ${JSON.stringify(res.body)}`);
        }),
      );
    },
    /** 100 credits more, then every run paused for want of credits resumed. */
    async grantAndResume() {
      await grantCredits(c.services, { workspace: workspaceId, amount: 100, note: 'top-up under load' });
      counts.grants++;
      const paused = await sql<{ id: string }>(`select id from runs where workspace_id = ? and status = 'paused' and paused_reason = 'client_credits'`, [workspaceId]);
      for (const run of paused) if ((await c.call('POST', `/runs/${run.id}/resume`)).status === 200) counts.resumes++;
    },
    /** One tracked person changes job (moves, is promoted or edits a title) in the sandbox. */
    async movePeople() {
      const k = tries++;
      const person = c.tracked[k % c.tracked.length]!;
      const type = MOVE_KINDS[Math.floor(k / c.tracked.length) % MOVE_KINDS.length]!;
      const other = c.tracked[(k * 7 + 3) % c.tracked.length]!;
      const body =
        type === 'move' ? { type, company: other.company, title: 'VP of Sales' } : type === 'promote' ? { type, title: `Senior ${person.title}` } : { type, title: `${person.title} (EMEA)` };
      const res = await fetch(`${c.sandboxUrl}/admin/people/${person.id}/change`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.ok) counts.moves++;
    },
  };
}
