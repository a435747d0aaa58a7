import type { EntityManager } from '@mikro-orm/postgresql';

import { type ColumnTypes, insertMany, lookupByKeys, updateMany } from '../../db/bulk';
import type { NormalisedAccount } from '../../domain/normalise';

const ACCOUNT_COLUMNS: ColumnTypes = {
  name: 'text',
  name_norm: 'text',
  domain: 'text',
  segment: 'text',
  owner: 'text',
  crm_id: 'text',
  crm_provider: 'text',
  social_company_url: 'text',
  deal_value: 'numeric',
  relationship_start: 'text',
  relationship_end: 'text',
  industry: 'text',
  employees: 'integer',
  revenue: 'numeric',
  total_funding: 'numeric',
  city: 'text',
  state: 'text',
  country: 'text',
  custom: 'jsonb',
  lifecycle_stage: 'text',
};

export type AccountRow = NormalisedAccount & { crm_provider?: string | null; lifecycle_stage?: string | null };

function accountKeys(a: AccountRow): string[] {
  const keys: string[] = [];
  if (a.crm_id) keys.push(`crm:${a.crm_id}`);
  if (a.domain) keys.push(`domain:${a.domain}`);
  keys.push(`name:${a.name_norm}`);
  return keys;
}

interface AccountIdentity {
  crm_id: string | null;
  domain: string | null;
}

const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

/**
 * True when a match by `key` must not merge the two accounts: a stronger key is given on both
 * sides with different values (crm_id for a domain match; crm_id or domain for a name match).
 * "Delta" at delta.com and "Delta" at deltadental.com are two companies.
 */
function strongerKeysDisagree(a: AccountIdentity, b: AccountIdentity, key: string): boolean {
  if (differ(a.crm_id, b.crm_id)) return !key.startsWith('crm:');
  return key.startsWith('name:') && differ(a.domain, b.domain);
}

function merge<T extends object>(into: T, row: T): T {
  const out: Record<string, unknown> = { ...(into as Record<string, unknown>) };
  for (const [k, v] of Object.entries(row)) {
    if (v !== null && v !== undefined && !(k === 'segment' && v === 'unknown')) out[k] = v;
  }
  return out as T;
}

export interface AccountUpsertOutcome {
  /** Account id for each input row, by index. */
  ids: string[];
  upserted: number;
  duplicates: number;
}

/**
 * Upserts accounts in the contract's dedupe order (crm_id, domain, normalised name), within
 * the request and against stored accounts; a weaker key never merges accounts whose stronger
 * keys disagree. Null input values keep stored values; with
 * `fillOnly` (accounts derived from contacts' company fields) stored values always win.
 */
export async function upsertAccountRows(
  em: EntityManager,
  workspaceId: string,
  input: AccountRow[],
  options: { fillOnly?: boolean } = {},
): Promise<AccountUpsertOutcome> {
  const grouped = groupRows(input);
  if (grouped.groups.length === 0) return { ids: [], upserted: 0, duplicates: grouped.duplicates };
  const matched = matchStored(grouped.groups, await storedByKey(em, workspaceId, grouped.groups));
  const { groupIds, toInsert, updates } = matched;
  const inserted = await insertMany<{ id: string }>(
    em,
    'accounts',
    { workspace_id: 'uuid', ...ACCOUNT_COLUMNS },
    toInsert.map(({ row }) => ({ workspace_id: workspaceId, ...pick(row, false) })),
  );
  inserted.forEach((r, i) => (groupIds[toInsert[i]!.index] = r.id));
  await updateMany(em, 'accounts', ACCOUNT_COLUMNS, [...updates].map(([id, row]) => ({ ...pick(row, true), id })), {
    keepWhenNull: Object.keys(ACCOUNT_COLUMNS),
    preferStored: options.fillOnly,
    extraSet: 'updated_at = now()',
  });
  return {
    ids: grouped.groupOf.map((g) => groupIds[g]!),
    upserted: toInsert.length + updates.size,
    duplicates: grouped.duplicates + matched.duplicates,
  };
}

/** The request's rows merged into one group per account (within the request), and each row's group. */
function groupRows(input: AccountRow[]): { groups: AccountRow[]; groupOf: number[]; duplicates: number } {
  const groups: AccountRow[] = [];
  const groupOf: number[] = [];
  const byKey = new Map<string, number>();
  let duplicates = 0;
  for (const row of input) {
    const hit = accountKeys(row)
      .map((k) => [k, byKey.get(k)] as const)
      .find(([k, g]) => g !== undefined && !strongerKeysDisagree(groups[g]!, row, k))?.[1];
    const g = hit ?? groups.push(row) - 1;
    if (hit !== undefined) {
      groups[g] = merge(groups[g]!, row);
      duplicates++;
    }
    groupOf.push(g);
    for (const k of accountKeys(groups[g]!)) if (!byKey.has(k)) byKey.set(k, g);
  }
  return { groups, groupOf, duplicates };
}

interface StoredAccount {
  id: string;
  crm_id: string | null;
  domain: string | null;
  name_norm: string;
}

/** Every stored account any group reaches, under each of its keys (two stored "Delta" accounts share a name key). */
async function storedByKey(em: EntityManager, workspaceId: string, groups: AccountRow[]): Promise<Map<string, StoredAccount[]>> {
  const existing = await lookupByKeys<StoredAccount>(em, 'accounts', 'id, crm_id, domain, name_norm, created_at', workspaceId, [
    ['crm_id', groups.flatMap((g) => (g.crm_id ? [g.crm_id] : []))],
    ['domain', groups.flatMap((g) => (g.domain ? [g.domain] : []))],
    ['name_norm', groups.map((g) => g.name_norm)],
  ]);
  const stored = new Map<string, StoredAccount[]>();
  for (const a of existing) {
    for (const k of accountKeys({ crm_id: a.crm_id, domain: a.domain, name_norm: a.name_norm } as AccountRow)) {
      stored.set(k, [...(stored.get(k) ?? []), a]);
    }
  }
  return stored;
}

/** Each group's stored account, if any; several groups can reach one (one by domain, another by name): their values merge. */
function matchStored(groups: AccountRow[], stored: Map<string, StoredAccount[]>) {
  const groupIds: string[] = new Array(groups.length);
  const toInsert: Array<{ index: number; row: AccountRow }> = [];
  const updates = new Map<string, AccountRow>();
  let duplicates = 0;
  groups.forEach((row, index) => {
    const match = accountKeys(row)
      .flatMap((k) => (stored.get(k) ?? []).map((a) => [k, a] as const))
      .find(([k, a]) => {
        const earlier = updates.get(a.id);
        const identity = { crm_id: a.crm_id ?? earlier?.crm_id ?? null, domain: a.domain ?? earlier?.domain ?? null };
        return !strongerKeysDisagree(identity, row, k);
      })?.[1];
    if (!match) {
      toInsert.push({ index, row });
      return;
    }
    groupIds[index] = match.id;
    const earlier = updates.get(match.id);
    if (earlier) duplicates++;
    updates.set(match.id, earlier ? merge(earlier, row) : row);
  });
  return { groupIds, toInsert, updates, duplicates };
}

/** The stored columns of a row; on update an `unknown` segment means "not given" and keeps the stored one. */
function pick(row: AccountRow, forUpdate: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of Object.keys(ACCOUNT_COLUMNS)) out[c] = (row as unknown as Record<string, unknown>)[c] ?? null;
  if (forUpdate) {
    if (out.segment === 'unknown') out.segment = null;
  } else {
    out.segment ??= 'unknown';
  }
  return out;
}
