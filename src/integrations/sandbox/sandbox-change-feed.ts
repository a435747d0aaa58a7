/**
 * The sandbox provider's free change feed and company events (docs/sandbox.md):
 * `GET {base}/v1/changes/feed?cursor=&limit=` and `GET {base}/v1/companies/events?since=`,
 * bearer key. The feed's cursor is opaque and stable; the last page's `next_cursor` is where
 * new entries appear.
 */
import { z } from 'zod';

import { type ChangeFeed, type CompanyEventEntry, FeedError, type FeedPage } from '../../core/ports/change-feed';
import { feedRequest } from '../http/feed-http';

const pageSchema = z.object({
  data: z.array(
    z.object({
      profile_id: z.string(),
      social_url: z.string(),
      changed_fields: z.array(z.string()),
      published_at: z.string(),
    }),
  ),
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});

const eventsSchema = z.object({
  data: z.array(z.object({ company_id: z.string(), company_name: z.string().nullable().optional(), kind: z.string(), announced_at: z.string() })),
});

export interface SandboxChangeFeedOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

export function createSandboxChangeFeed(options: SandboxChangeFeedOptions): ChangeFeed {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { headers: { authorization: `Bearer ${options.apiKey}` }, timeoutMs: options.timeoutMs ?? 10_000 };
  return {
    name: 'sandbox',
    async read(cursor, limit): Promise<FeedPage> {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const res = await feedRequest('sandbox', `${base}/v1/changes/feed?${query}`, { method: 'GET', ...http });
      const page = pageSchema.safeParse(res.json);
      if (!page.success) throw new FeedError('outage', 'the sandbox feed sent a page in an unexpected shape', res.status);
      return {
        entries: page.data.data.map((e) => ({
          key: `${e.profile_id}@${e.published_at}#${[...e.changed_fields].sort().join(',')}`,
          socialUrl: e.social_url,
          sourcePersonId: e.profile_id,
          changedFields: e.changed_fields,
          publishedAt: new Date(e.published_at),
        })),
        cursor: page.data.next_cursor ?? cursor,
        hasMore: page.data.has_more,
      };
    },
    async companyEvents(since): Promise<CompanyEventEntry[]> {
      const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : '';
      const res = await feedRequest('sandbox', `${base}/v1/companies/events${query}`, { method: 'GET', ...http });
      const body = eventsSchema.safeParse(res.json);
      if (!body.success) throw new FeedError('outage', 'the sandbox sent company events in an unexpected shape', res.status);
      return body.data.data
        .filter((e) => e.kind === 'layoff')
        .map((e) => ({ companyKey: e.company_id, companyName: e.company_name ?? null, kind: 'layoff' as const, announcedAt: new Date(e.announced_at) }));
    },
  };
}
