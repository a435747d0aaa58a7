import type { EntityManager } from '@mikro-orm/postgresql';

import { SECOND_LOOK_TIMINGS } from '../../../machines';
import { query } from '../../db/query';
import type { ChangeType, DetectedChange, Snapshot } from '../../domain/changes';

/** Bad news waits for a second look before anything goes out. */
export const SECOND_LOOK_TYPES: readonly ChangeType[] = ['left', 'profile_not_found'];

/** The default delay of the second look (on the service clock; machines/timings.ts). */
export const DEFAULT_SECOND_LOOK_AFTER_MS = SECOND_LOOK_TIMINGS.afterMs;

export function needsSecondLook(change: DetectedChange | null): boolean {
  return change !== null && SECOND_LOOK_TYPES.includes(change.type);
}

/** A detected `left` / `profile_not_found` held until its second look. */
export interface HeldChange {
  profileId: string;
  change: DetectedChange;
  /** The snapshot the change was detected against: the second look compares with it too. */
  previous: Snapshot | null;
  previousCheckedAt: string | null;
}

/**
 * Holds the batch's bad news in `pending_confirmations`, one statement: due `afterMs` after
 * the check. A profile already waiting keeps its first row (a retried batch holds nothing twice).
 */
export async function holdForSecondLook(
  em: EntityManager,
  workspaceId: string,
  runId: string,
  held: HeldChange[],
  options: { now: Date; afterMs: number },
): Promise<void> {
  if (held.length === 0) return;
  await query(
    em,
    `insert into pending_confirmations (workspace_id, profile_id, run_id, change, previous, previous_checked_at, detected_at, due_at)
     select ?::uuid, x.profile_id, ?::uuid, x.change, x.previous, x.previous_checked_at, ?::timestamptz, ?::timestamptz
       from jsonb_to_recordset(?::jsonb) as x(profile_id uuid, change jsonb, previous jsonb, previous_checked_at timestamptz)
     on conflict (profile_id) do nothing`,
    [
      workspaceId,
      runId,
      options.now.toISOString(),
      new Date(options.now.getTime() + options.afterMs).toISOString(),
      JSON.stringify(
        held.map((h) => ({ profile_id: h.profileId, change: h.change, previous: h.previous, previous_checked_at: h.previousCheckedAt })),
      ),
    ],
  );
}
