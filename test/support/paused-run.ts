import type { EntityManager } from '@mikro-orm/postgresql';

import type { Services } from '../../src/core/context';
import { loadRun } from '../../src/core/runs/run.query';
import { transitionRun } from '../../src/core/runs/run-transitions';
import { api } from './http';

/**
 * A manual run started, paused for the client's credits and resumed, the way the engine and the
 * API move it: POST /runs queues it, the service layer starts and pauses it (as the engine
 * does, cause `scheduler`), and POST /runs/{id}/resume resumes it. Returns the run id.
 */
export async function pauseAndResumeRun(services: Services, baseUrl: string, workspaceId: string, writeKey: string): Promise<string> {
  const started = await api(baseUrl, 'POST', '/runs', { key: writeKey, body: {} });
  if (started.status !== 201) throw new Error(`POST /runs: ${started.status} ${JSON.stringify(started.body)}`);
  const id = started.body.id as string;
  for (const event of [{ type: 'START' }, { type: 'PAUSE', reason: 'client_credits' }] as const) {
    await (services.orm.em.fork() as EntityManager).transactional(async (em) => {
      const run = await loadRun(em, workspaceId, id, true);
      if (!(await transitionRun(em, run, event, services.clock.now(), 'scheduler'))) throw new Error(`${event.type} refused`);
    });
  }
  const resumed = await api(baseUrl, 'POST', `/runs/${id}/resume`, { key: writeKey });
  if (resumed.status !== 200) throw new Error(`resume: ${resumed.status} ${JSON.stringify(resumed.body)}`);
  return id;
}
