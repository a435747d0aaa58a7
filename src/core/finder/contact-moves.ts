import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEvent, type ContactTrackingEvent, contactTrackingMachine } from '../../../machines';
import { boundQuery } from '../../db/bulk';
import { ConflictError } from '../../shared/errors';
import { claimLock } from '../lease';

/**
 * Applies the contact-tracking machine's events to a contact's stored status, in order, and
 * writes the result. Throws `ConflictError('invalid_transition')` when the machine refuses one.
 */
export async function moveContact(
  em: EntityManager,
  contact: { id: string; tracking_status: string },
  events: ContactTrackingEvent[],
  reason: string | null,
): Promise<string> {
  let status = contact.tracking_status;
  for (const event of events) {
    const next = applyEvent(contactTrackingMachine, status, event);
    if (!next.ok) {
      throw new ConflictError('invalid_transition', `${event.type} is not allowed while tracking_status is ${status}`);
    }
    status = next.status;
  }
  await boundQuery(em, 'update contacts set tracking_status = ?, tracking_reason = ?, updated_at = now() where id = ?::uuid', [
    status,
    reason,
    contact.id,
  ]);
  return status;
}

/**
 * `ready` contacts whose profile has had its first check move to `tracked`
 * (FIRST_CHECK_STARTED). `profileIds` limits it to those profiles; without it, every such
 * contact is moved. Returns how many moved.
 */
export async function startFirstChecks(em: EntityManager, profileIds?: string[]): Promise<number> {
  const ready = await boundQuery<{ id: string; tracking_status: string }>(
    em,
    `select c.id, c.tracking_status from contacts c join profiles p on p.id = c.profile_id
      where c.tracking_status = 'ready' and p.last_checked_at is not null
        and (?::jsonb is null or p.id in (select value::uuid from jsonb_array_elements_text(?::jsonb)))
      order by c.id ${claimLock('c')}`,
    [profileIds ? JSON.stringify(profileIds) : null, profileIds ? JSON.stringify(profileIds) : null],
  );
  for (const c of ready) await moveContact(em, c, [{ type: 'FIRST_CHECK_STARTED' }], null);
  return ready.length;
}

/** The profile for `social` in the workspace (created when new); returns its id. */
export async function profileFor(em: EntityManager, workspaceId: string, social: { key: string; url: string }): Promise<string> {
  const [profile] = await boundQuery<{ id: string }>(
    em,
    `insert into profiles (workspace_id, social_key, social_url) values (?::uuid, ?, ?)
     on conflict (workspace_id, social_key) do update set updated_at = profiles.updated_at returning id`,
    [workspaceId, social.key, social.url],
  );
  return profile!.id;
}
