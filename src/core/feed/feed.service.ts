import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { canonicalSocialUrl } from '../../domain/normalise/social-url';
import { em as fork, type Services } from '../context';
import type { CompanyEventEntry, FeedPage } from '../ports/change-feed';
import { inTransaction } from '../transaction';

export interface FeedState {
  cursor: string | null;
  /** Not before this (a 429's Retry-After, or the back-off after a failure). */
  retryAt: Date | null;
  lastError: string | null;
  entriesRead: number;
}

/** Where the leader stopped reading `feed` (it survives restarts: the cursor lives in feed_cursors). */
export async function feedState(services: Services, feed: string): Promise<FeedState> {
  const [row] = await query<{ cursor: string | null; retry_at: Date | null; last_error: string | null; entries_read: string }>(
    fork(services),
    'select cursor, retry_at, last_error, entries_read from feed_cursors where feed = ?',
    [feed],
  );
  return {
    cursor: row?.cursor ?? null,
    retryAt: row?.retry_at ? new Date(row.retry_at) : null,
    lastError: row?.last_error ?? null,
    entriesRead: Number(row?.entries_read ?? 0),
  };
}

/** The feed's row, locked (made when missing), so two leaders never write one cursor over the other. */
async function lockCursor(em: EntityManager, feed: string): Promise<void> {
  await query(em, 'insert into feed_cursors (feed) values (?) on conflict (feed) do nothing', [feed]);
  await query(em, 'select feed from feed_cursors where feed = ? for update', [feed]);
}

/**
 * One page of a feed in one transaction: each entry becomes a `feed_entries` row for every
 * profile it names in any workspace (by profile URL, or by the provider's id of the person);
 * a page read twice stores nothing twice. The cursor moves on in the same transaction, so a
 * leader killed between pages reads on from the last page it stored. Returns the rows stored.
 */
export async function recordFeedPage(services: Services, feed: string, page: FeedPage): Promise<number> {
  const now = services.clock.now();
  const rows = page.entries.map((e) => {
    const social = e.socialUrl ? canonicalSocialUrl(e.socialUrl) : null;
    return {
      key: e.key,
      social_key: social?.ok ? social.key : null,
      source_person_id: e.sourcePersonId,
      changed_fields: e.changedFields,
      published_at: e.publishedAt?.toISOString() ?? null,
    };
  });
  return inTransaction(services, async (em) => {
    await lockCursor(em, feed);
    const [stored] = await query<{ n: string }>(
      em,
      `with e as (select * from jsonb_to_recordset(?::jsonb) as x(key text, social_key text, source_person_id text, changed_fields text[], published_at timestamptz)),
            named as (
              select p.workspace_id, p.id as profile_id, e.* from e join profiles p on p.social_key = e.social_key
              union
              select p.workspace_id, p.id as profile_id, e.* from e join profiles p on p.source_person_id = e.source_person_id),
            ins as (
              insert into feed_entries (workspace_id, profile_id, feed, entry_key, changed_fields, published_at, received_at)
              select workspace_id, profile_id, ?, key, coalesce(changed_fields, '{}'), published_at, ? from named
              on conflict (profile_id, feed, entry_key) do nothing returning 1)
       select count(*) as n from ins`,
      [JSON.stringify(rows), feed, now],
    );
    await query(
      em,
      `update feed_cursors set cursor = ?, entries_read = entries_read + ?, retry_at = null, last_error = null, updated_at = ? where feed = ?`,
      [page.cursor, page.entries.length, now, feed],
    );
    return Number(stored?.n ?? 0);
  });
}

/** A failed read: the feed is not read again before `retryAt`; the cursor stays where it was. */
export async function recordFeedFailure(services: Services, feed: string, error: string, retryAt: Date): Promise<void> {
  await inTransaction(services, async (em) => {
    await lockCursor(em, feed);
    await query(em, 'update feed_cursors set retry_at = ?, last_error = ?, updated_at = ? where feed = ?', [retryAt, error.slice(0, 500), services.clock.now(), feed]);
  });
}

/** The newest company event stored from `feed` (the next read asks from there). */
export async function lastCompanyEvent(services: Services, feed: string): Promise<Date | null> {
  const [row] = await query<{ at: Date | null }>(fork(services), 'select max(announced_at) as at from company_events where feed = ?', [feed]);
  return row?.at ? new Date(row.at) : null;
}

/** Company events the provider announced; one read twice stores nothing twice. */
export async function recordCompanyEvents(services: Services, feed: string, events: CompanyEventEntry[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((e) => ({ company_key: e.companyKey, company_name: e.companyName, kind: e.kind, announced_at: e.announcedAt.toISOString() }));
  const [stored] = await query<{ n: string }>(
    fork(services),
    `with ins as (
       insert into company_events (feed, company_key, company_name, kind, announced_at, received_at)
       select ?, company_key, company_name, kind, announced_at, ?
         from jsonb_to_recordset(?::jsonb) as x(company_key text, company_name text, kind text, announced_at timestamptz)
       on conflict (feed, company_key, kind, announced_at) do nothing returning 1)
     select count(*) as n from ins`,
    [feed, services.clock.now(), JSON.stringify(rows)],
  );
  return Number(stored?.n ?? 0);
}
