import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { boundQuery } from '../../db/bulk';

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
 * Leases up to `limit` second looks due at `now` (service clock), oldest first, with
 * `FOR UPDATE SKIP LOCKED`. A row stays leased until `now + leaseMs`: a leader killed
 * mid-batch leaves it leased, and it is leased again once that time has passed. The lease
 * token makes a commit from an expired lease a no-op.
 */
export async function leaseSecondLooks(em: EntityManager, options: { now: Date; limit: number; leaseMs: number }): Promise<SecondLookLease> {
  const token = randomUUID();
  const items = await boundQuery<LeasedSecondLook>(
    em,
    `update pending_confirmations pc set leased_until = ?::timestamptz, lease_token = ?::uuid, attempts = attempts + 1
       from profiles p
      where pc.id in (select id from pending_confirmations
                       where due_at <= ?::timestamptz and (leased_until is null or leased_until <= ?::timestamptz)
                       order by due_at, id limit ? for update skip locked)
        and p.id = pc.profile_id
      returning pc.id::text as item_id, pc.profile_id, p.social_url`,
    [new Date(options.now.getTime() + options.leaseMs).toISOString(), token, options.now.toISOString(), options.now.toISOString(), options.limit],
  );
  return { token, items };
}

/** Gives back second looks the checker could not do: due again `retryAfterMs` later. */
export async function postponeSecondLooks(
  em: EntityManager,
  token: string,
  itemIds: string[],
  options: { now: Date; retryAfterMs: number },
): Promise<void> {
  if (itemIds.length === 0) return;
  await boundQuery(
    em,
    `update pending_confirmations set leased_until = null, lease_token = null, due_at = ?::timestamptz
      where lease_token = ?::uuid and id in (select value::bigint from jsonb_array_elements_text(?::jsonb))`,
    [new Date(options.now.getTime() + options.retryAfterMs).toISOString(), token, JSON.stringify(itemIds)],
  );
}
