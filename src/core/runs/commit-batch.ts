import type { EntityManager } from '@mikro-orm/postgresql';

import { insertMany } from '../../db/bulk';
import { query } from '../../db/query';
import { spendable } from '../../domain/cadence/budget-month';
import { applyCheck, type CheckEffect, type CheckTrigger, type Snapshot } from '../../domain/changes';
import type { CompanyAliases } from '../../domain/company/aliases';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import { monthBudget } from '../credits/budget';
import { type BaselineCheck, reviewBaselineNames } from '../finder/baseline-names';
import { startFirstChecks } from '../finder/contact-moves';
import { afterCommit, lockWorkspace } from '../transaction';
import { loadAliases, loadCheckBasis, rememberAliases } from './check-context';
import { type CheckOutcome, MAX_ITEM_ATTEMPTS } from './check-outcome';
import { DEFAULT_SECOND_LOOK_AFTER_MS, type HeldChange, holdForSecondLook, needsSecondLook } from './hold-for-second-look';
import { type ChangeToRecord, recordChanges } from './record-changes';
import type { RunRow } from './run.query';
import type { RunTotals } from './run.schema';
import { moveTracking, type StoredCheck, storeSnapshots, updateProfiles } from './store-check';

export type { RecordedChange } from '../plays/play-creation';

export interface BatchOutcome {
  processed: number;
  charged: number;
  /** The balance ran out before every result could be charged: the run must pause. */
  outOfCredits: boolean;
}

export interface CommitOptions {
  now: Date;
  /** Delay of the second look at a `left` / `profile_not_found` (default 4 h). */
  secondLookAfterMs?: number;
}

export const TOTAL_KEYS: Array<keyof RunTotals> = ['processed', 'moved', 'promoted', 'left', 'not_found', 'unknown', 'plays_created', 'credits_charged'];

/**
 * Commits one batch of check results in one transaction: snapshots and positions, change
 * detection (with the workspace's remembered company aliases), profile and contact
 * statuses (a first check moves `ready` contacts to `tracked`; a baseline whose name clearly
 * differs from the contact's puts it in `pending_review`), one credit per completed check (a ledger row unique per run and profile, so a
 * retried batch never charges twice), live run totals, and outbox events. A `left` or
 * `profile_not_found` is held for a second look instead of recorded: the profile, its
 * contacts and the run's left / not_found totals move when it is confirmed. Items no
 * longer leased (already committed by an earlier attempt) are skipped. The balance never
 * goes below zero, and the month's checks never above its monthly budget: results beyond either
 * go back to pending and the run pauses (`client_credits`).
 */
export async function commitBatch(em: EntityManager, run: RunRow, results: CheckOutcome[], options: CommitOptions): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { processed: 0, charged: 0, outOfCredits: false };
  if (results.length === 0) return outcome;
  // The workspace row lock, first (src/core/transaction.ts), orders batches, grants and finder
  // charges; its balance is the ledger's sum (a trigger keeps it).
  const wallet = await lockWorkspace(em, run.workspace_id);
  const leased = await query<LiveItem>(em,
    `select id::text as id, profile_id, attempts, trigger from run_items
      where run_id = ? and status = 'leased' and id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) for update`,
    [run.id, JSON.stringify(results.map((r) => r.item_id))],
  );
  const live = new Map(leased.map((l) => [l.id, l]));
  // Under the workspace lock: the balance, and what is left of a monthly budget, bound the charges.
  const budget = await monthBudget(em, run.workspace_id, options.now);
  const balance = spendable(wallet, budget.left);
  const basis = await loadCheckBasis(em, leased.map((l) => l.profile_id));
  const aliases = (await loadAliases(em, [run.workspace_id])).get(run.workspace_id);

  const totals: Record<string, number> = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0]));
  const { retry, failed, completed } = sortResults(results, live, balance);
  totals.unknown! += failed.length;
  outcome.outOfCredits = completed.length < results.filter((r) => r.outcome !== 'failure' && live.has(r.item_id)).length;
  const charges = await insertMany<{ id: string }>(
    em,
    'credit_ledger',
    { workspace_id: 'uuid', kind: 'text', amount: 'integer', run_id: 'uuid', profile_id: 'uuid', created_at: 'timestamptz' },
    completed.map((c) => ({
      workspace_id: run.workspace_id, kind: 'check', amount: -1, run_id: run.id, profile_id: c.profileId, created_at: options.now.toISOString(),
    })),
    { onConflict: "on conflict (run_id, profile_id) where kind = 'check' do nothing" },
  );
  totals.credits_charged = charges.length;

  const { checks, toRecord, toHold, learned } = detect(run, completed, { basis, aliases, now: options.now, totals });
  const done = completed.map((c) => c.itemId);

  await storeSnapshots(em, run.workspace_id, run.id, checks, options.now);
  await updateProfiles(em, checks, options.now);
  await moveTracking(em, checks, options.now);
  await reviewBaselineNames(em, baselines(checks, basis), options.now);
  await startFirstChecks(em, 'scheduler', options.now, checks.map((c) => c.profileId));
  await rememberAliases(em, learned);
  await holdForSecondLook(em, run.workspace_id, run.id, toHold, {
    now: options.now,
    afterMs: options.secondLookAfterMs ?? DEFAULT_SECOND_LOOK_AFTER_MS,
  });
  totals.plays_created! += (await recordChanges(em, run.workspace_id, toRecord)).plays;

  await settleItems(em, run.id, { done, failed, retry }, totals);
  outcome.processed = totals.processed!;
  outcome.charged = totals.credits_charged!;
  afterCommit(em, () => {
    schedulerMetrics.itemsProcessed.inc(outcome.processed);
    schedulerMetrics.creditsCharged.inc(outcome.charged);
  });
  return outcome;
}

/** The checks that found their profile for the first time (its name is compared with the contacts'). */
function baselines(checks: StoredCheck[], basis: Awaited<ReturnType<typeof loadCheckBasis>>): BaselineCheck[] {
  return checks.flatMap(({ profileId, snapshot, held }) =>
    snapshot && !held && basis.get(profileId)?.before.lastFound === null ? [{ profileId, snapshot }] : [],
  );
}

type LiveItem = { id: string; profile_id: string; attempts: number; trigger: CheckTrigger };
type Completed = { result: CheckOutcome; profileId: string; itemId: string; trigger: CheckTrigger };

/**
 * Sorts a batch's results over the items still leased: failures are retried until their
 * attempts run out (then `failed`), answers are completed while the balance lasts and
 * retried beyond it.
 */
function sortResults(results: CheckOutcome[], live: Map<string, LiveItem>, balance: number): { retry: string[]; failed: string[]; completed: Completed[] } {
  const retry: string[] = [];
  const failed: string[] = [];
  const completed: Completed[] = [];
  for (const result of results) {
    const item = live.get(result.item_id);
    if (!item) continue;
    if (result.outcome === 'failure') (item.attempts >= MAX_ITEM_ATTEMPTS ? failed : retry).push(item.id);
    else if (completed.length >= balance) retry.push(item.id);
    else completed.push({ result, profileId: item.profile_id, itemId: item.id, trigger: item.trigger });
  }
  return { retry, failed, completed };
}

/** Change detection over the completed checks: what to store, record, hold for a second look and learn; counts into `totals`. */
function detect(
  run: RunRow,
  completed: Completed[],
  ctx: { basis: Awaited<ReturnType<typeof loadCheckBasis>>; aliases: CompanyAliases | undefined; now: Date; totals: Record<string, number> },
) {
  const { totals } = ctx;
  const checks: StoredCheck[] = [];
  const toRecord: ChangeToRecord[] = [];
  const toHold: HeldChange[] = [];
  const learned: Array<{ workspace_id: string; a: string; b: string }> = [];
  for (const { result, profileId, trigger } of completed) {
    const snapshot: Snapshot | null = result.outcome === 'snapshot' && result.snapshot ? { ...result.snapshot, found: true } : null;
    const { before, previousCheckedAt, pending } = ctx.basis.get(profileId)!;
    const effect = withTrigger(applyCheck(before, snapshot, { aliases: ctx.aliases, previousCheckedAt }), trigger);
    for (const pair of effect.aliases) learned.push({ workspace_id: run.workspace_id, ...pair });
    // A profile waiting for its second look: the confirmation decides, this check is only stored.
    const held = pending || needsSecondLook(effect.change);
    checks.push({ profileId, snapshot, effect, held });
    totals.processed!++;
    if (pending || !effect.change) {
      if (!pending && effect.status === 'not_found') totals.not_found!++;
      continue;
    }
    if (held) toHold.push({ profileId, change: effect.change, previous: before.lastFound, previousCheckedAt });
    else toRecord.push({ profileId, runId: run.id, change: effect.change, detectedAt: ctx.now });
    if (effect.change.type === 'moved') totals.moved!++;
    if (effect.change.type === 'promoted') totals.promoted!++;
  }
  return { checks, toRecord, toHold, learned };
}

/** The check's effect with its change's evidence naming what led to the check. */
function withTrigger(effect: CheckEffect, trigger: CheckTrigger): CheckEffect {
  if (!effect.change) return effect;
  return { ...effect, change: { ...effect.change, evidence: { ...effect.change.evidence, trigger } } };
}

/** The items' new statuses (the run items lease's settle and retry, set-based) and the run's totals: one statement. */
async function settleItems(
  em: EntityManager,
  runId: string,
  items: { done: string[]; failed: string[]; retry: string[] },
  totals: Record<string, number>,
): Promise<void> {
  const settled = [
    ...items.done.map((id) => ({ id, status: 'done' })),
    ...items.failed.map((id) => ({ id, status: 'failed' })),
    ...items.retry.map((id) => ({ id, status: 'pending' })),
  ];
  await query(
    em,
    `with items as (
       update run_items i set status = x.status, leased_until = null,
              outcome = case when x.status = 'pending' then i.outcome else x.status end, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(id bigint, status text)
        where i.id = x.id)
     ${addTotalsSql('id = ?::uuid')}`,
    [JSON.stringify(settled), ...TOTAL_KEYS.map((k) => totals[k] ?? 0), runId],
  );
}

/** `update runs` adding one bound integer per TOTAL_KEYS entry to the totals, then `where`. */
export function addTotalsSql(where: string): string {
  return `update runs set totals = totals || jsonb_build_object(${TOTAL_KEYS.map((k) => `'${k}', coalesce((totals->>'${k}')::int, 0) + ?::int`).join(', ')})
      where ${where}`;
}
