import { Migration } from '@mikro-orm/migrations';

/**
 * Found by bench/webhooks-throughput.ts: the dispatcher claims due deliveries per endpoint
 * (`endpoint_id = ? and status = 'pending' and next_attempt_at <= now order by next_attempt_at`),
 * which the due index on `next_attempt_at` alone served by filtering every endpoint's rows
 * (and every dead version left by leases). The per-endpoint index serves it directly and
 * replaces the old one (nothing else looks deliveries up by `next_attempt_at` alone), so a
 * delivery's insert and lease each write one index entry fewer.
 */
export class Migration20261123060000_delivery_claim_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index deliveries_endpoint_due_idx on deliveries (endpoint_id, next_attempt_at) where status = 'pending';
drop index deliveries_due_idx;
`);
  }
}
