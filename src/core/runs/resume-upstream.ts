import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { Services } from '../context';

/**
 * The checker is serving again: runs paused as `upstream` become due now instead of at
 * their backoff's end (the engine resumes due runs on its next pass). Returns how many.
 */
export async function resumeUpstreamPausedRuns(services: Services): Promise<number> {
  const em = services.orm.em.fork() as EntityManager;
  const rows = await query<{ id: string }>(
    em,
    `update runs set resume_after = ? where status = 'paused' and paused_reason = 'upstream' and resume_after > ? returning id`,
    [services.clock.now(), services.clock.now()],
  );
  return rows.length;
}
