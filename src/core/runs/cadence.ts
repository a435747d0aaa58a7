import type { EntityManager } from '@mikro-orm/postgresql';

import { nextScheduledAt } from '../../domain/cadence/refresh-strategy';
import { em as fork, type Services } from '../context';
import { startPlannedRun } from '../freshness/plan-adaptive-day';
import { inTransaction } from '../transaction';
import { cadenceLease } from './cadence-lease';
import { activeRefresh } from './one-refresh';
import { createRunWithItems } from './runs.service';

/**
 * One due workspace in the caller's transaction: queues its scheduled run (unless a refresh
 * is already queued or running: this slot is then skipped rather than stacked) and moves
 * next_refresh_at on. Under the cadence strategy the run checks every tracked profile; under
 * the adaptive one it is the day's plan (none when the plan is empty). Returns null when
 * nothing is due, else whether a run was queued.
 */
async function startOneDueRun(em: EntityManager, now: Date): Promise<boolean | null> {
  const [due] = (await cadenceLease.claim(em, { now, limit: 1 })).items;
  if (!due) return null;
  const active = await activeRefresh(em, due.workspace_id);
  let queued = false;
  if (!active && due.refresh_strategy === 'adaptive') queued = await startPlannedRun(em, due, now);
  else if (!active) queued = Boolean(await createRunWithItems(em, due.workspace_id, 'scheduled', now, false));
  await cadenceLease.settle(em, '', [due.workspace_id], {
    values: [nextScheduledAt(due, now).toISOString()],
  });
  return queued;
}

/**
 * The cadence use case: starts a scheduled run for every active workspace whose
 * next_refresh_at has passed, one transaction per workspace. Returns how many runs it queued.
 */
export async function startDueScheduledRuns(services: Services): Promise<number> {
  const now = services.clock.now();
  const em = fork(services);
  let started = 0;
  for (;;) {
    const created = await inTransaction(em, (tem) => startOneDueRun(tem, now));
    if (created === null) return started;
    if (created) started++;
  }
}
