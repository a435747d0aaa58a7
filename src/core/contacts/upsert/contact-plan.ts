import type { ContactTrackingStatus } from '../../../../machines';
import type { ColumnTypes } from '../../../db/bulk';
import { contactNameKey } from '../../../domain/contacts/dedupe-rows';
import type { NormalisedContact } from '../../../domain/normalise';
import type { TransitionRow } from '../../journal/record-transition';
import { decideContactMoves, newContactStatus } from '../../transitions/contact-tracking-transition';
import { matchStored, type StoredContact } from './stored-contacts';

export const CONTACT_COLUMNS: ColumnTypes = {
  first_name: 'text',
  last_name: 'text',
  title: 'text',
  company: 'text',
  company_norm: 'text',
  name_key: 'text',
  email: 'text',
  social_url: 'text',
  segment: 'text',
  owner: 'text',
  crm_id: 'text',
  crm_provider: 'text',
  account_id: 'uuid',
  deal_stage: 'text',
  last_activity: 'text',
  relationship_start: 'text',
  relationship_end: 'text',
  tracking_status: 'text',
  tracking_reason: 'text',
  city: 'text',
  state: 'text',
  country: 'text',
  custom: 'jsonb',
  profile_id: 'uuid',
};
export interface ContactCommitCounts {
  contacts_upserted: number;
  accounts_upserted: number;
  with_social: number;
  needs_social: number;
  profiles_created: number;
  profiles_linked: number;
  duplicates: number;
}

type Row = Record<string, unknown>;

/** The writes one call makes: contacts to insert, stored contacts to update (one merged update each), journal moves. */
export interface ContactPlan {
  inserts: Row[];
  updates: Map<string, Row & { id: string }>;
  moves: TransitionRow[];
}

/** What the plan needs from the statements before it: accounts, profiles and the stored contacts. */
export interface PlanInputs {
  workspaceId: string;
  crmProvider: string | null;
  /** Account id per row, in row order. */
  accountIds: string[];
  profileByKey: Map<string, string>;
  createdKeys: Set<string>;
  stored: StoredContact[];
  counts: ContactCommitCounts;
  /** The stored contact a row updates; {@link matchStored} over `stored` unless given (the bulk import's index). */
  match?: (row: NormalisedContact) => StoredContact | undefined;
}

/**
 * Decides, row by row, which contact each row inserts or updates; counts as it goes. A caller
 * that plans a long list a slice at a time passes the same `plan` to each call (and may take
 * `plan.inserts` away between calls): updates merge across the slices as within one.
 */
export function planContactWrites(rows: NormalisedContact[], inputs: PlanInputs, plan: ContactPlan = { inserts: [], updates: new Map(), moves: [] }): ContactPlan {
  rows.forEach((row, i) => {
    if (row.social && !inputs.createdKeys.has(row.social.key)) inputs.counts.profiles_linked++;
    const base = baseRow(row, inputs, inputs.accountIds[i] ?? null);
    const match = inputs.match ? inputs.match(row) : matchStored(row, inputs.stored);
    if (match) planUpdate(row, base, match, inputs, plan);
    else planInsert(row, base, inputs, plan);
  });
  return plan;
}

const CONTACT_KEYS = Object.keys(CONTACT_COLUMNS);

function baseRow(row: NormalisedContact, inputs: PlanInputs, accountId: string | null): Row {
  const base: Row = {};
  for (const c of CONTACT_KEYS) base[c] = (row as unknown as Row)[c] ?? null;
  base.title = row.title;
  base.social_url = row.social?.url ?? null;
  base.crm_provider = row.crm_id ? inputs.crmProvider : null;
  base.account_id = accountId;
  base.profile_id = row.social ? (inputs.profileByKey.get(row.social.key) ?? null) : null;
  return base;
}

function planInsert(row: NormalisedContact, base: Row, inputs: PlanInputs, plan: ContactPlan): void {
  // `base` is this row's own object: filled in place rather than copied (a million-row import makes one per row).
  base.workspace_id = inputs.workspaceId;
  base.title = row.title ?? '';
  base.tracking_status = newContactStatus(Boolean(row.social));
  base.tracking_reason = row.social ? null : row.tracking_reason;
  plan.inserts.push(base);
  if (row.social) inputs.counts.with_social++;
  else inputs.counts.needs_social++;
}

/**
 * Several rows of one call can reach the same stored contact by different keys: they merge
 * into one update (later given values win), and the contact takes the row's crm_id, profile URL
 * and email so that a later row with another one no longer matches it by a weaker key.
 */
function planUpdate(row: NormalisedContact, base: Row, match: StoredContact, inputs: PlanInputs, plan: ContactPlan): void {
  const { counts } = inputs;
  const earlier = plan.updates.get(match.id);
  if (earlier) counts.duplicates++;
  if (row.crm_id) match.crm_id = row.crm_id;
  const status = nextStatus(row, match, (earlier?.tracking_status as ContactTrackingStatus | undefined) ?? match.tracking_status, inputs, plan);
  if (row.segment === 'unknown') base.segment = null;
  // A blank first or last name is "not given" and keeps the stored one.
  if (row.first_name === '') base.first_name = null;
  if (row.last_name === '') base.last_name = null;
  const update = earlier ? mergeGiven(earlier, base) : base;
  update.name_key = contactNameKey(
    (update.first_name as string | null) ?? match.first_name,
    (update.last_name as string | null) ?? match.last_name,
    update.company_norm as string,
  );
  const hadSocial = Boolean(earlier?.social_url ?? match.social_url);
  const hasSocial = Boolean(update.social_url ?? match.social_url);
  if (!earlier) {
    if (hasSocial) counts.with_social++;
    else counts.needs_social++;
  } else if (hasSocial && !hadSocial) {
    counts.needs_social--;
    counts.with_social++;
  }
  plan.updates.set(match.id, { ...update, id: match.id, tracking_status: status, tracking_reason: hasSocial ? null : row.tracking_reason });
  if (row.social) match.social_url = row.social.url;
  if (row.email) match.email = row.email;
}

/** The machine refuses SOCIAL_URL_IMPORTED for an excluded contact: an import never un-excludes. */
function nextStatus(
  row: NormalisedContact,
  match: StoredContact,
  status: ContactTrackingStatus,
  inputs: PlanInputs,
  plan: ContactPlan,
): ContactTrackingStatus {
  if (!row.social) return status;
  const contact = { id: match.id, workspace_id: inputs.workspaceId, tracking_status: status };
  const decided = decideContactMoves([{ contact, event: { type: 'SOCIAL_URL_IMPORTED' } }], 'import');
  plan.moves.push(...decided.journal);
  return decided.updates[0]?.tracking_status ?? status;
}

/** `into` with the non-null values of `row` laid over it (custom fields merge key by key). */
function mergeGiven(into: Record<string, unknown>, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [k, v] of Object.entries(row)) if (v !== null && v !== undefined) out[k] = v;
  if (into.custom && row.custom) out.custom = { ...(into.custom as object), ...(row.custom as object) };
  return out;
}

