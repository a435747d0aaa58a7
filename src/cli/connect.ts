import pg from 'pg';

import { loadEnv } from '../config/env';
import type { Services } from '../core/context';
import { createServices } from '../core/services';
import { migrate, openOrm } from '../db/orm';
import { boot } from '../runtime/boot';
import { createLogger } from '../shared/logger';

const EMBEDDED_URL = (port: number) => `postgres://tracker:tracker@127.0.0.1:${port}/tracker`;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The CLI talks to the same database as the service: DATABASE_URL, or the embedded
 * cluster of a running `npm start`, or (when none runs) the embedded cluster started
 * just for this command.
 */
export async function withServices<T>(fn: (services: Services) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const url = env.DATABASE_URL ?? EMBEDDED_URL(env.TRACKER_PG_PORT);
  if (env.DATABASE_URL || (await reachable(url))) {
    const orm = await openOrm(url, 2);
    try {
      await migrate(orm);
      return await fn(createServices({ orm, env, log }));
    } finally {
      await orm.close(true);
    }
  }
  const booted = await boot({ logLevel: 'warn' });
  try {
    return await fn(booted.services);
  } finally {
    await booted.shutdown();
  }
}
