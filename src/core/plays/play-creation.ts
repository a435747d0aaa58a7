import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import {
  type AccountIcpRules,
  type CompanyFacts,
  type ContactIcpRules,
  evaluateAccountFit,
  evaluateContactFit,
  type FitResult,
} from '../../domain/icp';
import type { Segment } from '../../domain/normalise';
import { derivePlays, internalNote, opener, type OpenerInput, type PlayType } from '../../domain/plays';
import type { IcpKind } from '../../domain/vocabulary';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import { type LatestIcp, loadLatestIcp } from '../icp/icp.service';
import { afterCommit } from '../transaction';
import { journalInsertedPlays, NEW_PLAY_STATUS } from '../transitions/play-transition';
import { toPlay } from './play.query';
import { type ChangeInput, loadChangeInputs, loadCompanyFacts, newCompanySocialId } from './play-inputs';

/** A change just stored by the engine (src/core/runs/record-changes.ts): the plays to create are derived from it. */
export interface RecordedChange {
  id: string;
  profile_id: string;
  workspace_id: string;
  /** Below MIN_ALERT_CONFIDENCE: recorded, but only an archive play and no alert. */
  low_confidence?: boolean;
}

type Row = Record<string, unknown>;

export interface Fits {
  account: boolean | null;
  contact: boolean | null;
}

interface FitRow {
  workspace_id: string;
  profile_id: string;
  change_id: string;
  kind: IcpKind;
  icp_version_id: string;
  fit: boolean;
  summary: string;
  criteria: FitResult['criteria'];
  evaluated_at: string;
}

const FIT_COLUMNS = {
  workspace_id: 'uuid', profile_id: 'uuid', change_id: 'uuid', kind: 'text', icp_version_id: 'uuid', fit: 'boolean', summary: 'text',
  criteria: 'jsonb', evaluated_at: 'timestamptz',
};

const PLAY_COLUMNS = {
  id: 'uuid', workspace_id: 'uuid', change_id: 'uuid', profile_id: 'uuid', contact_id: 'uuid', account_id: 'uuid', type: 'text', first_name: 'text',
  last_name: 'text', social_url: 'text', old_company: 'text', old_title: 'text', new_company: 'text', new_title: 'text',
  account_fit: 'boolean', contact_fit: 'boolean', segment: 'text', owner: 'text', owner_id: 'text', account_name: 'text', email: 'text',
  email_status: 'text', opener: 'text', notes: 'text', detected_at: 'timestamptz',
};

/**
 * Evaluates both fits of a change with a new role (moved, promoted, title_changed). A set
 * the workspace never saved is not evaluated: its fit is null (no rules: everything fits)
 * and nothing is stored, since a fit points at a rule version.
 */
function evaluateFits(change: ChangeInput, icp: LatestIcp, company: CompanyFacts | undefined, stored: FitRow[]): Fits {
  const fits: Fits = { account: null, contact: null };
  if (!change.to_company) return fits;
  const store = (kind: IcpKind, versionId: string, result: FitResult) =>
    stored.push({
      workspace_id: change.workspace_id, profile_id: change.profile_id, change_id: change.id, kind, icp_version_id: versionId,
      fit: result.fit, summary: result.summary, criteria: result.criteria, evaluated_at: change.detected_at.toISOString(),
    });
  if (icp.account && company) {
    const result = evaluateAccountFit(company, icp.account.rules as AccountIcpRules);
    store('account', icp.account.id, result);
    fits.account = result.fit;
  }
  if (icp.contact) {
    const result = evaluateContactFit(
      {
        title: change.to_title,
        previous_started_on: change.from_company ? change.previous_started_on : null,
        changed_on: change.to_started_on ?? change.detected_at.toISOString().slice(0, 10),
      },
      icp.contact.rules as ContactIcpRules,
    );
    store('contact', icp.contact.id, result);
    fits.contact = result.fit;
  }
  return fits;
}

/** Everything the opener of one play is written from: the change, the CRM's relationship facts, the fits and the workspace's settings. */
export function openerInput(change: ChangeInput, type: PlayType, segment: Segment, fits: Fits): OpenerInput {
  return {
    seed: `${change.id}:${type}`,
    type,
    segment,
    first_name: change.first_name,
    last_name: change.last_name,
    old_company: change.from_company,
    old_title: change.from_title,
    new_company: change.to_company,
    new_title: change.to_title,
    surfaced_late: change.surfaced_late,
    relationship: {
      deal_stage: change.deal_stage,
      last_activity: change.last_activity,
      relationship_start: change.relationship_start,
      relationship_end: change.relationship_end,
    },
    fit: fits,
    as_of: change.detected_at.toISOString().slice(0, 10),
    settings: { tone: change.opener_tone ?? 'warm', sign_off: change.opener_sign_off, avoid_phrases: change.opener_avoid ?? [] },
  };
}

/**
 * The play row for one type, with its opener. The best known email: a found one, else the
 * contact's CRM email. A churn_risk play's internal note for customer success starts as its
 * `notes`, so its `opener` stays safe to send (docs/decisions.md).
 */
function playRow(change: ChangeInput, type: PlayType, segment: Segment, fits: Fits): Row {
  const email = change.found_email
    ? { email: change.found_email, status: change.found_email_status }
    : { email: change.email, status: change.email ? 'crm' : null };
  const input = openerInput(change, type, segment, fits);
  return {
    id: randomUUID(), workspace_id: change.workspace_id, change_id: change.id, profile_id: change.profile_id, contact_id: change.contact_id,
    account_id: change.account_id, type, first_name: change.first_name, last_name: change.last_name, social_url: change.social_url,
    old_company: change.from_company, old_title: change.from_title, new_company: change.to_company, new_title: change.to_title,
    account_fit: fits.account, contact_fit: fits.contact, segment, owner: change.owner, owner_id: change.owner_id,
    account_name: change.account_name, email: email.email, email_status: email.status,
    opener: opener(input), notes: type === 'churn_risk' ? internalNote(input) : null,
    detected_at: change.detected_at.toISOString(),
  };
}

/**
 * Trust before reach: a change detected with low confidence makes at most one `archive`
 * play (the contract's hidden type) in place of the plays its type would make.
 */
function trustedPlayTypes(types: PlayType[], lowConfidence: boolean): PlayType[] {
  return lowConfidence && types.length > 0 ? ['archive'] : types;
}

/**
 * The fits and plays of each change, in order. Plays of low-confidence changes are
 * `quiet`: stored, with no `play.created` (so no chat alert, no CRM write-back).
 */
function derivePlayRows(
  changes: ChangeInput[],
  icps: Map<string, LatestIcp>,
  companies: Map<string, CompanyFacts>,
  asked: Map<string, RecordedChange>,
): { fitRows: FitRow[]; playRows: Row[]; quiet: Set<string> } {
  const fitRows: FitRow[] = [];
  const playRows: Row[] = [];
  const quiet = new Set<string>();
  for (const change of changes) {
    const fits = evaluateFits(change, icps.get(change.workspace_id)!, companies.get(change.id), fitRows);
    const segment: Segment = change.segment && change.segment !== 'unknown' ? change.segment : (change.account_segment ?? 'unknown');
    const types = derivePlays({
      change_type: change.type,
      account_fit: fits.account,
      contact_fit: fits.contact,
      segment,
      track_promotions: change.track_promotions ?? true,
    });
    for (const type of trustedPlayTypes(types, asked.get(change.id)?.low_confidence ?? false)) {
      const row = playRow(change, type, segment, fits);
      if (asked.get(change.id)?.low_confidence) quiet.add(row.id as string);
      playRows.push(row);
    }
  }
  return { fitRows, playRows, quiet };
}

/**
 * Called by every batch commit (run batch and second look) with every change it recorded: scores the changes
 * against the latest ICP versions, stores the fits, derives the plays and inserts each
 * with its opener and a `play.created` outbox event (not for a low-confidence change: its one
 * archive play is stored quietly). A handful of statements per batch
 * whatever the number of changes. `unique (change_id, type)` and a fit stored only once per
 * (change, kind) make a retried batch a no-op. Returns the plays created.
 */
export async function createPlaysForChanges(em: EntityManager, recorded: RecordedChange[]): Promise<number> {
  if (recorded.length === 0) return 0;
  const icps = new Map<string, LatestIcp>();
  for (const workspaceId of new Set(recorded.map((c) => c.workspace_id))) icps.set(workspaceId, await loadLatestIcp(em, workspaceId));
  const anyIcp = (kind: IcpKind) => [...icps.values()].some((icp) => icp[kind] !== null);

  const asked = new Map(recorded.map((c) => [c.id, c]));
  const changes = (
    await loadChangeInputs(em, [...asked.keys()], { previousStart: anyIcp('contact'), companyId: anyIcp('account') })
  ).filter((c) => asked.get(c.id)?.workspace_id === c.workspace_id && asked.get(c.id)?.profile_id === c.profile_id);
  // Keep the order the batch recorded them in: plays and their events follow it.
  const order = new Map(recorded.map((c, i) => [c.id, i]));
  changes.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const companies = await loadCompanyFacts(
    em,
    changes
      .filter((c) => c.to_company && icps.get(c.workspace_id)?.account)
      .map((c) => ({ key: c.id, workspace_id: c.workspace_id, social_id: newCompanySocialId(c, c.to_company!), company: c.to_company! })),
  );

  const { fitRows, playRows, quiet } = derivePlayRows(changes, icps, companies, asked);

  // The fits, the plays and their `play.created` events in one statement (data-modifying
  // CTEs), its documents bound as parameters (em.execute would format them into the SQL
  // text one character at a time). A play's id is chosen here so its event payload can be
  // built beforehand; only the plays actually inserted (a retried batch inserts none) get
  // their event, in the batch's order (outbox ids follow it), and their creating move in
  // the transition journal (one insert for the batch).
  const fitNames = Object.keys(FIT_COLUMNS).join(', ');
  const storeFits = `insert into fits (${fitNames})
       select ${fitNames} from jsonb_to_recordset(?::jsonb) as x(${Object.entries(FIT_COLUMNS).map(([k, t]) => `${k} ${t}`).join(', ')})
        where not exists (select 1 from fits f where f.change_id = x.change_id and f.kind = x.kind)`;
  if (playRows.length === 0) {
    if (fitRows.length > 0) await query(em, storeFits, [JSON.stringify(fitRows)]);
    return 0;
  }
  const playNames = Object.keys(PLAY_COLUMNS).join(', ');
  const insertPlays = `insert into plays (${playNames})
       select ${playNames} from jsonb_to_recordset(?::jsonb) as x(${Object.entries(PLAY_COLUMNS).map(([k, t]) => `${k} ${t}`).join(', ')})
       on conflict (change_id, type) do nothing returning id, workspace_id, type, detected_at`;
  const events = playRows.filter((row) => !quiet.has(row.id as string)).map((row, ord) => ({
    ord,
    id: row.id,
    workspace_id: row.workspace_id,
    payload: { data: toPlay({ ...row, status: NEW_PLAY_STATUS, crm_record_id: null, status_changed_at: null }) },
  }));
  const insertEvents = `insert into outbox (workspace_id, event, event_key, payload)
       select e.workspace_id, 'play.created', 'play:' || e.id, e.payload
         from jsonb_to_recordset(?::jsonb) as e(ord int, id uuid, workspace_id uuid, payload jsonb)
        where e.id in (select id from plays_stored)
        order by e.ord
       on conflict (workspace_id, event, event_key) do nothing`;
  const params = [JSON.stringify(playRows), JSON.stringify(events)];
  const created = await query<{ type: string; created: number }>(
    em,
    `with ${fitRows.length > 0 ? `fits_stored as (${storeFits}), ` : ''}plays_stored as (${insertPlays}),
          plays_journalled as (${journalInsertedPlays('plays_stored', "'scheduler'", 'detected_at')}),
          events_stored as (${insertEvents})
     select type, count(*)::int as created from plays_stored group by type`,
    fitRows.length > 0 ? [JSON.stringify(fitRows), ...params] : params,
  );
  afterCommit(em, () => created.forEach(({ type, created: n }) => schedulerMetrics.plays.inc({ type }, n)));
  return created.reduce((sum, r) => sum + r.created, 0);
}
