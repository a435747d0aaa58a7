import { Migration } from '@mikro-orm/migrations';

/**
 * The profile finder and the email finder (issue #16):
 *
 * - `workspace_settings.find_profiles` / `find_emails`: off for every existing workspace.
 * - `profile_candidates`: the profiles a search (or a baseline whose name differs) proposed for
 *   a contact, with the provider's score and reasons; `status` records the decision.
 * - `finder_jobs`: the finder's durable work, one row per job key (`profile:<contact>` or
 *   `email:<play>`), leased with a token like the second looks: a scheduler killed mid-job
 *   leaves the row leased until `leased_until`, then it is leased again.
 * - `emails.contact_id`: addresses known for a contact that has no profile yet (the CRM's and
 *   the finder's); `profile_id` becomes optional.
 * - `credit_ledger.charge_key`: one charge per key and workspace (an email found and verified
 *   is `email:<play>`), so a retried job never charges twice.
 */
export class Migration20261125100000_finder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table workspace_settings
  add column find_profiles boolean not null default false,
  add column find_emails boolean not null default false;

create table profile_candidates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references workspaces(id) on delete cascade,
  contact_id uuid not null references contacts(id) on delete cascade,
  social_url text not null,
  name text not null,
  headline text,
  company text,
  title text,
  location text,
  score real not null,
  reasons text[] not null default '{}',
  source text not null default 'search' check (source in ('search','baseline')),
  status text not null default 'proposed' check (status in ('proposed','confirmed','rejected','attached','dismissed')),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  unique (contact_id, social_url)
);
create index profile_candidates_contact_idx on profile_candidates (contact_id, score desc);

create table finder_jobs (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  kind text not null check (kind in ('profile','email')),
  job_key text not null unique,
  contact_id uuid references contacts(id) on delete cascade,
  play_id uuid references plays(id) on delete cascade,
  state text not null default 'queued' check (state in ('queued','done')),
  outcome text,
  due_at timestamptz not null,
  leased_until timestamptz,
  lease_token uuid,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index finder_jobs_due_idx on finder_jobs (kind, due_at, id) where state = 'queued';

alter table emails alter column profile_id drop not null;
alter table emails add column contact_id uuid references contacts(id) on delete cascade;
create unique index emails_contact_email_uq on emails (contact_id, email) where contact_id is not null;
create index emails_profile_idx on emails (profile_id);

alter table credit_ledger add column charge_key text;
create unique index credit_ledger_charge_key_uq on credit_ledger (workspace_id, charge_key) where charge_key is not null;
`);
  }
}
