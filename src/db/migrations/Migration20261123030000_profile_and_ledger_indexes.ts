import { Migration } from '@mikro-orm/migrations';

/**
 * Found by bench/plays-overhead.ts and bench/engine-rss.ts: play creation looks positions
 * up by profile (tenure), and every batch sums the workspace's ledger for its balance.
 */
export class Migration20261123030000_profile_and_ledger_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index positions_profile_idx on positions (profile_id);
create index credit_ledger_balance_idx on credit_ledger (workspace_id) include (amount);
`);
  }
}
