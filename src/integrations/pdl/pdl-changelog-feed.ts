/**
 * People Data Labs' Person Changelog API as a change feed
 * (https://docs.peopledatalabs.com/docs/reference-person-changelog-api):
 * `POST {base}/v5/person/changelog` with `X-Api-Key`, body `{ origin_version, current_version,
 * type: "updated", fields_updated, scroll_token? }`, answered `{ status: 200, data: { type,
 * origin_version, current_version, scroll_token, updated: [{ id, additional_metadata:
 * { fields_updated, contains } }] } }`. The changelog compares two consecutive releases
 * (monthly: 31.0 → 31.1 → 31.2 → 32.0), so the cursor is the release pair being read and the
 * scroll token within it; when a pair is read to its end the cursor moves to the next pair,
 * which answers 400/404 until PDL publishes it (then the page is empty and the cursor stays).
 * Errors: 429 with Retry-After, 401/403 auth, 5xx outage (as for enrichment).
 */
import { z } from 'zod';

import { type ChangeFeed, FeedError, type FeedPage } from '../../core/ports/change-feed';
import { feedRequest } from '../http/feed-http';

export const PDL_CHANGELOG_PATH = '/v5/person/changelog';
/** Job changes show in these top-level fields (PDL reports a child field under its parent). */
export const PDL_JOB_FIELDS = ['experience', 'job_title', 'job_company_name'];

const VERSION_RE = /^(\d+)\.(\d)$/;

const bodySchema = z.object({
  data: z.object({
    scroll_token: z.string().nullish(),
    updated: z
      .array(
        z.object({
          id: z.string(),
          additional_metadata: z.object({ fields_updated: z.array(z.string()).nullish(), contains: z.array(z.string()).nullish() }).nullish(),
        }),
      )
      .nullish(),
  }),
});

interface Cursor {
  origin: string;
  current: string;
  scroll: string | null;
}

/** The release after `version`: three monthly releases per quarterly major (x.0, x.1, x.2, then x+1.0). */
export function nextPdlVersion(version: string): string {
  const m = VERSION_RE.exec(version);
  if (!m) throw new RangeError(`not a PDL release version: ${version}`);
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return minor >= 2 ? `${major + 1}.0` : `${major}.${minor + 1}`;
}

export function encodePdlCursor(c: Cursor): string {
  return `v1:${c.origin}:${c.current}:${c.scroll ?? ''}`;
}

export function decodePdlCursor(text: string): Cursor | null {
  const [tag, origin, current, ...scroll] = text.split(':');
  if (tag !== 'v1' || !origin || !current || !VERSION_RE.test(origin) || !VERSION_RE.test(current)) return null;
  const token = scroll.join(':');
  return { origin, current, scroll: token === '' ? null : token };
}

export interface PdlChangelogFeedOptions {
  apiKey: string;
  baseUrl: string;
  /** The release to read changes into first (its predecessor is the origin), e.g. `31.1`. */
  startVersion: string;
  timeoutMs?: number;
}

export function createPdlChangelogFeed(options: PdlChangelogFeedOptions): ChangeFeed {
  const base = options.baseUrl.replace(/\/+$/, '');
  const start = decodePdlCursor(`v1:${previousVersion(options.startVersion)}:${options.startVersion}:`);
  if (!start) throw new RangeError(`FEED_PDL_START_VERSION must be a release like 31.1, got ${options.startVersion}`);
  return {
    name: 'pdl',
    // PDL pages by scroll token at its own page size: `limit` has no counterpart in its API.
    async read(cursorText): Promise<FeedPage> {
      const cursor = cursorText === null ? start : decodePdlCursor(cursorText);
      if (!cursor) throw new FeedError('invalid', `not a PDL changelog cursor: ${cursorText}`);
      const res = await feedRequest('PDL', `${base}${PDL_CHANGELOG_PATH}`, {
        method: 'POST',
        headers: { 'x-api-key': options.apiKey },
        body: {
          origin_version: cursor.origin,
          current_version: cursor.current,
          type: 'updated',
          fields_updated: PDL_JOB_FIELDS,
          ...(cursor.scroll ? { scroll_token: cursor.scroll } : {}),
        },
        timeoutMs: options.timeoutMs ?? 30_000,
        // A release pair not published yet: nothing new, the cursor stays.
        pass: cursor.scroll ? [] : [400, 404],
      });
      if (res.status === 400 || res.status === 404) return { entries: [], cursor: encodePdlCursor(cursor), hasMore: false };
      const body = bodySchema.safeParse(res.json);
      if (!body.success) throw new FeedError('outage', 'PDL sent a changelog page in an unexpected shape', res.status);
      const updated = body.data.data.updated ?? [];
      const token = body.data.data.scroll_token || null;
      const more = token !== null && updated.length > 0;
      const next: Cursor = more ? { ...cursor, scroll: token } : { origin: cursor.current, current: nextPdlVersion(cursor.current), scroll: null };
      return {
        // A record merged into this one (`contains`) is the same person under an id we may have stored.
        entries: updated.flatMap((u) =>
          [u.id, ...(u.additional_metadata?.contains ?? [])].map((id) => ({
            key: `${cursor.current}:${id}`,
            socialUrl: null,
            sourcePersonId: id,
            changedFields: u.additional_metadata?.fields_updated ?? [],
            publishedAt: null,
          })),
        ),
        cursor: encodePdlCursor(next),
        hasMore: more,
      };
    },
  };
}

/** The release before `version` (x.0 follows (x-1).2). */
function previousVersion(version: string): string {
  const m = VERSION_RE.exec(version);
  if (!m) return version;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return minor === 0 ? `${major - 1}.2` : `${major}.${minor - 1}`;
}
