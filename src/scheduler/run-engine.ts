import type { EntityManager } from '@mikro-orm/postgresql';

import type { Services } from '../core/context';
import type { CheckOutcome } from '../core/runs/check-outcome';
import { type ChangeHook, commitBatch } from '../core/runs/commit-batch';
import type { RunRow } from '../core/runs/run.query';
import { type PauseReason, transitionRun } from '../core/runs/run-transitions';
import { SQL_RUN_UNFINISHED } from '../db/status-sets';
import { CheckerFailure, type CheckerPort, type CheckItem } from './checker-port';

export interface RunEngineOptions {
  checker: CheckerPort;
  batchSize?: number;
  /** How long an idle engine sleeps between passes. */
  idleMs?: number;
  /** When an `upstream` pause probes again (grows with consecutive pauses up to 16×). */
  upstreamBackoffMs?: number;
  /** When an `auth` or `out_of_credits` pause probes again. */
  probeAfterMs?: number;
  onChange?: ChangeHook;
  /** Delay of the second look at a `left` / `profile_not_found` (default 4 h, service clock). */
  secondLookAfterMs?: number;
  /** Stores facts about the companies people moved to before the batch commits. */
  enrichCompanies?: (results: CheckOutcome[]) => Promise<void>;
}

export interface RunEngine {
  kick(): void;
  stop(): Promise<void>;
  /** One pass over every active run (tests drive the engine with it). */
  pass(): Promise<boolean>;
}

function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

/**
 * Drives every active run as a persisted `run` machine: restore from the row, send one
 * event, save. Running runs advance one leased batch per pass, so runs of different
 * workspaces interleave. Only the leader runs this.
 */
export function startRunEngine(services: Services, options: RunEngineOptions): RunEngine {
  const batchSize = options.batchSize ?? 200;
  const upstreamBackoff = options.upstreamBackoffMs ?? 30_000;
  const probeAfter = options.probeAfterMs ?? 5 * 60_000;
  const upstreamStreak = new Map<string, number>();
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const now = () => services.clock.now();
  const move = (run: RunRow, event: Parameters<typeof transitionRun>[2]) =>
    fork(services).transactional((em) => transitionRun(em, run, event, now(), 'scheduler'));

  const pause = async (run: RunRow, reason: PauseReason, retryAfterMs?: number) => {
    let resumeAfter: Date | null = null;
    if (reason === 'upstream') {
      const streak = (upstreamStreak.get(run.id) ?? 0) + 1;
      upstreamStreak.set(run.id, streak);
      resumeAfter = new Date(now().getTime() + Math.max(retryAfterMs ?? 0, upstreamBackoff * Math.min(16, 2 ** (streak - 1))));
    } else if (reason === 'auth' || reason === 'out_of_credits') {
      resumeAfter = new Date(now().getTime() + probeAfter);
    }
    await move(run, { type: 'PAUSE', reason, resumeAfter });
  };

  async function workspaceState(workspaceId: string): Promise<{ suspended: boolean; balance: number }> {
    // `balance` is the ledger's sum, kept by a trigger on credit_ledger.
    const [row] = await fork(services).execute<Array<{ status: string; balance: string }>>(
      'select w.status, w.balance from workspaces w where w.id = ?',
      [workspaceId],
    );
    return { suspended: row?.status === 'suspended', balance: Number(row?.balance ?? 0) };
  }

  /**
   * Per run, the lowest item id that may still be pending as far as this engine knows: the
   * lease's index scan starts there instead of walking, from the run's first item, past the
   * index entries every earlier lease and commit left behind (two non-HOT updates per item).
   * Items put back to pending (released, retried) move it down again, so they are leased
   * first as before. It is only a starting point: when the range above it runs short the
   * lease scans the run from its start, so a stale value costs time, never an item.
   */
  const leaseFrom = new Map<string, bigint>();
  const lowerLeaseFrom = (runId: string, itemIds: string[]) => {
    if (itemIds.length === 0) return;
    const low = itemIds.reduce((min, id) => (BigInt(id) < min ? BigInt(id) : min), BigInt(itemIds[0]!));
    const from = leaseFrom.get(runId);
    if (from !== undefined && low < from) leaseFrom.set(runId, low);
  };

  async function leaseRange(run: RunRow, from: bigint, limit: number): Promise<CheckItem[]> {
    return fork(services).execute<CheckItem[]>(
      `update run_items i set status = 'leased', attempts = attempts + 1, leased_until = now() + interval '10 minutes', updated_at = now()
         from profiles p
        where i.id in (select id from run_items where run_id = ? and status = 'pending' and id >= ?::bigint
                        order by id limit ? for update skip locked)
          and p.id = i.profile_id
        returning i.id::text as item_id, i.profile_id, p.social_url`,
      [run.id, from.toString(), limit],
    );
  }

  async function lease(run: RunRow, limit: number): Promise<CheckItem[]> {
    const from = leaseFrom.get(run.id) ?? 0n;
    let items = await leaseRange(run, from, limit);
    if (items.length < limit && from > 0n) {
      // Too little pending above the start point: look again from the run's first item.
      items = items.concat(await leaseRange(run, 0n, limit - items.length));
    }
    // A commit that finished while this lease was out may have put items back below `from`
    // (lowerLeaseFrom): that lower start wins, so they are leased next and not at the run's tail.
    const lowered = leaseFrom.get(run.id);
    if (lowered !== undefined && lowered < from) return items;
    if (items.length === 0) leaseFrom.delete(run.id);
    else leaseFrom.set(run.id, items.reduce((max, i) => (BigInt(i.item_id) >= max ? BigInt(i.item_id) + 1n : max), from));
    return items;
  }

  async function release(itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await fork(services).execute(
      `update run_items set status = 'pending', leased_until = null, attempts = greatest(attempts - 1, 0)
        where status = 'leased' and id in (select value::bigint from jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(itemIds)],
      'run',
    );
  }

  /**
   * Each run's batch commit still in flight: the next batch is leased and streamed while
   * the previous one commits (the checker would idle otherwise). One per run, in order.
   */
  const committing = new Map<string, { items: number; done: Promise<void> }>();
  const settle = async (runId: string) => committing.get(runId)?.done;
  const settleAll = () => Promise.all([...committing.values()].map((c) => c.done));

  /** Commits what the checker returned, puts back what it did not, and pauses the run if it must. */
  async function commitResults(run: RunRow, items: CheckItem[], results: CheckOutcome[], failure: CheckerFailure | null): Promise<void> {
    let outcome: Awaited<ReturnType<typeof commitBatch>> | undefined;
    try {
      await options.enrichCompanies?.(results).catch((err) => services.log.warn({ err }, 'company enrichment failed'));
      outcome = await fork(services).transactional((em) => commitBatch(em, run, results, { now: now(), onChange: options.onChange, secondLookAfterMs: options.secondLookAfterMs }));
    } finally {
      // A committed batch settled every item it had a result for; the others (and all of them
      // when the commit failed) go back to pending rather than staying leased until a restart.
      const settled = new Set(outcome ? results.map((r) => r.item_id) : []);
      const unsettled = items.map((i) => i.item_id).filter((id) => !settled.has(id));
      await release(unsettled);
      // What went back to pending (released, retried, beyond the balance) is leased first again.
      lowerLeaseFrom(run.id, unsettled);
      lowerLeaseFrom(run.id, (outcome?.outOfCredits ? results : results.filter((r) => r.outcome === 'failure')).map((r) => r.item_id));
    }
    if (!failure && results.length > 0) upstreamStreak.delete(run.id);
    if (outcome.outOfCredits) return void (await pause(run, 'client_credits'));
    if (failure) {
      const reason: PauseReason =
        failure.code === 'auth' ? 'auth' : failure.code === 'out_of_credits' ? 'out_of_credits' : 'upstream';
      services.log.warn({ runId: run.id, code: failure.code, err: failure.message }, 'run paused by checker failure');
      await pause(run, reason, failure.retryAfterMs);
    }
  }

  async function runBatch(run: RunRow): Promise<void> {
    const ws = await workspaceState(run.workspace_id);
    if (ws.suspended) {
      await settle(run.id);
      return void (await pause(run, 'suspended'));
    }
    // The batch still committing will charge up to its size.
    const uncommitted = committing.get(run.id)?.items ?? 0;
    if (ws.balance - uncommitted <= 0) {
      if (uncommitted > 0) return void (await settle(run.id));
      return void (await pause(run, 'client_credits'));
    }
    const items = await lease(run, Math.min(batchSize, ws.balance - uncommitted));
    if (items.length === 0) {
      await settle(run.id);
      const [left] = await fork(services).execute<Array<{ n: string }>>(
        `select count(*) as n from run_items where run_id = ? and status in ('pending','leased')`,
        [run.id],
      );
      if (Number(left?.n ?? 0) === 0) await move(run, { type: 'COMPLETE' });
      return;
    }
    const results: CheckOutcome[] = [];
    let failure: CheckerFailure | null = null;
    try {
      await options.checker.checkProfiles(run.id, items, (r) => results.push(r));
    } catch (err) {
      failure = err instanceof CheckerFailure ? err : new CheckerFailure('unavailable', String(err));
    }
    await settle(run.id);
    // A failed batch pauses the run: commit what came back, then pause, before the next pass.
    if (failure) return commitResults(run, items, results, failure);
    const done = commitResults(run, items, results, null)
      .catch((err) => services.log.error({ err, runId: run.id }, 'batch commit failed'))
      .finally(() => {
        if (committing.get(run.id)?.done === done) committing.delete(run.id);
      });
    committing.set(run.id, { items: items.length, done });
  }

  async function step(run: RunRow): Promise<boolean> {
    if (run.status === 'queued') {
      const ws = await workspaceState(run.workspace_id);
      await move(run, ws.suspended ? { type: 'PAUSE', reason: 'suspended' } : { type: 'START' });
      return true;
    }
    if (run.status === 'paused') {
      if (run.paused_reason === 'client_credits') return false;
      if (run.paused_reason === 'suspended') {
        if ((await workspaceState(run.workspace_id)).suspended) return false;
      } else if (run.resume_after && new Date(run.resume_after).getTime() > now().getTime()) {
        return false;
      }
      await move(run, { type: 'AUTO_RESUME' });
      return true;
    }
    await runBatch(run);
    return true;
  }

  async function pass(): Promise<boolean> {
    const runs = await fork(services).execute<RunRow[]>(
      `select * from runs where status in ${SQL_RUN_UNFINISHED} order by created_at, id`,
    );
    let worked = false;
    for (const run of runs) {
      if (stopped) break;
      try {
        worked = (await step(run)) || worked;
      } catch (err) {
        services.log.error({ err, runId: run.id }, 'run step failed');
      }
    }
    return worked;
  }

  const loop = (async () => {
    // Items leased by a previous leader that died are orphans: only the leader leases.
    await fork(services).execute(`update run_items set status = 'pending', leased_until = null where status = 'leased'`, [], 'run');
    while (!stopped) {
      const worked = await pass().catch((err) => {
        services.log.error({ err }, 'run engine pass failed');
        return false;
      });
      if (stopped) break;
      if (!worked) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, options.idleMs ?? 250);
        });
      }
    }
    await settleAll();
  })();

  return {
    kick: () => wake?.(),
    async pass() {
      const worked = await pass();
      await settleAll();
      return worked;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
