import type { EntityManager } from '@mikro-orm/postgresql';

import { type ContactTrackingEvent, contactTrackingMachine, type ContactTrackingStatus } from '../../../machines';
import type { TransitionCause, TransitionRow } from '../journal/record-transition';
import { create, decide, type Decision, journal, journalRefused, type Lifecycle } from './lifecycle';

export const CONTACT_TRACKING_LIFECYCLE: Lifecycle = { resource: 'contact_tracking', machine: contactTrackingMachine };

export type ContactRef = { id: string; workspace_id: string; tracking_status: ContactTrackingStatus };

/** Columns written with the move (a profile URL and its profile when tracking starts). */
export type ContactColumns = { social_url?: string; profile_id?: string; tracking_reason?: null };

const entity = (c: ContactRef) => ({ id: c.id, workspaceId: c.workspace_id, status: c.tracking_status });

/**
 * Sends one event to a contact (read FOR UPDATE by the caller) in the caller's transaction:
 * writes `tracking_status` (and `columns`) and journals it. A refused event changes
 * nothing and is journalled as refused.
 */
export async function transitionContact(
  em: EntityManager,
  contact: ContactRef,
  event: ContactTrackingEvent,
  cause: TransitionCause,
  columns: ContactColumns = {},
): Promise<Decision<ContactTrackingStatus, object>> {
  const decision = decide<ContactTrackingStatus, object>(CONTACT_TRACKING_LIFECYCLE, entity(contact), event, cause);
  if (!decision.ok) {
    await journalRefused(em, [decision.journal]);
    return decision;
  }
  const names = Object.keys(columns);
  await em.execute(
    `update contacts set tracking_status = ?, ${names.map((n) => `${n} = ?, `).join('')}updated_at = now() where id = ?`,
    [decision.status, ...names.map((n) => columns[n as keyof ContactColumns]), contact.id],
  );
  await journal(em, [decision.journal]);
  return decision;
}

/** Many contacts, one event each (e.g. a batch of checks: PROFILE_NOT_FOUND / PROFILE_FOUND_AGAIN). */
export type ContactMove = { contact: ContactRef; event: ContactTrackingEvent };

/**
 * The machine's answers for many contacts (pure): the status each ends in, and the journal
 * rows (accepted moves that change the status, and refused events).
 */
export function decideContactMoves(
  moves: readonly ContactMove[],
  cause: TransitionCause,
): { updates: Array<{ id: string; tracking_status: ContactTrackingStatus }>; journal: TransitionRow[] } {
  const updates: Array<{ id: string; tracking_status: ContactTrackingStatus }> = [];
  const rows: TransitionRow[] = [];
  for (const { contact, event } of moves) {
    const d = decide<ContactTrackingStatus, object>(CONTACT_TRACKING_LIFECYCLE, entity(contact), event, cause);
    if (d.changed) updates.push({ id: contact.id, tracking_status: d.status });
    if (d.changed || !d.ok) rows.push(d.journal);
  }
  return { updates, journal: rows };
}

/**
 * Set-based variant for batches: one update for every contact whose status changes and one
 * journal insert, in the caller's transaction. Refused events are journalled in that same
 * insert (a batch does not roll back over a refusal). Returns the contacts moved.
 */
export async function transitionContacts(
  em: EntityManager,
  moves: readonly ContactMove[],
  cause: TransitionCause,
): Promise<Array<{ id: string; tracking_status: ContactTrackingStatus }>> {
  const { updates, journal: rows } = decideContactMoves(moves, cause);
  if (updates.length > 0) {
    await em.execute(
      `update contacts c set tracking_status = x.tracking_status, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(id uuid, tracking_status text) where c.id = x.id`,
      [JSON.stringify(updates)],
    );
  }
  await journal(em, rows);
  return updates;
}

/**
 * Where a new contact starts: `needs_social`, moved by `SOCIAL_URL_IMPORTED` when the row
 * brings a profile URL (pure; journal with {@link journalNewContacts} once ids are known).
 */
export function newContactStatus(withSocial: boolean): ContactTrackingStatus {
  return create<ContactTrackingStatus>(CONTACT_TRACKING_LIFECYCLE, { id: '', workspaceId: '' }, withSocial ? [{ type: 'SOCIAL_URL_IMPORTED' }] : [], 'import')
    .status;
}

/** Journals freshly inserted contacts (creating rows), one insert for the lot. */
export function journalNewContacts(
  em: EntityManager,
  contacts: ReadonlyArray<{ id: string; workspace_id: string; with_social: boolean }>,
  cause: TransitionCause,
): Promise<void> {
  const rows = contacts.flatMap(
    (c) =>
      create(
        CONTACT_TRACKING_LIFECYCLE,
        { id: c.id, workspaceId: c.workspace_id },
        c.with_social ? [{ type: 'SOCIAL_URL_IMPORTED' }] : [],
        cause,
      ).journal,
  );
  return journal(em, rows);
}
