/**
 * Issue #24's outside view of the moving world. Provider API (behind the provider guard):
 * the free change feed and company events. Admin API (no auth): the truth, each change with its
 * real date, and the bounces a customer's email system would see (to post as signals).
 */
import { Router } from 'express';
import { z } from 'zod';

import { companyEventsSince, feedPage, parseFeedCursor, signalsSince, truthSince } from '../world/freshness-views';
import type { SandboxWorld } from '../world/world';
import { HttpError } from './errors';
import { parseOr400 } from './validation';

export const MAX_FEED_PAGE = 1000;
export const MAX_TRUTH_PAGE = 10_000;
const DAY_MS = 86_400_000;

/** A date (YYYY-MM-DD) or date-time (ISO 8601 with offset) as a world day number. */
const since = z
  .string()
  .trim()
  .max(40)
  .refine((v) => /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && Number.isFinite(Date.parse(v)), 'since must be a date (YYYY-MM-DD) or an ISO 8601 date-time')
  .transform((v) => Math.floor(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) / DAY_MS))
  .optional();

const feedQuery = z.object({
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_FEED_PAGE).default(100),
});
const eventsQuery = z.object({ since });
const truthQuery = z.object({
  since,
  limit: z.coerce.number().int().min(0).max(MAX_TRUTH_PAGE).default(1000),
  offset: z.coerce.number().int().min(0).default(0),
});

export function freshnessProviderRouter(world: SandboxWorld): Router {
  const router = Router();

  router.get('/changes/feed', (req, res) => {
    const { cursor, limit } = parseOr400(feedQuery, req.query, 'query');
    const published = world.dynamics.feed.released.length;
    const start = cursor === undefined ? 0 : parseFeedCursor(cursor, published);
    if (start === undefined) throw new HttpError(400, 'validation_error', 'cursor is not a cursor this feed returned');
    res.json(feedPage(world, start, limit));
  });

  router.get('/companies/events', (req, res) => {
    const query = parseOr400(eventsQuery, req.query, 'query');
    res.json({ data: companyEventsSince(world, query.since ?? 0) });
  });

  return router;
}

export function freshnessAdminRouter(world: SandboxWorld): Router {
  const router = Router();

  router.get('/truth/changes', (req, res) => {
    const { since: from, limit, offset } = parseOr400(truthQuery, req.query, 'query');
    const all = truthSince(world, from ?? 0);
    res.json({ data: all.slice(offset, offset + limit), total: all.length });
  });

  router.get('/signals', (req, res) => {
    const { since: from, limit, offset } = parseOr400(truthQuery, req.query, 'query');
    const all = signalsSince(world, from ?? 0);
    res.json({ data: all.slice(offset, offset + limit), total: all.length });
  });

  return router;
}
