/** What the cluster test reads back about runs: progress, completion, and exact bookkeeping. */
import { expect } from 'vitest';

import type { RoleProcess } from '../support/process-tree';
import type { Cluster } from './cluster';

export interface RunProgress {
  status: string;
  paused_reason: string | null;
  items: number;
  done: number;
  leased: number;
}

export async function runProgress(c: Cluster, runId: string): Promise<RunProgress> {
  const [row] = await c.sql<RunProgress>(
    `select r.status, r.paused_reason, (r.totals->>'items')::int as items,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'done') as done,
            (select count(*)::int from run_items i where i.run_id = r.id and i.status = 'leased') as leased
       from runs r where r.id = ?`,
    [runId],
  );
  if (!row) throw new Error(`no run ${runId}`);
  return row;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `predicate` holds for the run; fails when a watched process exits or time runs out. */
export async function waitForRun(
  c: Cluster,
  runId: string,
  what: string,
  predicate: (p: RunProgress) => boolean,
  watch: RoleProcess[] = [],
  timeoutMs = 90_000,
): Promise<RunProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const p = await runProgress(c, runId);
    if (predicate(p)) return p;
    if (['failed', 'cancelled'].includes(p.status)) throw new Error(`run ${runId} ended ${p.status} waiting for ${what}`);
    const dead = watch.find((w) => !w.alive());
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}: ${JSON.stringify(p)}\n${c.describe()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(p)}\n${c.describe()}`);
    await pause(25);
  }
}

/** Mid-run: a fifth to four fifths of the items done. */
export const midRun = (p: RunProgress): boolean => p.items > 0 && p.done >= p.items * 0.2 && p.done <= p.items * 0.8;

export const completed = (p: RunProgress): boolean => p.status === 'completed';

/**
 * A completed run's books: every item done exactly once, one `check` ledger row (−1) per
 * done item and only for them, totals that agree.
 */
export async function expectExactCredits(c: Cluster, runId: string, items: number): Promise<void> {
  const byStatus = await c.sql<{ status: string; n: number }>('select status, count(*)::int as n from run_items where run_id = ? group by status', [runId]);
  expect(byStatus).toEqual([{ status: 'done', n: items }]);
  const [ledger] = await c.sql<{ rows: number; profiles: number; amount: number; matched: number }>(
    `select count(*)::int as rows, count(distinct l.profile_id)::int as profiles, coalesce(sum(l.amount), 0)::int as amount,
            count(i.id)::int as matched
       from credit_ledger l left join run_items i on i.run_id = l.run_id and i.profile_id = l.profile_id and i.status = 'done'
      where l.run_id = ? and l.kind = 'check'`,
    [runId],
  );
  expect(ledger).toEqual({ rows: items, profiles: items, amount: -items, matched: items });
  const [run] = await c.sql<{ totals: Record<string, number> }>('select totals from runs where id = ?', [runId]);
  expect(run?.totals).toMatchObject({ items, processed: items, credits_charged: items });
}
