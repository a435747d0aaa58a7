import type { AccountInput, ContactInput, Segment } from '../../domain/normalise';
import { normaliseSegment } from '../../domain/normalise';
import { CONTACT_SOCIAL_PROPERTIES, type HubSpotData, type HubSpotOwner, type HubSpotRecord } from './hubspot-records';

/**
 * HubSpot records → AccountInput / ContactInput (pure).
 *
 * Company segment, first rule that holds wins:
 * 1. churned — a churn flag on the company (`churned` true/yes/1, or a `churn_date`),
 *    or a closed-won deal while the lifecycle stage is `other` or reads as former/churned;
 * 2. customer — any closed-won deal, or lifecycle stage `customer` / `evangelist`;
 * 3. open_pipeline — any open deal, or lifecycle stage `opportunity`;
 * 4. closed_lost — deals, all closed-lost;
 * 5. unknown.
 * A deal is won/lost by `hs_is_closed_won` / `hs_is_closed` when HubSpot sends them, else
 * by its stage id (`closedwon`, `closedlost`); anything else is open.
 * deal_value: the sum of won amounts, else of open amounts, else null.
 * relationship_start: the earliest won close date; relationship_end: the churn date.
 *
 * Contact: its company is `associatedcompanyid`, else the first associated company.
 * account_domain = that company's domain; `company` = the contact's own company property,
 * or the company's name when that is empty or the company has no domain (so the contact
 * links to the same account by name). segment = its company's segment (when not unknown),
 * else its own lifecycle stage (free text, normalised later). deal_stage = the stage of its
 * most advanced associated deal: won, then open by stage probability, then lost.
 * owner = the owner's full name (else email).
 */

export type DealOutcome = 'won' | 'lost' | 'open';

/** HubSpot's default sales pipeline: label and win probability per stage id. */
const DEFAULT_STAGES: Record<string, { label: string; probability: number }> = {
  appointmentscheduled: { label: 'Appointment scheduled', probability: 0.2 },
  qualifiedtobuy: { label: 'Qualified to buy', probability: 0.4 },
  presentationscheduled: { label: 'Presentation scheduled', probability: 0.6 },
  decisionmakerboughtin: { label: 'Decision maker bought-in', probability: 0.8 },
  contractsent: { label: 'Contract sent', probability: 0.9 },
  closedwon: { label: 'Closed won', probability: 1 },
  closedlost: { label: 'Closed lost', probability: 0 },
};

const CUSTOMER_LIFECYCLES = new Set(['customer', 'evangelist']);
const TRUE_VALUES = new Set(['true', 'yes', '1', 'y']);

function text(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** `YYYY-MM-DD` from an ISO date or date-time, or from epoch milliseconds. */
export function dateOnly(v: string | null | undefined): string | null {
  const t = text(v);
  if (t === null) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(t)) return t.slice(0, 10);
  if (/^\d{10,}$/.test(t)) return new Date(Number(t)).toISOString().slice(0, 10);
  return null;
}

function amount(deal: HubSpotRecord): number | null {
  const n = Number.parseFloat(deal.properties.amount ?? '');
  return Number.isFinite(n) ? n : null;
}

export function dealOutcome(deal: HubSpotRecord): DealOutcome {
  const p = deal.properties;
  if (p.hs_is_closed_won === 'true') return 'won';
  if (p.hs_is_closed === 'true') return 'lost';
  const stage = (p.dealstage ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (stage.includes('closedwon') || stage === 'won') return 'won';
  if (stage.includes('closedlost') || stage === 'lost') return 'lost';
  return 'open';
}

/** Higher is further along: won 2, open 0-1 by stage probability, lost -1. */
function dealRank(deal: HubSpotRecord): number {
  const outcome = dealOutcome(deal);
  if (outcome === 'won') return 2;
  if (outcome === 'lost') return -1;
  const probability = Number.parseFloat(deal.properties.hs_deal_stage_probability ?? '');
  if (Number.isFinite(probability)) return probability;
  return DEFAULT_STAGES[deal.properties.dealstage ?? '']?.probability ?? 0.1;
}

export function dealStageLabel(deal: HubSpotRecord): string | null {
  const stage = text(deal.properties.dealstage);
  return stage === null ? null : (DEFAULT_STAGES[stage]?.label ?? stage);
}

export function ownerName(owner: HubSpotOwner | undefined): string | null {
  if (!owner) return null;
  const name = [owner.firstName, owner.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
  return name || text(owner.email);
}

function churnFlag(company: HubSpotRecord): boolean {
  return TRUE_VALUES.has((company.properties.churned ?? '').trim().toLowerCase()) || text(company.properties.churn_date) !== null;
}

export function companySegment(company: HubSpotRecord, deals: readonly HubSpotRecord[]): Segment {
  const outcomes = new Set(deals.map(dealOutcome));
  const lifecycle = (company.properties.lifecyclestage ?? '').trim().toLowerCase();
  const former = lifecycle === 'other' || normaliseSegment(lifecycle) === 'churned';
  if (churnFlag(company) || (outcomes.has('won') && former)) return 'churned';
  if (outcomes.has('won') || CUSTOMER_LIFECYCLES.has(lifecycle)) return 'customer';
  if (outcomes.has('open') || lifecycle === 'opportunity') return 'open_pipeline';
  if (outcomes.has('lost')) return 'closed_lost';
  return 'unknown';
}

function dealValue(deals: readonly HubSpotRecord[]): number | null {
  for (const outcome of ['won', 'open'] as const) {
    const amounts = deals.filter((d) => dealOutcome(d) === outcome).flatMap((d) => amount(d) ?? []);
    if (amounts.length > 0) return amounts.reduce((a, b) => a + b, 0);
  }
  return null;
}

function index(deals: readonly HubSpotRecord[], type: 'companies' | 'contacts'): Map<string, HubSpotRecord[]> {
  const out = new Map<string, HubSpotRecord[]>();
  for (const deal of deals) {
    for (const id of deal.associations[type] ?? []) out.set(id, [...(out.get(id) ?? []), deal]);
  }
  return out;
}

export interface MappedHubSpot {
  accounts: AccountInput[];
  contacts: ContactInput[];
  /** Segment per company id, as derived above. */
  segments: Map<string, Segment>;
}

export function mapHubSpot(data: HubSpotData): MappedHubSpot {
  const owners = new Map(data.owners.map((o) => [o.id, o]));
  const owner = (r: HubSpotRecord) => ownerName(owners.get(r.properties.hubspot_owner_id ?? ''));
  const dealsByCompany = index(data.deals, 'companies');
  const dealsByContact = index(data.deals, 'contacts');
  const companies = new Map(data.companies.map((c) => [c.id, c]));
  const segments = new Map<string, Segment>();

  const accounts = data.companies.map((company): AccountInput => {
    const p = company.properties;
    const deals = dealsByCompany.get(company.id) ?? [];
    const segment = companySegment(company, deals);
    segments.set(company.id, segment);
    const wonDates = deals
      .filter((d) => dealOutcome(d) === 'won')
      .flatMap((d) => dateOnly(d.properties.closedate) ?? [])
      .sort();
    return {
      name: text(p.name) ?? text(p.domain) ?? '',
      domain: text(p.domain),
      segment,
      owner: owner(company),
      crm_id: company.id,
      social_company_url: text(p.linkedin_company_page),
      deal_value: dealValue(deals),
      relationship_start: wonDates[0] ?? null,
      relationship_end: segment === 'churned' ? dateOnly(p.churn_date) : null,
      industry: text(p.industry),
      employees: text(p.numberofemployees),
      revenue: text(p.annualrevenue),
      total_funding: text(p.total_money_raised),
      city: text(p.city),
      state: text(p.state),
      country: text(p.country),
    };
  });

  const contacts = data.contacts.map((contact): ContactInput => {
    const p = contact.properties;
    const companyId = [text(p.associatedcompanyid), ...(contact.associations.companies ?? [])].find(
      (id): id is string => id !== null && companies.has(id),
    );
    const company = companyId === undefined ? undefined : companies.get(companyId);
    const companyName = text(company?.properties.name);
    const companyDomain = text(company?.properties.domain);
    const ownName = text(p.company);
    const companySeg = companyId === undefined ? undefined : segments.get(companyId);
    const best = [...(dealsByContact.get(contact.id) ?? [])].sort((a, b) => dealRank(b) - dealRank(a))[0];
    return {
      first_name: text(p.firstname) ?? undefined,
      last_name: text(p.lastname) ?? undefined,
      company: (companyDomain === null ? (companyName ?? ownName) : (ownName ?? companyName)) ?? '',
      title: text(p.jobtitle) ?? undefined,
      email: text(p.email),
      social_url: CONTACT_SOCIAL_PROPERTIES.map((k) => text(p[k])).find((v) => v !== null) ?? null,
      segment: companySeg && companySeg !== 'unknown' ? companySeg : text(p.lifecyclestage),
      owner: owner(contact),
      crm_id: contact.id,
      account_domain: companyDomain,
      deal_stage: best ? dealStageLabel(best) : null,
      last_activity: dateOnly(p.notes_last_contacted),
      city: text(p.city),
      state: text(p.state),
      country: text(p.country),
    };
  });

  return { accounts, contacts, segments };
}
