import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { companyKey } from '../../domain/company/company-key';
import { type AccountIcpRules, type CompanyFacts, type ContactIcpRules, evaluateAccountFit, evaluateContactFit, type FitResult } from '../../domain/icp';
import type { Services } from '../context';
import { statementEm } from '../context';
import { loadCompanyFacts } from '../plays/play-inputs';
import type { IcpUpdate } from './icp.schema';
import { loadLatestIcp } from './icp.service';
import type { FitComparison, FitCounts, IcpPreview } from './icp-preview.schema';

/** `fit`; `no_fit` when a criterion missed on evidence; `unknown` when only missing facts (or no employer at all) kept it out. */
export type FitVerdict = keyof FitCounts;

export function verdictOf(result: FitResult | null): FitVerdict {
  if (!result) return 'unknown';
  if (result.fit) return 'fit';
  return result.criteria.some((c) => c.result === 'miss') ? 'no_fit' : 'unknown';
}

/** Both fits of a contact: fit when both fit, no_fit when either missed on evidence, else unknown. */
function bothOf(account: FitVerdict, contact: FitVerdict): FitVerdict {
  if (account === 'fit' && contact === 'fit') return 'fit';
  return account === 'no_fit' || contact === 'no_fit' ? 'no_fit' : 'unknown';
}

/** A tally of verdict pairs (candidate rules, current rules). */
class Comparison {
  private readonly out: FitComparison = {
    candidate: { fit: 0, no_fit: 0, unknown: 0 },
    current: { fit: 0, no_fit: 0, unknown: 0 },
    newly_fit: 0,
    no_longer_fit: 0,
  };

  add(candidate: FitVerdict, current: FitVerdict): void {
    this.out.candidate[candidate] += 1;
    this.out.current[current] += 1;
    if (candidate === 'fit' && current !== 'fit') this.out.newly_fit += 1;
    if (candidate !== 'fit' && current === 'fit') this.out.no_longer_fit += 1;
  }

  result(): FitComparison {
    return this.out;
  }
}

interface RuleSets {
  account: AccountIcpRules;
  contact: ContactIcpRules;
}

const NO_RULES = { version: 1 as const };
const FACTS_BATCH = 1_000;

interface Wanted {
  key: string;
  workspace_id: string;
  social_id: string | null;
  company: string;
}

/** Company facts for every wanted company, a batch of statements at a time (the same loader play creation uses). */
async function companyFacts(em: EntityManager, wanted: Wanted[]): Promise<Map<string, CompanyFacts>> {
  const facts = new Map<string, CompanyFacts>();
  for (let i = 0; i < wanted.length; i += FACTS_BATCH) {
    for (const [key, value] of await loadCompanyFacts(em, wanted.slice(i, i + FACTS_BATCH))) facts.set(key, value);
  }
  return facts;
}

/** Every imported account of the workspace, scored by the account rules. */
async function previewAccounts(em: EntityManager, workspaceId: string, rules: { candidate: RuleSets; current: RuleSets }) {
  const accounts = await query<{ id: string; name: string; company_social_id: string | null }>(
    em,
    `select id, name, company_social_id from accounts where workspace_id = ? order by id`,
    [workspaceId],
  );
  const facts = await companyFacts(
    em,
    accounts.map((a) => ({ key: a.id, workspace_id: workspaceId, social_id: a.company_social_id, company: a.name })),
  );
  const fit = new Comparison();
  for (const account of accounts) {
    const company = facts.get(account.id);
    const score = (r: RuleSets) => verdictOf(company ? evaluateAccountFit(company, r.account) : null);
    fit.add(score(rules.candidate), score(rules.current));
  }
  return { total: accounts.length, account_fit: fit.result() };
}

interface ContactRow {
  company: string | null;
  company_social_id: string | null;
  title: string | null;
  since: string | null;
}

/**
 * Every contact not excluded, in the role it holds now: the profile's current employer and
 * title once checked, else the CRM's. The contact rules judge that role as if the person
 * moved today (min_tenure_months: months in the current role so far).
 */
async function previewContacts(services: Services, em: EntityManager, workspaceId: string, rules: { candidate: RuleSets; current: RuleSets }) {
  const rows = await query<ContactRow>(
    em,
    `select coalesce(nullif(p.current_company, ''), nullif(c.company, '')) as company, p.current_company_social_id as company_social_id,
            coalesce(nullif(p.current_title, ''), nullif(c.title, '')) as title, p.current_since as since
       from contacts c left join profiles p on p.id = c.profile_id
      where c.workspace_id = ? and c.tracking_status <> 'excluded' order by c.id`,
    [workspaceId],
  );
  const keyOf = (r: ContactRow) => `${r.company_social_id ?? ''}|${companyKey(r.company)}`;
  const wanted = new Map<string, Wanted>();
  for (const r of rows) {
    if (r.company) wanted.set(keyOf(r), { key: keyOf(r), workspace_id: workspaceId, social_id: r.company_social_id, company: r.company });
  }
  const facts = await companyFacts(em, [...wanted.values()]);
  const today = services.clock.now().toISOString().slice(0, 10);
  const [account, contact, both] = [new Comparison(), new Comparison(), new Comparison()];
  for (const r of rows) {
    const company = r.company ? facts.get(keyOf(r)) : undefined;
    const person = { title: r.title, previous_started_on: r.since, changed_on: today };
    const score = (set: RuleSets) => {
      const a = verdictOf(company ? evaluateAccountFit(company, set.account) : null);
      const c = verdictOf(evaluateContactFit(person, set.contact));
      return { a, c, both: bothOf(a, c) };
    };
    const [next, now] = [score(rules.candidate), score(rules.current)];
    account.add(next.a, now.a);
    contact.add(next.c, now.c);
    both.add(next.both, now.both);
  }
  return { total: rows.length, account_fit: account.result(), contact_fit: contact.result(), both: both.result() };
}

/**
 * POST /icp/preview (extension, issue #23): how the current accounts and contacts would fit under
 * candidate rule sets, next to the current ones, with the same scoring play creation uses.
 * A set left out of the body is the current one. Reads only: nothing is stored.
 */
export async function previewIcp(services: Services, workspaceId: string, body: IcpUpdate): Promise<IcpPreview> {
  const em = statementEm(services);
  const latest = await loadLatestIcp(em, workspaceId);
  const current: RuleSets = { account: latest.account?.rules ?? NO_RULES, contact: latest.contact?.rules ?? NO_RULES };
  const candidate: RuleSets = { account: body.account ?? current.account, contact: body.contact ?? current.contact };
  const rules = { candidate, current };
  return {
    current_versions: { account: latest.account?.version ?? 0, contact: latest.contact?.version ?? 0 },
    accounts: await previewAccounts(em, workspaceId, rules),
    contacts: await previewContacts(services, em, workspaceId, rules),
  };
}
