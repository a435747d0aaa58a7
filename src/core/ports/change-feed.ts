import { OutsideCallError } from '../../shared/errors';

/**
 * The change-feed port: what a provider publishes for free about profiles whose records
 * changed (the sandbox's change feed, People Data Labs' person changelog) and the company
 * events it announces. The scheduler's feed loop reads it on a cursor it keeps in the
 * database; core maps the entries to the workspaces' profiles. Adapters: sandbox/ and pdl/.
 */

/** One feed entry: a person whose record changed, named by profile URL or by the provider's own id. */
export interface FeedEntry {
  /** The entry's identity within its feed (a re-read page stores nothing twice). */
  key: string;
  socialUrl: string | null;
  /** The provider's id of the person (a changelog names people by it). */
  sourcePersonId: string | null;
  changedFields: string[];
  /** When the provider published it; null when the provider does not say (then: when it was read). */
  publishedAt: Date | null;
}

export interface FeedPage {
  entries: FeedEntry[];
  /** Where to read from next (store it: it is where new entries appear once this page was the last). */
  cursor: string | null;
  /** More entries wait after this page now. */
  hasMore: boolean;
}

export interface CompanyEventEntry {
  /** The company's network id (as positions' company_social_id). */
  companyKey: string;
  companyName: string | null;
  kind: 'layoff';
  announcedAt: Date;
}

export interface ChangeFeed {
  /** The feed's name in feed_cursors and feed_entries (`sandbox`, `pdl`). */
  readonly name: string;
  /** The page after `cursor` (null: from the start). Throws `FeedError`. */
  read(cursor: string | null, limit: number): Promise<FeedPage>;
  /** Company events announced on or after `since` (null: all); absent when the provider has none. Throws `FeedError`. */
  companyEvents?(since: Date | null): Promise<CompanyEventEntry[]>;
  close?(): Promise<void>;
}

/**
 * - `rate_limited`: 429; read again after `retryAfterMs` (Retry-After) or the loop's back-off.
 * - `auth`: 401/403; the provider refused our key. Read again after the long back-off; logged as an error.
 * - `outage`: 5xx, network failure, timeout or a malformed body.
 * - `invalid`: the provider refused the request itself (a cursor it no longer knows).
 */
export type FeedErrorKind = 'rate_limited' | 'auth' | 'outage' | 'invalid';

export class FeedError extends OutsideCallError<FeedErrorKind> {
  override readonly name = 'FeedError';
}
