import type { CheckItem } from './checker-port';

/** Leases up to `limit` pending items of a run with ids from `from` on. */
export type LeaseRange = (runId: string, from: bigint, limit: number) => Promise<CheckItem[]>;

export interface LeasePlanner {
  /** Leases up to `limit` of a run's pending items, from where the previous lease stopped. */
  lease(runId: string, limit: number): Promise<CheckItem[]>;
  /** Items that went back to pending: the next lease starts at them. */
  putBack(runId: string, itemIds: string[]): void;
}

const lowest = (ids: string[]): bigint => ids.reduce((min, id) => (BigInt(id) < min ? BigInt(id) : min), BigInt(ids[0]!));
const pastHighest = (items: CheckItem[], from: bigint): bigint =>
  items.reduce((max, i) => (BigInt(i.item_id) >= max ? BigInt(i.item_id) + 1n : max), from);

/**
 * Per run, the lowest item id that may still be pending as far as this engine knows: the
 * lease's index scan starts there instead of walking, from the run's first item, past the
 * index entries every earlier lease and commit left behind (two non-HOT updates per item).
 * Items put back to pending (released, retried) move it down again, so they are leased
 * first as before. It is only a starting point: when the range above it runs short the
 * lease scans the run from its start, so a stale value costs time, never an item.
 */
export function createLeasePlanner(leaseRange: LeaseRange): LeasePlanner {
  const leaseFrom = new Map<string, bigint>();
  return {
    putBack(runId, itemIds) {
      if (itemIds.length === 0) return;
      const low = lowest(itemIds);
      const from = leaseFrom.get(runId);
      if (from !== undefined && low < from) leaseFrom.set(runId, low);
    },
    async lease(runId, limit) {
      const from = leaseFrom.get(runId) ?? 0n;
      let items = await leaseRange(runId, from, limit);
      if (items.length < limit && from > 0n) {
        // Too little pending above the start point: look again from the run's first item.
        items = items.concat(await leaseRange(runId, 0n, limit - items.length));
      }
      // A commit that finished while this lease was out may have put items back below `from`
      // (putBack): that lower start wins, so they are leased next and not at the run's tail.
      const lowered = leaseFrom.get(runId);
      if (lowered !== undefined && lowered < from) return items;
      if (items.length === 0) leaseFrom.delete(runId);
      else leaseFrom.set(runId, pastHighest(items, from));
      return items;
    },
  };
}
