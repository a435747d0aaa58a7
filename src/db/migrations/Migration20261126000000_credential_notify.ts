import { Migration } from '@mikro-orm/migrations';

/**
 * Gateways cache the API keys they have resolved (src/core/auth/credential-cache.ts). Any change
 * that can end a key's access — the key revoked, deleted or re-scoped, its workspace suspended
 * or deleted — notifies the channel `tracker_credentials` when its transaction commits, whoever
 * made it (the API, the CLI, SQL by hand), and every gateway empties its cache.
 */
export class Migration20261126000000_credential_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create function tracker_notify_credentials() returns trigger language plpgsql as $$
begin
  perform pg_notify('tracker_credentials', tg_table_name);
  return null;
end $$;

create trigger api_keys_notify_credentials after update or delete on api_keys
  for each statement execute function tracker_notify_credentials();

create trigger workspaces_notify_credentials after update of status on workspaces
  for each row when (old.status is distinct from new.status) execute function tracker_notify_credentials();

create trigger workspaces_delete_notify_credentials after delete on workspaces
  for each statement execute function tracker_notify_credentials();
`);
  }

  override async down(): Promise<void> {
    this.addSql(`
drop trigger if exists workspaces_delete_notify_credentials on workspaces;
drop trigger if exists workspaces_notify_credentials on workspaces;
drop trigger if exists api_keys_notify_credentials on api_keys;
drop function if exists tracker_notify_credentials();
`);
  }
}
