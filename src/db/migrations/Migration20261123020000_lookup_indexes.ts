import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes the upsert and baseline paths look rows up by (found by bench/contacts-upsert-explain.ts):
 * contacts by canonical profile URL, and run items still waiting for a profile.
 */
export class Migration20261123020000_lookup_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index contacts_social_url_idx on contacts (workspace_id, social_url) where social_url is not null;
create index run_items_profile_waiting_idx on run_items (profile_id) where status in ('pending','leased');
create index fits_change_idx on fits (change_id);
`);
  }
}
