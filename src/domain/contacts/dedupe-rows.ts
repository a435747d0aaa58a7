import type { NormalisedContact } from '../normalise';
import { foldForMatching } from '../normalise/text';

/** A contact's identity key at each dedupe level, null where it has none. */
const KEY_AT: Record<ContactKeyLevel, (c: NormalisedContact) => string | null> = {
  crm: (c) => c.crm_id || null,
  social: (c) => c.social?.key ?? null,
  email: (c) => c.email || null,
  name: (c) => c.name_key,
};

/** The identity fields of a contact, as stored (`social_url` is the canonical profile URL). */
export interface ContactIdentity {
  crm_id: string | null;
  social_url: string | null;
  email: string | null;
}

/** The dedupe keys from strongest to weakest, as the contract orders them. */
export const CONTACT_KEY_LEVELS = ['crm', 'social', 'email', 'name'] as const;
export type ContactKeyLevel = (typeof CONTACT_KEY_LEVELS)[number];

const IDENTITY_FIELD: Record<Exclude<ContactKeyLevel, 'name'>, keyof ContactIdentity> = {
  crm: 'crm_id',
  social: 'social_url',
  email: 'email',
};

export function identityOf(c: NormalisedContact): ContactIdentity {
  return { crm_id: c.crm_id, social_url: c.social?.url ?? null, email: c.email };
}

/**
 * True when a match on `level` must not merge `a` and `b`: a key stronger than `level` is given on
 * both sides with different values. Two "John Smith" rows at Acme with different profile URLs or
 * different emails are two people; an email match between two different CRM records is not a
 * merge either. A weaker key never overrides a stronger one.
 */
export function strongerKeysDisagree(a: ContactIdentity, b: ContactIdentity, level: ContactKeyLevel): boolean {
  for (const stronger of CONTACT_KEY_LEVELS.slice(0, CONTACT_KEY_LEVELS.indexOf(level))) {
    if (stronger === 'name') break;
    const field = IDENTITY_FIELD[stronger];
    if (a[field] !== null && b[field] !== null && a[field] !== b[field]) return true;
  }
  return false;
}

/** The name-plus-company dedupe key, as the contact normaliser builds it. */
export function contactNameKey(firstName: string, lastName: string, companyNorm: string): string {
  return `${foldForMatching(`${firstName} ${lastName}`)}|${companyNorm}`;
}

/**
 * A later row's given values win over an earlier row's; null, a blank first or last name
 * and an `unknown` segment mean "not given".
 */
export function mergeContact(into: NormalisedContact, row: NormalisedContact): NormalisedContact {
  const merged: Record<string, unknown> = { ...into };
  for (const [k, v] of Object.entries(row)) {
    const given = v !== null && v !== undefined && !(k === 'segment' && v === 'unknown');
    if (given && !((k === 'first_name' || k === 'last_name') && v === '')) merged[k] = v;
  }
  merged.name_key = contactNameKey(merged.first_name as string, merged.last_name as string, merged.company_norm as string);
  if (!row.social && into.social) {
    merged.social = into.social;
    merged.tracking_reason = null;
  }
  if (into.custom && row.custom) merged.custom = { ...into.custom, ...row.custom };
  return merged as unknown as NormalisedContact;
}

export interface DedupedRows<T> {
  rows: T[];
  duplicates: number;
}

/**
 * Collapses rows that describe the same person, matching in the contract's order
 * (crm_id, profile URL, email, name + company). The first key that matches decides, unless a
 * stronger key disagrees ({@link strongerKeysDisagree}); later rows' values win. Returns the
 * merged rows in first-seen order.
 */
export function dedupeContactRows(input: NormalisedContact[]): DedupedRows<NormalisedContact> {
  const rows: NormalisedContact[] = [];
  // One map per level, keyed by the rows' own values: no key string is built per row (a million-row import has 4M keys).
  const byKey = CONTACT_KEY_LEVELS.map(() => new Map<string, number>());
  let duplicates = 0;
  for (const row of input) {
    let target: number | undefined;
    for (const [i, level] of CONTACT_KEY_LEVELS.entries()) {
      const key = KEY_AT[level](row);
      const hit = key === null ? undefined : byKey[i]!.get(key);
      if (hit !== undefined && !strongerKeysDisagree(identityOf(rows[hit]!), identityOf(row), level)) {
        target = hit;
        break;
      }
    }
    if (target === undefined) {
      target = rows.push(row) - 1;
    } else {
      rows[target] = mergeContact(rows[target]!, row);
      duplicates++;
    }
    for (const [i, level] of CONTACT_KEY_LEVELS.entries()) {
      const key = KEY_AT[level](rows[target]!);
      if (key !== null && !byKey[i]!.has(key)) byKey[i]!.set(key, target);
    }
  }
  return { rows, duplicates };
}
