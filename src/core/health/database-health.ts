import { query } from '../../db/query';
import { type DbState, readDbState } from '../../shared/metrics/db-gauges';
import type { Services } from '../context';
import { statementEm } from '../context';

/** Whether the database answers a trivial statement (the processes' readiness probe). */
export async function databaseReachable(services: Services): Promise<boolean> {
  try {
    await query(statementEm(services), 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** The database state behind the scheduler's gauges (active runs, lease lag, outbox depth). */
export function readDatabaseState(services: Services): Promise<DbState> {
  return readDbState((sql, params) => query(statementEm(services), sql, params), services.clock.now());
}
