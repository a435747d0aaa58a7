import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate, openOrm, type Orm } from '../../src/db/orm';
import { freePort } from '../../test/support/processes';

/**
 * A durable embedded PostgreSQL for one bench run: its own temp folder, a free port,
 * fsync / synchronous_commit / full_page_writes left at their defaults (on), a migrated
 * `bench` database. Removed on stop (unless BENCH_KEEP_DB=1).
 */
export interface BenchDatabase {
  url: string;
  adminUrl: string;
  dataDir: string;
  orm: Orm;
  /** A plain pg client on the bench database, for seeding, polling and EXPLAIN. */
  client(): Promise<pg.Client>;
  /** The durability-relevant server settings, as the server reports them. */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

export interface BenchDatabaseOptions {
  /** ORM connection pool size (the service default is 10). */
  poolMax?: number;
  /** Preload pg_stat_statements (restarts the cluster once); see `topStatements`. */
  statements?: boolean;
  /**
   * shared_buffers for the run (e.g. '24MB'; restarts the cluster once): a smaller cache makes a
   * 200k-row run meet the cache pressure a million rows meet at the default 128MB.
   */
  sharedBuffers?: string;
}

/** Postgres runs as the `postgres` OS user when we are root: every parent must be traversable by others. */
function traversable(dir: string): boolean {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) return false;
    if (path.dirname(d) === d) return true;
  }
}

function benchRoot(): string {
  const base = traversable(tmpdir()) ? tmpdir() : '/tmp';
  const root = mkdtempSync(path.join(base, 'tracker-bench-'));
  chmodSync(root, 0o755);
  return root;
}

const SETTINGS = ['server_version', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers', 'max_wal_size'];

let cleanup: (() => Promise<void>) | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (cleanup?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

export async function startBenchDatabase(options: BenchDatabaseOptions = {}): Promise<BenchDatabase> {
  const root = benchRoot();
  const dataDir = path.join(root, 'pg');
  const port = await freePort();
  const logs: string[] = [];
  const start = () => startEmbeddedPostgres({ dataDir, port, ephemeral: false, onLog: (l) => logs.push(l) });
  let db: EmbeddedDatabase;
  try {
    db = await start();
    if (options.statements || options.sharedBuffers) {
      const admin = new pg.Client({ connectionString: db.adminUrl });
      await admin.connect();
      if (options.statements) {
        await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
        await admin.query(`alter system set pg_stat_statements.track = 'all'`);
      }
      if (options.sharedBuffers) await admin.query(`alter system set shared_buffers = '${options.sharedBuffers.replace(/[^0-9A-Za-z]/g, '')}'`);
      await admin.end();
      await db.stop();
      db = await start();
    }
  } catch (err) {
    process.stderr.write(logs.slice(-30).join('\n') + '\n');
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  await db.createDatabase('bench');
  const url = db.url('bench');
  const orm = await openOrm(url, options.poolMax ?? 10);
  await migrate(orm);

  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  };
  const c = await client();
  const settings: Record<string, string> = {};
  for (const name of SETTINGS) {
    const { rows } = await c.query<{ v: string }>(`select current_setting($1) as v`, [name]);
    settings[name] = rows[0]!.v;
  }
  if (options.statements) await c.query('create extension if not exists pg_stat_statements');
  await c.end();

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await orm.close(true).catch(() => undefined);
    await db.stop().catch(() => undefined);
    if (process.env.BENCH_KEEP_DB === '1') process.stderr.write(`kept the cluster in ${dataDir}\n`);
    else rmSync(root, { recursive: true, force: true });
  };
  cleanup = stop;
  return { url, adminUrl: db.adminUrl, dataDir, orm, client, settings, stop };
}

export interface StatementStat {
  calls: number;
  /** Shared buffers read from outside PostgreSQL's cache, and written out by this statement to make room. */
  blks_read: number;
  blks_written: number;
  total_ms: number;
  mean_ms: number;
  rows: number;
  query: string;
}

/** The statements that took the most total time since the last reset (needs `statements: true`). */
export async function topStatements(c: pg.Client, limit = 10): Promise<StatementStat[]> {
  const { rows } = await c.query<StatementStat>(
    `select calls::int, shared_blks_read::int as blks_read, shared_blks_written::int as blks_written, round(total_exec_time::numeric, 1)::float as total_ms, round(mean_exec_time::numeric, 2)::float as mean_ms,
            rows::int, regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
      order by total_exec_time desc limit $1`,
    [limit],
  );
  return rows;
}

export async function resetStatements(c: pg.Client): Promise<void> {
  await c.query('select pg_stat_statements_reset()');
}

export interface WalCounters {
  records: number;
  fpi: number;
  bytes: number;
  checkpoints: number;
}

/**
 * The cluster's WAL counters (pg_stat_wal) and checkpoints so far (pg_stat_checkpointer,
 * PostgreSQL 17): the difference over a run is what it wrote, a figure the machine's load does
 * not change. Full-page images (`fpi`) follow each checkpoint: every page first touched after
 * one is logged whole.
 */
export async function walCounters(c: pg.Client): Promise<WalCounters> {
  const { rows } = await c.query<WalCounters>(
    `select w.wal_records::float as records, w.wal_fpi::float as fpi, w.wal_bytes::float as bytes,
            (k.num_timed + k.num_requested)::float as checkpoints
       from pg_stat_wal w, pg_stat_checkpointer k`,
  );
  return rows[0]!;
}

/** `after` minus `before`, as one log line. */
export function walDelta(before: WalCounters, after: WalCounters): string {
  const gb = (after.bytes - before.bytes) / 1024 ** 3;
  return `WAL ${gb.toFixed(2)} GB, ${Math.round((after.records - before.records) / 1000)}k records, ${Math.round((after.fpi - before.fpi) / 1000)}k full-page images, ${after.checkpoints - before.checkpoints} checkpoints`;
}
