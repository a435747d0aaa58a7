import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { applyCheck, type DetectedChange, type Snapshot } from '../../domain/changes';
import { lockWorkspaces } from '../transaction';
import { loadAliases, loadCheckBasis, rememberAliases } from './check-context';
import type { CheckOutcome } from './check-outcome';
import { addTotalsSql, TOTAL_KEYS } from './commit-batch';
import { needsSecondLook } from './hold-for-second-look';
import { type ChangeToRecord, recordChanges } from './record-changes';
import { postponeSecondLooks, secondLookLease } from './second-look-lease';
import { moveTracking, type StoredCheck, storeSnapshots, updateProfiles } from './store-check';

interface PendingRow {
  id: string;
  workspace_id: string;
  profile_id: string;
  run_id: string;
  change: DetectedChange;
  previous: Snapshot | null;
  previous_checked_at: Date | string | null;
}

export interface SecondLookOutcome {
  /** The bad news held: now recorded (with evidence.confirmed_at). */
  confirmed: number;
  /** Back in the same job: nothing recorded. */
  dropped: number;
  /** Something else than the held change (a new job, a title change): recorded as usual. */
  other: number;
  postponed: number;
}

/**
 * Commits second looks in one transaction. Each is detected against the snapshot the held
 * change was compared with: the same bad news is confirmed (the change is recorded with
 * `evidence.confirmed_at`, then plays, events, profile and contact statuses as for any
 * change); nothing is dropped (the person is back); anything else is recorded as usual.
 * The confirming check is stored as a snapshot with no run and is never charged. The
 * originating run's totals count the recorded change. Rows leased under another token
 * (an expired lease taken over) are left alone; failures are due again later.
 */
export async function commitSecondLooks(
  em: EntityManager,
  token: string,
  results: CheckOutcome[],
  options: { now: Date; retryAfterMs: number },
): Promise<SecondLookOutcome> {
  const outcome: SecondLookOutcome = { confirmed: 0, dropped: 0, other: 0, postponed: 0 };
  // The workspace locks come first (src/core/transaction.ts): they order this commit after the run batches of the
  // same workspaces, which take them first too; `no key update` still lets run transitions insert their events.
  const answered = results.filter((r) => r.outcome !== 'failure').map((r) => r.item_id);
  const [held] = await query<{ ids: string[] }>(
    em,
    `select coalesce(array_agg(distinct workspace_id), '{}') as ids from pending_confirmations
      where lease_token = ?::uuid and id in (select value::bigint from jsonb_array_elements_text(?::jsonb))`,
    [token, JSON.stringify(answered)],
  );
  await lockWorkspaces(em, held?.ids ?? []);
  const rows = await query<PendingRow>(
    em,
    `select id::text as id, workspace_id, profile_id, run_id, change, previous, previous_checked_at from pending_confirmations
      where lease_token = ?::uuid and id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) order by id for update`,
    [token, JSON.stringify(results.map((r) => r.item_id))],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const failed = results.filter((r) => r.outcome === 'failure' && byId.has(r.item_id)).map((r) => r.item_id);
  await postponeSecondLooks(em, token, failed, { now: options.now, retryAfterMs: options.retryAfterMs });
  outcome.postponed = failed.length;
  const looks = results.filter((r) => r.outcome !== 'failure' && byId.has(r.item_id)).map((r) => ({ result: r, row: byId.get(r.item_id)! }));
  if (looks.length === 0) return outcome;

  const basis = await loadCheckBasis(em, looks.map((l) => l.row.profile_id));
  const aliases = await loadAliases(em, looks.map((l) => l.row.workspace_id));
  const byRun = new Map<string, typeof looks>();
  for (const look of looks) byRun.set(look.row.run_id, [...(byRun.get(look.row.run_id) ?? []), look]);
  for (const [runId, group] of byRun) {
    const workspaceId = group[0]!.row.workspace_id;
    const totals: Record<string, number> = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0]));
    const checks: StoredCheck[] = [];
    const toRecord: ChangeToRecord[] = [];
    const learned: Array<{ workspace_id: string; a: string; b: string }> = [];
    for (const { result, row } of group) {
      const snapshot: Snapshot | null = result.outcome === 'snapshot' && result.snapshot ? { ...result.snapshot, found: true } : null;
      const known = basis.get(row.profile_id);
      if (!known) continue;
      const previousCheckedAt = row.previous_checked_at ? new Date(row.previous_checked_at).toISOString() : null;
      const effect = applyCheck(
        { ...known.before, lastFound: row.previous, lastWasNotFound: false },
        snapshot,
        { aliases: aliases.get(workspaceId), previousCheckedAt },
      );
      for (const pair of effect.aliases) learned.push({ workspace_id: workspaceId, ...pair });
      checks.push({ profileId: row.profile_id, snapshot, effect, held: false });
      if (!effect.change) {
        outcome.dropped++;
        continue;
      }
      const confirmed = needsSecondLook(effect.change);
      if (confirmed && effect.change.type === row.change.type) outcome.confirmed++;
      else outcome.other++;
      // The second look keeps the trigger of the check that found the bad news.
      const evidence = { ...effect.change.evidence, trigger: row.change.evidence?.trigger ?? null };
      const change = { ...effect.change, evidence: confirmed ? { ...evidence, confirmed_at: options.now.toISOString() } : evidence };
      toRecord.push({ profileId: row.profile_id, runId, change, detectedAt: options.now });
      const key = ({ moved: 'moved', promoted: 'promoted', left: 'left', profile_not_found: 'not_found' } as const)[change.type as string];
      if (key) totals[key]!++;
    }
    await storeSnapshots(em, workspaceId, null, checks, options.now);
    await updateProfiles(em, checks, options.now);
    await moveTracking(em, checks, options.now);
    await rememberAliases(em, learned);
    totals.plays_created! += (await recordChanges(em, workspaceId, toRecord)).plays;
    await query(em, addTotalsSql('id = ?::uuid'), [...TOTAL_KEYS.map((k) => totals[k] ?? 0), runId]);
  }
  await secondLookLease.settle(em, token, looks.map((l) => l.row.id));
  return outcome;
}
