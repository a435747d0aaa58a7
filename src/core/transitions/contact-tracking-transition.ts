import type { EntityManager } from '@mikro-orm/postgresql';

import { type ContactTrackingEvent, contactTrackingMachine, type ContactTrackingStatus } from '../../../machines';
import { query } from '../../db/query';
import type { TransitionCause, TransitionRow } from '../journal/record-transition';
import { create, decide, type Decision, journal, journalRefused, type Lifecycle } from './lifecycle';

export const CONTACT_TRACKING_LIFECYCLE: Lifecycle = { resource: 'contact_tracking', machine: contactTrackingMachine };

export type ContactRef = { id: string; workspace_id: string; tracking_status: ContactTrackingStatus };

/** Columns written with the move (a profile URL and its profile when tracking starts). */
export type ContactColumns = { social_url?: string; profile_id?: string; tracking_reason?: string | null };

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
  at: Date,
  columns: ContactColumns = {},
): Promise<Decision<ContactTrackingStatus, object>> {
  const decision = decide<ContactTrackingStatus, object>(CONTACT_TRACKING_LIFECYCLE, entity(contact), event, cause);
  if (!decision.ok) {
    await journalRefused(em, [decision.journal], at);
    return decision;
  }
  await writeContact(em, contact.id, decision.status, columns);
  await journal(em, [decision.journal], at);
  return decision;
}

async function writeContact(em: EntityManager, id: string, status: ContactTrackingStatus, columns: ContactColumns): Promise<void> {
  const names = Object.keys(columns);
  await query(
    em,
    `update contacts set tracking_status = ?, ${names.map((n) => `${n} = ?, `).join('')}updated_at = now() where id = ?::uuid`,
    [status, ...names.map((n) => columns[n as keyof ContactColumns] ?? null), id],
  );
}

/**
 * Sends several events to one contact (read FOR UPDATE by the caller), in order, in the
 * caller's transaction: one write of the final status (and `columns`) and one journal row
 * per event. The first refused event stops it: nothing is written, the refusal is
 * journalled, and its decision is returned (`ok: false`).
 */
export async function transitionContactEvents(
  em: EntityManager,
  contact: ContactRef,
  events: readonly ContactTrackingEvent[],
  cause: TransitionCause,
  at: Date,
  columns: ContactColumns = {},
): Promise<Decision<ContactTrackingStatus, object>> {
  let current = contact;
  const rows: TransitionRow[] = [];
  let last: Decision<ContactTrackingStatus, object> | null = null;
  for (const event of events) {
    last = decide<ContactTrackingStatus, object>(CONTACT_TRACKING_LIFECYCLE, entity(current), event, cause);
    if (!last.ok) {
      await journalRefused(em, [last.journal], at);
      return last;
    }
    if (last.changed) rows.push(last.journal);
    current = { ...current, tracking_status: last.status };
  }
  if (!last) throw new Error('transitionContactEvents needs at least one event');
  await writeContact(em, contact.id, current.tracking_status, columns);
  await journal(em, rows, at);
  return { ...last, from: contact.tracking_status, changed: current.tracking_status !== contact.tracking_status };
}

/**
 * Many contacts, one event each (e.g. a batch of checks: PROFILE_NOT_FOUND / PROFILE_FOUND_AGAIN);
 * `cause`, when given, stands for that move instead of the batch's.
 */
export type ContactMove = { contact: ContactRef; event: ContactTrackingEvent; cause?: TransitionCause };

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
  for (const move of moves) {
    const { contact, event } = move;
    const d = decide<ContactTrackingStatus, object>(CONTACT_TRACKING_LIFECYCLE, entity(contact), event, move.cause ?? cause);
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
  at: Date,
): Promise<Array<{ id: string; tracking_status: ContactTrackingStatus }>> {
  const { updates, journal: rows } = decideContactMoves(moves, cause);
  if (updates.length > 0) {
    await query(
      em,
      `update contacts c set tracking_status = x.tracking_status, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(id uuid, tracking_status text) where c.id = x.id`,
      [JSON.stringify(updates)],
    );
  }
  await journal(em, rows, at);
  return updates;
}

/**
 * Where a new contact starts: `needs_social`, moved by `SOCIAL_URL_IMPORTED` when the row
 * brings a profile URL (pure; journal with {@link journalNewContacts} once ids are known).
 */
export function newContactStatus(withSocial: boolean): ContactTrackingStatus {
  let status = newContactStatuses.get(withSocial);
  if (status === undefined) {
    const events = withSocial ? [{ type: 'SOCIAL_URL_IMPORTED' as const }] : [];
    status = create<ContactTrackingStatus>(CONTACT_TRACKING_LIFECYCLE, { id: '', workspaceId: '' }, events, 'import').status;
    newContactStatuses.set(withSocial, status);
  }
  return status;
}

/** The machine answers the same for every new contact: asked once per shape (a bulk import plans a million). */
const newContactStatuses = new Map<boolean, ContactTrackingStatus>();

/** Journals freshly inserted contacts (creating rows), one insert for the lot. */
export function journalNewContacts(
  em: EntityManager,
  contacts: ReadonlyArray<{ id: string; workspace_id: string; with_social: boolean }>,
  cause: TransitionCause,
  at: Date,
): Promise<void> {
  return journal(em, contacts.flatMap((c) => newContactJournal(c, cause)), at);
}

const newContactTemplates = new Map<string, TransitionRow[]>();

/**
 * The journal rows that create one contact (the lifecycle's creating transition, and
 * SOCIAL_URL_IMPORTED when it comes with a profile URL). The machine runs once per shape and
 * cause; each contact gets a copy with its id (a bulk import creates a million).
 */
export function newContactJournal(
  contact: { id: string; workspace_id: string; with_social: boolean },
  cause: TransitionCause,
): TransitionRow[] {
  const key = `${contact.with_social}|${cause}`;
  let template = newContactTemplates.get(key);
  if (!template) {
    const events = contact.with_social ? [{ type: 'SOCIAL_URL_IMPORTED' as const }] : [];
    template = create(CONTACT_TRACKING_LIFECYCLE, { id: '', workspaceId: '' }, events, cause).journal;
    newContactTemplates.set(key, template);
  }
  return template.map((row) => ({ ...row, resourceId: contact.id, workspaceId: contact.workspace_id }));
}
