import { Migration } from '@mikro-orm/migrations';

/**
 * The play hook's inserts, cheaper (bench/plays-overhead.ts, bench/engine-throughput.ts):
 *
 * A fit and a play belong to their change: their workspace and profile are the change's
 * (the hook copies them from the change row), and they go when the change goes
 * (`change_id ... on delete cascade`; changes cascade from profiles, profiles and changes
 * from workspaces), so deleting a contact's profile or a workspace still removes them.
 * Their own foreign keys to workspaces and profiles only added two key-share lookups per
 * row to the hook's two multi-row inserts, so they go. `fits.change_id` was nullable but
 * every fit is written with its change; it becomes `not null` so the cascade covers every
 * row. The keys that carry a behaviour stay: `change_id` (cascade), the plays' `contact_id`
 * and `account_id` (set null) and the fits' `icp_version_id`.
 */
export class Migration20261123070000_fit_play_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
delete from fits where change_id is null;
alter table fits alter column change_id set not null;
alter table fits drop constraint fits_workspace_id_fkey, drop constraint fits_profile_id_fkey;
alter table plays drop constraint plays_workspace_id_fkey, drop constraint plays_profile_id_fkey;
`);
  }
}
