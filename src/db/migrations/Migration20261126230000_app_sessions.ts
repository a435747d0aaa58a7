import { Migration } from '@mikro-orm/migrations';

/**
 * The app's sign-in (issue #23).
 *
 * - `users.role` is one of USER_ROLES (src/domain/vocabulary/workspace.ts): every user who
 *   existed before roles becomes `admin` (they could already do everything through MCP).
 * - `app_sessions` holds one row per browser sign-in: only the SHA-256 of the cookie's value is
 *   stored. A session lives while `revoked_at` is null, `expires_at` (the absolute lifetime) is
 *   ahead and it was seen within the idle timeout (`last_seen_at`, slid forward on every use).
 */
export class Migration20261126230000_app_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table users add column role text not null default 'admin' check (role in ('admin','member'));
create table app_sessions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index app_sessions_user_idx on app_sessions (user_id) where revoked_at is null;
`);
  }
}
