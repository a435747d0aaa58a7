import { Migration } from '@mikro-orm/migrations';

/**
 * The contacts list's filters through indexes (issue #25: p99 of GET /contacts under load; plans
 * before and after in docs/decisions.md, "Contacts list: the page's SQL").
 *
 * - `q` is `search_text LIKE '%…%'` (migration 20261126220000): with no index it reads every contact
 *   of the workspace twice per page (the total and the page). A trigram GIN index answers it for a
 *   term of 3 or more characters from the few matching rows; for a 1–2 character term (no whole
 *   trigram to look up) the planner keeps the sequential scan, and the answers are the same either way.
 *   The index roughly doubles a bulk import's COPY into contacts (1 M rows: 100.7 → 214.2 s), kept for now:
 *   docs/decisions.md, "Contacts list: the page's SQL".
 * - `tracking_status` (+ `segment`) is the app's and the API's usual filter: the total becomes an
 *   index-only scan of the matching range, and the page a range read in the page's own order.
 */
export class Migration20261127050000_contacts_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create extension if not exists pg_trgm;
create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops);
create index contacts_status_page_idx on contacts (workspace_id, tracking_status, segment, created_at desc, id desc);
`);
  }
}
