/**
 * src/core/runs/resume-upstream.ts: when the checker serves again, the leader makes runs
 * paused as `upstream` due now; other pauses and runs already due are left as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Services } from '../../../src/core/context';
import { resumeUpstreamPausedRuns } from '../../../src/core/runs/resume-upstream';
import { ManualClock } from '../../../src/shared/clock';
import { seedWorkspace } from '../../support/app';
import { servicesOn } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { sqlOn } from '../../support/sql';

const NOW = new Date('2026-11-24T01:00:00Z');
const LATER = new Date(NOW.getTime() + 60_000);
const EARLIER = new Date(NOW.getTime() - 60_000);

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let sql: ReturnType<typeof sqlOn>;
let workspaceId: string;

async function pausedRun(reason: string, resumeAfter: Date | null): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into runs (workspace_id, kind, status, paused_reason, resume_after, started_at) values (?, 'manual', 'paused', ?, ?, ?) returning id`,
    [workspaceId, reason, resumeAfter, EARLIER],
  );
  return row!.id;
}

const resumeAfterOf = async (id: string): Promise<Date | null> => {
  const [row] = await sql<{ at: string | null }>(`select extract(epoch from resume_after) * 1000 as at from runs where id = ?`, [id]);
  return row?.at == null ? null : new Date(Number(row.at));
};

beforeAll(async () => {
  db = await createTestDatabase();
  services = servicesOn(db.orm, { clock: new ManualClock(NOW) });
  sql = sqlOn(services);
  workspaceId = (await seedWorkspace(services, { name: 'Resume' })).id;
});

afterAll(async () => {
  await db?.drop();
});

describe('resumeUpstreamPausedRuns', () => {
  it('when the checker serves again, then runs paused as upstream in backoff become due now and nothing else moves', async () => {
    const waiting = [await pausedRun('upstream', LATER), await pausedRun('upstream', LATER)];
    const alreadyDue = await pausedRun('upstream', EARLIER);
    const auth = await pausedRun('auth', LATER);
    const credits = await pausedRun('client_credits', null);

    expect(await resumeUpstreamPausedRuns(services)).toBe(2);

    for (const id of waiting) expect(await resumeAfterOf(id)).toEqual(NOW);
    expect(await resumeAfterOf(alreadyDue)).toEqual(EARLIER);
    expect(await resumeAfterOf(auth)).toEqual(LATER);
    expect(await resumeAfterOf(credits)).toBeNull();
    const statuses = await sql<{ status: string; paused_reason: string }>('select status, paused_reason from runs where workspace_id = ?', [workspaceId]);
    expect(statuses.every((r) => r.status === 'paused')).toBe(true);
  });

  it('when no run waits on the checker, then it resumes none', async () => {
    expect(await resumeUpstreamPausedRuns(services)).toBe(0);
  });
});
