import { Migration } from '@mikro-orm/migrations';

/**
 * Trust before reach (issue #11):
 *
 * - `changes.evidence`: the position entries compared, the rule that fired, its confidence,
 *   whether the move surfaced late and when a second look confirmed it. Null only for
 *   changes stored before evidence existed.
 * - `pending_confirmations`: a `left` or `profile_not_found` waits here for its second look
 *   (one per profile). It keeps the detected change, the snapshot it was compared against
 *   (`previous`, so the second look detects against the same one) and its originating run.
 *   The confirmation loop leases due rows (`leased_until`, `lease_token`: a leader killed
 *   mid-batch leaves rows that are leased again once the lease expires).
 * - `company_aliases`: company identity pairs ('id:…' / 'name:…') a workspace's checks
 *   learned (page merges, renames), so later checks never see them as moves.
 */
export class Migration20261124000000_trust_before_reach extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table changes add column evidence jsonb;

create table pending_confirmations (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  run_id uuid not null,
  change jsonb not null,
  previous jsonb,
  previous_checked_at timestamptz,
  detected_at timestamptz not null,
  due_at timestamptz not null,
  leased_until timestamptz,
  lease_token uuid,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index pending_confirmations_profile_uq on pending_confirmations (profile_id);
create index pending_confirmations_due_idx on pending_confirmations (due_at, id);

create table company_aliases (
  workspace_id uuid not null references workspaces(id) on delete cascade,
  a text not null,
  b text not null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, a, b),
  check (a < b)
);
`);
  }
}
