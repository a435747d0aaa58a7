import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import type { Position, ProfileBefore, Snapshot } from '../../domain/changes';
import { CompanyAliases, type CompanyAliasPair } from '../../domain/company/aliases';

/** What a check of one profile is compared against, read for a whole batch at once. */
export interface CheckBasis {
  before: ProfileBefore;
  /** fetched_at of the snapshot used as `prev` (DetectContext.previousCheckedAt). */
  previousCheckedAt: string | null;
  /** The profile waits for a second look: the confirmation decides, not this check. */
  pending: boolean;
}

interface BeforeRow {
  id: string;
  status: ProfileBefore['status'];
  last_found: {
    first_name: string | null;
    last_name: string | null;
    headline: string | null;
    positions: Position[] | null;
    fetched_at: string;
  } | null;
  last_was_not_found: boolean;
  crm_company: string | null;
  pending: boolean;
}

/** Each profile's status, latest found snapshot, whether its latest check said "not found", CRM company and pending second look. */
export async function loadCheckBasis(em: EntityManager, profileIds: string[]): Promise<Map<string, CheckBasis>> {
  if (profileIds.length === 0) return new Map();
  const rows = await query<BeforeRow>(em,
    `select p.id, p.status,
            (select json_build_object('first_name', s.first_name, 'last_name', s.last_name, 'headline', s.headline, 'fetched_at', s.fetched_at,
                    'positions', (select json_agg(json_build_object('company', po.company, 'company_social_id', po.company_social_id,
                       'title', po.title, 'started_on', po.started_on, 'ended_on', po.ended_on, 'is_current', po.is_current)
                       order by po.ord) from positions po where po.snapshot_id = s.id))
               from snapshots s where s.profile_id = p.id and s.found order by s.fetched_at desc limit 1) as last_found,
            coalesce((select not s.found from snapshots s where s.profile_id = p.id order by s.fetched_at desc limit 1), false)
              as last_was_not_found,
            (select c.company from contacts c where c.profile_id = p.id order by c.created_at, c.id limit 1) as crm_company,
            exists (select 1 from pending_confirmations pc where pc.profile_id = p.id) as pending
       from profiles p where p.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(profileIds)],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        before: {
          status: r.status,
          lastFound: r.last_found ? foundSnapshot(r.last_found) : null,
          lastWasNotFound: r.last_was_not_found,
          crmCompany: r.crm_company,
        },
        previousCheckedAt: r.last_found ? new Date(r.last_found.fetched_at).toISOString() : null,
        pending: r.pending,
      },
    ]),
  );
}

function foundSnapshot(s: NonNullable<BeforeRow['last_found']>): Snapshot {
  return { found: true, first_name: s.first_name, last_name: s.last_name, headline: s.headline, positions: s.positions ?? [] };
}

/** The company identities each workspace's checks learned are the same (page merges, renames). */
export async function loadAliases(em: EntityManager, workspaceIds: string[]): Promise<Map<string, CompanyAliases>> {
  const unique = [...new Set(workspaceIds)];
  const rows = await query<{ workspace_id: string; a: string; b: string }>(
    em,
    `select workspace_id, a, b from company_aliases where ${inJsonList('workspace_id', 'uuid')}`,
    [JSON.stringify(unique)],
  );
  const pairs = new Map<string, CompanyAliasPair[]>(unique.map((id) => [id, []]));
  for (const r of rows) pairs.get(r.workspace_id)?.push({ a: r.a, b: r.b });
  return new Map([...pairs].map(([id, list]) => [id, new CompanyAliases(list)]));
}

/** Remembers identity pairs learned by checks (one statement; a pair already known is kept). */
export async function rememberAliases(em: EntityManager, learned: Array<{ workspace_id: string } & CompanyAliasPair>): Promise<void> {
  const rows = learned
    .filter((p) => p.a !== p.b)
    .map((p) => (p.a < p.b ? { workspace_id: p.workspace_id, a: p.a, b: p.b } : { workspace_id: p.workspace_id, a: p.b, b: p.a }));
  if (rows.length === 0) return;
  await query(
    em,
    `insert into company_aliases (workspace_id, a, b)
     select distinct workspace_id, a, b from jsonb_to_recordset(?::jsonb) as x(workspace_id uuid, a text, b text)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}
