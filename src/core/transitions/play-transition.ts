import type { EntityManager } from '@mikro-orm/postgresql';

import { type PlayStatus, playStatusEvent, playStatusMachine } from '../../../machines';
import { query } from '../../db/query';
import type { TransitionCause } from '../journal/record-transition';
import { create, decide, type Decision, journal, journalRefused, type Lifecycle } from './lifecycle';

export const PLAY_LIFECYCLE: Lifecycle = { resource: 'play', machine: playStatusMachine };

export type PlayRef = { id: string; workspace_id: string; status: PlayStatus };

/**
 * Moves a play (read FOR UPDATE by the caller) towards `target` through the play-status
 * machine, in the caller's transaction: writes `status` and `status_changed_at` and journals
 * the move. A refused move changes nothing and is journalled as refused.
 */
export async function transitionPlay(
  em: EntityManager,
  play: PlayRef,
  target: PlayStatus,
  cause: TransitionCause,
  now: Date,
): Promise<Decision<PlayStatus, object>> {
  const entity = { id: play.id, workspaceId: play.workspace_id, status: play.status };
  const decision = decide<PlayStatus, object>(PLAY_LIFECYCLE, entity, playStatusEvent(target), cause);
  if (!decision.ok) {
    await journalRefused(em, [decision.journal], now);
    return decision;
  }
  await query(em, 'update plays set status = ?, status_changed_at = ?::timestamptz where id = ?::uuid and status = ?', [
    decision.status,
    now.toISOString(),
    play.id,
    play.status,
  ]);
  await journal(em, [decision.journal], now);
  return decision;
}

/** The status new plays are inserted with. */
export const NEW_PLAY_STATUS = create<PlayStatus>(PLAY_LIFECYCLE, { id: '', workspaceId: '' }, [], 'system').status;

/** Journals freshly inserted plays (one statement for the lot), in the caller's transaction. */
export async function journalNewPlays(
  em: EntityManager,
  plays: ReadonlyArray<{ id: string; workspace_id: string }>,
  cause: TransitionCause,
  at: Date,
): Promise<void> {
  const rows = plays.flatMap((p) => create(PLAY_LIFECYCLE, { id: p.id, workspaceId: p.workspace_id }, [], cause).journal);
  await journal(em, rows, at);
}

/**
 * For an insert's data-modifying CTE: journals, in the same statement, the creating move
 * of every row of `inserted` (a relation with `id` and `workspace_id`), one insert for the
 * lot. `cause` and `at` are SQL expressions (`at`: a column of `inserted` on the service
 * clock, e.g. the play's `detected_at`).
 */
export function journalInsertedPlays(inserted: string, cause: string, at: string): string {
  const created = create(PLAY_LIFECYCLE, { id: '', workspaceId: '' }, [], 'system').journal[0]!;
  return `insert into transitions (workspace_id, resource, resource_id, from_status, event, to_status, cause, at)
       select workspace_id, '${PLAY_LIFECYCLE.resource}', id::text, null, '${created.event}', '${created.to}', ${cause}, ${at} from ${inserted}`;
}
