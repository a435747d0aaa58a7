/**
 * `contact_search`, the table `GET /contacts?q=` reads through its trigram index (migration
 * 20261127080000): kept by triggers on `contacts` for every write, except a bulk import's
 * inserts, which it fills once the import has committed (docs/decisions.md, "Bulk import round 5").
 */
import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { Services } from '../context';
import { claimLock } from '../lease';
import { afterCommit, inTransaction } from '../transaction';

/**
 * In a bulk import's transaction: its contact inserts skip the search trigger, and a backlog row
 * (committed with them) says the workspace's search rows are to be filled. After the commit,
 * the fill starts in this process; the import worker finishes any backlog a killed process left.
 */
export async function deferContactSearch(services: Services, tem: EntityManager, workspaceId: string, importId: string): Promise<void> {
  await query(tem, `select set_config('tracker.search_deferred', 'on', true)`);
  await query(tem, 'insert into contact_search_backlog (import_id, workspace_id) values (?::uuid, ?::uuid)', [importId, workspaceId]);
  afterCommit(tem, () => {
    const fill = fillContactSearch(services, importId)
      .catch((err: unknown) => services.log.error({ err, importId }, 'contact search fill failed'))
      .finally(() => fills.delete(fill));
    fills.add(fill);
  });
}

/** The fills this process started and has not finished. */
const fills = new Set<Promise<unknown>>();

/**
 * Resolves once every fill this process started has ended: a command that closes its database
 * afterwards (the CLI's `import`) waits for it, so its rows are searchable through the index when it exits.
 */
export async function contactSearchFillsSettled(): Promise<void> {
  while (fills.size) await Promise.all([...fills]);
}

/**
 * Fills the search rows of one backlog entry (`importId`, or the oldest one no other process is
 * filling) and deletes the entry, in one transaction, set-based: every contact of the workspace
 * without a search row gets one. Inserts only: a contact edited since has its row from the
 * trigger, which this leaves alone. Returns whether there was a backlog entry to fill.
 */
export async function fillContactSearch(services: Services, importId?: string): Promise<boolean> {
  return inTransaction(services, async (tem) => {
    const [entry] = await query<{ import_id: string; workspace_id: string }>(
      tem,
      `select import_id, workspace_id from contact_search_backlog where (?::uuid is null or import_id = ?::uuid)
        order by created_at limit 1 ${claimLock()}`,
      [importId ?? null, importId ?? null],
    );
    if (!entry) return false;
    await query(
      tem,
      `insert into contact_search (contact_id, workspace_id, search_text)
       select c.id, c.workspace_id, c.search_text from contacts c
        where c.workspace_id = ?::uuid and not exists (select 1 from contact_search s where s.contact_id = c.id)
       on conflict (contact_id) do nothing`,
      [entry.workspace_id],
    );
    await query(tem, 'delete from contact_search_backlog where import_id = ?::uuid', [entry.import_id]);
    return true;
  });
}

/**
 * Every GET /contacts?q= asks it first: prepared (its one plan fits every workspace; the search page
 * itself stays unprepared, docs/decisions.md "Gateway round 12").
 */
const SEARCH_PENDING_SQL = {
  name: 'contact_search_pending',
  text: 'select exists (select 1 from contact_search_backlog where workspace_id = $1::uuid) as pending',
};

/** Whether a workspace has search rows still to fill (its `q` then reads `contacts.search_text`). */
export async function contactSearchPending(em: EntityManager, workspaceId: string): Promise<boolean> {
  const [row] = await query<{ pending: boolean }>(em, SEARCH_PENDING_SQL, [workspaceId]);
  return Boolean(row?.pending);
}
