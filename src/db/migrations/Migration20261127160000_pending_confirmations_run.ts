import { Migration } from '@mikro-orm/migrations';

/**
 * A run's second looks still pending are counted on every GET /runs row and GET /runs/{id}
 * (`second_looks_pending`, src/core/runs/run.query.ts): without an index on `run_id` each count read
 * the whole table, twenty times a page. Found by gateway round 8 (docs/decisions.md).
 */
export class Migration20261127160000_pending_confirmations_run extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index pending_confirmations_run_idx on pending_confirmations (run_id);');
  }
}
