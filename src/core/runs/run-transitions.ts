import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEventWithContext, type RunContext, type RunEvent, runMachine, type RunStatus } from '../../../machines';
import type { RunRow } from './run.query';
import { emitRunEvent } from './run-events';

export type PauseReason = NonNullable<RunRow['paused_reason']>;

export type { RunEvent };

/**
 * Restores the run's state, sends one event through the `run` machine and persists the
 * result (status, reason, timestamps) with the run.paused / run.completed events.
 * Returns null when the machine refuses the event.
 */
export async function transitionRun(em: EntityManager, run: RunRow, event: RunEvent, now: Date): Promise<RunRow | null> {
  const next = applyEventWithContext<RunStatus, RunContext>(runMachine, run.status, event, { paused_reason: run.paused_reason });
  if (!next.ok) return null;
  const final = ['completed', 'failed', 'cancelled'].includes(next.status);
  const [updated] = await em.execute<RunRow[]>(
    `update runs set status = ?, paused_reason = ?, resume_after = ?,
            started_at = case when ? = 'running' then coalesce(started_at, ?) else started_at end,
            finished_at = case when ? then ? else finished_at end,
            error = coalesce(?, error)
      where id = ? and status = ? returning *`,
    [
      next.status,
      next.status === 'paused' ? (next.context.paused_reason ?? null) : null,
      event.type === 'PAUSE' ? (event.resumeAfter ?? null) : null,
      next.status,
      now,
      final,
      now,
      event.type === 'FAIL' ? (event.error ?? null) : null,
      run.id,
      run.status,
    ],
  );
  if (!updated) return null;
  if (next.status === 'paused') await emitRunEvent(em, updated, 'run.paused');
  if (final) await emitRunEvent(em, updated, 'run.completed');
  return updated;
}
