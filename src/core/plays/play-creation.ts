import type { EntityManager } from '@mikro-orm/postgresql';

import {
  type AccountIcpRules,
  type CompanyFacts,
  type ContactIcpRules,
  evaluateAccountFit,
  evaluateContactFit,
  type FitResult,
} from '../../domain/icp';
import { normaliseCompanyName, normaliseDomain, type Segment } from '../../domain/normalise';
import { type ChangeKind, derivePlays, opener, type PlayType } from '../../domain/plays';
import { type IcpVersionRow, loadLatestIcp } from '../icp/icp.service';
import { enqueueEvent } from '../outbox/enqueue-event';
import type { ChangeHook } from '../runs/commit-batch';
import { toPlay } from './play.query';

interface ChangeRow {
  id: string;
  type: ChangeKind;
  from_company: string | null;
  from_title: string | null;
  to_company: string | null;
  to_title: string | null;
  to_started_on: string | null;
  detected_at: Date;
}

interface PersonRow {
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
}

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

async function loadPerson(em: EntityManager, profileId: string): Promise<PersonRow | null> {
  const [row] = await em.execute<PersonRow[]>(
    `select coalesce(p.first_name, nullif(c.first_name, '')) as first_name, coalesce(p.last_name, nullif(c.last_name, '')) as last_name,
            p.social_url, p.current_company, p.current_company_social_id, c.id as contact_id, c.segment, a.segment as account_segment,
            c.owner, c.owner_id, c.email, c.account_id, a.name as account_name
       from profiles p
       left join lateral (select * from contacts c where c.profile_id = p.id order by c.created_at, c.id limit 1) c on true
       left join accounts a on a.id = c.account_id
      where p.id = ?`,
    [profileId],
  );
  return row ?? null;
}

/** The new employer's network id: the profile's current one when it is that company, else from a stored position. */
async function newCompanySocialId(em: EntityManager, profileId: string, person: PersonRow, company: string): Promise<string | null> {
  if (person.current_company_social_id && normaliseCompanyName(person.current_company ?? '') === normaliseCompanyName(company)) {
    return person.current_company_social_id;
  }
  const [pos] = await em.execute<Array<{ company_social_id: string }>>(
    `select company_social_id from positions where profile_id = ? and company = ? and company_social_id is not null
      order by id desc limit 1`,
    [profileId, company],
  );
  return pos?.company_social_id ?? null;
}

/**
 * Company facts for account fit: the network company row (may be missing until the
 * checker's GetCompany fills it: facts stay unknown) merged with the workspace's imported
 * account matched by network id, then domain, then normalised name. Network data wins
 * for what the network knows; revenue and total funding come only from the account.
 */
async function loadCompanyFacts(em: EntityManager, workspaceId: string, socialId: string | null, company: string): Promise<CompanyFacts> {
  const [net] = socialId ? await em.execute<Row[]>('select * from network_companies where social_id = ?', [socialId]) : [];
  const domain = normaliseDomain(str(net?.domain));
  const [acc] = await em.execute<Row[]>(
    `select * from accounts where workspace_id = ? and (company_social_id = ? or domain = ? or name_norm = ?)
      order by case when company_social_id = ? then 0 when domain = ? then 1 else 2 end, updated_at desc limit 1`,
    [workspaceId, socialId, domain, normaliseCompanyName(company), socialId, domain],
  );
  const specialities = Array.isArray(net?.specialities) ? (net.specialities as string[]).filter((s) => s.trim() !== '') : [];
  return {
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
  };
}

/** started_on of the position the person held before the change (same company and title), from any stored snapshot. */
async function previousStartedOn(em: EntityManager, profileId: string, change: ChangeRow): Promise<string | null> {
  if (!change.from_company) return null;
  const [pos] = await em.execute<Array<{ started_on: string }>>(
    `select started_on from positions where profile_id = ? and company = ? and coalesce(title, '') = coalesce(?, '')
        and started_on is not null
      order by id desc limit 1`,
    [profileId, change.from_company, change.from_title],
  );
  return pos?.started_on ?? null;
}

async function storeFit(
  em: EntityManager,
  ids: { workspace: string; profile: string; change: string },
  kind: 'account' | 'contact',
  version: IcpVersionRow<unknown>,
  fit: FitResult,
  at: Date,
): Promise<void> {
  await em.execute(
    `insert into fits (workspace_id, profile_id, change_id, kind, icp_version_id, fit, summary, criteria, evaluated_at)
     select ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?
      where not exists (select 1 from fits where change_id = ? and kind = ?)`,
    [ids.workspace, ids.profile, ids.change, kind, version.id, fit.fit, fit.summary, JSON.stringify(fit.criteria), at, ids.change, kind],
    'run',
  );
}

interface Fits {
  account: boolean | null;
  contact: boolean | null;
}

/**
 * Evaluates and stores both fits for a change with a new role (moved, promoted,
 * title_changed). A set the workspace never saved is not evaluated: its fit is null (no
 * rules: everything fits) and nothing is stored, since a fit points at a rule version.
 */
async function evaluateFits(
  em: EntityManager,
  ids: { workspace: string; profile: string; change: string },
  change: ChangeRow,
  person: PersonRow,
): Promise<Fits> {
  const company = change.to_company;
  if (!company) return { account: null, contact: null };
  const icp = await loadLatestIcp(em, ids.workspace);
  const fits: Fits = { account: null, contact: null };
  if (icp.account) {
    const socialId = await newCompanySocialId(em, ids.profile, person, company);
    const facts = await loadCompanyFacts(em, ids.workspace, socialId, company);
    const result = evaluateAccountFit(facts, icp.account.rules as AccountIcpRules);
    await storeFit(em, ids, 'account', icp.account, result, change.detected_at);
    fits.account = result.fit;
  }
  if (icp.contact) {
    const result = evaluateContactFit(
      {
        title: change.to_title,
        previous_started_on: await previousStartedOn(em, ids.profile, change),
        changed_on: change.to_started_on ?? change.detected_at.toISOString().slice(0, 10),
      },
      icp.contact.rules as ContactIcpRules,
    );
    await storeFit(em, ids, 'contact', icp.contact, result, change.detected_at);
    fits.contact = result.fit;
  }
  return fits;
}

/** The best known email: the profile's primary (else newest) found email, else the contact's CRM email. */
async function bestEmail(em: EntityManager, profileId: string, person: PersonRow): Promise<{ email: string | null; status: string | null }> {
  const [found] = await em.execute<Array<{ email: string; status: string }>>(
    'select email, status from emails where profile_id = ? order by is_primary desc, created_at desc limit 1',
    [profileId],
  );
  if (found) return { email: found.email, status: found.status };
  return person.email ? { email: person.email, status: 'crm' } : { email: null, status: null };
}

/**
 * The batch hook: scores the change against the latest ICP versions, stores the fits,
 * derives the plays and inserts each with its opener and a `play.created` outbox event.
 * `unique (change_id, type)` makes a retried batch a no-op. Returns the plays created.
 */
export const createPlaysForChange: ChangeHook = async (em, { id, profile_id, workspace_id }) => {
  const [raw] = await em.execute<Array<Omit<ChangeRow, 'detected_at'> & { detected_at: Date | string }>>(
    `select id, type, from_company, from_title, to_company, to_title, to_started_on, detected_at
       from changes where id = ? and workspace_id = ?`,
    [id, workspace_id],
  );
  // The driver may hand timestamps back as strings.
  const change: ChangeRow | undefined = raw && { ...raw, detected_at: new Date(raw.detected_at) };
  const person = await loadPerson(em, profile_id);
  if (!change || !person) return 0;
  const ids = { workspace: workspace_id, profile: profile_id, change: id };
  const fits = await evaluateFits(em, ids, change, person);

  const [settings] = await em.execute<Array<{ track_promotions: boolean }>>(
    'select track_promotions from workspace_settings where workspace_id = ?',
    [workspace_id],
  );
  const segment: Segment = person.segment && person.segment !== 'unknown' ? person.segment : (person.account_segment ?? 'unknown');
  const types = derivePlays({
    change_type: change.type,
    account_fit: fits.account,
    contact_fit: fits.contact,
    segment,
    track_promotions: settings?.track_promotions ?? true,
  });
  if (types.length === 0) return 0;

  const email = await bestEmail(em, profile_id, person);
  let created = 0;
  for (const type of types) {
    const row = await insertPlay(em, { change, person, ids, type, segment, fits, email });
    if (!row) continue;
    created++;
    await enqueueEvent(em, workspace_id, 'play.created', `play:${String(row.id)}`, toPlay(row));
  }
  return created;
};

async function insertPlay(
  em: EntityManager,
  p: {
    change: ChangeRow;
    person: PersonRow;
    ids: { workspace: string; profile: string; change: string };
    type: PlayType;
    segment: Segment;
    fits: Fits;
    email: { email: string | null; status: string | null };
  },
): Promise<Row | null> {
  const { change, person } = p;
  const text = opener({
    seed: `${change.id}:${p.type}`,
    type: p.type,
    segment: p.segment,
    first_name: person.first_name,
    last_name: person.last_name,
    old_company: change.from_company,
    old_title: change.from_title,
    new_company: change.to_company,
    new_title: change.to_title,
  });
  const [row] = await em.execute<Row[]>(
    `insert into plays (workspace_id, change_id, profile_id, contact_id, account_id, type, first_name, last_name, social_url,
       old_company, old_title, new_company, new_title, account_fit, contact_fit, segment, owner, owner_id, account_name,
       email, email_status, opener, detected_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (change_id, type) do nothing returning *`,
    [
      p.ids.workspace, change.id, p.ids.profile, person.contact_id, person.account_id, p.type, person.first_name, person.last_name,
      person.social_url, change.from_company, change.from_title, change.to_company, change.to_title, p.fits.account, p.fits.contact,
      p.segment, person.owner, person.owner_id, person.account_name, p.email.email, p.email.status, text, change.detected_at,
    ],
  );
  return row ?? null;
}
