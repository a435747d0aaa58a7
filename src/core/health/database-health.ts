import { query } from '../../db/query';
import { type DbState, readDbState } from '../../shared/metrics/db-gauges';
import type { Services } from '../context';
import { em } from '../context';

/** Whether the database answers a trivial statement (the processes' readiness probe). */
export async function databaseReachable(services: Services): Promise<boolean> {
  try {
    await query(em(services), 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** The database state behind the scheduler's gauges (active runs, lease lag, outbox depth). */
export function readDatabaseState(services: Services): Promise<DbState> {
  return readDbState((sql, params) => query(em(services), sql, params), services.clock.now());
}
