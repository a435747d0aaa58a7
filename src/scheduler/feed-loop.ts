import type { Services } from '../core/context';
import { feedState, lastCompanyEvent, recordCompanyEvents, recordFeedFailure, recordFeedPage } from '../core/feed/feed.service';
import { type ChangeFeed, FeedError } from '../core/ports/change-feed';
import { type PassLoop, startPassLoop } from './pass-loop';

export interface FeedLoopOptions {
  feed: ChangeFeed;
  /** How often the leader reads the feed. */
  everyMs?: number;
  pageSize?: number;
  /** Pages read in one pass at most (the next pass goes on from the stored cursor). */
  maxPages?: number;
  /** The wait after an auth failure (the key will not fix itself in a minute). */
  authBackoffMs?: number;
}

/** How long a failed read waits: a 429 its Retry-After (else a pass), an auth failure the long back-off, an outage the next pass. */
function waitAfter(err: FeedError, everyMs: number, authBackoffMs: number): number {
  if (err.kind === 'rate_limited') return err.retryAfterMs ?? everyMs;
  if (err.kind === 'auth') return Math.max(err.retryAfterMs ?? 0, authBackoffMs);
  return err.retryAfterMs ?? 0;
}

export interface FeedPass {
  /** `skipped`: still waiting for a Retry-After or back-off; `failed`: the read failed and is due again later. */
  status: 'read' | 'skipped' | 'failed';
  pages: number;
  stored: number;
  events: number;
  error?: string;
}

/** `pass()`: read the feed from its stored cursor (tests drive the loop with it). */
export type FeedLoop = PassLoop<FeedPass>;

/**
 * The provider's change feed, read by the leader on a cursor kept in the database (so a
 * restart reads on where the last leader stopped), then its company events. A failure never
 * throws out of the loop and never touches runs: a 429 waits its Retry-After, an auth failure
 * `authBackoffMs` (5 min), an outage the next pass; the sweep and the daily plans go on without flags.
 */
export function startFeedLoop(services: Services, options: FeedLoopOptions): FeedLoop {
  const { feed } = options;
  const everyMs = options.everyMs ?? 60_000;
  let stopped = false;

  async function readPages(cursor: string | null, result: FeedPass): Promise<void> {
    for (let more = true; more && !stopped && result.pages < (options.maxPages ?? 20); ) {
      const page = await feed.read(cursor, options.pageSize ?? 500);
      result.stored += await recordFeedPage(services, feed.name, page);
      result.pages++;
      cursor = page.cursor;
      more = page.hasMore;
    }
  }

  async function pass(): Promise<FeedPass> {
    const state = await feedState(services, feed.name);
    const now = services.clock.now();
    const result: FeedPass = { status: 'read', pages: 0, stored: 0, events: 0 };
    if (state.retryAt && state.retryAt > now) return { ...result, status: 'skipped' };
    try {
      await readPages(state.cursor, result);
      if (feed.companyEvents && !stopped) result.events = await recordCompanyEvents(services, feed.name, await feed.companyEvents(await lastCompanyEvent(services, feed.name)));
      return result;
    } catch (err) {
      if (!(err instanceof FeedError)) throw err;
      const retryAt = new Date(services.clock.now().getTime() + waitAfter(err, everyMs, options.authBackoffMs ?? 5 * 60_000));
      const log = err.kind === 'auth' ? services.log.error.bind(services.log) : services.log.warn.bind(services.log);
      log({ feed: feed.name, kind: err.kind, status: err.status, retryAt: retryAt.toISOString(), err: err.message }, 'change feed read failed; the sweep goes on without it');
      await recordFeedFailure(services, feed.name, `${err.kind}: ${err.message}`, retryAt);
      return { ...result, status: 'failed', error: err.kind };
    }
  }

  return startPassLoop(pass, {
    everyMs,
    log: services.log,
    what: 'change feed pass failed',
    onStop: () => {
      stopped = true;
      void feed.close?.();
    },
  });
}
