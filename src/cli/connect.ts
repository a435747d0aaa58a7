import path from 'node:path';

import pg from 'pg';

import { loadEnv } from '../config/env';
import { contactSearchFillsSettled } from '../core/contacts/contact-search';
import type { Services } from '../core/context';
import { testClockStore } from '../core/freshness/test-clock-store';
import { createServices } from '../core/services';
import { processAlive, reachableDataDir, readPostmasterPid } from '../db/embedded';
import { migrate, openOrm } from '../db/orm';
import { boot } from '../runtime/boot';
import { storedServiceClock } from '../runtime/service-clock';
import { systemClock } from '../shared/clock';
import { createLogger } from '../shared/logger';
import { CliError } from './cli-error';

const EMBEDDED_URL = (port: number) => `postgres://tracker:tracker@127.0.0.1:${port}/tracker`;

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  '28P01': 'password authentication failed',
  '28000': 'access denied',
  '3D000': 'no such database',
};

/** Null when a connection to `url` opens; otherwise a short reason ("connection refused"). */
async function connectProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    const { code, message } = err as { code?: string; message?: string };
    if (code && REASONS[code]) return REASONS[code];
    return /timeout/i.test(message ?? '') ? 'timed out' : (message ?? String(err));
  }
}

function hostAndPort(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function withUrl<T>(url: string, fn: (services: Services) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const orm = await openOrm(url, 2);
  try {
    await migrate(orm);
    const log = createLogger(env.LOG_LEVEL ?? 'warn');
    // The running service's test clock (docs/decisions.md "Test clock"): what the CLI stamps and counts agrees with it.
    const clock = await storedServiceClock(env, testClockStore(orm.em), log);
    return await fn(createServices({ orm, env, log, clock, wallClock: systemClock }));
  } finally {
    await contactSearchFillsSettled();
    await orm.close(true);
  }
}

/**
 * The embedded cluster of this data directory is running, but not on the port this command
 * looks at (`npm start` ran with another TRACKER_PG_PORT): say which port it is on.
 */
async function embeddedElsewhere(dataDir: string, port: number): Promise<CliError | null> {
  const owner = readPostmasterPid(reachableDataDir(path.join(path.resolve(dataDir), 'pg')));
  if (!owner?.port || owner.port === port || !processAlive(owner.pid)) return null;
  // A postmaster.pid left by a crash may name a live PID that is not PostgreSQL: ask the port.
  if ((await connectProblem(EMBEDDED_URL(owner.port))) !== null) return null;
  return new CliError(
    `cannot reach the database at 127.0.0.1:${port} (connection refused), but the PostgreSQL of ` +
      `${path.resolve(dataDir)} is running on port ${owner.port} (pid ${owner.pid}): ` +
      `\`npm start\` runs with another TRACKER_PG_PORT. Set TRACKER_PG_PORT=${owner.port} or DATABASE_URL to match`,
  );
}

/**
 * The CLI talks to the same database as the service: DATABASE_URL, or the embedded
 * cluster of a running `npm start`, or (when none runs) the embedded cluster started
 * just for this command. A database it cannot use is named with the reason and the fix.
 */
export async function withServices<T>(fn: (services: Services) => Promise<T>): Promise<T> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    const problem = await connectProblem(env.DATABASE_URL);
    if (problem) {
      throw new CliError(
        `cannot reach the database at ${hostAndPort(env.DATABASE_URL)} (${problem}): is it running, and is DATABASE_URL right? ` +
          'For the embedded database of `npm start`, unset DATABASE_URL',
      );
    }
    return withUrl(env.DATABASE_URL, fn);
  }
  const url = EMBEDDED_URL(env.TRACKER_PG_PORT);
  const problem = await connectProblem(url);
  if (problem === null) return withUrl(url, fn);
  if (problem !== 'connection refused') {
    throw new CliError(
      `cannot use the database at 127.0.0.1:${env.TRACKER_PG_PORT} (${problem}): another PostgreSQL listens there, not the one of ` +
        '`npm start`. Is `npm start` running? It prints the port it uses; set TRACKER_PG_PORT or DATABASE_URL to match',
    );
  }
  const elsewhere = await embeddedElsewhere(env.TRACKER_DATA_DIR, env.TRACKER_PG_PORT);
  if (elsewhere) throw elsewhere;
  const booted = await boot({ logLevel: 'warn', storedClock: true });
  try {
    return await fn(booted.services);
  } finally {
    await contactSearchFillsSettled();
    await booted.shutdown();
  }
}
