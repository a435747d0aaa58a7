import type { EntityManager } from '@mikro-orm/postgresql';

import type { Services } from '../core/context';
import { createRunWithItems } from '../core/runs/runs.service';
import { SQL_RUN_ACTIVE } from '../db/status-sets';
import { nextRefreshAt, type RefreshCadence } from '../domain/cadence/next-refresh-at';

/**
 * Starts a scheduled run for every active workspace whose next_refresh_at has passed and
 * moves next_refresh_at on, in one transaction per workspace. A workspace that already
 * has a refresh queued or running skips this slot rather than stacking runs.
 */
export async function startDueScheduledRuns(services: Services): Promise<number> {
  const now = services.clock.now();
  const em = services.orm.em.fork() as EntityManager;
  let started = 0;
  for (;;) {
    const created = await em.transactional(async (tem) => {
      const [due] = await tem.execute<Array<{ workspace_id: string; refresh_cadence: RefreshCadence; refresh_day: number; timezone: string }>>(
        `select s.workspace_id, s.refresh_cadence, s.refresh_day, s.timezone from workspace_settings s
           join workspaces w on w.id = s.workspace_id
          where w.status = 'active' and s.next_refresh_at <= ? order by s.next_refresh_at limit 1
          for update of s skip locked`,
        [now],
      );
      if (!due) return null;
      const [active] = await tem.execute<Array<{ id: string }>>(
        `select id from runs where workspace_id = ? and status in ${SQL_RUN_ACTIVE} and kind in ('manual','scheduled') limit 1`,
        [due.workspace_id],
      );
      if (!active) await createRunWithItems(tem, due.workspace_id, 'scheduled', now, false);
      await tem.execute('update workspace_settings set next_refresh_at = ? where workspace_id = ?', [
        nextRefreshAt(due.refresh_cadence, due.refresh_day, due.timezone, now),
        due.workspace_id,
      ]);
      return !active;
    });
    if (created === null) return started;
    if (created) started++;
  }
}
