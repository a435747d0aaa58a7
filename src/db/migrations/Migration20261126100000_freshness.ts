import { Migration } from '@mikro-orm/migrations';

/**
 * Freshness per credit (issue #24, part 2):
 *
 * - `workspace_settings.refresh_strategy` (`cadence`, the contract's default, or `adaptive`) and
 *   `monthly_credit_budget` (check credits a month; null = no budget).
 * - `run_items.trigger`: what led to the check (`sweep` for cadence, manual and baseline runs;
 *   `hazard`, `feed` or `signal` for an adaptive day's plan); the change's evidence names it.
 * - `signals`: what a customer's systems saw (a bounce, an auto-reply), one row per contact named.
 * - `feed_entries`: a provider's change feed, one row per profile an entry names; `feed_cursors`:
 *   where the leader stopped reading each feed (survives restarts), and its back-off.
 * - `company_events`: layoffs the provider announces, keyed by the company's network id.
 * - `hazard_models`: the hazard model fitted on each adaptive workspace's own check history.
 * - `profiles.source_person_id`: the provider's own id of the person (a changelog names people by it).
 */
export class Migration20261126100000_freshness extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table workspace_settings
  add column refresh_strategy text not null default 'cadence' check (refresh_strategy in ('cadence','adaptive')),
  add column monthly_credit_budget integer check (monthly_credit_budget is null or monthly_credit_budget >= 0);

alter table run_items add column trigger text not null default 'sweep' check (trigger in ('sweep','hazard','feed','signal'));

alter table profiles add column source_person_id text;
create index profiles_source_person_idx on profiles (source_person_id) where source_person_id is not null;
create index profiles_social_key_idx on profiles (social_key);

create table signals (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  contact_id uuid not null references contacts(id) on delete cascade,
  profile_id uuid references profiles(id) on delete set null,
  kind text not null check (kind in ('email_bounced','auto_reply_left','crm_company_changed','crm_title_changed','other')),
  observed_at timestamptz not null,
  detail text,
  received_at timestamptz not null
);
create index signals_profile_idx on signals (profile_id, received_at desc) where profile_id is not null;
create index signals_workspace_idx on signals (workspace_id, received_at desc);

create table feed_entries (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  profile_id uuid not null references profiles(id) on delete cascade,
  feed text not null,
  entry_key text not null,
  changed_fields text[] not null default '{}',
  published_at timestamptz,
  received_at timestamptz not null,
  unique (profile_id, feed, entry_key)
);
create index feed_entries_profile_idx on feed_entries (profile_id, received_at desc);
create index feed_entries_workspace_idx on feed_entries (workspace_id, received_at desc);

create table feed_cursors (
  feed text primary key,
  cursor text,
  retry_at timestamptz,
  last_error text,
  entries_read bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table company_events (
  id bigserial primary key,
  feed text not null,
  company_key text not null,
  company_name text,
  kind text not null,
  announced_at timestamptz not null,
  received_at timestamptz not null,
  unique (feed, company_key, kind, announced_at)
);
create index company_events_announced_idx on company_events (announced_at);

create table hazard_models (
  workspace_id uuid primary key references workspaces(id) on delete cascade,
  model jsonb not null,
  observations integer not null,
  fitted_at timestamptz not null
);
`);
  }
}
