import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { AccountIcpRules, ContactIcpRules } from '../../domain/icp';
import type { IcpKind } from '../../domain/vocabulary';
import { iso } from '../../shared/schemas';
import type { Services } from '../context';
import { em as fork } from '../context';
import { inTransaction, lockWorkspace } from '../transaction';
import type { Icp, IcpUpdate } from './icp.schema';

export interface IcpVersionRow<R> {
  id: string;
  version: number;
  rules: R;
  created_at: Date;
}

export interface LatestIcp {
  account: IcpVersionRow<AccountIcpRules> | null;
  contact: IcpVersionRow<ContactIcpRules> | null;
}

/** The latest stored version of each rule set (null while a set was never saved). */
export async function loadLatestIcp(em: EntityManager, workspaceId: string): Promise<LatestIcp> {
  const rows = await query<IcpVersionRow<unknown> & { kind: IcpKind }>(
    em,
    `select distinct on (kind) id, kind, version, rules, created_at from icp_versions
      where workspace_id = ? order by kind, version desc`,
    [workspaceId],
  );
  const of = (kind: IcpKind) => rows.find((r) => r.kind === kind) ?? null;
  return {
    account: of('account') as IcpVersionRow<AccountIcpRules> | null,
    contact: of('contact') as IcpVersionRow<ContactIcpRules> | null,
  };
}

/** Rules as stored: `version: 1` always present, keys in a canonical order. */
function canonical<R extends object>(rules: R): R {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return sort({ ...rules, version: 1 }) as R;
}

const EMPTY = { version: 1 as const };

function toIcp(latest: LatestIcp): Icp {
  const set = <R extends object>(row: IcpVersionRow<R> | null) => ({
    version: row?.version ?? 0,
    rules: row ? canonical(row.rules) : EMPTY,
    updated_at: iso(row?.created_at ?? null),
  });
  return { account: set(latest.account), contact: set(latest.contact) } as Icp;
}

/**
 * GET /icp. A set never saved reads as version 0 with rules `{ version: 1 }` (no rules:
 * everything fits) and `updated_at` null; nothing is written by reading.
 */
export async function getIcp(services: Services, workspaceId: string): Promise<Icp> {
  return toIcp(await loadLatestIcp(fork(services), workspaceId));
}

/**
 * PUT /icp, replace semantics. Each set sent is compared (key order ignored) with the
 * latest stored one (or with `{ version: 1 }` while none is stored); only a set that
 * actually changed is stored as version + 1. A set left out is unchanged.
 */
export async function putIcp(services: Services, workspaceId: string, body: IcpUpdate): Promise<Icp> {
  const latest = await inTransaction(services, async (em) => {
    await lockWorkspace(em, workspaceId);
    const current = await loadLatestIcp(em, workspaceId);
    for (const kind of ['account', 'contact'] as const) {
      const next = body[kind];
      if (next === undefined) continue;
      const before = current[kind];
      const stored = canonical<object>(next);
      if (JSON.stringify(stored) === JSON.stringify(canonical<object>(before?.rules ?? EMPTY))) continue;
      await query(
        em,
        `insert into icp_versions (workspace_id, kind, version, rules, created_at) values (?, ?, ?, ?::jsonb, ?)`,
        [workspaceId, kind, (before?.version ?? 0) + 1, JSON.stringify(stored), services.clock.now()],
      );
    }
    return loadLatestIcp(em, workspaceId);
  });
  return toIcp(latest);
}

export interface IcpVersionEntry {
  kind: IcpKind;
  version: number;
  rules: object;
  created_at: string | null;
}

/** Extension (issue #23): every stored version of the rule sets, newest first (at most 100 per set). */
export async function listIcpVersions(services: Services, workspaceId: string, kind?: IcpKind): Promise<IcpVersionEntry[]> {
  const rows = await query<{ kind: IcpKind; version: number; rules: object; created_at: Date }>(
    fork(services),
    `select kind, version, rules, created_at from (
       select *, row_number() over (partition by kind order by version desc) as n from icp_versions
        where workspace_id = ? and (?::text is null or kind = ?)) v
      where n <= 100 order by kind, version desc`,
    [workspaceId, kind ?? null, kind ?? null],
  );
  return rows.map((r) => ({ kind: r.kind, version: r.version, rules: canonical(r.rules), created_at: iso(r.created_at) }));
}
