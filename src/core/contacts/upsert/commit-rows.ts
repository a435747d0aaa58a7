import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../../machines';
import { type ColumnTypes, insertMany, keyLookup, updateMany } from '../../../db/bulk';
import { query } from '../../../db/query';
import {
  CONTACT_KEY_LEVELS,
  contactNameKey,
  identityOf,
  strongerKeysDisagree,
} from '../../../domain/contacts/dedupe-rows';
import type { NormalisedAccount, NormalisedContact } from '../../../domain/normalise';
import { type AccountRow, upsertAccountRows } from '../../accounts/account-upsert';
import type { TransitionRow } from '../../journal/record-transition';
import { decideContactMoves, journalNewContacts, newContactStatus } from '../../transitions/contact-tracking-transition';
import { journal } from '../../transitions/lifecycle';

const CONTACT_COLUMNS: ColumnTypes = {
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
/** Columns whose stored value stays when an update brings none. */
const KEEP_WHEN_NULL = Object.keys(CONTACT_COLUMNS).filter((c) => !['tracking_status', 'tracking_reason'].includes(c));

export interface ContactCommitCounts {
  contacts_upserted: number;
  accounts_upserted: number;
  with_social: number;
  needs_social: number;
  profiles_created: number;
  profiles_linked: number;
  duplicates: number;
}

interface StoredContact {
  id: string;
  crm_id: string | null;
  social_url: string | null;
  email: string | null;
  name_key: string;
  first_name: string;
  last_name: string;
  tracking_status: ContactTrackingStatus;
  profile_id: string | null;
}

interface ProfileRow {
  id: string;
  social_key: string;
  inserted: boolean;
  this_call: boolean;
}

function companyAccount(c: NormalisedContact): AccountRow {
  return {
    name: c.company,
    name_norm: c.company_norm,
    domain: c.account_domain,
    segment: c.segment,
    owner: null,
    crm_id: null,
    social_company_url: c.company_social_url,
    deal_value: null,
    relationship_start: null,
    relationship_end: null,
    industry: c.industry,
    employees: c.company_employees,
    revenue: c.revenue,
    total_funding: c.total_funding,
    city: c.company_city,
    state: c.company_state,
    country: c.company_country,
    custom: null,
  };
}

/** `into` with the non-null values of `row` laid over it (custom fields merge key by key). */
function mergeGiven(into: Record<string, unknown>, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [k, v] of Object.entries(row)) if (v !== null && v !== undefined) out[k] = v;
  if (into.custom && row.custom) out.custom = { ...(into.custom as object), ...(row.custom as object) };
  return out;
}

/**
 * The stored contact a row updates: the first key in the contract's order that matches, unless a
 * stronger key disagrees (then the row is another person, e.g. a second "John Smith" at Acme with
 * another profile URL).
 */
function matchStored(row: NormalisedContact, stored: StoredContact[]): StoredContact | undefined {
  const tests = {
    crm: (s: StoredContact) => row.crm_id !== null && s.crm_id === row.crm_id,
    social: (s: StoredContact) => row.social !== null && s.social_url === row.social.url,
    email: (s: StoredContact) => row.email !== null && s.email === row.email,
    name: (s: StoredContact) => s.name_key === row.name_key,
  };
  const identity = identityOf(row);
  for (const level of CONTACT_KEY_LEVELS) {
    const hit = stored.find((s) => tests[level](s) && !strongerKeysDisagree(s, identity, level));
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Commits already-deduplicated contact rows in the caller's transaction: links each to
 * an account (by account_domain, else by company name, creating one from the contact's
 * company fields when none exists), shares one profile per person, and inserts or updates
 * the contacts. Returns the counts and the profiles touched (for the baseline run).
 */
export async function commitContactRows(
  em: EntityManager,
  workspaceId: string,
  rows: NormalisedContact[],
  options: { crmProvider?: string | null; importId?: string } = {},
): Promise<{ counts: ContactCommitCounts; profileIds: string[]; accountIds: string[] }> {
  const counts: ContactCommitCounts = {
    contacts_upserted: 0,
    accounts_upserted: 0,
    with_social: 0,
    needs_social: 0,
    profiles_created: 0,
    profiles_linked: 0,
    duplicates: 0,
  };
  if (rows.length === 0) return { counts, profileIds: [], accountIds: [] };

  const accounts = await upsertAccountRows(em, workspaceId, rows.map(companyAccount), { fillOnly: true });
  counts.accounts_upserted = accounts.upserted;

  const socialRows = rows.filter((r) => r.social);
  const wanted = [...new Map(socialRows.map((r) => [r.social!.key, r.social!])).values()];
  // One statement creates the missing profiles and reads the others. `this_call`: a queued import
  // commits in chunks, and a profile an earlier chunk created did not exist before the call.
  const thisCall = options.importId ? 'p.created_at >= (select created_at from imports where id = ?)' : 'false';
  const profiles = wanted.length
    ? await query<ProfileRow>(
        em,
        `with wanted as (select * from jsonb_to_recordset(?::jsonb) as x(social_key text, social_url text)),
         ins as (insert into profiles (workspace_id, social_key, social_url) select ?, social_key, social_url from wanted
                 on conflict (workspace_id, social_key) do nothing returning id, social_key)
         select id, social_key, true as inserted, true as this_call from ins
         union all
         select p.id, p.social_key, false, ${thisCall} from wanted w
          cross join lateral (select id, social_key, created_at from profiles
                               where workspace_id = ? and social_key = w.social_key offset 0) p`,
        [
          JSON.stringify(wanted.map((s) => ({ social_key: s.key, social_url: s.url }))),
          workspaceId,
          ...(options.importId ? [options.importId] : []),
          workspaceId,
        ],
      )
    : [];
  // A profile another transaction committed while this statement ran is in neither half (the
  // insert waited for it, the select's snapshot predates it): read those again.
  const seen = new Set(profiles.map((p) => p.social_key));
  const missing = wanted.filter((s) => !seen.has(s.key)).map((s) => s.key);
  if (missing.length) {
    profiles.push(
      ...(await query<ProfileRow>(
        em,
        `select p.id, p.social_key, false as inserted, ${thisCall} as this_call from profiles p
          where p.workspace_id = ? and p.social_key = any(array(select value from jsonb_array_elements_text(?::jsonb)))`,
        [...(options.importId ? [options.importId] : []), workspaceId, JSON.stringify(missing)],
      )),
    );
  }
  counts.profiles_created = profiles.filter((p) => p.inserted).length;
  const createdKeys = new Set(profiles.filter((p) => p.this_call).map((p) => p.social_key));
  const profileByKey = new Map(profiles.map((p) => [p.social_key, p.id]));

  const lookups: Array<[string, string[]]> = [
    ['crm_id', rows.flatMap((r) => (r.crm_id ? [r.crm_id] : []))],
    ['social_url', socialRows.map((r) => r.social!.url)],
    ['email', rows.flatMap((r) => (r.email ? [r.email] : []))],
    ['name_key', rows.map((r) => r.name_key)],
  ];
  const stored = await query<StoredContact>(
    em,
    // One indexed lookup per key and value, joined by UNION: an OR of the four conditions defeats the planner.
    `${lookups
      .filter(([, values]) => values.length > 0)
      .map(([key]) =>
        keyLookup('contacts', 'id, crm_id, social_url, email, name_key, first_name, last_name, tracking_status, profile_id, created_at', key),
      )
      .join(' union ')} order by created_at, id`,
    lookups.filter(([, values]) => values.length > 0).flatMap(([, values]) => [JSON.stringify([...new Set(values)]), workspaceId]),
  );

  const inserts: Record<string, unknown>[] = [];
  const moves: TransitionRow[] = [];
  const updates = new Map<string, Record<string, unknown> & { id: string }>();
  rows.forEach((row, i) => {
    const profileId = row.social ? (profileByKey.get(row.social.key) ?? null) : null;
    if (row.social && !createdKeys.has(row.social.key)) counts.profiles_linked++;
    const base: Record<string, unknown> = {
      ...Object.fromEntries(Object.keys(CONTACT_COLUMNS).map((c) => [c, (row as unknown as Record<string, unknown>)[c] ?? null])),
      title: row.title,
      social_url: row.social?.url ?? null,
      crm_provider: row.crm_id ? (options.crmProvider ?? null) : null,
      account_id: accounts.ids[i] ?? null,
      profile_id: profileId,
    };
    const match = matchStored(row, stored);
    if (!match) {
      inserts.push({
        ...base,
        workspace_id: workspaceId,
        title: row.title ?? '',
        tracking_status: newContactStatus(Boolean(row.social)),
        tracking_reason: row.social ? null : row.tracking_reason,
      });
      if (row.social) counts.with_social++;
      else counts.needs_social++;
      return;
    }
    // Several rows of one call can reach the same stored contact by different keys: they merge
    // into one update (later given values win), and the contact takes the row's crm_id, profile URL
    // and email so that a later row with another one no longer matches it by a weaker key.
    const earlier = updates.get(match.id);
    if (earlier) counts.duplicates++;
    if (row.crm_id) match.crm_id = row.crm_id;
    let status = (earlier?.tracking_status as ContactTrackingStatus | undefined) ?? match.tracking_status;
    if (row.social) {
      // The machine refuses SOCIAL_URL_IMPORTED for an excluded contact: an import never un-excludes.
      const contact = { id: match.id, workspace_id: workspaceId, tracking_status: status };
      const decided = decideContactMoves([{ contact, event: { type: 'SOCIAL_URL_IMPORTED' } }], 'import');
      status = decided.updates[0]?.tracking_status ?? status;
      moves.push(...decided.journal);
    }
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
    updates.set(match.id, {
      ...update,
      id: match.id,
      tracking_status: status,
      tracking_reason: hasSocial ? null : row.tracking_reason,
    });
    if (row.social) match.social_url = row.social.url;
    if (row.email) match.email = row.email;
  });

  const created = await insertMany<{ id: string; tracking_status: ContactTrackingStatus }>(
    em,
    'contacts',
    { workspace_id: 'uuid', ...CONTACT_COLUMNS },
    inserts,
    { returning: 'id, tracking_status' },
  );
  await journalNewContacts(em, created.map((c) => ({ id: c.id, workspace_id: workspaceId, with_social: c.tracking_status !== 'needs_social' })), 'import');
  await journal(em, moves);
  await updateMany(em, 'contacts', CONTACT_COLUMNS, [...updates.values()], {
    keepWhenNull: KEEP_WHEN_NULL,
    extraSet: 'updated_at = now()',
  });
  counts.contacts_upserted = inserts.length + updates.size;
  return { counts, profileIds: [...new Set(profileByKey.values())], accountIds: accounts.ids };
}

/** One committed slice of an import: accounts, then contacts, then the baseline run. */
export async function commitSlice(
  em: EntityManager,
  workspaceId: string,
  slice: { contacts: NormalisedContact[]; accounts: NormalisedAccount[]; crmProvider?: string | null; importId?: string },
) {
  const accounts = await upsertAccountRows(
    em,
    workspaceId,
    slice.accounts.map((a) => ({ ...a, crm_provider: a.crm_id ? (slice.crmProvider ?? null) : null })),
  );
  const { counts, profileIds, accountIds } = await commitContactRows(em, workspaceId, slice.contacts, {
    crmProvider: slice.crmProvider,
    importId: slice.importId,
  });
  // An account given in `accounts` and reached again through a contact's company counts once.
  const touched = [...new Set([...accounts.ids, ...accountIds])];
  return { accountsUpserted: touched.length, accountIds: touched, accountDuplicates: accounts.duplicates, counts, profileIds };
}
