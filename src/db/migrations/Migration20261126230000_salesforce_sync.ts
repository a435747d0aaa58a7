import { Migration } from '@mikro-orm/migrations';

/**
 * The scheduler leader's daily Salesforce delta sync (issue #22): one row per workspace whose
 * first Salesforce import committed, leased by the leader (src/core/imports/salesforce-sync-lease.ts).
 *
 * - `due_at`: when the next sync runs (a day after the last good one; after a failure, the retry
 *   delay of SALESFORCE_SYNC_TIMINGS for this attempt).
 * - `leased_until` / `lease_token`: the leader running it holds it until then; a leader that dies
 *   mid-sync leaves it to the next leader after the expiry, never to two at once.
 * - `attempts`: claims since the last good sync (the retry schedule's position); `last_error` the
 *   last failure, shown by GET /v1/integrations/salesforce; `last_import_id` the last sync's import.
 */
export class Migration20261126230000_salesforce_sync extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table salesforce_syncs (
  workspace_id uuid primary key references workspaces(id) on delete cascade,
  due_at timestamptz not null,
  leased_until timestamptz,
  lease_token uuid,
  attempts integer not null default 0,
  last_error text,
  last_import_id uuid,
  updated_at timestamptz not null default now()
);
create index salesforce_syncs_due_idx on salesforce_syncs (due_at);
`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists salesforce_syncs;');
  }
}
