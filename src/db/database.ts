import path from 'node:path';

import type { Env } from '../config/env';
import type { Logger } from '../shared/logger';
import { reachableDataDir, startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in the data directory. */
export async function openDatabase(env: Env, log: Logger): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const requested = path.join(path.resolve(env.TRACKER_DATA_DIR), 'pg');
  const dataDir = reachableDataDir(requested);
  if (dataDir !== requested) log.info({ dataDir }, 'data directory not reachable by the postgres user; using the temp dir');
  const started = Date.now();
  const db = await startEmbeddedPostgres({
    dataDir,
    port: env.TRACKER_PG_PORT,
    onLog: (line) => log.debug({ postgres: line }),
  });
  await db.createDatabase('tracker');
  log.info({ port: env.TRACKER_PG_PORT, dataDir, ms: Date.now() - started }, 'embedded PostgreSQL ready');
  return { url: db.url('tracker'), embedded: true, stop: () => db.stop() };
}
