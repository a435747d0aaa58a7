import type { EntityManager } from '@mikro-orm/postgresql';

import { defineLease,DUE_AT_LEASE_COLUMNS } from '../lease';

/** A second look leased to the confirmation loop: the item the checker is asked about. */
export interface LeasedSecondLook {
  item_id: string;
  profile_id: string;
  social_url: string;
}

export interface SecondLookLease {
  token: string;
  items: LeasedSecondLook[];
}

/**
 * Second looks are leased oldest due first. A row stays leased until `now + leaseMs`: a
 * leader killed mid-batch leaves it leased, and it is leased again once that time has
 * passed. The lease token (the owner) makes a commit from an expired lease a no-op.
 */
export const secondLookLease = defineLease<LeasedSecondLook>({
  name: 'second_look',
  table: 'pending_confirmations',
  ...DUE_AT_LEASE_COLUMNS,
  onSettle: 'delete',
  returning: 'c.id::text as item_id, c.profile_id, p.social_url',
  join: 'join profiles p on p.id = c.profile_id',
});

/** Leases up to `limit` second looks due at `now` (service clock). */
export async function leaseSecondLooks(em: EntityManager, options: { now: Date; limit: number; leaseMs: number }): Promise<SecondLookLease> {
  const { owner, items } = await secondLookLease.claim(em, options);
  return { token: owner, items };
}

/** Gives back second looks the checker could not do: due again `retryAfterMs` later. */
export async function postponeSecondLooks(
  em: EntityManager,
  token: string,
  itemIds: string[],
  options: { now: Date; retryAfterMs: number },
): Promise<void> {
  await secondLookLease.release(em, token, itemIds, { retryAt: new Date(options.now.getTime() + options.retryAfterMs) });
}
