import { z } from 'zod';

import { companyKey } from '../company/company-key';
import { parseDate } from './date';
import { normaliseDomain } from './domain';
import { normaliseEmail } from './email';
import { parseEmployees } from './employees';
import { cleanFirstName, cleanLastName, splitFullName } from './full-name';
import {
  customObject,
  nullableString,
  optionalString,
  requiredString,
  stringOrInteger,
  stringOrNumber,
} from './input-fields';
import { resolvePlace } from './location';
import type { NormaliseResult } from './result';
import { companyMoney, customFields, type ErrorCollector, normaliseRow, relationshipDates } from './row';
import { normaliseSegment,type Segment } from './segment';
import { canonicalSocialUrl, type SocialUrlRejection } from './social-url';
import { cleanText, collapseWhitespace, foldForMatching } from './text';

/** Optional enrichment: an unreadable value is stored as null with a warning, never a row error. */
const OPTIONAL_FIELDS = ['company_size', 'revenue', 'total_funding'] as const;

/** Raw wire shape of a contact row (unknown keys are ignored). */
export const ContactInputSchema = z
  .object({
    first_name: optionalString('First name.'),
    last_name: optionalString('Last name.'),
    full_name: optionalString('Full name; alternative to first_name/last_name, split automatically.'),
    company: requiredString('Company name as in the CRM. Required.'),
    title: optionalString('Job title.'),
    email: nullableString('Email address.'),
    social_url: nullableString(
      'Professional-network profile: full profile URL, slug, or an opaque profile id beginning ACo. Required for tracking.',
    ),
    segment: nullableString(
      'Relationship segment: customer, churned, closed_lost, open_pipeline; free text is normalised.',
    ),
    owner: nullableString('Owner (sales rep) of the contact.'),
    crm_id: nullableString('CRM record id; the best dedupe key.'),
    account_domain: nullableString('Account web domain; links the contact to an account by domain.'),
    deal_stage: nullableString('Deal stage as in the CRM.'),
    last_activity: nullableString('Date of the last activity, YYYY-MM-DD.'),
    relationship_start: nullableString('Start date of the relationship.'),
    relationship_end: nullableString('End date of the relationship.'),
    location: nullableString(
      "Combined location 'City, State, Country'; split automatically when city/state/country are not given.",
    ),
    city: nullableString('City.'),
    state: nullableString('State or region.'),
    country: nullableString('Country.'),
    company_social_url: nullableString('Company page URL on the professional network.'),
    company_size: stringOrInteger(
      'Company employees; ranges such as 1001-5000 keep the lower bound, 10.000+ is 10000; an unreadable value (N/A, Self-employed) is stored as null with a warning.',
    ),
    industry: nullableString('Company industry.'),
    revenue: stringOrNumber(
      'Company revenue in major units: $12.5M, 12,5 M€, A$5M, $12.5M ARR are parsed, a range ($10M - $50M) keeps its lower bound, the currency is not converted; an unreadable value is stored as null with a warning.',
    ),
    total_funding: stringOrNumber('Company total funding; same formats as revenue.'),
    company_location: nullableString('Combined company HQ location.'),
    company_city: nullableString('Company HQ city.'),
    company_state: nullableString('Company HQ state or region.'),
    company_country: nullableString('Company HQ country.'),
    custom: customObject('Custom fields: values string, number or boolean; keys at most 60 characters.'),
  })
  .meta({ id: 'ContactInput', description: 'A contact to track (one row of an import or API upsert).' });

export type ContactInput = z.infer<typeof ContactInputSchema>;

/** `tracking_reason` values: a social URL rejection, or `missing` when no social_url was given. */
export type TrackingReason = SocialUrlRejection | 'missing';

/** A contact row after structural validation and field normalisation. */
export interface NormalisedContact {
  first_name: string;
  last_name: string;
  /** `foldForMatching("first last")|company_norm`, for dedupe. */
  name_key: string;
  title: string | null;
  company: string;
  /** `companyKey(company)`. */
  company_norm: string;
  email: string | null;
  social: { key: string; url: string } | null;
  /** Why `social` is null (`null` when it is set). */
  tracking_reason: TrackingReason | null;
  segment: Segment;
  owner: string | null;
  crm_id: string | null;
  account_domain: string | null;
  deal_stage: string | null;
  last_activity: string | null;
  relationship_start: string | null;
  relationship_end: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  company_social_url: string | null;
  company_employees: number | null;
  industry: string | null;
  revenue: number | null;
  total_funding: number | null;
  company_city: string | null;
  company_state: string | null;
  company_country: string | null;
  custom: Record<string, string> | null;
}

const NAME_REQUIRED = 'first_name, last_name or full_name is required';

/**
 * Validates and normalises one contact row.
 *
 * Rule:
 * 1. Structure per {@link ContactInputSchema} (unknown keys ignored). `company` is
 *    required and non-blank; at least one of first_name, last_name, full_name must
 *    be non-blank (error key `first_name`). All errors of the row are reported in
 *    one pass (see `normaliseRow`): structural errors first, then field formats.
 * 2. Names: explicit first_name/last_name win, cleaned with `cleanFirstName` /
 *    `cleanLastName` (emoji, "(she/her)", nicknames, honorifics and credentials go);
 *    when both are blank after cleaning, full_name is split with `splitFullName`.
 * 3. social_url → `canonicalSocialUrl`; a rejection is NOT a row error: `social`
 *    is null and `tracking_reason` the reason (`missing` when blank/absent).
 * 4. email, account_domain, dates, custom use their field normalisers; failures
 *    are row errors keyed by field name (`custom.<key>` for custom).
 *    relationship_end before relationship_start is an error on `relationship_end`.
 *    The optional company figures company_size, revenue and total_funding never
 *    cost the row: an unreadable one is stored as null with a warning.
 * 5. city/state/country: explicit values (any non-blank) win as a whole, else split
 *    from `location`; same for company_city/state/country and `company_location`.
 * 6. Other strings are trimmed with whitespace collapsed, blank → null.
 */
export function normaliseContactInput(raw: unknown): NormaliseResult<NormalisedContact> {
  return normaliseRow(ContactInputSchema, raw, { company: 'x' }, normaliseContactFields, OPTIONAL_FIELDS);
}

function normaliseContactFields(input: ContactInput, errs: ErrorCollector): NormalisedContact {
  let first = cleanFirstName(input.first_name ?? '');
  let last = cleanLastName(input.last_name ?? '');
  if (first === '' && last === '') {
    const split = splitFullName(input.full_name ?? '');
    first = split.first_name;
    last = split.last_name;
  }
  if (first === '' && last === '') errs.add('first_name', NAME_REQUIRED);

  const company = collapseWhitespace(input.company);
  const company_norm = companyKey(company);
  if (company_norm === '') errs.add('company', 'must contain letters or digits');

  const email = errs.take('email', normaliseEmail(input.email));

  const socialText = cleanText(input.social_url);
  const socialResult = socialText === null ? null : canonicalSocialUrl(socialText);
  const social = socialResult?.ok ? { key: socialResult.key, url: socialResult.url } : null;
  const tracking_reason: TrackingReason | null =
    socialResult === null ? 'missing' : socialResult.ok ? null : socialResult.reason;

  const domainText = cleanText(input.account_domain);
  const account_domain = domainText === null ? null : normaliseDomain(domainText);
  if (domainText !== null && account_domain === null) errs.add('account_domain', 'not a valid domain');

  const last_activity = errs.take('last_activity', parseDate(input.last_activity));
  const { relationship_start, relationship_end } = relationshipDates(errs, input);

  const company_employees = errs.optional('company_size', input.company_size, parseEmployees(input.company_size));
  const { revenue, total_funding } = companyMoney(errs, input);

  const custom = customFields(errs, input.custom);

  const place = resolvePlace({ city: input.city, state: input.state, country: input.country }, input.location);
  const hq = resolvePlace(
    { city: input.company_city, state: input.company_state, country: input.company_country },
    input.company_location,
  );

  return {
    first_name: first,
    last_name: last,
    name_key: `${foldForMatching(`${first} ${last}`)}|${company_norm}`,
    title: cleanText(input.title),
    company,
    company_norm,
    email,
    social,
    tracking_reason,
    segment: normaliseSegment(input.segment),
    owner: cleanText(input.owner),
    crm_id: cleanText(input.crm_id),
    account_domain,
    deal_stage: cleanText(input.deal_stage),
    last_activity,
    relationship_start,
    relationship_end,
    city: place.city,
    state: place.state,
    country: place.country,
    company_social_url: cleanText(input.company_social_url),
    company_employees,
    industry: cleanText(input.industry),
    revenue,
    total_funding,
    company_city: hq.city,
    company_state: hq.state,
    company_country: hq.country,
    custom,
  };
}
