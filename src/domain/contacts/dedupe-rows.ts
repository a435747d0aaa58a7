import type { NormalisedContact } from '../normalise';
import { foldForMatching } from '../normalise/text';

/** The identity keys of a contact, in the contract's dedupe order. */
export function contactKeys(c: NormalisedContact): string[] {
  const keys: string[] = [];
  if (c.crm_id) keys.push(`crm:${c.crm_id}`);
  if (c.social) keys.push(`social:${c.social.key}`);
  if (c.email) keys.push(`email:${c.email}`);
  keys.push(`name:${c.name_key}`);
  return keys;
}

/** Two rows with different CRM ids are different CRM records, whatever else they share. */
export function crmConflict(a: { crm_id: string | null }, b: { crm_id: string | null }): boolean {
  return a.crm_id !== null && b.crm_id !== null && a.crm_id !== b.crm_id;
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
 * (crm_id, profile URL, email, name + company). The first key that matches decides;
 * later rows' values win. Returns the merged rows in first-seen order.
 */
export function dedupeContactRows(input: NormalisedContact[]): DedupedRows<NormalisedContact> {
  const rows: NormalisedContact[] = [];
  const byKey = new Map<string, number>();
  let duplicates = 0;
  for (const row of input) {
    let target: number | undefined;
    for (const key of contactKeys(row)) {
      const hit = byKey.get(key);
      if (hit !== undefined && !crmConflict(rows[hit]!, row)) {
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
    for (const key of contactKeys(rows[target]!)) if (!byKey.has(key)) byKey.set(key, target);
  }
  return { rows, duplicates };
}
