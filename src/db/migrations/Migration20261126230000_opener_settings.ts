import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace's opener settings (issue #26): `opener_tone` is one of OPENER_TONES
 * (src/domain/vocabulary/workspace.ts), `opener_sign_off` is appended to every opener,
 * `opener_avoid` the phrases no opener may contain (a JSON array of strings). Read by play
 * creation; set with PATCH /v1/settings/openers.
 */
export class Migration20261126230000_opener_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table workspace_settings
  add column opener_tone text not null default 'warm' check (opener_tone in ('warm','formal')),
  add column opener_sign_off text,
  add column opener_avoid jsonb not null default '[]'::jsonb;
`);
  }
}
