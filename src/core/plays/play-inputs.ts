import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import type { ChangeEnds } from '../../domain/changes';
import { companyKey } from '../../domain/company/company-key';
import type { CompanyFacts } from '../../domain/icp';
import { normaliseDomain, type Segment } from '../../domain/normalise';

/** A recorded change with everything play creation needs about the person, read in one statement per batch. */
export interface ChangeInput extends ChangeEnds {
  id: string;
  workspace_id: string;
  profile_id: string;
  detected_at: Date;
  /** The new entry started well before the check that found it (the change's evidence): no "new role" talk. */
  surfaced_late: boolean;
  first_name: string | null;
  last_name: string | null;
  social_url: string | null;
  current_company: string | null;
  current_company_social_id: string | null;
  contact_id: string | null;
  segment: Segment | null;
  account_segment: Segment | null;
  owner: string | null;
  owner_id: string | null;
  email: string | null;
  account_id: string | null;
  account_name: string | null;
  track_promotions: boolean | null;
  /** The profile's primary (else newest) found email. */
  found_email: string | null;
  found_email_status: string | null;
  /** started_on of the role held before the change (same company and title), from any stored snapshot. */
  previous_started_on: string | null;
  /** The newest stored network id of the new employer, from the profile's positions. */
  position_company_social_id: string | null;
}

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The changes with their person (profile, first contact, its account), the workspace's
 * `track_promotions`, the best found email and, when fits are evaluated, the positions
 * facts (previous role's start, new employer's network id). One statement for the batch.
 */
export async function loadChangeInputs(
  em: EntityManager,
  changeIds: string[],
  need: { previousStart: boolean; companyId: boolean },
): Promise<ChangeInput[]> {
  if (changeIds.length === 0) return [];
  const rows = await query<Omit<ChangeInput, 'detected_at'> & { detected_at: Date | string }>(
    em,
    `select ch.id, ch.workspace_id, ch.profile_id, ch.type, ch.from_company, ch.from_title, ch.to_company, ch.to_title,
            ch.to_started_on, ch.detected_at, coalesce((ch.evidence->>'surfaced_late')::boolean, false) as surfaced_late,
            coalesce(p.first_name, nullif(c.first_name, '')) as first_name, coalesce(p.last_name, nullif(c.last_name, '')) as last_name,
            p.social_url, p.current_company, p.current_company_social_id, c.id as contact_id, c.segment, a.segment as account_segment,
            c.owner, c.owner_id, c.email, c.account_id, a.name as account_name, s.track_promotions,
            e.email as found_email, e.status as found_email_status,
            prev.started_on as previous_started_on, pos.company_social_id as position_company_social_id
       from changes ch
       join profiles p on p.id = ch.profile_id
       left join lateral (select * from contacts c where c.profile_id = p.id order by c.created_at, c.id limit 1) c on true
       left join accounts a on a.id = c.account_id
       left join workspace_settings s on s.workspace_id = ch.workspace_id
       left join lateral (select email, status from emails where profile_id = ch.profile_id
                           order by is_primary desc, created_at desc limit 1) e on true
       left join lateral (select started_on from positions
                           where ?::boolean and profile_id = ch.profile_id and company = ch.from_company
                             and coalesce(title, '') = coalesce(ch.from_title, '') and started_on is not null
                           order by id desc limit 1) prev on true
       left join lateral (select company_social_id from positions
                           where ?::boolean and profile_id = ch.profile_id and company = ch.to_company and company_social_id is not null
                           order by id desc limit 1) pos on true
      where ${inJsonList('ch.id', 'uuid')}`,
    [need.previousStart, need.companyId, JSON.stringify(changeIds)],
  );
  // The driver may hand timestamps back as strings.
  return rows.map((r) => ({ ...r, detected_at: new Date(r.detected_at) }));
}

/** The new employer's network id: the profile's current one when it is that company, else from a stored position. */
export function newCompanySocialId(change: ChangeInput, company: string): string | null {
  if (change.current_company_social_id && companyKey(change.current_company ?? '') === companyKey(company)) {
    return change.current_company_social_id;
  }
  return change.position_company_social_id;
}

/**
 * Company facts for account fit, for many companies at once (keyed by the caller): the
 * network company row (may be missing until the checker's GetCompany fills it: facts stay
 * unknown) merged with the workspace's imported account matched by network id, then domain,
 * then normalised name. Network data wins for what the network knows; revenue and total
 * funding come only from the account. Two statements whatever the number of companies.
 */
export async function loadCompanyFacts(
  em: EntityManager,
  wanted: Array<{ key: string; workspace_id: string; social_id: string | null; company: string }>,
): Promise<Map<string, CompanyFacts>> {
  const facts = new Map<string, CompanyFacts>();
  if (wanted.length === 0) return facts;
  const socialIds = [...new Set(wanted.map((w) => w.social_id).filter((s): s is string => s !== null))];
  const network = new Map<string, Row>();
  if (socialIds.length > 0) {
    const rows = await query<Row>(em, `select * from network_companies where ${inJsonList('social_id')}`, [JSON.stringify(socialIds)]);
    for (const r of rows) network.set(r.social_id as string, r);
  }
  const lookups = wanted.map((w) => {
    const net = w.social_id ? network.get(w.social_id) : undefined;
    return { ...w, net, domain: normaliseDomain(str(net?.domain)), name_norm: companyKey(w.company) };
  });
  const accounts = await query<Row & { match_key: string }>(
    em,
    `select x.match_key, a.*
       from jsonb_to_recordset(?::jsonb) as x(match_key text, workspace_id uuid, social_id text, domain text, name_norm text)
       cross join lateral (
         select * from accounts
          where workspace_id = x.workspace_id and (company_social_id = x.social_id or domain = x.domain or name_norm = x.name_norm)
          order by case when company_social_id = x.social_id then 0 when domain = x.domain then 1 else 2 end, updated_at desc
          limit 1) a`,
    [JSON.stringify(lookups.map((l) => ({ match_key: l.key, workspace_id: l.workspace_id, social_id: l.social_id, domain: l.domain, name_norm: l.name_norm })))],
  );
  const accountOf = new Map(accounts.map((a) => [a.match_key, a]));
  for (const { key, net, domain, social_id: socialId, company } of lookups) {
    const acc = accountOf.get(key);
    const specialities = Array.isArray(net?.specialities) ? (net.specialities as string[]).filter((s) => s.trim() !== '') : [];
    facts.set(key, {
      company_id: socialId ?? str(acc?.company_social_id),
      name: str(net?.name) ?? company,
      domain: domain ?? str(acc?.domain),
      industry: str(net?.industry) ?? str(acc?.industry),
      employees: num(net?.employees) ?? num(acc?.employees),
      hq: net && (str(net.hq_country) || str(net.hq_state) || str(net.hq_city))
        ? { city: str(net.hq_city), state: str(net.hq_state), country: str(net.hq_country) }
        : { city: str(acc?.city), state: str(acc?.state), country: str(acc?.country) },
      specialities,
      description: str(net?.description),
      tagline: str(net?.tagline),
      funding_stage: str(net?.funding_stage),
      revenue: num(acc?.revenue),
      total_funding: num(acc?.total_funding),
      is_current_customer: acc?.segment === 'customer',
    });
  }
  return facts;
}
