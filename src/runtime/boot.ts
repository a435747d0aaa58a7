import { type Env, loadEnv } from '../config/env';
import type { Services } from '../core/context';
import { createServices } from '../core/services';
import { logConflictsTo } from '../db/conflict-retry';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrate, openOrm } from '../db/orm';
import { createLogger, type Logger } from '../shared/logger';

export interface Booted {
  env: Env;
  log: Logger;
  db: DatabaseHandle;
  services: Services;
  shutdown(): Promise<void>;
}

/** Configuration, database (embedded unless DATABASE_URL), migrations and the service layer. */
export async function boot(options: { logLevel?: string; migrate?: boolean } = {}): Promise<Booted> {
  const env = loadEnv();
  const log = createLogger(options.logLevel ?? env.LOG_LEVEL);
  const db = await openDatabase(env, log);
  // On failure, do not leave an embedded PostgreSQL behind: the next start would find its postmaster.pid.
  const orm = await openOrm(db.url).catch(async (err: unknown) => {
    await db.stop().catch(() => {});
    throw err;
  });
  try {
    if (env.MIGRATE_ON_START || options.migrate) await migrate(orm);
  } catch (err) {
    await orm.close(true).catch(() => {});
    await db.stop().catch(() => {});
    throw err;
  }
  const services = createServices({ orm, env, log });
  // A statement outside a transaction that PostgreSQL aborts for a deadlock is run again by query(): logged here.
  logConflictsTo(log);
  return {
    env,
    log,
    db,
    services,
    async shutdown() {
      await orm.close(true);
      await db.stop();
    },
  };
}
