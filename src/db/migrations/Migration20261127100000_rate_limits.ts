import { Migration } from '@mikro-orm/migrations';

/**
 * The gateways' shared rate-limit counters (`RATE_LIMIT_STORE=postgres`, src/gateway/rate-limit.ts),
 * in the shape rate-limiter-flexible's Postgres store reads and writes.
 *
 * The store used to create this table itself when a gateway started (`CREATE TABLE IF NOT EXISTS`
 * from each of its two limiters). Two gateways starting at once on a fresh database raced it, and
 * PostgreSQL answers a losing `CREATE TABLE IF NOT EXISTS` with one of three errors: the library
 * forgave only the first (23505), so about one start in fifty left a limiter failed for good and
 * that gateway answered every read (or every write) with 500. The migrations own the schema now;
 * the limiters are told the table exists. `IF NOT EXISTS`: databases the old gateways already ran
 * on have it.
 */
export class Migration20261127100000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table if not exists rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
`);
  }
}
