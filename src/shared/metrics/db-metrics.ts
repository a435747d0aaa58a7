/**
 * The database path's instruments, one set per process, merged into every role's registry
 * (gateway, scheduler): how often PostgreSQL aborted a statement or a transaction with a
 * deadlock (40P01) or a serialization failure (40001) and the unit of work ran again, and how
 * often the retries ran out. A steady rate of either is a lock-order bug to find, not load.
 */
import { Counter, Registry } from 'prom-client';

const registry = new Registry();

export const dbMetrics = {
  registry,
  conflictRetries: new Counter({
    name: 'tracker_db_conflict_retries_total',
    help: 'Units of work run again after PostgreSQL aborted them, by SQLSTATE (40P01 deadlock, 40001 serialization) and scope (statement, transaction)',
    labelNames: ['code', 'scope'] as const,
    registers: [registry],
  }),
  conflictFailures: new Counter({
    name: 'tracker_db_conflict_failures_total',
    help: 'Units of work that still failed with a deadlock or serialization failure after every retry, by SQLSTATE and scope',
    labelNames: ['code', 'scope'] as const,
    registers: [registry],
  }),
};
