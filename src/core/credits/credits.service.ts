import { DateTime } from 'luxon';

import { CreditEntry } from '../../db/entities';
import { query } from '../../db/query';
import { runsPerMonth } from '../../domain/cadence/next-refresh-at';
import { ValidationError } from '../../shared/errors';
import type { Services } from '../context';
import { statementEm } from '../context';
import { meChanged } from '../me/me-cache';
import { getSettingsRow } from '../settings/settings.service';
import { inTransaction, lockWorkspace } from '../transaction';
import { findWorkspace } from '../workspaces/workspace.service';

export interface Credits {
  balance: number;
  price_per_check_cents: number;
  used_this_month: { checks: number; emails: number; total: number };
  tracked_profiles: number;
  estimated_monthly_usage: number;
  buy_url: string;
}

/**
 * The balance: `workspaces.balance`, which a trigger on `credit_ledger` moves by every
 * ledger row in the transaction that inserts it, so it always equals the sum of the
 * ledger (grants, check charges, email look-ups, adjustments) without summing it.
 */
export async function creditBalance(services: Services, workspaceId: string): Promise<number> {
  const [row] = await query<{ balance: string }>(statementEm(services), 'select balance from workspaces where id = ?', [workspaceId]);
  return Number(row?.balance ?? 0);
}

export async function grantCredits(
  services: Services,
  input: { workspace: string; amount: number; note?: string },
): Promise<{ workspace_id: string; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > 100_000_000) {
    throw new ValidationError('Invalid amount', [{ path: 'amount', message: 'a non-zero whole number of credits' }]);
  }
  const ws = await findWorkspace(services, input.workspace);
  // The workspace row lock orders this grant with concurrent grants and batch charges, so
  // the check below sees the balance the insert moves.
  const granted = await inTransaction(services, async (m) => {
    const balance = await lockWorkspace(m, ws.id);
    if (balance + input.amount < 0) {
      throw new ValidationError('Invalid amount', [{ path: 'amount', message: 'the balance cannot go below zero' }]);
    }
    m.create(CreditEntry, {
      workspace_id: ws.id,
      kind: input.amount > 0 ? 'grant' : 'adjustment',
      amount: input.amount,
      note: input.note ?? null,
      created_at: services.clock.now(),
    });
    await m.flush();
    return { workspace_id: ws.id, balance: balance + input.amount };
  });
  meChanged(services.orm, ws.id);
  return granted;
}

/** Profiles that a refresh run would check: those behind at least one tracked contact. */
export async function trackedProfileCount(services: Services, workspaceId: string): Promise<number> {
  const [row] = await query<{ n: string }>(
      statementEm(services),
      `select count(distinct profile_id) as n from contacts
        where workspace_id = ? and tracking_status = 'tracked' and profile_id is not null`,
      [workspaceId],
    );
  return Number(row?.n ?? 0);
}

export async function getCredits(services: Services, workspaceId: string): Promise<Credits> {
  const ws = await findWorkspace(services, workspaceId);
  const settings = await getSettingsRow(services, workspaceId);
  const monthStart = DateTime.fromJSDate(services.clock.now(), { zone: settings.timezone }).startOf('month').toJSDate();
  const [usage] = await query<{ checks: string; emails: string }>(
      statementEm(services),
      `select coalesce(sum(-amount) filter (where kind = 'check'), 0) as checks,
              coalesce(sum(-amount) filter (where kind = 'email'), 0) as emails
         from credit_ledger where workspace_id = ? and created_at >= ?`,
      [workspaceId, monthStart],
    );
  const checks = Number(usage?.checks ?? 0);
  const emails = Number(usage?.emails ?? 0);
  const tracked = await trackedProfileCount(services, workspaceId);
  const [price] = await query<{ price_per_check_cents: number }>(statementEm(services), 'select price_per_check_cents from workspaces where id = ?', [
    ws.id,
  ]);
  return {
    balance: await creditBalance(services, workspaceId),
    price_per_check_cents: price?.price_per_check_cents ?? 0,
    used_this_month: { checks, emails, total: checks + emails },
    tracked_profiles: tracked,
    estimated_monthly_usage: Math.ceil(tracked * runsPerMonth(settings.refresh_cadence)),
    buy_url: services.env.BILLING_URL,
  };
}
