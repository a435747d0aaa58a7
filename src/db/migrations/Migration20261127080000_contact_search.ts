import { Migration } from '@mikro-orm/migrations';

/**
 * Search off the bulk write path (issue #22; docs/decisions.md, "Bulk import round 5").
 *
 * The trigram GIN index for `GET /contacts?q=` (migration 20261127050000) doubled a bulk import's
 * COPY into `contacts` (1 M rows: 100.7 → 214.2 s). It moves to a table of its own,
 * `contact_search` (one row per contact: its `search_text`), kept by triggers on `contacts` for
 * every write path (API upserts, PATCH, queued imports, CRM syncs), so those stay searchable at once.
 * The triggers are per statement, set-based over the statement's transition tables (one insert per
 * upsert call, not one function call per row). A bulk import defers its inserts
 * (`tracker.search_deferred` = on, local to its transaction: the insert trigger's WHEN skips its COPY) and records a
 * `contact_search_backlog` row in the same transaction; once it commits, the import fills the
 * workspace's missing rows set-based and deletes the backlog row in one transaction (the import
 * worker finishes any backlog a killed process left). While a workspace has a backlog row, its
 * `q` reads `contacts.search_text` directly (the scan the index replaced), so the answers never
 * miss a contact. Updates are not deferred: a bulk import's updates of stored contacts (few at
 * onboarding) write their new text at once, so the fill only ever inserts and cannot overwrite a
 * later edit with an older text.
 */
export class Migration20261127080000_contact_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table contact_search (
  contact_id uuid primary key references contacts (id) on delete cascade,
  workspace_id uuid not null,
  search_text text not null
);
insert into contact_search (contact_id, workspace_id, search_text) select id, workspace_id, search_text from contacts;
create index contact_search_trgm_idx on contact_search using gin (search_text gin_trgm_ops);
drop index if exists contacts_search_trgm_idx;

create table contact_search_backlog (
  import_id uuid primary key references imports (id) on delete cascade,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index contact_search_backlog_workspace_idx on contact_search_backlog (workspace_id);

create function contact_search_insert() returns trigger language plpgsql as $$
begin
  insert into contact_search (contact_id, workspace_id, search_text) select id, workspace_id, search_text from new_rows
    on conflict (contact_id) do update set search_text = excluded.search_text;
  return null;
end $$;
create function contact_search_update() returns trigger language plpgsql as $$
begin
  insert into contact_search (contact_id, workspace_id, search_text)
    select n.id, n.workspace_id, n.search_text from new_rows n join old_rows o on o.id = n.id where o.search_text is distinct from n.search_text
    on conflict (contact_id) do update set search_text = excluded.search_text;
  return null;
end $$;
create trigger contacts_search_insert after insert on contacts referencing new table as new_rows for each statement
  when (current_setting('tracker.search_deferred', true) is distinct from 'on')
  execute function contact_search_insert();
create trigger contacts_search_update after update on contacts referencing old table as old_rows new table as new_rows for each statement
  execute function contact_search_update();
`);
  }
}
