import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingEvent, ContactTrackingStatus } from '../../../machines';
import { query } from '../../db/query';
import { ConflictError } from '../../shared/errors';
import type { TransitionCause } from '../journal/record-transition';
import { claimLock } from '../lease';
import { transitionContactEvents, transitionContacts } from '../transitions/contact-tracking-transition';

/**
 * Sends the contact-tracking machine's events to a contact (read FOR UPDATE), in order,
 * through the transition function (status, `tracking_reason` and journal rows written
 * together). Throws `ConflictError('invalid_transition')` when the machine refuses one.
 */
export async function moveContact(
  em: EntityManager,
  contact: { id: string; workspace_id: string; tracking_status: string },
  events: ContactTrackingEvent[],
  reason: string | null,
  cause: TransitionCause,
  at: Date,
): Promise<string> {
  const ref = { ...contact, tracking_status: contact.tracking_status as ContactTrackingStatus };
  const moved = await transitionContactEvents(em, ref, events, cause, at, { tracking_reason: reason });
  if (!moved.ok) {
    throw new ConflictError('invalid_transition', `${moved.journal.event} is not allowed while tracking_status is ${moved.from}`);
  }
  return moved.status;
}

/**
 * `ready` contacts whose profile has had its first check move to `tracked`
 * (FIRST_CHECK_STARTED). `profileIds` limits it to those profiles; without it, every such
 * contact is moved. Returns how many moved.
 */
export async function startFirstChecks(em: EntityManager, cause: TransitionCause, at: Date, profileIds?: string[]): Promise<number> {
  // With profile ids (the batch commit), the look-up starts from them (contacts_profile_idx) rather
  // than from every contact's status; an `ids is null or …` filter would scan the table per batch.
  const ready = await query<{ id: string; workspace_id: string; tracking_status: ContactTrackingStatus }>(
    em,
    `select c.id, c.workspace_id, c.tracking_status from contacts c join profiles p on p.id = c.profile_id
      where c.tracking_status = 'ready' and p.last_checked_at is not null
        ${profileIds ? 'and c.profile_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))' : ''}
      order by c.id ${claimLock('c')}`,
    profileIds ? [JSON.stringify(profileIds)] : [],
  );
  await transitionContacts(em, ready.map((contact) => ({ contact, event: { type: 'FIRST_CHECK_STARTED' } })), cause, at);
  return ready.length;
}

/** The profile for `social` in the workspace (created when new); returns its id. */
export async function profileFor(em: EntityManager, workspaceId: string, social: { key: string; url: string }): Promise<string> {
  const [profile] = await query<{ id: string }>(
    em,
    `insert into profiles (workspace_id, social_key, social_url) values (?::uuid, ?, ?)
     on conflict (workspace_id, social_key) do update set updated_at = profiles.updated_at returning id`,
    [workspaceId, social.key, social.url],
  );
  return profile!.id;
}
