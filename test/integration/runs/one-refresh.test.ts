import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import type { Services } from '../../../src/core/context';
import { grantCredits } from '../../../src/core/credits/credits.service';
import { startDueScheduledRuns } from '../../../src/core/runs/cadence';
import type { RunRow } from '../../../src/core/runs/run.query';
import { resumeIfDue } from '../../../src/core/runs/run-execution.service';
import { cancelRun, resumeRun } from '../../../src/core/runs/runs.service';
import { ManualClock } from '../../../src/shared/clock';
import { ConflictError } from '../../../src/shared/errors';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';

/**
 * A workspace runs one refresh (manual or scheduled) at a time. The cadence may start the next
 * while an earlier one waits paused; resuming that one, by hand or by the scheduler, must then
 * wait its turn: a clear 409 to the caller, the run left paused, never the unique index's error.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
const clock = new ManualClock(new Date('2026-03-02T07:00:00Z'));
const em = () => services.orm.em.fork() as EntityManager;

async function workspace(slug: string): Promise<string> {
  const [ws] = await em().execute<Array<{ id: string }>>(`insert into workspaces (name, slug) values (?, ?) returning id`, [slug, slug]);
  await em().execute(`insert into workspace_settings (workspace_id, refresh_cadence, refresh_day, next_refresh_at) values (?, 'weekly', 1, ?)`, [
    ws!.id,
    '2026-03-02T06:00:00Z',
  ]);
  return ws!.id;
}

/** The cadence's scheduled run, then paused as the engine pauses it (for `reason`). */
async function pausedRefresh(workspaceId: string, reason: 'client_credits' | 'upstream'): Promise<RunRow> {
  expect(await startDueScheduledRuns(services)).toBe(1);
  const [run] = await em().execute<RunRow[]>(
    `update runs set status = 'paused', paused_reason = ?, resume_after = ?, started_at = now()
      where workspace_id = ? and status = 'queued' returning *`,
    [reason, reason === 'upstream' ? new Date(clock.now().getTime() - 1000) : null, workspaceId],
  );
  return run!;
}

const statusOf = async (id: string) => (await em().execute<Array<{ status: string }>>(`select status from runs where id = ?`, [id]))[0]!.status;

beforeAll(async () => {
  db = await createTestDatabase();
  services = { orm: db.orm, clock, wallClock: clock, env: loadEnv({}), log: createLogger('silent') };
});
afterAll(() => db?.drop());

describe('one refresh at a time', () => {
  it('when a refresh paused for credits is resumed while the next is queued, then 409 refresh_in_progress names it and the run stays paused; once the other ends, the resume goes through', async () => {
    const ws = await workspace('by-hand');
    const paused = await pausedRefresh(ws, 'client_credits');
    await grantCredits(services, { workspace: ws, amount: 50 });
    clock.set('2026-03-09T07:00:00Z');
    expect(await startDueScheduledRuns(services), 'the cadence starts the next refresh beside the paused one').toBe(1);
    const [next] = await em().execute<Array<{ id: string }>>(`select id from runs where workspace_id = ? and status = 'queued'`, [ws]);

    const refused = await resumeRun(services, ws, paused.id).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ status: 409, code: 'refresh_in_progress' });
    expect((refused as Error).message).toContain(next!.id);
    expect(await statusOf(paused.id)).toBe('paused');

    await cancelRun(services, ws, next!.id);
    expect((await resumeRun(services, ws, paused.id)).status).toBe('running');
  });

  it('when a refresh paused for upstream falls due while another refresh is queued, then the scheduler leaves it paused, and resumes it once the other ends', async () => {
    clock.set('2026-03-02T07:00:00Z');
    const ws = await workspace('by-itself');
    const paused = await pausedRefresh(ws, 'upstream');
    clock.set('2026-03-09T07:00:00Z');
    expect(await startDueScheduledRuns(services)).toBe(1);
    const [next] = await em().execute<Array<{ id: string }>>(`select id from runs where workspace_id = ? and status = 'queued'`, [ws]);

    expect(await resumeIfDue(services, paused)).toBe(false);
    expect(await statusOf(paused.id)).toBe('paused');

    await cancelRun(services, ws, next!.id);
    expect(await resumeIfDue(services, paused)).toBe(true);
    expect(await statusOf(paused.id)).toBe('running');
  });
});
