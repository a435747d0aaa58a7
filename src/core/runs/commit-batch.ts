import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEvent, contactTrackingMachine } from '../../../machines';
import { inJsonList, insertMany } from '../../db/bulk';
import { applyCheck, type CheckEffect, type Position, type ProfileBefore, type Snapshot } from '../../domain/changes';
import { CHANGE_SELECT, toChange } from '../changes/change.query';
import { enqueueEvents } from '../outbox/enqueue-event';
import { type CheckOutcome, MAX_ITEM_ATTEMPTS } from './check-outcome';
import type { RunRow } from './run.query';
import type { RunTotals } from './run.schema';

export interface RecordedChange {
  id: string;
  profile_id: string;
  workspace_id: string;
}

/**
 * Called once per batch, in the batch transaction, with every change the batch recorded
 * (in the order of the results); returns the plays it created.
 */
export type ChangeHook = (em: EntityManager, changes: RecordedChange[]) => Promise<number>;

export interface BatchOutcome {
  processed: number;
  charged: number;
  /** The balance ran out before every result could be charged: the run must pause. */
  outOfCredits: boolean;
}

interface BeforeRow {
  id: string;
  status: ProfileBefore['status'];
  last_found: { first_name: string | null; last_name: string | null; headline: string | null; positions: Position[] | null } | null;
  last_was_not_found: boolean;
  crm_company: string | null;
}

async function loadBefore(em: EntityManager, profileIds: string[]): Promise<Map<string, ProfileBefore>> {
  const rows = await em.execute<BeforeRow[]>(
    `select p.id, p.status,
            (select json_build_object('first_name', s.first_name, 'last_name', s.last_name, 'headline', s.headline,
                    'positions', (select json_agg(json_build_object('company', po.company, 'company_social_id', po.company_social_id,
                       'title', po.title, 'started_on', po.started_on, 'ended_on', po.ended_on, 'is_current', po.is_current)
                       order by po.ord) from positions po where po.snapshot_id = s.id))
               from snapshots s where s.profile_id = p.id and s.found order by s.fetched_at desc limit 1) as last_found,
            coalesce((select not s.found from snapshots s where s.profile_id = p.id order by s.fetched_at desc limit 1), false)
              as last_was_not_found,
            (select c.company from contacts c where c.profile_id = p.id order by c.created_at, c.id limit 1) as crm_company
       from profiles p where p.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(profileIds)],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        status: r.status,
        lastFound: r.last_found
          ? { found: true, first_name: r.last_found.first_name, last_name: r.last_found.last_name, headline: r.last_found.headline, positions: r.last_found.positions ?? [] }
          : null,
        lastWasNotFound: r.last_was_not_found,
        crmCompany: r.crm_company,
      },
    ]),
  );
}

const TOTAL_KEYS: Array<keyof RunTotals> = ['processed', 'moved', 'promoted', 'left', 'not_found', 'unknown', 'plays_created', 'credits_charged'];

/**
 * Commits one batch of check results in one transaction: snapshots and positions, change
 * detection, profile and contact statuses, one credit per completed check (a ledger row
 * unique per run and profile, so a retried batch never charges twice), live run totals,
 * and outbox events. Items no longer leased (already committed by an earlier attempt)
 * are skipped. The balance never goes below zero: results beyond it go back to pending.
 */
export async function commitBatch(
  em: EntityManager,
  run: RunRow,
  results: CheckOutcome[],
  options: { now: Date; onChange?: ChangeHook },
): Promise<BatchOutcome> {
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
  const before = await loadBefore(em, leased.map((l) => l.profile_id));

  const totals: Record<string, number> = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0]));
  const done: string[] = [];
  const retry: string[] = [];
  const failed: string[] = [];
  const checked: Array<{ item: CheckOutcome; effect: CheckEffect; snapshot: Snapshot | null }> = [];

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
      workspace_id: run.workspace_id,
      kind: 'check',
      amount: -1,
      run_id: run.id,
      profile_id: c.profileId,
      created_at: options.now.toISOString(),
    })),
    { onConflict: "on conflict (run_id, profile_id) where kind = 'check' do nothing" },
  );
  totals.credits_charged = charges.length;
  for (const { result, profileId, itemId } of completed) {
    const snapshot = result.outcome === 'snapshot' && result.snapshot ? { ...result.snapshot, found: true } : null;
    const effect = applyCheck(before.get(profileId)!, snapshot);
    checked.push({ item: result, effect, snapshot });
    done.push(itemId);
    totals.processed!++;
    if (effect.status === 'not_found') totals.not_found!++;
    if (effect.change?.type === 'moved') totals.moved!++;
    if (effect.change?.type === 'promoted') totals.promoted!++;
    if (effect.change?.type === 'left') totals.left!++;
  }

  // Snapshots and their positions (the batch's largest insert, about three per check) in one
  // statement: the positions take their snapshot's id from the snapshots insert, in the
  // order of the results (position ids order a profile's roles); a snapshot a retried batch
  // already stored is skipped with its positions.
  if (checked.length > 0) {
    await em.execute(
      `with stored as (
         insert into snapshots (workspace_id, profile_id, run_id, found, first_name, last_name, headline, fetched_at)
         select ?::uuid, profile_id, ?::uuid, found, first_name, last_name, headline, ?::timestamptz
           from jsonb_to_recordset(?::jsonb) as x(profile_id uuid, found boolean, first_name text, last_name text, headline text)
         on conflict (run_id, profile_id) where run_id is not null do nothing
         returning id, profile_id)
       insert into positions (workspace_id, snapshot_id, profile_id, ord, company, company_social_id, title, started_on, ended_on, is_current)
       select ?::uuid, stored.id, x.profile_id, x.ord, x.company, x.company_social_id, x.title, x.started_on, x.ended_on, x.is_current
         from jsonb_to_recordset(?::jsonb) as x(seq integer, profile_id uuid, ord integer, company text, company_social_id text,
              title text, started_on text, ended_on text, is_current boolean)
         join stored on stored.profile_id = x.profile_id
        order by x.seq`,
      [
        run.workspace_id,
        run.id,
        options.now.toISOString(),
        JSON.stringify(
          checked.map(({ item, snapshot }) => ({
            profile_id: item.profile_id,
            found: snapshot !== null,
            first_name: snapshot?.first_name ?? null,
            last_name: snapshot?.last_name ?? null,
            headline: snapshot?.headline ?? null,
          })),
        ),
        run.workspace_id,
        JSON.stringify(
          checked.flatMap(({ item, snapshot }) => (snapshot?.positions ?? []).map((p, ord) => ({ profile_id: item.profile_id, ord, ...p }))).map(
            (p, seq) => ({ seq, ...p }),
          ),
        ),
      ],
      'run',
    );
  }

  await em.execute(
    `update profiles p set status = x.status, first_name = coalesce(x.first_name, p.first_name),
            last_name = coalesce(x.last_name, p.last_name), headline = coalesce(x.headline, p.headline),
            current_company = x.current_company, current_company_social_id = x.current_company_social_id,
            current_title = x.current_title, current_since = x.current_since, last_checked_at = x.checked_at,
            last_change_at = case when x.changed then x.checked_at else p.last_change_at end,
            baseline_crm_mismatch = coalesce(x.mismatch, p.baseline_crm_mismatch), updated_at = now()
       from jsonb_to_recordset(?::jsonb) as x(id uuid, status text, first_name text, last_name text, headline text,
            current_company text, current_company_social_id text, current_title text, current_since text,
            checked_at timestamptz, changed boolean, mismatch boolean)
      where p.id = x.id`,
    [
      JSON.stringify(
        checked.map(({ item, effect, snapshot }) => ({
          id: item.profile_id,
          status: effect.status,
          first_name: snapshot?.first_name || null,
          last_name: snapshot?.last_name || null,
          headline: snapshot?.headline || null,
          current_company: effect.current.company,
          current_company_social_id: effect.current.company_social_id,
          current_title: effect.current.title,
          current_since: effect.current.since,
          checked_at: options.now.toISOString(),
          changed: effect.change !== null,
          mismatch: effect.baselineCrmMismatch,
        })),
      ),
    ],
    'run',
  );

  await moveTracking(
    em,
    checked.flatMap(({ item, effect }) => (effect.tracking ? [{ profileId: item.profile_id, event: effect.tracking }] : [])),
  );
  await recordChanges(em, run, checked, options, totals);

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
     update runs set totals = totals || jsonb_build_object(${TOTAL_KEYS.map((k) => `'${k}', coalesce((totals->>'${k}')::int, 0) + ?::int`).join(', ')})
      where id = ?`,
    [JSON.stringify(settled), ...TOTAL_KEYS.map((k) => totals[k] ?? 0), run.id],
    'run',
  );
  outcome.processed = totals.processed!;
  outcome.charged = totals.credits_charged!;
  return outcome;
}

/**
 * The batch's changes, set-based: one insert (a retried batch records nothing twice), the
 * hook once with every change recorded, then one `contact.changed` event per change, read
 * after the hook so the Change carries its plays.
 */
async function recordChanges(
  em: EntityManager,
  run: RunRow,
  checked: Array<{ item: CheckOutcome; effect: CheckEffect }>,
  options: { now: Date; onChange?: ChangeHook },
  totals: Record<string, number>,
): Promise<void> {
  const rows = checked.flatMap(({ item, effect }) =>
    effect.change
      ? [{
          workspace_id: run.workspace_id,
          profile_id: item.profile_id,
          run_id: run.id,
          type: effect.change.type,
          from_company: effect.change.from_company,
          from_title: effect.change.from_title,
          to_company: effect.change.to_company,
          to_title: effect.change.to_title,
          to_started_on: effect.change.to_started_on,
          detected_at: options.now.toISOString(),
        }]
      : [],
  );
  const inserted = await insertMany<{ id: string; profile_id: string }>(
    em,
    'changes',
    {
      workspace_id: 'uuid', profile_id: 'uuid', run_id: 'uuid', type: 'text', from_company: 'text', from_title: 'text', to_company: 'text',
      to_title: 'text', to_started_on: 'text', detected_at: 'timestamptz',
    },
    rows,
    { onConflict: 'on conflict (run_id, profile_id) where run_id is not null do nothing', returning: 'id, profile_id' },
  );
  if (inserted.length === 0) return;
  const position = new Map(rows.map((r, i) => [r.profile_id, i]));
  const recorded = inserted
    .map((c) => ({ id: c.id, profile_id: c.profile_id, workspace_id: run.workspace_id }))
    .sort((a, b) => position.get(a.profile_id)! - position.get(b.profile_id)!);
  if (options.onChange) totals.plays_created! += await options.onChange(em, recorded);
  const changes = await em.execute<Array<Record<string, unknown>>>(`${CHANGE_SELECT} where ${inJsonList('ch.id', 'uuid')}`, [
    JSON.stringify(recorded.map((c) => c.id)),
  ]);
  const byId = new Map(changes.map((c) => [c.id as string, c]));
  await enqueueEvents(
    em,
    recorded.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [{ workspaceId: run.workspace_id, event: 'contact.changed' as const, eventKey: `change:${c.id}`, data: toChange(row) }] : [];
    }),
  );
}

/** Contacts of the checked profiles follow the check (not found → not_found; found again → tracked). */
async function moveTracking(em: EntityManager, moves: Array<{ profileId: string; event: 'PROFILE_NOT_FOUND' | 'PROFILE_FOUND_AGAIN' }>): Promise<void> {
  if (moves.length === 0) return;
  const eventOf = new Map(moves.map((m) => [m.profileId, m.event]));
  const contacts = await em.execute<Array<{ id: string; profile_id: string; tracking_status: string }>>(
    `select id, profile_id, tracking_status from contacts where ${inJsonList('profile_id', 'uuid')} order by id`,
    [JSON.stringify([...eventOf.keys()])],
  );
  const updates: Array<{ id: string; tracking_status: string }> = [];
  for (const c of contacts) {
    const next = applyEvent(contactTrackingMachine, c.tracking_status, { type: eventOf.get(c.profile_id)! });
    if (next.ok && next.changed) updates.push({ id: c.id, tracking_status: next.status });
  }
  if (updates.length === 0) return;
  await em.execute(
    `update contacts c set tracking_status = x.tracking_status, updated_at = now()
       from jsonb_to_recordset(?::jsonb) as x(id uuid, tracking_status text) where c.id = x.id`,
    [JSON.stringify(updates)],
    'run',
  );
}
