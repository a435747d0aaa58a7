import { z } from 'zod';

import { companyKey } from '../company/company-key';
import { normaliseDomain } from './domain';
import { parseEmployees } from './employees';
import {
  customObject,
  nullableString,
  requiredString,
  stringOrInteger,
  stringOrNumber,
} from './input-fields';
import { resolvePlace } from './location';
import { parseMoney } from './money';
import type { NormaliseResult } from './result';
import { companyMoney, customFields, relationshipDates } from './row';
import { type ErrorCollector, normaliseRow } from './row';
import { normaliseSegment,type Segment } from './segment';
import { cleanText, collapseWhitespace } from './text';

/** Optional enrichment: an unreadable value is stored as null with a warning, never a row error. */
const OPTIONAL_FIELDS = ['deal_value', 'employees', 'revenue', 'total_funding'] as const;

/** Raw wire shape of an account row (unknown keys are ignored). */
export const AccountInputSchema = z
  .object({
    name: requiredString('Account (company) name. Required.'),
    domain: nullableString('Company web domain.'),
    segment: nullableString(
      'Relationship segment: customer, churned, closed_lost, open_pipeline; free text is normalised.',
    ),
    owner: nullableString('Owner (sales rep) of the account.'),
    crm_id: nullableString('CRM record id; the best dedupe key.'),
    social_company_url: nullableString('Company page URL on the professional network.'),
    deal_value: stringOrNumber('Deal value; numbers or currency strings such as $12.5M.'),
    relationship_start: nullableString('Start date of the relationship.'),
    relationship_end: nullableString('End date of the relationship.'),
    industry: nullableString('Industry.'),
    employees: stringOrInteger(
      'Employees; ranges such as 1001-5000 keep the lower bound, 10.000+ is 10000; an unreadable value is stored as null with a warning.',
    ),
    revenue: stringOrNumber(
      'Revenue in major units: $12.5M, 12,5 M€, A$5M, $12.5M ARR are parsed, a range ($10M - $50M) keeps its lower bound, the currency is not converted; an unreadable value is stored as null with a warning.',
    ),
    total_funding: stringOrNumber('Total funding; same formats as revenue.'),
    location: nullableString(
      "Combined HQ location 'City, State, Country'; split automatically when city/state/country are not given.",
    ),
    city: nullableString('HQ city.'),
    state: nullableString('HQ state or region.'),
    country: nullableString('HQ country.'),
    custom: customObject('Custom fields: values string, number or boolean; keys at most 60 characters.'),
  })
  .meta({ id: 'AccountInput', description: 'An account (company) to import or upsert.' });

export type AccountInput = z.infer<typeof AccountInputSchema>;

/** An account row after structural validation and field normalisation. */
export interface NormalisedAccount {
  name: string;
  /** `companyKey(name)`. */
  name_norm: string;
  domain: string | null;
  segment: Segment;
  owner: string | null;
  crm_id: string | null;
  social_company_url: string | null;
  deal_value: number | null;
  relationship_start: string | null;
  relationship_end: string | null;
  industry: string | null;
  employees: number | null;
  revenue: number | null;
  total_funding: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  custom: Record<string, string> | null;
}

/**
 * Validates and normalises one account row.
 *
 * Rule: structure per {@link AccountInputSchema} (unknown keys ignored; `name`
 * required and non-blank; all errors reported in one pass, see `normaliseRow`); then `domain`
 * via `normaliseDomain` (junk → error "not a valid domain"), `deal_value`,
 * `revenue`, `total_funding` via `parseMoney`, `employees` via `parseEmployees`,
 * dates via `parseDate` (end before start → error on `relationship_end`),
 * `custom` via `validateCustom`, segment via `normaliseSegment`; an unreadable
 * deal_value, employees, revenue or total_funding is stored as null with a warning
 * instead of rejecting the row;
 * city/state/country: explicit values (any non-blank) win as a whole, else split
 * from `location`. Other strings are trimmed, blank → null.
 */
export function normaliseAccountInput(raw: unknown): NormaliseResult<NormalisedAccount> {
  return normaliseRow(AccountInputSchema, raw, { name: 'x' }, normaliseAccountFields, OPTIONAL_FIELDS);
}

function normaliseAccountFields(input: AccountInput, errs: ErrorCollector): NormalisedAccount {
  const name = collapseWhitespace(input.name);
  const name_norm = companyKey(name);
  if (name_norm === '') errs.add('name', 'must contain letters or digits');

  const domainText = cleanText(input.domain);
  const domain = domainText === null ? null : normaliseDomain(domainText);
  if (domainText !== null && domain === null) errs.add('domain', 'not a valid domain');

  const deal_value = errs.optional('deal_value', input.deal_value, parseMoney(input.deal_value));
  const { relationship_start, relationship_end } = relationshipDates(errs, input);
  const employees = errs.optional('employees', input.employees, parseEmployees(input.employees));
  const { revenue, total_funding } = companyMoney(errs, input);

  const custom = customFields(errs, input.custom);

  const place = resolvePlace({ city: input.city, state: input.state, country: input.country }, input.location);

  return {
    name,
    name_norm,
    domain,
    segment: normaliseSegment(input.segment),
    owner: cleanText(input.owner),
    crm_id: cleanText(input.crm_id),
    social_company_url: cleanText(input.social_company_url),
    deal_value,
    relationship_start,
    relationship_end,
    industry: cleanText(input.industry),
    employees,
    revenue,
    total_funding,
    city: place.city,
    state: place.state,
    country: place.country,
    custom,
  };
}
