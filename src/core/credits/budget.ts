import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { monthStart } from '../../domain/cadence/budget-month';

export interface MonthBudget {
  /** The workspace's monthly_credit_budget, null when it has none. */
  budget: number | null;
  /** Check credits charged since the month began (workspace timezone, service clock); null when not asked for and there is no budget. */
  spent: number | null;
  /** What is left of the budget (never below 0); null when there is no budget. */
  left: number | null;
  monthStart: Date;
}

/** Check credits a workspace spent since `since`. */
export async function checksSince(em: EntityManager, workspaceId: string, since: Date): Promise<number> {
  const [row] = await query<{ spent: string }>(
    em,
    `select coalesce(-sum(amount), 0) as spent from credit_ledger where workspace_id = ? and kind = 'check' and created_at >= ?`,
    [workspaceId, since],
  );
  return Number(row?.spent ?? 0);
}

/**
 * The month's budget and what is left of it. Callers that charge call it after locking the
 * workspace row (the batch commit), so two batches never both spend the last credits. The
 * month's spend is summed only under a budget, or `withSpent`.
 */
export async function monthBudget(em: EntityManager, workspaceId: string, now: Date, options: { withSpent?: boolean } = {}): Promise<MonthBudget> {
  const [settings] = await query<{ monthly_credit_budget: number | null; timezone: string }>(
    em,
    'select monthly_credit_budget, timezone from workspace_settings where workspace_id = ?',
    [workspaceId],
  );
  const start = monthStart(now, settings?.timezone ?? 'UTC');
  const budget = settings?.monthly_credit_budget ?? null;
  const spent = budget !== null || options.withSpent ? await checksSince(em, workspaceId, start) : null;
  return { budget, spent, left: budget === null ? null : Math.max(0, budget - (spent ?? 0)), monthStart: start };
}
