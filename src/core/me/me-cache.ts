import type { Orm } from '../../db/orm';

/** The row GET /me shows: the workspace, its price and balance, the next refresh. */
export interface MeRow {
  id: string;
  name: string;
  slug: string;
  price_per_check_cents: number;
  balance: string;
  next_refresh_at: Date | null;
}

interface Entry {
  row: MeRow;
  until: number;
}

/**
 * GET /me's row per workspace in this gateway, trusted for `ttlMs` (issue #25: the call agents and
 * the app make most; without it each one is a pool turn and a PostgreSQL round trip, half the
 * system calls of the request). What it may show, docs/decisions.md "GET /me: the workspace row
 * cached for a second": a change made elsewhere (a check's debit in the checker, a grant by the
 * CLI, another gateway) is seen at most `ttlMs` later; a write the workspace makes through this
 * gateway, and a grant or settings change made in this process, drop the entry at once.
 * Nothing about access is cached here: keys, suspension and limits are checked on every request.
 */
export class MeCache {
  private entries = new Map<string, Entry>();
  /** Moves on every drop, so a lookup that raced a change does not store its stale answer. */
  epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(workspaceId: string, now = Date.now()): MeRow | undefined {
    const entry = this.entries.get(workspaceId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.entries.delete(workspaceId);
    return undefined;
  }

  set(workspaceId: string, row: MeRow, epoch: number, now = Date.now()): void {
    if (epoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(workspaceId, { row, until: now + this.ttlMs });
  }

  drop(workspaceId: string): void {
    this.epoch++;
    this.entries.delete(workspaceId);
  }
}

const caches = new WeakMap<Orm, MeCache>();

/** The cache GET /me uses in this process (the gateway attaches one; other roles have none). */
export function attachMeCache(orm: Orm, cache: MeCache): void {
  caches.set(orm, cache);
}

export function meCacheOf(orm: Orm): MeCache | undefined {
  return caches.get(orm);
}

/** A change to what GET /me shows for this workspace, made in this process: the next GET /me reads it. */
export function meChanged(orm: Orm, workspaceId: string): void {
  caches.get(orm)?.drop(workspaceId);
}
