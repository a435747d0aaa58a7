import type { RefreshCadence, RefreshStrategy } from '../../domain/vocabulary';
import { defineLease } from '../lease';

export interface DueWorkspace {
  workspace_id: string;
  refresh_cadence: RefreshCadence;
  refresh_day: number;
  timezone: string;
  refresh_strategy: RefreshStrategy;
  monthly_credit_budget: number | null;
}

/**
 * A workspace's refresh is leased by the row lock of its transaction (no expiry column):
 * the active workspace whose `next_refresh_at` has passed the longest goes first, another
 * scheduler skips it while it is held, and `settle` moves `next_refresh_at` on in the
 * transaction that queues the scheduled run.
 */
export const cadenceLease = defineLease<DueWorkspace>({
  name: 'cadence',
  table: 'workspace_settings',
  key: 'workspace_id',
  keyType: 'uuid',
  due: 'next_refresh_at',
  order: 't.next_refresh_at',
  filter: "exists (select 1 from workspaces w where w.id = t.workspace_id and w.status = 'active')",
  onSettle: 'next_refresh_at = ?::timestamptz',
  returning: 'c.workspace_id, c.refresh_cadence, c.refresh_day, c.timezone, c.refresh_strategy, c.monthly_credit_budget',
});
