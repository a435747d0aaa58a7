import type { AccountInput, ContactInput, Segment } from '../../domain/normalise';
import { normaliseDomain } from '../../domain/normalise/domain';

/**
 * Salesforce records → AccountInput / ContactInput (pure), the HubSpot import's rules in
 * Salesforce's words (docs/crm.md):
 *
 * Account segment, first rule that holds wins:
 * 1. churned — Account.Type reads as a former customer (`Former Customer`, `Churned`, anything
 *    with "former" or "churn");
 * 2. customer — any won Opportunity (IsWon), or Type starting with `Customer`;
 * 3. open_pipeline — any open Opportunity (not IsClosed);
 * 4. closed_lost — Opportunities, all closed and lost;
 * 5. unknown.
 * deal_value: the sum of won Amounts, else of open Amounts, else null. relationship_start: the
 * earliest won CloseDate. domain: the Website's host.
 *
 * Contact: account = AccountId; segment = its account's segment (when not unknown);
 * deal_stage = StageName of the most advanced Opportunity whose ContactId is the contact, else of
 * its account's (won, then open by Probability, then lost); owner = the owner User's Name
 * (else Email); social_url = the mapped profile field; custom = the mapped custom fields.
 */
export type SfRecord = { Id: string } & Record<string, unknown>;

export interface SalesforceData {
  users: SfRecord[];
  opportunities: SfRecord[];
  accounts: SfRecord[];
  contacts: SfRecord[];
}

export interface SalesforceFieldMapping {
  /** The Contact field holding the person's profile URL. */
  profile_url_field: string;
  /** Contact field → key in the contact's `custom`. */
  custom_fields: Record<string, string>;
}

export const ACCOUNT_FIELDS = [
  'Id', 'Name', 'Website', 'Type', 'Industry', 'NumberOfEmployees', 'AnnualRevenue',
  'BillingCity', 'BillingState', 'BillingCountry', 'OwnerId', 'SystemModstamp',
] as const;
export const OPPORTUNITY_FIELDS = ['Id', 'AccountId', 'ContactId', 'StageName', 'IsClosed', 'IsWon', 'Amount', 'CloseDate', 'Probability', 'SystemModstamp'] as const;
export const USER_FIELDS = ['Id', 'Name', 'Email'] as const;
const CONTACT_BASE_FIELDS = [
  'Id', 'FirstName', 'LastName', 'Email', 'Title', 'AccountId', 'OwnerId',
  'MailingCity', 'MailingState', 'MailingCountry', 'LastActivityDate', 'SystemModstamp',
] as const;

/** The Contact fields to read for a mapping: the standard ones, the profile field, the custom ones. */
export function contactFields(mapping: SalesforceFieldMapping): string[] {
  return [...new Set([...CONTACT_BASE_FIELDS, mapping.profile_url_field, ...Object.keys(mapping.custom_fields)])];
}

export type OpportunityOutcome = 'won' | 'lost' | 'open';

function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const t = String(v).trim();
  return t ? t : null;
}

/** Booleans arrive as JSON booleans from REST and as "true"/"false" from Bulk API CSV. */
function flag(v: unknown): boolean {
  return v === true || String(v).toLowerCase() === 'true';
}

function num(v: unknown): number | null {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? n : null;
}

export function opportunityOutcome(o: SfRecord): OpportunityOutcome {
  if (flag(o.IsWon)) return 'won';
  return flag(o.IsClosed) ? 'lost' : 'open';
}

function rank(o: SfRecord): number {
  const outcome = opportunityOutcome(o);
  if (outcome === 'won') return 2;
  if (outcome === 'lost') return -1;
  return (num(o.Probability) ?? 10) / 100;
}

export function accountSegment(account: SfRecord, opportunities: readonly SfRecord[]): Segment {
  const type = (text(account.Type) ?? '').toLowerCase();
  if (/former|churn/.test(type)) return 'churned';
  const outcomes = new Set(opportunities.map(opportunityOutcome));
  if (outcomes.has('won') || type.startsWith('customer')) return 'customer';
  if (outcomes.has('open')) return 'open_pipeline';
  if (outcomes.has('lost')) return 'closed_lost';
  return 'unknown';
}

function dealValue(opportunities: readonly SfRecord[]): number | null {
  for (const outcome of ['won', 'open'] as const) {
    const amounts = opportunities.filter((o) => opportunityOutcome(o) === outcome).flatMap((o) => num(o.Amount) ?? []);
    if (amounts.length > 0) return amounts.reduce((a, b) => a + b, 0);
  }
  return null;
}

function groupBy(records: readonly SfRecord[], field: string): Map<string, SfRecord[]> {
  const out = new Map<string, SfRecord[]>();
  for (const r of records) {
    const key = text(r[field]);
    if (key !== null) out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

const best = (opps: readonly SfRecord[]) => [...opps].sort((a, b) => rank(b) - rank(a))[0];

function toAccount(a: SfRecord, opps: readonly SfRecord[], owner: (id: unknown) => string | null): AccountInput {
  const segment = accountSegment(a, opps);
  const wonDates = opps.filter((o) => opportunityOutcome(o) === 'won').flatMap((o) => text(o.CloseDate)?.slice(0, 10) ?? []).sort();
  return {
    name: text(a.Name) ?? text(a.Website) ?? '',
    domain: normaliseDomain(text(a.Website)),
    segment,
    owner: owner(a.OwnerId),
    crm_id: a.Id,
    deal_value: dealValue(opps),
    relationship_start: wonDates[0] ?? null,
    industry: text(a.Industry),
    employees: text(a.NumberOfEmployees),
    revenue: text(a.AnnualRevenue),
    city: text(a.BillingCity),
    state: text(a.BillingState),
    country: text(a.BillingCountry),
  };
}

export function mapSalesforce(data: SalesforceData, mapping: SalesforceFieldMapping): { accounts: AccountInput[]; contacts: ContactInput[] } {
  const users = new Map(data.users.map((u) => [u.Id, u]));
  const owner = (id: unknown) => {
    const u = users.get(String(id ?? ''));
    return u ? (text(u.Name) ?? text(u.Email)) : null;
  };
  const oppsByAccount = groupBy(data.opportunities, 'AccountId');
  const oppsByContact = groupBy(data.opportunities, 'ContactId');
  const accountsById = new Map(data.accounts.map((a) => [a.Id, a]));
  const accounts = data.accounts.map((a) => toAccount(a, oppsByAccount.get(a.Id) ?? [], owner));
  const segments = new Map(accounts.map((a) => [a.crm_id!, a.segment]));

  const contacts = data.contacts.map((c): ContactInput => {
    const accountId = text(c.AccountId);
    const account = accountId === null ? undefined : accountsById.get(accountId);
    const segment = accountId === null ? null : (segments.get(accountId) ?? null);
    const deal = best(oppsByContact.get(c.Id) ?? []) ?? best(accountId === null ? [] : (oppsByAccount.get(accountId) ?? []));
    const custom = Object.fromEntries(
      Object.entries(mapping.custom_fields).flatMap(([field, key]) => {
        const v = c[field];
        return v === null || v === undefined || v === '' ? [] : [[key, typeof v === 'number' || typeof v === 'boolean' ? v : String(v)]];
      }),
    );
    return {
      first_name: text(c.FirstName) ?? undefined,
      last_name: text(c.LastName) ?? undefined,
      company: text(account?.Name) ?? '',
      title: text(c.Title) ?? undefined,
      email: text(c.Email),
      social_url: text(c[mapping.profile_url_field]),
      segment: segment && segment !== 'unknown' ? segment : null,
      owner: owner(c.OwnerId),
      crm_id: c.Id,
      account_domain: normaliseDomain(text(account?.Website)),
      deal_stage: deal ? text(deal.StageName) : null,
      last_activity: text(c.LastActivityDate)?.slice(0, 10) ?? null,
      city: text(c.MailingCity),
      state: text(c.MailingState),
      country: text(c.MailingCountry),
      ...(Object.keys(custom).length > 0 ? { custom } : {}),
    };
  });
  return { accounts, contacts };
}
