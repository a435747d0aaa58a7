import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { em } from '../../../src/core/context';
import { recordTransitions, type TransitionRow } from '../../../src/core/journal/record-transition';
import { getMachinePath } from '../../../src/core/machines/machines.service';
import { createServices } from '../../../src/core/services';
import { inTransaction } from '../../../src/core/transaction';
import { journalNewDeliveries, recordDeliveryAttempts } from '../../../src/core/transitions/delivery-transition';
import { query } from '../../../src/db/query';
import { ManualClock } from '../../../src/shared/clock';
import { NotFoundError } from '../../../src/shared/errors';
import { createLogger } from '../../../src/shared/logger';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { createTestDatabase } from '../../support/database';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: ReturnType<typeof createServices>;
let ws: SeededWorkspace;
const NOW = new Date('2026-11-25T09:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  services = createServices({ orm: db.orm, clock: new ManualClock(NOW), env: loadEnv({}), log: createLogger('silent') });
  ws = await seedWorkspace(services);
});
afterAll(() => db.drop());

/** A pending delivery (bigint id) to a fresh endpoint, journalled as created. */
async function newDelivery(): Promise<string> {
  const m = em(services);
  const [hook] = await m.execute<Array<{ id: string }>>(
    `insert into webhook_endpoints (workspace_id, url, events, secret_enc) values (?, 'https://example.com/hook', '{play.created}', 'x') returning id`,
    [ws.id],
  );
  const [row] = await m.execute<Array<{ id: string }>>(
    `insert into deliveries (workspace_id, endpoint_id, event, event_key, payload, next_attempt_at, created_at)
     values (?, ?, 'play.created', gen_random_uuid()::text, '{}'::jsonb, ?, ?) returning id::text as id`,
    [ws.id, hook!.id, NOW, NOW],
  );
  await journalNewDeliveries(m, [{ id: row!.id, workspace_id: ws.id }], 'scheduler', NOW);
  return row!.id;
}

const attempt = (id: string, ok: boolean, once = false) => ({
  attempt: { id, workspace_id: ws.id, attempts: 0, ok, once, last_status: ok ? 200 : 500, last_error: null },
  at: NOW,
});

describe('the delivery journal', () => {
  it('when a delivery is delivered and then reported again, then its path (bigint id) shows CREATE, DELIVERED and the refused repeat', async () => {
    const id = await newDelivery();
    expect(await recordDeliveryAttempts(em(services), [attempt(id, true)], 'scheduler')).toHaveLength(1);
    expect(await recordDeliveryAttempts(em(services), [attempt(id, false)], 'scheduler')).toHaveLength(0);
    const path = await getMachinePath(services, ws.id, 'delivery', id);
    expect(path.status).toBe('delivered');
    expect(path.steps.map((s) => [s.from, s.event, s.to, s.refused, s.cause])).toEqual([
      [null, 'CREATE', 'pending', false, 'scheduler'],
      ['pending', 'DELIVERED', 'delivered', false, 'scheduler'],
      ['delivered', 'ATTEMPT_FAILED', 'delivered', true, 'scheduler'],
    ]);
  });

  it('when a ping fails once, then it is failed at once and the move journalled; a retry that stays pending is not', async () => {
    const ping = await newDelivery();
    const other = await newDelivery();
    const written = await recordDeliveryAttempts(em(services), [attempt(ping, false, true), attempt(other, false)], 'scheduler');
    expect(Object.fromEntries(written.map((w) => [w.id, w.status]))).toEqual({ [ping]: 'failed', [other]: 'pending' });
    expect((await getMachinePath(services, ws.id, 'delivery', ping)).steps.map((s) => s.event)).toEqual(['CREATE', 'ATTEMPT_FAILED']);
    expect((await getMachinePath(services, ws.id, 'delivery', other)).steps.map((s) => s.event)).toEqual(['CREATE']);
  });

  it('when a move is journalled by a transaction that began before the previous move committed, then the path still lists them in journal order', async () => {
    const id = await newDelivery();
    const row = (event: string, from: string, to: string, refused = false): TransitionRow => ({
      workspaceId: ws.id, resource: 'delivery', resourceId: id, from, event, to, refused, cause: 'scheduler',
    });
    let began!: () => void;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    // This transaction's now() (the `at` of its rows) is fixed at its first statement, before the other one runs.
    const late = inTransaction(services, async (tx) => {
      await query(tx, 'select now()');
      began();
      await gate;
      await recordTransitions(tx, [row('ATTEMPT_FAILED', 'delivered', 'delivered', true)]);
    });
    await started;
    await inTransaction(services, (tx) => recordTransitions(tx, [row('DELIVERED', 'pending', 'delivered')]));
    release();
    await late;
    const steps = (await getMachinePath(services, ws.id, 'delivery', id)).steps;
    expect(steps.map((s) => s.event)).toEqual(['CREATE', 'DELIVERED', 'ATTEMPT_FAILED']);
    // Ordered by `at`, the refused attempt would come before the move it was refused after.
    expect(Date.parse(steps[2]!.at)).toBeLessThan(Date.parse(steps[1]!.at));
  });

  it('when a delivery path is asked for with a UUID, then it is not found (no SQL error)', async () => {
    await expect(getMachinePath(services, ws.id, 'delivery', '00000000-0000-4000-8000-000000000001')).rejects.toBeInstanceOf(NotFoundError);
  });
});
