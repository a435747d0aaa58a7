import type { EntityManager } from '@mikro-orm/postgresql';

import { insertMany } from '../../db/bulk';
import { applyCheck, type Snapshot } from '../../domain/changes';
import { loadAliases, loadCheckBasis, rememberAliases } from './check-context';
import { type CheckOutcome, MAX_ITEM_ATTEMPTS } from './check-outcome';
import { DEFAULT_SECOND_LOOK_AFTER_MS, type HeldChange, holdForSecondLook, needsSecondLook } from './hold-for-second-look';
import { type ChangeToRecord, recordChanges } from './record-changes';
import type { RunRow } from './run.query';
import type { RunTotals } from './run.schema';
import { moveTracking, type StoredCheck, storeSnapshots, updateProfiles } from './store-check';

export type { RecordedChange } from './record-changes';

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
 * statuses, one credit per completed check (a ledger row unique per run and profile, so a
 * retried batch never charges twice), live run totals, and outbox events. A `left` or
 * `profile_not_found` is held for a second look instead of recorded: the profile, its
 * contacts and the run's left / not_found totals move when it is confirmed. Items no
 * longer leased (already committed by an earlier attempt) are skipped. The balance never
 * goes below zero: results beyond it go back to pending.
 */
export async function commitBatch(em: EntityManager, run: RunRow, results: CheckOutcome[], options: CommitOptions): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { processed: 0, charged: 0, outOfCredits: false };
  if (results.length === 0) return outcome;
  // The workspace row lock orders batches and grants; its balance is the ledger's sum (a trigger keeps it).
  const [workspace] = await em.execute<Array<{ balance: string }>>('select balance from workspaces where id = ? for update', [
    run.workspace_id,
  ]);
  const leased = await em.execute<Array<{ id: string; profile_id: string; attempts: number }>>(
    `select id::text as id, profile_id, attempts from run_items
      where run_id = ? and status = 'leased' and id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) for update`,
    [run.id, JSON.stringify(results.map((r) => r.item_id))],
  );
  const live = new Map(leased.map((l) => [l.id, l]));
  const balance = Number(workspace?.balance ?? 0);
  const basis = await loadCheckBasis(em, leased.map((l) => l.profile_id));
  const aliases = (await loadAliases(em, [run.workspace_id])).get(run.workspace_id);

  const totals: Record<string, number> = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0]));
  const done: string[] = [];
  const retry: string[] = [];
  const failed: string[] = [];
  const completed: Array<{ result: CheckOutcome; profileId: string; itemId: string }> = [];
  for (const result of results) {
    const item = live.get(result.item_id);
    if (!item) continue;
    if (result.outcome === 'failure') {
      const exhausted = item.attempts >= MAX_ITEM_ATTEMPTS;
      (exhausted ? failed : retry).push(item.id);
      if (exhausted) totals.unknown!++;
    } else if (completed.length >= balance) {
      outcome.outOfCredits = true;
      retry.push(item.id);
    } else {
      completed.push({ result, profileId: item.profile_id, itemId: item.id });
    }
  }
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

  const checks: StoredCheck[] = [];
  const toRecord: ChangeToRecord[] = [];
  const toHold: HeldChange[] = [];
  const learned: Array<{ workspace_id: string; a: string; b: string }> = [];
  for (const { result, profileId, itemId } of completed) {
    const snapshot: Snapshot | null = result.outcome === 'snapshot' && result.snapshot ? { ...result.snapshot, found: true } : null;
    const { before, previousCheckedAt, pending } = basis.get(profileId)!;
    const effect = applyCheck(before, snapshot, { aliases, previousCheckedAt });
    for (const pair of effect.aliases) learned.push({ workspace_id: run.workspace_id, ...pair });
    // A profile waiting for its second look: the confirmation decides, this check is only stored.
    const held = pending || needsSecondLook(effect.change);
    checks.push({ profileId, snapshot, effect, held });
    done.push(itemId);
    totals.processed!++;
    if (pending || !effect.change) {
      if (!pending && effect.status === 'not_found') totals.not_found!++;
      continue;
    }
    if (held) toHold.push({ profileId, change: effect.change, previous: before.lastFound, previousCheckedAt });
    else toRecord.push({ profileId, runId: run.id, change: effect.change, detectedAt: options.now });
    if (effect.change.type === 'moved') totals.moved!++;
    if (effect.change.type === 'promoted') totals.promoted!++;
  }

  await storeSnapshots(em, run.workspace_id, run.id, checks, options.now);
  await updateProfiles(em, checks, options.now);
  await moveTracking(em, checks);
  await rememberAliases(em, learned);
  await holdForSecondLook(em, run.workspace_id, run.id, toHold, {
    now: options.now,
    afterMs: options.secondLookAfterMs ?? DEFAULT_SECOND_LOOK_AFTER_MS,
  });
  totals.plays_created! += (await recordChanges(em, run.workspace_id, toRecord)).plays;

  // The items' new statuses and the run's totals: one statement.
  const settled = [
    ...done.map((id) => ({ id, status: 'done' })),
    ...failed.map((id) => ({ id, status: 'failed' })),
    ...retry.map((id) => ({ id, status: 'pending' })),
  ];
  await em.execute(
    `with items as (
       update run_items i set status = x.status, leased_until = null,
              outcome = case when x.status = 'pending' then i.outcome else x.status end, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as x(id bigint, status text)
        where i.id = x.id)
     ${addTotalsSql('id = ?')}`,
    [JSON.stringify(settled), ...TOTAL_KEYS.map((k) => totals[k] ?? 0), run.id],
    'run',
  );
  outcome.processed = totals.processed!;
  outcome.charged = totals.credits_charged!;
  return outcome;
}

/** `update runs` adding one bound integer per TOTAL_KEYS entry to the totals, then `where`. */
export function addTotalsSql(where: string): string {
  return `update runs set totals = totals || jsonb_build_object(${TOTAL_KEYS.map((k) => `'${k}', coalesce((totals->>'${k}')::int, 0) + ?::int`).join(', ')})
      where ${where}`;
}
