import { Migration } from '@mikro-orm/migrations';

/**
 * The customer's verdict on a detected change (issue #21): one row per verdict given
 * (`POST /v1/changes/{id}/feedback`, the MCP tool `give_change_feedback`, a Slack button).
 *
 * - `verdict` is one of CHANGE_VERDICTS (src/domain/vocabulary/changes.ts); `note` free text.
 * - `given_by` says who gave it, in the journal's cause form: `api_key:<id>`, `oauth:<user id>`
 *   or `slack:<team id>:<user id>`.
 * - A second verdict on the same change replaces the first: the old row keeps its values and
 *   gets `replaced_at` and `replaced_by`, so the history stays; at most one row per change is
 *   current (`replaced_at is null`, the partial unique index); `seq` orders the history (a test
 *   clock can stamp two verdicts with the same time).
 * - `effects` records what the verdict did (alias pairs it taught, plays it archived with their
 *   previous status and type, contacts it sent to review), so a replacing verdict can undo the
 *   reversible ones and the history shows each.
 */
export class Migration20261126200000_change_feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table change_feedback (
  id uuid primary key,
  seq bigserial not null,
  workspace_id uuid not null references workspaces(id) on delete cascade,
  change_id uuid not null references changes(id) on delete cascade,
  verdict text not null check (verdict in ('correct','not_a_job_change','wrong_person','wrong_company','wrong_type')),
  note text,
  given_by text not null,
  given_at timestamptz not null,
  replaced_at timestamptz,
  replaced_by uuid,
  effects jsonb not null default '{}'::jsonb
);
create unique index change_feedback_current_uq on change_feedback (change_id) where replaced_at is null;
create index change_feedback_workspace_idx on change_feedback (workspace_id, given_at);
`);
  }
}
