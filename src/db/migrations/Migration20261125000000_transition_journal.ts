import { Migration } from '@mikro-orm/migrations';

/**
 * The transition journal (issue #14): one row per event a lifecycle machine was sent.
 *
 * - `resource` names the machine (contact_tracking, play, run, import, webhook_endpoint,
 *   delivery); `resource_id` the entity it moved (text: most ids are UUIDs, a
 *   delivery's is a bigint).
 * - `from_status` is null for the creating event; `to_status` is the status after the event
 *   (for a refused event, the unchanged status, with `refused` true).
 * - `cause` says who sent it: `api_key:<id>`, `oauth:<user id>`, `scheduler`,
 *   `checker:<failure class>`, `import` or `system`.
 *
 * Rows are written in the same transaction as the status they record. The first index
 * serves one entity's history in order; the second the per-machine counts over a window.
 */
export class Migration20261125000000_transition_journal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table transitions (
  id bigserial primary key,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  resource text not null,
  resource_id text not null,
  from_status text,
  event text not null,
  to_status text not null,
  refused boolean not null default false,
  cause text not null,
  at timestamptz not null default now()
);
create index transitions_resource_idx on transitions (resource, resource_id, at, id);
create index transitions_workspace_idx on transitions (workspace_id, resource, at);
`);
  }
}
