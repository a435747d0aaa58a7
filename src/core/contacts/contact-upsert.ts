import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEvent, contactTrackingMachine } from '../../../machines';
import { type ColumnTypes, inJsonList, insertMany, updateMany } from '../../db/bulk';
import { crmConflict } from '../../domain/contacts/dedupe-rows';
import type { NormalisedContact } from '../../domain/normalise';
import { type AccountRow, upsertAccountRows } from '../accounts/account-upsert';

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
  tracking_status: string;
  profile_id: string | null;
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

function matchStored(row: NormalisedContact, stored: StoredContact[]): StoredContact | undefined {
  const tests: Array<(s: StoredContact) => boolean> = [
    (s) => row.crm_id !== null && s.crm_id === row.crm_id,
    (s) => row.social !== null && s.social_url === row.social.url,
    (s) => row.email !== null && s.email === row.email,
    (s) => s.name_key === row.name_key,
  ];
  for (const test of tests) {
    const hit = stored.find((s) => test(s) && !crmConflict(s, row));
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
  options: { crmProvider?: string | null } = {},
): Promise<{ counts: ContactCommitCounts; profileIds: string[] }> {
  const counts: ContactCommitCounts = {
    contacts_upserted: 0,
    accounts_upserted: 0,
    with_social: 0,
    needs_social: 0,
    profiles_created: 0,
    profiles_linked: 0,
    duplicates: 0,
  };
  if (rows.length === 0) return { counts, profileIds: [] };

  const accounts = await upsertAccountRows(em, workspaceId, rows.map(companyAccount), { fillOnly: true });
  counts.accounts_upserted = accounts.upserted;

  const socialRows = rows.filter((r) => r.social);
  const created = await insertMany<{ id: string; social_key: string }>(
    em,
    'profiles',
    { workspace_id: 'uuid', social_key: 'text', social_url: 'text' },
    [...new Map(socialRows.map((r) => [r.social!.key, r.social!])).values()].map((s) => ({
      workspace_id: workspaceId,
      social_key: s.key,
      social_url: s.url,
    })),
    { onConflict: 'on conflict (workspace_id, social_key) do nothing', returning: 'id, social_key' },
  );
  const createdKeys = new Set(created.map((p) => p.social_key));
  counts.profiles_created = created.length;
  const profiles = await em.execute<Array<{ id: string; social_key: string }>>(
    `select id, social_key from profiles where workspace_id = ? and ${inJsonList('social_key')}`,
    [workspaceId, JSON.stringify(socialRows.map((r) => r.social!.key))],
  );
  const profileByKey = new Map(profiles.map((p) => [p.social_key, p.id]));

  const stored = await em.execute<StoredContact[]>(
    `select id, crm_id, social_url, email, name_key, tracking_status, profile_id from contacts
      where workspace_id = ? and (${inJsonList('crm_id')} or ${inJsonList('social_url')}
        or ${inJsonList('email')} or ${inJsonList('name_key')}) order by created_at, id`,
    [
      workspaceId,
      JSON.stringify(rows.flatMap((r) => (r.crm_id ? [r.crm_id] : []))),
      JSON.stringify(socialRows.map((r) => r.social!.url)),
      JSON.stringify(rows.flatMap((r) => (r.email ? [r.email] : []))),
      JSON.stringify(rows.map((r) => r.name_key)),
    ],
  );

  const inserts: Record<string, unknown>[] = [];
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
        tracking_status: row.social ? 'tracked' : 'needs_social',
        tracking_reason: row.social ? null : row.tracking_reason,
      });
      if (row.social) counts.with_social++;
      else counts.needs_social++;
      return;
    }
    if (updates.has(match.id)) counts.duplicates++;
    let status = match.tracking_status;
    let reason: string | null = null;
    if (row.social && status !== 'excluded') {
      const moved = applyEvent(contactTrackingMachine, status, { type: 'SOCIAL_URL_ACCEPTED' });
      if (moved.ok) status = moved.status;
    } else if (!row.social && !match.social_url) {
      reason = row.tracking_reason;
    }
    if (row.social || match.social_url) counts.with_social++;
    else counts.needs_social++;
    if (row.segment === 'unknown') base.segment = null;
    updates.set(match.id, { ...base, id: match.id, tracking_status: status, tracking_reason: reason });
  });

  await insertMany(em, 'contacts', { workspace_id: 'uuid', ...CONTACT_COLUMNS }, inserts);
  await updateMany(em, 'contacts', CONTACT_COLUMNS, [...updates.values()], {
    keepWhenNull: KEEP_WHEN_NULL,
    extraSet: 'updated_at = now()',
  });
  counts.contacts_upserted = inserts.length + updates.size;
  return { counts, profileIds: [...new Set(profileByKey.values())] };
}
