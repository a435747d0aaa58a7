import type { EntityManager } from '@mikro-orm/postgresql';

import { boundQuery } from '../../db/bulk';
import { SQL_RUN_ACTIVE } from '../../db/status-sets';
import { nextRefreshAt, type RefreshCadence } from '../../domain/cadence/next-refresh-at';
import { em as fork, type Services } from '../context';
import { createRunWithItems } from './runs.service';

interface DueWorkspace {
  workspace_id: string;
  refresh_cadence: RefreshCadence;
  refresh_day: number;
  timezone: string;
}

/** The active workspace whose refresh is most overdue, locked (skipped when another transaction holds it). */
const NEXT_DUE = `select s.workspace_id, s.refresh_cadence, s.refresh_day, s.timezone from workspace_settings s
    join workspaces w on w.id = s.workspace_id
   where w.status = 'active' and s.next_refresh_at <= ? order by s.next_refresh_at limit 1
   for update of s skip locked`;

const ACTIVE_REFRESH = `select id from runs where workspace_id = ? and status in ${SQL_RUN_ACTIVE} and kind in ('manual','scheduled') limit 1`;

/**
 * One due workspace in the caller's transaction: queues its scheduled run (unless a refresh
 * is already queued or running: this slot is then skipped rather than stacked) and moves
 * next_refresh_at on. Returns null when nothing is due, else whether a run was queued.
 */
async function startOneDueRun(em: EntityManager, now: Date): Promise<boolean | null> {
  const [due] = await boundQuery<DueWorkspace>(em, NEXT_DUE, [now]);
  if (!due) return null;
  const [active] = await boundQuery<{ id: string }>(em, ACTIVE_REFRESH, [due.workspace_id]);
  if (!active) await createRunWithItems(em, due.workspace_id, 'scheduled', now, false);
  await boundQuery(em, 'update workspace_settings set next_refresh_at = ? where workspace_id = ?', [
    nextRefreshAt(due.refresh_cadence, due.refresh_day, due.timezone, now),
    due.workspace_id,
  ]);
  return !active;
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
    const created = await em.transactional((tem) => startOneDueRun(tem, now));
    if (created === null) return started;
    if (created) started++;
  }
}
