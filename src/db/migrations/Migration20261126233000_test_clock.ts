import { Migration } from '@mikro-orm/migrations';

/**
 * The test clock's offset, kept by the service itself (issue #24, docs/decisions.md "Test clock"):
 * how far ahead of the wall clock the service's scheduling clock runs because the sandbox's world
 * was advanced. One row. Every process that follows the sandbox loads it at boot, before it
 * answers or schedules anything, so a restart does not fall back to the wall clock until the
 * sandbox answers; it only grows (a restarted service never goes back in time).
 */
export class Migration20261126233000_test_clock extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table test_clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null check (offset_ms >= 0),
  updated_at timestamptz not null default now()
);
`);
  }
}
