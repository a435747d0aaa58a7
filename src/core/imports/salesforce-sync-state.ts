import { SALESFORCE_SYNC_TIMINGS } from '../../../machines/timings';
import { query } from '../../db/query';
import type { Services } from '../context';
import { em as fork } from '../context';

/** A workspace's scheduled Salesforce sync as GET /v1/integrations/salesforce shows it (`sync`). */
export interface SalesforceSyncState {
  next_at: string;
  /** Failed tries since the last good sync (a running one counts). */
  attempts: number;
  last_error: string | null;
  last_import_id: string | null;
  /** Whether a leader holds it now. */
  running: boolean;
}

export async function salesforceSyncState(services: Services, workspaceId: string): Promise<SalesforceSyncState | null> {
  const [row] = await query<{ due_at: Date; attempts: number; last_error: string | null; last_import_id: string | null; running: boolean }>(
    fork(services),
    `select due_at, attempts, last_error, last_import_id, coalesce(leased_until > ?::timestamptz, false) as running
       from salesforce_syncs where workspace_id = ?::uuid`,
    [services.clock.now().toISOString(), workspaceId],
  );
  if (!row) return null;
  const running = row.running;
  return {
    next_at: new Date(row.due_at).toISOString(),
    attempts: running ? Math.max(row.attempts - 1, 0) : row.attempts,
    last_error: row.last_error,
    last_import_id: row.last_import_id,
    running,
  };
}

/** After a good Salesforce import (the first one, a manual one or a sync): the next sync is due a day later. */
export async function scheduleSalesforceSync(services: Services, workspaceId: string, importId: string): Promise<void> {
  const due = new Date(services.clock.now().getTime() + SALESFORCE_SYNC_TIMINGS.everyMs);
  await query(
    fork(services),
    `insert into salesforce_syncs (workspace_id, due_at, last_import_id) values (?::uuid, ?::timestamptz, ?::uuid)
     on conflict (workspace_id) do update
       set due_at = excluded.due_at, attempts = 0, last_error = null, last_import_id = excluded.last_import_id, updated_at = now()`,
    [workspaceId, due.toISOString(), importId],
  );
}
