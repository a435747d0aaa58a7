import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { lockWorkspace } from '../transaction';
import type { FinderJobKind } from './finder-jobs';

/** When a finder job that waits for credits is due again. */
export const CREDIT_WAIT_MS = 60_000;

export interface FinderCharge {
  workspace_id: string;
  /** Ledger kind: `check` (a profile search that found a match) or `email` (an address found and verified). */
  kind: 'check' | 'email';
  /** Unique per workspace: `profile:<contact>` or `email:<play>`. */
  charge_key: string;
  profile_id: string | null;
  note: string;
}

/**
 * One credit for `charge_key`, once whatever the retries (the ledger's unique charge key),
 * under the workspace row lock; never below zero: `no_credit` when the balance is spent. The
 * caller's transaction took that lock first (`commitLeasedJob`); taking it again here is free.
 */
export async function chargeOnce(m: EntityManager, charge: FinderCharge, now: Date): Promise<'charged' | 'already' | 'no_credit'> {
  const balance = await lockWorkspace(m, charge.workspace_id);
  const [done] = await query(m, 'select 1 from credit_ledger where workspace_id = ?::uuid and charge_key = ?', [charge.workspace_id, charge.charge_key]);
  if (done) return 'already';
  if (balance < 1) return 'no_credit';
  await query(
    m,
    `insert into credit_ledger (workspace_id, kind, amount, profile_id, charge_key, note, created_at)
     values (?::uuid, ?, -1, ?::uuid, ?, ?, ?::timestamptz)
     on conflict (workspace_id, charge_key) where charge_key is not null do nothing`,
    [charge.workspace_id, charge.kind, charge.profile_id, charge.charge_key, charge.note, now.toISOString()],
  );
  return 'charged';
}

/** Queued jobs of `kind` whose workspace has no credit left wait `CREDIT_WAIT_MS` (they are not leased meanwhile). */
export async function postponeWithoutCredits(m: EntityManager, kind: FinderJobKind, now: Date): Promise<void> {
  await query(
    m,
    `update finder_jobs j set due_at = ?::timestamptz, outcome = 'waiting_for_credits'
      from workspaces w
     where w.id = j.workspace_id and w.balance < 1 and j.kind = ? and j.state = 'queued' and j.due_at <= ?::timestamptz
       and (j.leased_until is null or j.leased_until <= ?::timestamptz)`,
    [new Date(now.getTime() + CREDIT_WAIT_MS).toISOString(), kind, now.toISOString(), now.toISOString()],
  );
}
