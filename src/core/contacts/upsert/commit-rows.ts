import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../../machines';
import { insertMany, updateMany } from '../../../db/bulk';
import type { NormalisedAccount, NormalisedContact } from '../../../domain/normalise';
import { type AccountRow, upsertAccountRows } from '../../accounts/account-upsert';
import { journalNewContacts } from '../../transitions/contact-tracking-transition';
import { journal } from '../../transitions/lifecycle';
import { CONTACT_COLUMNS, type ContactCommitCounts, type ContactPlan, planContactWrites } from './contact-plan';
import { linkProfiles } from './profile-links';
import { loadStoredContacts } from './stored-contacts';

export type { ContactCommitCounts } from './contact-plan';

/** Columns whose stored value stays when an update brings none. */
export const KEEP_WHEN_NULL = Object.keys(CONTACT_COLUMNS).filter((c) => !['tracking_status', 'tracking_reason'].includes(c));

/** The account a contact's company fields describe (merged fill-only: stored values win). */
export function companyAccount(c: NormalisedContact): AccountRow {
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
  options: { crmProvider?: string | null; importId?: string; at: Date },
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
  const profiles = await linkProfiles(em, workspaceId, rows, options.importId);
  counts.profiles_created = profiles.created;
  const plan = planContactWrites(rows, {
    workspaceId,
    crmProvider: options.crmProvider ?? null,
    accountIds: accounts.ids,
    profileByKey: profiles.byKey,
    createdKeys: profiles.createdKeys,
    stored: await loadStoredContacts(em, workspaceId, rows),
    counts,
  });
  await writeContacts(em, workspaceId, plan, options.at);
  counts.contacts_upserted = plan.inserts.length + plan.updates.size;
  return { counts, profileIds: [...new Set(profiles.byKey.values())], accountIds: accounts.ids };
}

/** The contacts' rows and their journal rows, stamped `at` (the service clock). */
async function writeContacts(em: EntityManager, workspaceId: string, plan: ContactPlan, at: Date): Promise<void> {
  const created = await insertMany<{ id: string; tracking_status: ContactTrackingStatus }>(
    em,
    'contacts',
    { workspace_id: 'uuid', ...CONTACT_COLUMNS },
    plan.inserts,
    { returning: 'id, tracking_status' },
  );
  await journalNewContacts(em, created.map((c) => ({ id: c.id, workspace_id: workspaceId, with_social: c.tracking_status !== 'needs_social' })), 'import', at);
  await journal(em, plan.moves, at);
  await updateMany(em, 'contacts', CONTACT_COLUMNS, [...plan.updates.values()], {
    keepWhenNull: KEEP_WHEN_NULL,
    extraSet: 'updated_at = now()',
  });
}

/** One committed slice of an import: accounts, then contacts, then the baseline run. */
export async function commitSlice(
  em: EntityManager,
  workspaceId: string,
  slice: { contacts: NormalisedContact[]; accounts: NormalisedAccount[]; crmProvider?: string | null; importId?: string; at: Date },
) {
  const accounts = await upsertAccountRows(
    em,
    workspaceId,
    slice.accounts.map((a) => ({ ...a, crm_provider: a.crm_id ? (slice.crmProvider ?? null) : null })),
  );
  const { counts, profileIds, accountIds } = await commitContactRows(em, workspaceId, slice.contacts, {
    crmProvider: slice.crmProvider,
    importId: slice.importId,
    at: slice.at,
  });
  // An account given in `accounts` and reached again through a contact's company counts once.
  const touched = [...new Set([...accounts.ids, ...accountIds])];
  return { accountsUpserted: touched.length, accountIds: touched, accountDuplicates: accounts.duplicates, counts, profileIds };
}
