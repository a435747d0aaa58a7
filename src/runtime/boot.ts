import { type Env, loadEnv } from '../config/env';
import type { Services } from '../core/context';
import { testClockStore } from '../core/freshness/test-clock-store';
import { createServices } from '../core/services';
import { logConflictsTo } from '../db/conflict-retry';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrate, openOrm } from '../db/orm';
import { systemClock } from '../shared/clock';
import { createLogger, type Logger } from '../shared/logger';
import { followedSandbox, type ServiceClock, startServiceClock, storedServiceClock } from './service-clock';

export interface Booted {
  env: Env;
  log: Logger;
  db: DatabaseHandle;
  services: Services;
  /** The scheduling clock and how it follows the sandbox (src/runtime/service-clock.ts). */
  serviceClock: ServiceClock;
  shutdown(): Promise<void>;
}

export interface BootOptions {
  logLevel?: string;
  migrate?: boolean;
  /** Database connections kept open however idle (the gateway's warm connections). */
  poolMin?: number;
  /** The sandbox whose clock to follow; default: the profile source when it is the sandbox (`followedSandbox`). */
  followSandbox?: string | null;
  /** Following no sandbox, still run on the offset the service stored (the CLI: `storedServiceClock`). */
  storedClock?: boolean;
}

/** Configuration, database (embedded unless DATABASE_URL), migrations, the service clock and the service layer. */
export async function boot(options: BootOptions = {}): Promise<Booted> {
  const env = loadEnv();
  const log = createLogger(options.logLevel ?? env.LOG_LEVEL);
  const db = await openDatabase(env, log);
  // On failure, do not leave an embedded PostgreSQL behind: the next start would find its postmaster.pid.
  const orm = await openOrm(db.url, undefined, options.poolMin).catch(async (err: unknown) => {
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
  const sandbox = options.followSandbox === undefined ? followedSandbox(env) : options.followSandbox;
  const store = testClockStore(orm.em);
  const serviceClock = startServiceClock(sandbox, { pollMs: env.TEST_CLOCK_POLL_MS, log, store });
  // The stored offset first: under `npm start` the sandbox is still starting, and nothing may read the wall clock meanwhile.
  await serviceClock.restore();
  await serviceClock.sync();
  const clock = !sandbox && options.storedClock ? await storedServiceClock(env, store, log) : serviceClock.clock;
  const services = createServices({ orm, env, log, clock, wallClock: systemClock });
  // A statement outside a transaction that PostgreSQL aborts for a deadlock is run again by query(): logged here.
  logConflictsTo(log);
  return {
    env,
    log,
    db,
    services,
    serviceClock,
    async shutdown() {
      serviceClock.stop();
      const started = Date.now();
      await orm.close(true);
      const poolMs = Date.now() - started;
      await db.stop();
      if (db.embedded) log.info({ poolMs, postgresMs: Date.now() - started - poolMs }, 'database closed');
    },
  };
}
