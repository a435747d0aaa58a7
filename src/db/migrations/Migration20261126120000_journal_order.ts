import { Migration } from '@mikro-orm/migrations';

/**
 * A machine path is in journal order (issue #25 item 8): `transitions.id`, drawn from its
 * sequence when the row is inserted, never by `at`. `at` is the time a transaction chose (its
 * start, or the service clock of the writer), so two transactions of one entity can stamp their
 * rows out of order; the id cannot: the second move of an entity is written after it has read the
 * first one's committed status (the status row is updated, under its row lock, before its journal
 * row is inserted), so it draws a larger id.
 *
 * The history index follows: one entity's rows by id (was: by at, id).
 */
export class Migration20261126120000_journal_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index transitions_resource_idx;
create index transitions_resource_idx on transitions (resource, resource_id, id);
`);
  }
}
