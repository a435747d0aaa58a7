import { Migration } from '@mikro-orm/migrations';

/**
 * The whole data model of the contract. Every workspace-owned table carries
 * workspace_id; child rows cascade with their parents so a workspace, a contact or a
 * profile can be removed without orphans.
 */
export class Migration20261123000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create extension if not exists pgcrypto;

create table workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  status text not null default 'active' check (status in ('active','suspended')),
  price_per_check_cents integer not null default 10 check (price_per_check_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table workspace_settings (
  workspace_id uuid primary key references workspaces(id) on delete cascade,
  refresh_cadence text not null default 'weekly' check (refresh_cadence in ('weekly','biweekly','monthly','quarterly')),
  refresh_day integer not null default 1 check (refresh_day between 1 and 28),
  timezone text not null default 'UTC',
  next_refresh_at timestamptz,
  track_promotions boolean not null default true,
  chat_channel_alerts boolean not null default false,
  chat_dm_owners boolean not null default false,
  alert_play_types text[] not null default '{direct,referral,churn_risk}',
  crm_writeback_enabled boolean not null default false,
  crm_writeback_mode text not null default 'update_existing' check (crm_writeback_mode in ('create_new','update_existing')),
  crm_writeback_play_types text[] not null default '{direct,referral,watch,promotion}',
  updated_at timestamptz not null default now()
);
create index workspace_settings_next_refresh_idx on workspace_settings (next_refresh_at);

create table users (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  email text not null,
  name text,
  password_hash text,
  invite_token_hash text unique,
  invite_expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (workspace_id, email)
);

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  name text,
  prefix text not null,
  key_hash text not null unique,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_workspace_idx on api_keys (workspace_id);

create table credit_ledger (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  kind text not null check (kind in ('grant','check','email','adjustment')),
  amount integer not null,
  run_id uuid,
  profile_id uuid,
  note text,
  created_at timestamptz not null default now()
);
create index credit_ledger_workspace_idx on credit_ledger (workspace_id, created_at);
create unique index credit_ledger_check_once on credit_ledger (run_id, profile_id) where kind = 'check';

create table accounts (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  name text not null,
  name_norm text not null,
  domain text,
  segment text not null default 'unknown' check (segment in ('customer','churned','closed_lost','open_pipeline','unknown')),
  lifecycle_stage text,
  deal_value numeric,
  owner text,
  crm_id text,
  crm_provider text,
  social_company_url text,
  company_social_id text,
  relationship_start text,
  relationship_end text,
  industry text,
  employees integer,
  revenue numeric,
  total_funding numeric,
  city text,
  state text,
  country text,
  custom jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index accounts_crm_id_uq on accounts (workspace_id, crm_id) where crm_id is not null;
create index accounts_domain_idx on accounts (workspace_id, domain);
create index accounts_name_norm_idx on accounts (workspace_id, name_norm);
create index accounts_social_idx on accounts (workspace_id, company_social_id);

create table profiles (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  social_key text not null,
  social_url text not null,
  status text not null default 'pending_baseline' check (status in ('pending_baseline','same_role','promoted','moved','left','unknown','not_found')),
  first_name text,
  last_name text,
  headline text,
  current_company text,
  current_company_social_id text,
  current_title text,
  current_since text,
  last_checked_at timestamptz,
  last_change_at timestamptz,
  baseline_crm_mismatch boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (workspace_id, social_key)
);
create index profiles_checked_idx on profiles (workspace_id, last_checked_at);

create table contacts (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  title text not null default '',
  company text not null,
  company_norm text not null,
  name_key text not null,
  email text,
  social_url text,
  segment text not null default 'unknown' check (segment in ('customer','churned','closed_lost','open_pipeline','unknown')),
  owner text,
  owner_id text,
  crm_id text,
  crm_provider text,
  account_id uuid references accounts(id) on delete set null,
  deal_stage text,
  last_activity text,
  relationship_start text,
  relationship_end text,
  tracking_status text not null default 'needs_social' check (tracking_status in ('needs_social','pending_review','ready','tracked','not_found','excluded')),
  tracking_reason text,
  city text,
  state text,
  country text,
  custom jsonb,
  profile_id uuid references profiles(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index contacts_crm_id_uq on contacts (workspace_id, crm_id) where crm_id is not null;
create index contacts_email_idx on contacts (workspace_id, email);
create index contacts_name_key_idx on contacts (workspace_id, name_key);
create index contacts_profile_idx on contacts (profile_id);
create index contacts_account_idx on contacts (account_id);
create index contacts_list_idx on contacts (workspace_id, created_at desc, id);
create index contacts_updated_idx on contacts (workspace_id, updated_at);

create table network_companies (
  social_id text primary key,
  name text not null,
  domain text,
  industry text,
  employees integer,
  hq_city text,
  hq_state text,
  hq_country text,
  specialities text[] not null default '{}',
  description text,
  tagline text,
  funding_stage text,
  company_url text,
  fetched_at timestamptz not null default now()
);

create table snapshots (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  run_id uuid,
  found boolean not null,
  first_name text,
  last_name text,
  headline text,
  fetched_at timestamptz not null default now()
);
create index snapshots_profile_idx on snapshots (profile_id, fetched_at desc);
create unique index snapshots_run_profile_uq on snapshots (run_id, profile_id) where run_id is not null;

create table positions (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  snapshot_id uuid not null references snapshots(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  ord integer not null,
  company text not null,
  company_social_id text,
  title text,
  started_on text,
  ended_on text,
  is_current boolean not null
);
create index positions_snapshot_idx on positions (snapshot_id, ord);

create table icp_versions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  kind text not null check (kind in ('account','contact')),
  version integer not null,
  rules jsonb not null,
  created_at timestamptz not null default now(),
  unique (workspace_id, kind, version)
);

create table runs (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  kind text not null check (kind in ('baseline','scheduled','manual')),
  status text not null default 'queued' check (status in ('queued','running','paused','completed','failed','cancelled')),
  paused_reason text check (paused_reason in ('out_of_credits','auth','upstream','client_credits','suspended')),
  force boolean not null default false,
  resume_after timestamptz,
  totals jsonb not null default '{"items":0,"processed":0,"moved":0,"promoted":0,"left":0,"not_found":0,"unknown":0,"plays_created":0,"credits_charged":0}',
  warnings text[] not null default '{}',
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index runs_workspace_idx on runs (workspace_id, created_at desc);
create index runs_active_idx on runs (status) where status in ('queued','running','paused');
create unique index runs_one_active_refresh on runs (workspace_id) where status in ('queued','running') and kind in ('manual','scheduled');

create table run_items (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  run_id uuid not null references runs(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending','leased','done','failed','skipped')),
  attempts integer not null default 0,
  leased_until timestamptz,
  outcome text,
  updated_at timestamptz not null default now(),
  unique (run_id, profile_id)
);
create index run_items_lease_idx on run_items (run_id, status, id);

create table changes (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  run_id uuid,
  type text not null check (type in ('moved','promoted','title_changed','left','profile_not_found')),
  from_company text,
  from_title text,
  to_company text,
  to_title text,
  to_started_on text,
  detected_at timestamptz not null default now()
);
create index changes_workspace_idx on changes (workspace_id, detected_at desc);
create index changes_profile_idx on changes (profile_id);
create unique index changes_run_profile_uq on changes (run_id, profile_id) where run_id is not null;

create table fits (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  change_id uuid references changes(id) on delete cascade,
  kind text not null check (kind in ('account','contact')),
  icp_version_id uuid not null references icp_versions(id),
  fit boolean not null,
  summary text not null,
  criteria jsonb not null,
  evaluated_at timestamptz not null default now()
);
create index fits_profile_idx on fits (profile_id, kind, evaluated_at desc);

create table plays (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  change_id uuid not null references changes(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  contact_id uuid references contacts(id) on delete set null,
  account_id uuid references accounts(id) on delete set null,
  type text not null check (type in ('direct','referral','watch','archive','promotion','churn_risk')),
  status text not null default 'open' check (status in ('open','contacted','replied','meeting','not_relevant')),
  first_name text,
  last_name text,
  social_url text,
  old_company text,
  old_title text,
  new_company text,
  new_title text,
  account_fit boolean,
  contact_fit boolean,
  segment text not null default 'unknown',
  owner text,
  owner_id text,
  account_name text,
  email text,
  email_status text,
  opener text not null,
  notes text,
  crm_record_id text,
  detected_at timestamptz not null default now(),
  status_changed_at timestamptz,
  unique (change_id, type)
);
create index plays_workspace_idx on plays (workspace_id, detected_at desc);

create table emails (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  email text not null,
  status text not null default 'unverified',
  source text not null,
  is_primary boolean not null default false,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  unique (profile_id, email)
);

create table imports (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  source text not null check (source in ('csv','crm','api')),
  status text not null default 'draft' check (status in ('draft','previewed','queued','running','committing','committed','failed')),
  file_name text,
  progress jsonb,
  summary jsonb,
  error text,
  rows jsonb,
  rows_done integer not null default 0,
  baseline_run_id uuid,
  created_at timestamptz not null default now(),
  committed_at timestamptz
);
create index imports_queue_idx on imports (status, created_at) where status in ('queued','running','committing');

create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  url text not null,
  events text[] not null,
  description text,
  status text not null default 'active' check (status in ('active','disabled')),
  failure_count integer not null default 0,
  secret_enc text not null,
  created_at timestamptz not null default now()
);
create index webhook_endpoints_workspace_idx on webhook_endpoints (workspace_id);

create table outbox (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  event text not null,
  event_key text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  dispatched_at timestamptz,
  unique (workspace_id, event, event_key)
);
create index outbox_pending_idx on outbox (id) where dispatched_at is null;

create table deliveries (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
  outbox_id bigint references outbox(id) on delete cascade,
  event text not null,
  event_key text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending','delivered','failed')),
  attempts integer not null default 0,
  last_status integer,
  last_error text,
  delivered_at timestamptz,
  next_attempt_at timestamptz default now(),
  created_at timestamptz not null default now(),
  unique (endpoint_id, outbox_id)
);
create index deliveries_due_idx on deliveries (next_attempt_at) where status = 'pending';
create index deliveries_endpoint_idx on deliveries (endpoint_id, id desc);

create table notifications (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  play_id uuid not null references plays(id) on delete cascade,
  channel text not null check (channel in ('chat_channel','chat_dm','crm')),
  status text not null default 'pending' check (status in ('pending','sent','failed','skipped')),
  attempts integer not null default 0,
  last_error text,
  result jsonb,
  next_attempt_at timestamptz default now(),
  created_at timestamptz not null default now(),
  unique (play_id, channel)
);
create index notifications_due_idx on notifications (next_attempt_at) where status = 'pending';

create table integrations (
  workspace_id uuid not null references workspaces(id) on delete cascade,
  kind text not null check (kind in ('slack','hubspot')),
  config_enc text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, kind)
);

create table deletion_requests (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  contacts_deleted integer not null,
  profiles_deleted integer not null,
  requested_via text not null,
  created_at timestamptz not null default now()
);

create table oauth_clients (
  client_id text primary key,
  client_secret_hash text,
  metadata jsonb not null,
  created_at timestamptz not null default now()
);

create table oauth_codes (
  code_hash text primary key,
  client_id text not null references oauth_clients(client_id) on delete cascade,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  scopes text[] not null,
  code_challenge text not null,
  redirect_uri text not null,
  resource text,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table oauth_tokens (
  token_hash text primary key,
  kind text not null check (kind in ('access','refresh')),
  family_id uuid not null,
  client_id text not null references oauth_clients(client_id) on delete cascade,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  scopes text[] not null,
  resource text,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_tokens_family_idx on oauth_tokens (family_id);
`);
  }
}
