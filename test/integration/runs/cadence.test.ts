import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import type { Services } from '../../../src/core/context';
import { startDueScheduledRuns } from '../../../src/core/runs/cadence';
import { ManualClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';

/** The cadence use case (which workspaces are due → scheduled runs) against a real PostgreSQL. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
const clock = new ManualClock(new Date('2026-03-02T07:00:00Z'));
const em = () => services.orm.em.fork() as EntityManager;

async function workspace(slug: string, nextRefreshAt: string, status = 'active'): Promise<string> {
  const [ws] = await em().execute<Array<{ id: string }>>(`insert into workspaces (name, slug, status) values (?, ?, ?) returning id`, [slug, slug, status]);
  await em().execute(`insert into workspace_settings (workspace_id, refresh_cadence, refresh_day, next_refresh_at) values (?, 'weekly', 1, ?)`, [
    ws!.id,
    nextRefreshAt,
  ]);
  return ws!.id;
}

const runsOf = (id: string) => em().execute<Array<{ kind: string; status: string }>>(`select kind, status from runs where workspace_id = ? order by created_at`, [id]);
const nextOf = async (id: string) =>
  new Date((await em().execute<Array<{ next_refresh_at: Date }>>(`select next_refresh_at from workspace_settings where workspace_id = ?`, [id]))[0]!.next_refresh_at).toISOString();

beforeAll(async () => {
  db = await createTestDatabase();
  services = { orm: db.orm, clock, wallClock: clock, env: loadEnv({}), log: createLogger('silent') };
});
afterAll(() => db?.drop());

describe('the cadence use case', () => {
  it('when workspaces are due, then each active one gets one scheduled run and its next refresh moves to the next slot; others are left alone', async () => {
    const due = await workspace('due', '2026-03-02T06:00:00Z');
    const later = await workspace('later', '2026-06-01T06:00:00Z');
    const suspended = await workspace('suspended', '2026-03-02T06:00:00Z', 'suspended');

    expect(await startDueScheduledRuns(services)).toBe(1);

    expect(await runsOf(due)).toEqual([{ kind: 'scheduled', status: 'queued' }]);
    expect(await nextOf(due)).toBe('2026-03-09T06:00:00.000Z');
    expect(await runsOf(later)).toEqual([]);
    expect(await runsOf(suspended)).toEqual([]);
    expect(await startDueScheduledRuns(services)).toBe(0);
  });

  it('when a refresh is still queued at the next slot, then no second run is stacked but the slot moves on', async () => {
    const busy = await workspace('busy', '2026-03-02T06:00:00Z');
    expect(await startDueScheduledRuns(services)).toBe(1);
    clock.set('2026-03-09T07:00:00Z');

    expect(await startDueScheduledRuns(services)).toBe(0);

    expect(await runsOf(busy)).toHaveLength(1);
    expect(await nextOf(busy)).toBe('2026-03-16T06:00:00.000Z');
  });
});
