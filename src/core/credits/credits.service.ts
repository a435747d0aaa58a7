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
  // One statement, so one snapshot: a charge commits its ledger line and the balance together, and runs charge while
  // this is read — two reads could see the month's usage before a charge and the balance after it (the sum off by one).
  const [row] = await query<{ balance: string; price_per_check_cents: number; checks: string; emails: string }>(
    statementEm(services),
    `select w.balance, w.price_per_check_cents,
            coalesce(sum(-l.amount) filter (where l.kind = 'check'), 0) as checks,
            coalesce(sum(-l.amount) filter (where l.kind = 'email'), 0) as emails
       from workspaces w
       left join credit_ledger l on l.workspace_id = w.id and l.created_at >= ?
      where w.id = ?
      group by w.id`,
    [monthStart, ws.id],
  );
  const checks = Number(row?.checks ?? 0);
  const emails = Number(row?.emails ?? 0);
  const tracked = await trackedProfileCount(services, workspaceId);
  return {
    balance: Number(row?.balance ?? 0),
    price_per_check_cents: row?.price_per_check_cents ?? 0,
    used_this_month: { checks, emails, total: checks + emails },
    tracked_profiles: tracked,
    estimated_monthly_usage: Math.ceil(tracked * runsPerMonth(settings.refresh_cadence)),
    buy_url: services.env.BILLING_URL,
  };
}
