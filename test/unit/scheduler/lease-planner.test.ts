import { describe, expect, it } from 'vitest';

import type { CheckItem } from '../../../src/scheduler/checker-port';
import { createLeasePlanner } from '../../../src/scheduler/lease-planner';

/** A run's items 1..n in memory; leasing takes pending ones with id >= from, in order. */
function fakeRun(n: number) {
  const pending = new Set(Array.from({ length: n }, (_, i) => i + 1));
  const calls: Array<{ from: bigint; limit: number }> = [];
  const leaseRange = async (_runId: string, from: bigint, limit: number): Promise<CheckItem[]> => {
    calls.push({ from, limit });
    const ids = [...pending].filter((id) => BigInt(id) >= from).sort((a, b) => a - b).slice(0, limit);
    for (const id of ids) pending.delete(id);
    return ids.map((id) => ({ item_id: String(id), profile_id: `p${id}`, social_url: `https://x/${id}` }));
  };
  return { pending, calls, leaseRange };
}
const ids = (items: CheckItem[]) => items.map((i) => Number(i.item_id));

describe('the lease planner', () => {
  it('when a run is leased batch by batch, then each lease starts where the previous one stopped', async () => {
    const run = fakeRun(10);
    const planner = createLeasePlanner(run.leaseRange);
    expect(ids(await planner.lease('r', 4))).toEqual([1, 2, 3, 4]);
    expect(ids(await planner.lease('r', 4))).toEqual([5, 6, 7, 8]);
    expect(run.calls.map((c) => c.from)).toEqual([0n, 5n]);
  });

  it('when items are put back, then the next lease starts at the lowest of them', async () => {
    const run = fakeRun(10);
    const planner = createLeasePlanner(run.leaseRange);
    await planner.lease('r', 4);
    await planner.lease('r', 4);
    run.pending.add(2);
    planner.putBack('r', ['6', '2']);
    expect(ids(await planner.lease('r', 2))).toEqual([2, 9]);
  });

  it('when too little is pending above the start, then the lease looks again from the run\'s first item', async () => {
    const run = fakeRun(6);
    const planner = createLeasePlanner(run.leaseRange);
    await planner.lease('r', 4);
    run.pending.add(1); // put back behind the planner's back
    expect(ids(await planner.lease('r', 4))).toEqual([5, 6, 1]);
    expect(run.calls.slice(1).map((c) => [c.from, c.limit])).toEqual([[5n, 4], [0n, 2]]);
  });

  it('when a run has nothing left, then the planner forgets it and starts from the beginning next time', async () => {
    const run = fakeRun(2);
    const planner = createLeasePlanner(run.leaseRange);
    await planner.lease('r', 4);
    expect(await planner.lease('r', 4)).toEqual([]);
    run.pending.add(1);
    expect(ids(await planner.lease('r', 4))).toEqual([1]);
    expect(run.calls.at(-1)!.from).toBe(0n);
  });

  it('when two runs are leased, then each keeps its own start', async () => {
    const a = fakeRun(10);
    const b = fakeRun(10);
    const planner = createLeasePlanner((runId, from, limit) => (runId === 'a' ? a : b).leaseRange(runId, from, limit));
    await planner.lease('a', 5);
    expect(ids(await planner.lease('b', 2))).toEqual([1, 2]);
    expect(ids(await planner.lease('a', 2))).toEqual([6, 7]);
  });
});
