import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { enqueueEvent } from '../outbox/enqueue-event';
import { type RunRow, toRun, withSecondLooks } from './run.query';

/**
 * `run.completed` when a run reaches a final state (completed, failed or cancelled: the
 * Run's status says which); `run.paused` each time it pauses (keyed by the pause time).
 */
export async function emitRunEvent(em: EntityManager, run: RunRow, event: 'run.completed' | 'run.paused'): Promise<void> {
  const [pauses] = await query<{ n: string }>(
    em,
    `select count(*) as n from outbox where workspace_id = ? and event = 'run.paused' and event_key like ?`,
    [run.workspace_id, `run:${run.id}:paused:%`],
  );
  const key = event === 'run.completed' ? `run:${run.id}:completed` : `run:${run.id}:paused:${Number(pauses?.n ?? 0) + 1}`;
  await enqueueEvent(em, run.workspace_id, event, key, toRun(await withSecondLooks(em, run)));
}
