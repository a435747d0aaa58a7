import { defineLease } from '../lease';

/** A claimed sync: the workspace, and the claims since its last good sync (this one included). */
export interface LeasedSalesforceSync {
  workspace_id: string;
  attempts: number;
}

/**
 * The leader's Salesforce delta syncs (table `salesforce_syncs`, one row per workspace) are
 * leased until an expiry under an owner token: a leader that dies mid-sync leaves its row
 * leased until then, so a new leader never starts the same sync while the old one may still
 * run it, and takes it up once the lease ran out. Only a workspace still connected to
 * Salesforce is claimable. `release` makes a failed sync due again at its retry time with the
 * error; `settle` records a good one and makes the next due a day later.
 */
export const salesforceSyncLease = defineLease<LeasedSalesforceSync>({
  name: 'salesforce_sync',
  table: 'salesforce_syncs',
  key: 'workspace_id',
  keyType: 'uuid',
  due: 'due_at',
  until: 'leased_until',
  owner: 'lease_token',
  attempts: 'attempts',
  order: 't.due_at, t.workspace_id',
  filter: "exists (select 1 from integrations i where i.workspace_id = t.workspace_id and i.kind = 'salesforce')",
  onRelease: 'last_error = ?::text, last_import_id = coalesce(?::uuid, t.last_import_id), updated_at = now()',
  onSettle: 'due_at = ?::timestamptz, attempts = 0, last_error = null, last_import_id = ?::uuid, updated_at = now()',
  returning: 'c.workspace_id::text as workspace_id, c.attempts',
});
