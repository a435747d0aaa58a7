import { z } from 'zod';

/**
 * Documentation schemas for the rows of POST /contacts and POST /accounts.
 *
 * The request validation stays lenient per row (`UpsertContactsBodySchema`): each row goes
 * through the row normaliser so that a bad row lands in `rejected` instead of failing the call.
 * The API reference shows these typed rows instead. They carry the same fields and JSON types as
 * the normalisers' `ContactInputSchema` / `AccountInputSchema`; a drift test holds them together.
 */

const DATE_SPELLINGS = 'YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY';
const MONEY_SPELLINGS =
  'a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix ' +
  '(e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567")';
const EMPLOYEE_SPELLINGS = 'an integer, or a string such as "250", "1001-5000" (ranges keep the lower bound), "10,001+" or "1k"';
const SEGMENT_SPELLINGS =
  'customer, churned, closed_lost, open_pipeline (any case, spaces or dashes); free CRM text is normalised ' +
  '("Closed Won" → customer, "former customer" → churned, "Closed Lost" → closed_lost, "Open deal" → open_pipeline, ' +
  'anything else → unknown)';
const SOCIAL_SPELLINGS =
  'a full profile URL (https://www.linkedin.com/in/maya-okafor, with or without scheme, www, country or mobile ' +
  'subdomain, query or trailing path), a path (/in/maya-okafor), a bare slug (maya-okafor) or an opaque member ' +
  'id beginning ACo. Company, search, Sales Navigator and other sites are not an error: the contact is stored with ' +
  'tracking_status needs_social and the reason in tracking_reason';

const text = (description: string, example: string) => z.string().meta({ description, examples: [example] });
const nullableText = (description: string, example: string, format?: string) =>
  z
    .string()
    .meta(format ? { format } : {})
    .nullable()
    .optional()
    .meta({ description, examples: [example] });
const stringOrInteger = (description: string, examples: Array<string | number>) =>
  z.union([z.string(), z.int()]).nullable().optional().meta({ description, examples });
const stringOrNumber = (description: string, examples: Array<string | number>) =>
  z.union([z.string(), z.number()]).nullable().optional().meta({ description, examples });
const custom = () =>
  z
    .record(z.string().min(1).max(60), z.union([z.string(), z.number(), z.boolean()]))
    .nullable()
    .optional()
    .meta({
      description: 'Custom fields: keys of 1-60 characters, values string, number or boolean (stored as strings).',
      examples: [{ lead_source: 'Webinar', nps: 9 }],
    });

export const ContactInputDocSchema = z
  .object({
    first_name: text('First name. At least one of first_name, last_name or full_name is required.', 'Maya').optional(),
    last_name: text('Last name.', 'Okafor').optional(),
    full_name: text(
      'Full name; an alternative to first_name/last_name, split automatically (used only when both are blank).',
      'Maya Okafor',
    ).optional(),
    company: z
      .string()
      .min(1)
      .meta({ description: 'Company name as in the CRM. Required, and must contain letters or digits.', examples: ['Northwind Analytics'] }),
    title: text('Job title.', 'VP Revenue Operations').optional(),
    email: nullableText('Email address; an invalid address rejects the row.', 'maya.okafor@northwind.example', 'email'),
    social_url: nullableText(`Professional-network profile, needed for tracking: ${SOCIAL_SPELLINGS}.`, 'https://www.linkedin.com/in/maya-okafor'),
    segment: nullableText(`Relationship segment: ${SEGMENT_SPELLINGS}.`, 'customer'),
    owner: nullableText('CRM owner (sales rep) name; matched by email for DM alerts.', 'Dana Whitfield'),
    crm_id: nullableText('CRM record id; the first dedupe key.', '0035e00000Bx7QZ'),
    account_domain: nullableText('Web domain of the account; links the contact to the account with that domain.', 'northwind.example'),
    deal_stage: nullableText('Deal stage as in the CRM.', 'Closed Won'),
    last_activity: nullableText(`Date of the last activity: ${DATE_SPELLINGS}.`, '2026-02-18'),
    relationship_start: nullableText(`Start of the relationship: ${DATE_SPELLINGS}.`, '2024-04-01'),
    relationship_end: nullableText(`End of the relationship (not before relationship_start): ${DATE_SPELLINGS}.`, '2026-03-31'),
    location: nullableText(
      "Combined 'City, State, Country'; split automatically when city, state and country are all blank.",
      'Austin, TX, United States',
    ),
    city: nullableText('City.', 'Austin'),
    state: nullableText('State or region.', 'TX'),
    country: nullableText('Country name or ISO code.', 'United States'),
    company_social_url: nullableText('Company page URL on the professional network.', 'https://www.linkedin.com/company/northwind-analytics'),
    company_size: stringOrInteger(`Company employees: ${EMPLOYEE_SPELLINGS}.`, ['1001-5000', 1200]),
    industry: nullableText('Company industry.', 'Computer Software'),
    revenue: stringOrNumber(`Company annual revenue: ${MONEY_SPELLINGS}.`, ['$12.5M', 12500000]),
    total_funding: stringOrNumber(`Company total funding: ${MONEY_SPELLINGS}.`, ['$48M']),
    company_location: nullableText(
      "Combined company HQ 'City, State, Country'; split when company_city, company_state and company_country are blank.",
      'Seattle, WA, United States',
    ),
    company_city: nullableText('Company HQ city.', 'Seattle'),
    company_state: nullableText('Company HQ state or region.', 'WA'),
    company_country: nullableText('Company HQ country.', 'United States'),
    custom: custom(),
  })
  .meta({
    id: 'ContactInput',
    description:
      'A contact to add or update. Unknown fields are ignored. A row that breaks a rule is listed in `rejected` ' +
      'with its index and per-field errors; the other rows are still accepted.',
  });

export const AccountInputDocSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .meta({ description: 'Account (company) name. Required, and must contain letters or digits.', examples: ['Northwind Analytics'] }),
    domain: nullableText('Company web domain (a URL is reduced to its host); the second dedupe key.', 'northwind.example'),
    segment: nullableText(`Relationship segment: ${SEGMENT_SPELLINGS}.`, 'customer'),
    owner: nullableText('CRM owner (sales rep) name.', 'Dana Whitfield'),
    crm_id: nullableText('CRM record id; the first dedupe key.', '0015e00000Q4sTu'),
    social_company_url: nullableText('Company page URL on the professional network.', 'https://www.linkedin.com/company/northwind-analytics'),
    deal_value: stringOrNumber(`Deal value: ${MONEY_SPELLINGS}.`, ['$85K', 85000]),
    relationship_start: nullableText(`Start of the relationship: ${DATE_SPELLINGS}.`, '2024-04-01'),
    relationship_end: nullableText(`End of the relationship (not before relationship_start): ${DATE_SPELLINGS}.`, '2026-03-31'),
    industry: nullableText('Industry.', 'Computer Software'),
    employees: stringOrInteger(`Employees: ${EMPLOYEE_SPELLINGS}.`, ['1001-5000', 1200]),
    revenue: stringOrNumber(`Annual revenue: ${MONEY_SPELLINGS}.`, ['$12.5M']),
    total_funding: stringOrNumber(`Total funding: ${MONEY_SPELLINGS}.`, ['$48M']),
    location: nullableText(
      "Combined HQ 'City, State, Country'; split automatically when city, state and country are all blank.",
      'Seattle, WA, United States',
    ),
    city: nullableText('HQ city.', 'Seattle'),
    state: nullableText('HQ state or region.', 'WA'),
    country: nullableText('HQ country name or ISO code.', 'United States'),
    custom: custom(),
  })
  .meta({
    id: 'AccountInput',
    description: 'An account (company) to add or update. Unknown fields are ignored; a bad row is listed in `accounts_rejected`.',
  });

const contactRows = z.array(ContactInputDocSchema).max(1000).meta({ description: 'At most 1,000 contacts' });
const accountRows = z.array(AccountInputDocSchema).max(1000).meta({ description: 'At most 1,000 accounts' });

export const UpsertContactsDocSchema = z
  .union([z.object({ contacts: contactRows, accounts: accountRows.optional() }), contactRows])
  .meta({
    id: 'UpsertContactsRequest',
    description: '`{ contacts: ContactInput[], accounts?: AccountInput[] }`, or a bare array of ContactInput',
  });

export const UpsertAccountsDocSchema = z
  .union([z.object({ accounts: accountRows }), accountRows])
  .meta({ id: 'UpsertAccountsRequest', description: '`{ accounts: AccountInput[] }`, or a bare array of AccountInput' });
