import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../../machines';
import { lookupByKeys } from '../../../db/bulk';
import { CONTACT_KEY_LEVELS, identityOf, strongerKeysDisagree } from '../../../domain/contacts/dedupe-rows';
import type { NormalisedContact } from '../../../domain/normalise';

export interface StoredContact {
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

const STORED_COLUMNS = 'id, crm_id, social_url, email, name_key, first_name, last_name, tracking_status, profile_id, created_at';

/** The workspace's contacts that any of the rows reaches by crm id, profile URL, email or name key, oldest first. */
export async function loadStoredContacts(em: EntityManager, workspaceId: string, rows: NormalisedContact[]): Promise<StoredContact[]> {
  return lookupByKeys<StoredContact>(em, 'contacts', STORED_COLUMNS, workspaceId, [
    ['crm_id', rows.flatMap((r) => (r.crm_id ? [r.crm_id] : []))],
    ['social_url', rows.flatMap((r) => (r.social ? [r.social.url] : []))],
    ['email', rows.flatMap((r) => (r.email ? [r.email] : []))],
    ['name_key', rows.map((r) => r.name_key)],
  ]);
}

/**
 * The stored contact a row updates: the first key in the contract's order that matches, unless a
 * stronger key disagrees (then the row is another person, e.g. a second "John Smith" at Acme with
 * another profile URL).
 */
export function matchStored(row: NormalisedContact, stored: StoredContact[]): StoredContact | undefined {
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

