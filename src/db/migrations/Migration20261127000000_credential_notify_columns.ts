import { Migration } from '@mikro-orm/migrations';

/**
 * Gateways empty their credential cache on every `tracker_credentials` notification. Since keys
 * record `last_used_at` (at most once a minute per key and gateway), an update trigger on any
 * column made each key's first use in a minute empty every gateway's cache. Only the columns that
 * can end or change a key's access notify now: its workspace, hash, scopes and revocation (and a
 * delete, as before).
 */
export class Migration20261127000000_credential_notify_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop trigger if exists api_keys_notify_credentials on api_keys;
create trigger api_keys_notify_credentials after update of workspace_id, key_hash, scopes, revoked_at or delete on api_keys
  for each statement execute function tracker_notify_credentials();
`);
  }
}
