import type { EntityManager } from '@mikro-orm/postgresql';

import { pageWithTotal } from '../../db/page-query';
import { query } from '../../db/query';
import { SQL_RUN_ACTIVE } from '../../db/status-sets';
import { spendable } from '../../domain/cadence/budget-month';
import { ConflictError } from '../../shared/errors';
import { iso, type Page } from '../../shared/schemas';
import { type Services, statementEm } from '../context';
import { monthBudget } from '../credits/budget';
import { creditBalance } from '../credits/credits.service';
import { nextScheduledChecks, refreshSettings } from '../freshness/next-scheduled';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction, lockWorkspace } from '../transaction';
import { insertRun } from '../transitions/run-transition';
import { activeRefreshBeside } from './one-refresh';
import { DUE_PROFILES, loadRun, RUN_ANSWER_COLUMNS, RUN_COLUMNS, type RunAnswerRow, type RunRow, toRun, withSecondLooks } from './run.query';
import type { Run, RunEstimate } from './run.schema';
import { transitionRun } from './run-transitions';

function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

export async function listRuns(services: Services, workspaceId: string, q: { page: number; page_size: number }): Promise<Page<Run>> {
  // One statement outside a transaction: the shared statement EntityManager, not a fork per request.
  const em = statementEm(services);
  // The count names its table apart (`r`): inside the page's select list an unqualified column would
  // still bind to the inner `runs`, but the alias makes that plain.
  const { rows, total } = await pageWithTotal<RunAnswerRow>(em, {
    count: 'select count(*) as n from runs r where r.workspace_id = ?',
    rows: `select ${RUN_ANSWER_COLUMNS} from runs where workspace_id = ? order by created_at desc, id desc`,
    params: [workspaceId],
    page: q,
    // Prepared once per connection: PostgreSQL then skips the parse and plan of every later page.
    prepare: 'runs_page',
  });
  return { data: rows.map(toRun), page: q.page, page_size: q.page_size, total };
}

export async function getRun(services: Services, workspaceId: string, id: string): Promise<Run> {
  return toRun(await loadRun(statementEm(services), workspaceId, id));
}

export async function estimateRefresh(services: Services, workspaceId: string): Promise<RunEstimate> {
  const em = fork(services);
  const [row] = await query<{ total: string; recent: string; price: number }>(
    em,
    `select count(*) as total, count(*) filter (where d.recent) as recent,
            (select price_per_check_cents from workspaces where id = ?) as price
       from (${DUE_PROFILES}) d`,
    [workspaceId, services.clock.now(), workspaceId],
  );
  const total = Number(row?.total ?? 0);
  const recent = Number(row?.recent ?? 0);
  const due = total - recent;
  const balance = await creditBalance(services, workspaceId);
  const now = services.clock.now();
  const settings = await refreshSettings(em, workspaceId);
  const budget = await monthBudget(em, workspaceId, now);
  return {
    profiles_due: due,
    profiles_recently_checked: recent,
    profiles_total: total,
    credits_needed: due,
    credit_balance: balance,
    cost_cents: due * (row?.price ?? 0),
    sufficient_credits: balance >= due,
    refresh_strategy: settings.refresh_strategy,
    monthly_credit_budget: settings.monthly_credit_budget,
    budget_left: budget.left,
    within_budget: budget.left === null || due <= budget.left,
    next_scheduled_at: iso(settings.next_refresh_at),
    next_scheduled_checks: await nextScheduledChecks(em, settings, now),
  };
}

/**
 * POST /runs: queues a manual refresh of every tracked profile not checked in the last
 * 24 hours (all of them with `force`). When a run is already queued or running, that run
 * is returned instead (`created: false` → 200).
 */
export async function startManualRun(
  services: Services,
  workspaceId: string,
  options: { force?: boolean },
  cause: TransitionCause = 'system',
): Promise<{ run: Run; created: boolean }> {
  const em = fork(services);
  return inTransaction(em, async (tem) => {
    await lockWorkspace(tem, workspaceId);
    const [active] = await query<RunRow>(
      tem,
      `select ${RUN_COLUMNS} from runs where workspace_id = ? and status in ${SQL_RUN_ACTIVE} order by created_at limit 1`,
      [workspaceId],
    );
    if (active) return { run: toRun(active), created: false };
    const run = await createRunWithItems(tem, workspaceId, 'manual', services.clock.now(), options.force ?? false, cause);
    return { run: toRun(run), created: true };
  });
}

/** Creates a run and its items (one per due profile) in the caller's transaction. */
export async function createRunWithItems(
  em: EntityManager,
  workspaceId: string,
  kind: 'manual' | 'scheduled',
  now: Date,
  force: boolean,
  cause: TransitionCause = kind === 'scheduled' ? 'scheduler' : 'system',
): Promise<RunRow> {
  const run = await insertRun(em, { workspaceId, kind, force }, cause, now);
  const inserted = await query<{ n: string }>(
    em,
    `with due as (${DUE_PROFILES}),
          ins as (insert into run_items (workspace_id, run_id, profile_id)
                  select ?, ?, id from due where ? or not recent returning 1)
     select count(*) as n from ins`,
    [now, workspaceId, workspaceId, run.id, force],
  );
  const items = Number(inserted[0]?.n ?? 0);
  const [updated] = await query<RunRow>(
    em,
    `update runs set totals = jsonb_set(totals, '{items}', to_jsonb(?::int)) where id = ? returning *`,
    [items, run.id],
  );
  return updated!;
}

/**
 * POST /runs/{id}/resume: only a run paused for `client_credits`, once the balance is positive,
 * and (for a refresh run) while no other refresh run is queued or running: a workspace has at most
 * one (the cadence may have started the next while this one waited for credits).
 */
export async function resumeRun(services: Services, workspaceId: string, id: string, cause: TransitionCause = 'system'): Promise<Run> {
  const em = fork(services);
  const run = await inTransaction(em, async (tem) => {
    // The workspace row first (the lock order), as every creator of a refresh run takes it: no other can start meanwhile.
    const locked = await lockWorkspace(tem, workspaceId);
    const row = await loadRun(tem, workspaceId, id, true);
    const other = row.status === 'paused' && row.paused_reason === 'client_credits' && row.kind !== 'baseline' && (await activeRefreshBeside(tem, workspaceId, id));
    if (other) {
      throw new ConflictError('refresh_in_progress', `Refresh run ${other.id} is ${other.status}: a workspace runs one refresh at a time; cancel it or let it finish, then resume`);
    }
    // Credits it may spend: the balance, or what is left of the month's budget when lower.
    const budget = await monthBudget(tem, workspaceId, services.clock.now());
    const balance = spendable(locked, budget.left);
    const resumed = await transitionRun(tem, row, { type: 'RESUME', balance }, services.clock.now(), cause);
    if (resumed) return withSecondLooks(tem, resumed);
    if (row.status !== 'paused') throw new ConflictError('run_not_paused', `The run is ${row.status}, not paused`);
    if (row.paused_reason !== 'client_credits') {
      throw new ConflictError(
        'run_not_resumable',
        `The run is paused for ${row.paused_reason}; it resumes by itself when the cause clears`,
      );
    }
    if (budget.left === 0) {
      throw new ConflictError('budget_exhausted', "This month's credit budget is spent; raise monthly_credit_budget (PATCH /settings) or wait for the next month, then resume");
    }
    throw new ConflictError('insufficient_credits', 'The credit balance is zero; buy credits, then resume');
  });
  return toRun(run);
}

/** POST /runs/{id}/cancel: queued, running or paused → cancelled; unchecked items are skipped. */
export async function cancelRun(services: Services, workspaceId: string, id: string, cause: TransitionCause = 'system'): Promise<Run> {
  const em = fork(services);
  const run = await inTransaction(em, async (tem) => {
    const row = await loadRun(tem, workspaceId, id, true);
    const cancelled = await transitionRun(tem, row, { type: 'CANCEL' }, services.clock.now(), cause);
    if (!cancelled) throw new ConflictError('run_not_cancellable', `A ${row.status} run cannot be cancelled`);
    await query(
      tem,
      `update run_items set status = 'skipped', updated_at = now() where run_id = ? and status in ('pending','leased')`,
      [id],
    );
    return withSecondLooks(tem, cancelled);
  });
  return toRun(run);
}
