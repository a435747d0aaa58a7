import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../../src/core/runs/check-outcome';
import type { CheckerPort, CheckItem } from '../../../src/scheduler/checker-port';
import { startRunEngine } from '../../../src/scheduler/run-engine';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { seedPerson, sqlOn } from '../plays/support';

/**
 * The engine leases each run from where its previous lease stopped (not from the run's
 * first item), yet items that went back to pending are still leased: the ones it put back
 * itself first, as before, and ones put back behind its back once the rest runs short.
 */
let app: TestApp;
let ws: SeededWorkspace;
let sql: ReturnType<typeof sqlOn>;
const profileIds: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  sql = sqlOn(app);
  ws = await seedWorkspace(app.services, { credits: 1000 });
  for (let i = 0; i < 16; i++) {
    profileIds.push((await seedPerson(app, ws.id, { first_name: `Lea${i}`, last_name: 'Tester', company: 'Acme' })).profileId);
  }
});

afterAll(async () => {
  await app?.close();
});

async function startRun(): Promise<{ runId: string; itemIds: string[] }> {
  const [run] = await sql<{ id: string }>(`insert into runs (workspace_id, kind, status, started_at) values (?, 'manual', 'running', now()) returning id`, [
    ws.id,
  ]);
  const items = await sql<{ id: string }>(
    `insert into run_items (workspace_id, run_id, profile_id) select ?, ?, unnest(?::uuid[]) returning id::text as id`,
    [ws.id, run!.id, `{${profileIds.join(',')}}`],
  );
  return { runId: run!.id, itemIds: items.map((i) => i.id).sort((a, b) => Number(a) - Number(b)) };
}

/** A checker that answers not_found for every item, after `before` ran for the batch. */
function fakeChecker(batches: string[][], before: (items: CheckItem[], call: number) => Promise<Set<string>>): CheckerPort {
  return {
    async checkProfiles(_runId, items, onResult) {
      batches.push(items.map((i) => i.item_id));
      const failing = await before(items, batches.length);
      for (const i of items) {
        const r: CheckOutcome = failing.has(i.item_id)
          ? { item_id: i.item_id, profile_id: i.profile_id, outcome: 'failure', failure: { kind: 'transient', message: 'try again' } }
          : { item_id: i.item_id, profile_id: i.profile_id, outcome: 'not_found' };
        onResult(r);
      }
    },
  };
}

/**
 * Runs the engine (batches of 4) over the run until it completes; returns the leased batches.
 * Only the engine's own loop drives it: an explicit `pass()` beside the loop would lease
 * concurrently with it and make the batch order a race.
 */
async function runToCompletion(runId: string, before: (items: CheckItem[], call: number) => Promise<Set<string>>): Promise<string[][]> {
  const batches: string[][] = [];
  const engine = startRunEngine(app.services, { checker: fakeChecker(batches, before), batchSize: 4, idleMs: 20 });
  try {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      const [run] = await sql<{ status: string }>('select status from runs where id = ?', [runId]);
      if (run!.status === 'completed') return batches;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the run did not complete in 20 s: ${JSON.stringify(batches)}`);
  } finally {
    await engine.stop();
  }
}

const itemRows = (runId: string) =>
  sql<{ status: string; n: string }>('select status, count(*) as n from run_items where run_id = ? group by status', [runId]);
const charges = async (runId: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from credit_ledger where run_id = ? and kind = 'check'`, [runId]))[0]!.n);

describe('leasing a run batch by batch', () => {
  it('when an item fails once, then it is leased again before the run\'s fresh items run out', async () => {
    const { runId, itemIds } = await startRun();
    const retried = itemIds[1]!;
    let failed = false;
    const batches = await runToCompletion(runId, async (items) => {
      if (!failed && items.some((i) => i.item_id === retried)) {
        failed = true;
        return new Set([retried]);
      }
      return new Set();
    });
    const again = batches.findIndex((b, i) => i > 0 && b.includes(retried));
    expect(again, JSON.stringify(batches)).toBeGreaterThan(0);
    const freshAfter = batches.slice(again + 1).flat().filter((id) => id !== retried);
    expect(freshAfter.length, `fresh items are still leased after the retry: ${JSON.stringify(batches)}`).toBeGreaterThan(0);
    expect(batches.flat().length).toBe(itemIds.length + 1);
    expect(await itemRows(runId)).toEqual([{ status: 'done', n: String(itemIds.length) }]);
    expect(await charges(runId)).toBe(itemIds.length);
  });

  it('when an item the engine already leased goes back to pending behind its back, then it is still checked once', async () => {
    const { runId, itemIds } = await startRun();
    let reset = '';
    const batches = await runToCompletion(runId, async (items, call) => {
      // As a departed leader's start-up sweep would: the lowest item is pending again while this batch is out.
      if (call === 1) {
        reset = items.map((i) => i.item_id).sort((a, b) => Number(a) - Number(b))[0]!;
        await sql(`update run_items set status = 'pending', attempts = 0 where id = ?`, [reset]);
      }
      return new Set();
    });
    expect(reset).toBe(itemIds[0]);
    expect(batches.flat().filter((id) => id === reset).length, JSON.stringify(batches)).toBe(2);
    expect(await itemRows(runId)).toEqual([{ status: 'done', n: String(itemIds.length) }]);
    expect(await charges(runId)).toBe(itemIds.length);
  });
});
