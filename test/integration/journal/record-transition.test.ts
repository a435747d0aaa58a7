import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { em } from '../../../src/core/context';
import { recordTransitions } from '../../../src/core/journal/record-transition';
import { createServices } from '../../../src/core/services';
import { ManualClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { createTestDatabase } from '../../support/database';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: ReturnType<typeof createServices>;
let ws: SeededWorkspace;
const runId = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  db = await createTestDatabase();
  services = createServices({ orm: db.orm, clock: new ManualClock(new Date('2026-11-25T09:00:00Z')), env: loadEnv({}), log: createLogger('silent') });
  ws = await seedWorkspace(services);
});
afterAll(() => db.drop());

async function journal(): Promise<Array<Record<string, unknown>>> {
  return em(services).execute(`select resource, from_status, event, to_status, refused, cause, at from transitions where resource_id = ? order by id`, [runId]);
}

describe('recordTransitions', () => {
  it('when rows are recorded in a transaction that commits, then each is stored in order with its cause', async () => {
    await em(services).transactional(async (tx) => {
      await recordTransitions(tx, [
        { workspaceId: ws.id, resource: 'run', resourceId: runId, from: null, event: 'CREATE', to: 'queued', cause: 'scheduler' },
        { workspaceId: ws.id, resource: 'run', resourceId: runId, from: 'queued', event: 'START', to: 'running', cause: 'scheduler', at: new Date('2026-11-25T09:01:00Z') },
        { workspaceId: ws.id, resource: 'run', resourceId: runId, from: 'running', event: 'RESUME', to: 'running', refused: true, cause: `api_key:${ws.id}` },
      ]);
    });
    const rows = await journal();
    expect(rows.map((r) => [r.from_status, r.event, r.to_status, r.refused, r.cause])).toEqual([
      [null, 'CREATE', 'queued', false, 'scheduler'],
      ['queued', 'START', 'running', false, 'scheduler'],
      ['running', 'RESUME', 'running', true, `api_key:${ws.id}`],
    ]);
    expect(new Date(rows[1]!.at as string).toISOString()).toBe('2026-11-25T09:01:00.000Z');
    expect(rows[0]!.at).toBeTruthy();
  });

  it('when the caller’s transaction rolls back, then no journal row is left behind', async () => {
    const before = (await journal()).length;
    await expect(
      em(services).transactional(async (tx) => {
        await recordTransitions(tx, [{ workspaceId: ws.id, resource: 'run', resourceId: runId, from: 'running', event: 'COMPLETE', to: 'completed', cause: 'scheduler' }]);
        throw new Error('status write failed');
      }),
    ).rejects.toThrow('status write failed');
    expect(await journal()).toHaveLength(before);
  });
});
