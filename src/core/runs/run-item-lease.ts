import type { EntityManager } from '@mikro-orm/postgresql';

import { RUN_TIMINGS } from '../../../machines';
import { defineLease } from '../lease';

/** A run item leased to the engine: the profile the checker is asked about. */
export interface LeasedRunItem {
  item_id: string;
  profile_id: string;
  social_url: string;
}

/** How long a leased run item stays with the engine (only the leader leases; a new leader sweeps; machines/timings.ts). */
export const RUN_ITEM_LEASE_MS = RUN_TIMINGS.itemLeaseMs;

/**
 * Run items are leased per run, in id order, from a starting id (the engine's lease planner
 * knows where the previous lease stopped). The batch commit settles them itself, with the
 * run's totals and the credit charge in the same statement, so this lease has no owner
 * column and its `settle` is not used: only the leader leases, and the commit only takes
 * items still `leased`. Exhausted attempts are the commit's call too (a failure past
 * MAX_ITEM_ATTEMPTS counts as `unknown` in the run's totals), so no `dead` clause here.
 */
export const runItemLease = defineLease<LeasedRunItem>({
  name: 'run_item',
  table: 'run_items',
  key: 'id',
  keyType: 'bigint',
  until: 'leased_until',
  // The status says what is claimable: the leader alone leases, and its start-up sweep takes back what a dead one held.
  expires: false,
  attempts: 'attempts',
  order: 't.id',
  filter: "t.run_id = ?::uuid and t.status = 'pending' and t.id >= ?::bigint",
  held: "t.status = 'leased'",
  onClaim: "status = 'leased', updated_at = now()",
  onRelease: "status = 'pending'",
  onSettle: "status = 'done', outcome = 'done', updated_at = now()",
  returning: 'c.id::text as item_id, c.profile_id, p.social_url',
  join: 'join profiles p on p.id = c.profile_id',
});

/** Leases up to `limit` pending items of a run with ids from `from` on. */
export async function leaseRunItems(em: EntityManager, runId: string, options: { from: bigint; limit: number; now: Date }): Promise<LeasedRunItem[]> {
  const claimed = await runItemLease.claim(em, {
    now: options.now,
    limit: options.limit,
    leaseMs: RUN_ITEM_LEASE_MS,
    where: [runId, options.from.toString()],
  });
  return claimed.items;
}

/** Puts items the checker never answered back to pending, with their attempt taken back. */
export function releaseRunItems(em: EntityManager, itemIds: string[]): Promise<string[]> {
  return runItemLease.release(em, '', itemIds, { uncount: true });
}

/** A new leader takes back every item its dead predecessor left leased. */
export function sweepRunItems(em: EntityManager): Promise<number> {
  return runItemLease.sweep(em);
}
