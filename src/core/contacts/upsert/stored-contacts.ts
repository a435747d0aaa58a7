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


type KeyedLevel = 'crm' | 'social' | 'email';
const STORED_FIELD: Record<KeyedLevel, 'crm_id' | 'social_url' | 'email'> = { crm: 'crm_id', social: 'social_url', email: 'email' };

/**
 * {@link matchStored} over many stored contacts at once, the same answer for every row: the
 * stored contacts indexed by each key (positions kept oldest first), so a row costs a few map
 * lookups instead of a scan of all of them. The planner moves a matched contact's crm_id,
 * profile URL and email onto it before it asks for the next row, so each call first files
 * the contact it returned last under its (possibly new) keys.
 */
export function storedMatcher(stored: StoredContact[]): (row: NormalisedContact) => StoredContact | undefined {
  const index = { crm: new Map<string, number[]>(), social: new Map<string, number[]>(), email: new Map<string, number[]>(), name: new Map<string, number[]>() };
  const position = new Map<StoredContact, number>();
  const file = (level: keyof typeof index, key: string | null, at: number) => {
    if (key === null) return;
    const list = index[level].get(key);
    if (!list) return void index[level].set(key, [at]);
    if (list.includes(at)) return;
    let i = list.length;
    while (i > 0 && list[i - 1]! > at) i--;
    list.splice(i, 0, at);
  };
  const fileAll = (s: StoredContact, at: number) => {
    for (const level of ['crm', 'social', 'email'] as const) file(level, s[STORED_FIELD[level]], at);
  };
  stored.forEach((s, at) => {
    position.set(s, at);
    fileAll(s, at);
    file('name', s.name_key, at);
  });
  let last: StoredContact | undefined;
  return (row) => {
    if (last) fileAll(last, position.get(last)!);
    const identity = identityOf(row);
    const keys = { crm: row.crm_id, social: row.social?.url ?? null, email: row.email, name: row.name_key };
    const current = { crm: (s: StoredContact) => s.crm_id, social: (s: StoredContact) => s.social_url, email: (s: StoredContact) => s.email, name: (s: StoredContact) => s.name_key };
    for (const level of CONTACT_KEY_LEVELS) {
      const key = keys[level];
      if (key === null) continue;
      for (const at of index[level].get(key) ?? []) {
        const s = stored[at]!;
        if (current[level](s) === key && !strongerKeysDisagree(s, identity, level)) return (last = s);
      }
    }
    last = undefined;
    return undefined;
  };
}
