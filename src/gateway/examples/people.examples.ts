import type { Account, AccountDetail } from '../../core/accounts/account.schema';
import type { Change } from '../../core/changes/change.schema';
import type { Contact, ContactDetail, UpsertResult } from '../../core/contacts/contact.schema';
import type { CsvPreview } from '../../core/imports/csv-upload';
import type { Import } from '../../core/imports/import.schema';
import type { Fit, Play } from '../../core/plays/play.schema';
import type { Profile } from '../../core/profiles/profile.schema';
import { EXAMPLE_IDS as ID } from './ids';

/** Contacts, accounts, changes and plays of the demo world, as the API reference shows them. */

const page = <T>(data: T[]) => ({ data, page: 1, page_size: 50, total: data.length });

export const profileExample: Profile = {
  id: ID.profile,
  status: 'moved',
  first_name: 'Maya',
  last_name: 'Okafor',
  headline: 'VP Revenue Operations at Brightwave Logistics',
  social_url: 'https://www.linkedin.com/in/maya-okafor',
  current_company: 'Brightwave Logistics',
  current_title: 'VP Revenue Operations',
  current_since: '2026-02',
  last_checked_at: '2026-03-02T06:14:09.000Z',
  last_change_at: '2026-03-02T06:14:09.000Z',
  baseline_crm_mismatch: false,
};

export const contactExample: Contact = {
  id: ID.contact,
  first_name: 'Maya',
  last_name: 'Okafor',
  title: 'Director of Sales Operations',
  company: 'Northwind Analytics',
  email: 'maya.okafor@northwind.example',
  social_url: 'https://www.linkedin.com/in/maya-okafor',
  segment: 'customer',
  owner: 'Dana Whitfield',
  crm_id: '0035e00000Bx7QZ',
  crm_provider: 'hubspot',
  account_id: ID.account,
  account_name: 'Northwind Analytics',
  deal_stage: 'Closed Won',
  last_activity: '2026-02-18',
  relationship_start: '2024-04-01',
  relationship_end: null,
  tracking_status: 'tracked',
  tracking_reason: null,
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  custom: { lead_source: 'Webinar' },
  profile: profileExample,
  created_at: '2026-01-12T15:02:44.000Z',
  updated_at: '2026-03-02T06:14:09.000Z',
};

export const changeExample: Change = {
  id: ID.change,
  type: 'moved',
  profile_id: ID.profile,
  contact_id: ID.contact,
  person: { first_name: 'Maya', last_name: 'Okafor' },
  from_company: 'Northwind Analytics',
  from_title: 'Director of Sales Operations',
  to_company: 'Brightwave Logistics',
  to_title: 'VP Revenue Operations',
  to_started_on: '2026-02',
  play_id: ID.play,
  churn_play_id: null,
  detected_at: '2026-03-02T06:14:09.000Z',
  evidence: {
    rule: 'employer_changed',
    confidence: 0.95,
    previous: { company: 'Northwind Analytics', company_social_id: '18204417', title: 'Director of Sales Operations', started_on: '2022-04' },
    current: { company: 'Brightwave Logistics', company_social_id: '30571862', title: 'VP Revenue Operations', started_on: '2026-02' },
    surfaced_late: false,
    confirmed_at: null,
    trigger: 'hazard',
  },
};

export const playExample: Play = {
  id: ID.play,
  type: 'direct',
  status: 'open',
  allowed_statuses: ['contacted', 'replied', 'meeting', 'not_relevant'],
  contact_id: ID.contact,
  account_id: ID.account,
  profile_id: ID.profile,
  person: { first_name: 'Maya', last_name: 'Okafor', social_url: 'https://www.linkedin.com/in/maya-okafor' },
  old_company: 'Northwind Analytics',
  old_title: 'Director of Sales Operations',
  new_company: 'Brightwave Logistics',
  new_title: 'VP Revenue Operations',
  account_fit: true,
  contact_fit: true,
  segment: 'customer',
  owner: 'Dana Whitfield',
  account_name: 'Northwind Analytics',
  email: 'maya.okafor@northwind.example',
  email_status: 'valid',
  opener:
    'Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.',
  notes: null,
  owner_id: '51234987',
  crm_record_id: null,
  detected_at: '2026-03-02T06:14:09.000Z',
  status_changed_at: '2026-03-02T06:14:09.000Z',
};

const accountFit: Fit = {
  fit: true,
  summary: 'Brightwave Logistics fits: Logistics and Supply Chain, 1,200 employees, HQ in the United States',
  criteria: [
    { criterion: 'industries', expected: 'Logistics and Supply Chain', actual: 'Logistics and Supply Chain', result: 'match' },
    { criterion: 'employees', expected: '200-5000', actual: '1200', result: 'match' },
  ],
  evaluated_at: '2026-03-02T06:14:09.000Z',
};

const contactFit: Fit = {
  fit: true,
  summary: 'VP Revenue Operations fits: seniority vp, function revops',
  criteria: [
    { criterion: 'seniority', expected: 'vp, director', actual: 'vp', result: 'match' },
    { criterion: 'functions', expected: 'revops, sales', actual: 'revops', result: 'match' },
  ],
  evaluated_at: '2026-03-02T06:14:09.000Z',
};

export const contactDetailExample: ContactDetail = {
  ...contactExample,
  positions: [
    {
      company: 'Brightwave Logistics',
      company_social_id: '10482217',
      title: 'VP Revenue Operations',
      started_on: '2026-02',
      ended_on: null,
      is_current: true,
    },
    {
      company: 'Northwind Analytics',
      company_social_id: '2291045',
      title: 'Director of Sales Operations',
      started_on: '2021-06',
      ended_on: '2026-01',
      is_current: false,
    },
  ],
  changes: [changeExample],
  fit: { account: accountFit, contact: contactFit },
  emails: [
    { email: 'maya.okafor@brightwave.example', status: 'valid', source: 'finder', is_primary: true, verified_at: '2026-03-02T06:20:41.000Z' },
    { email: 'maya.okafor@northwind.example', status: 'unverified', source: 'crm', is_primary: false, verified_at: null },
  ],
  plays: [playExample],
  profile_candidates: [
    {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      social_url: 'https://www.linkedin.com/in/maya-okafor',
      name: 'Maya Okafor',
      headline: 'Director of Sales Operations at Northwind Analytics',
      company: 'Northwind Analytics',
      title: 'Director of Sales Operations',
      location: 'Chicago, United States',
      score: 1,
      reasons: ['name', 'company_current'],
      source: 'search',
      status: 'attached',
      decided_at: '2026-01-12T06:02:10.000Z',
      created_at: '2026-01-12T06:02:10.000Z',
    },
  ],
};

/** A contact in the review queue: two plausible profiles (a namesake at the same company). */
export const candidatesExample = [
  {
    id: '3f2b8c1e-5d4a-4b7e-9c61-2a8f0d9e4b13',
    social_url: 'https://www.linkedin.com/in/daniel-reyes-4b1a',
    name: 'Daniel Reyes',
    headline: 'Account Executive at Fluxgrid Cloud',
    company: 'Fluxgrid Cloud',
    title: 'Account Executive',
    location: 'Austin, United States',
    score: 1,
    reasons: ['name', 'company_current'],
    source: 'search' as const,
    status: 'proposed' as const,
    decided_at: null,
    created_at: '2026-03-02T06:01:00.000Z',
  },
  {
    id: '9a1d4e77-0c3b-4f28-8e5a-6b2c7d1f0e94',
    social_url: 'https://www.linkedin.com/in/danny-reyes-77c2',
    name: 'Danny Reyes',
    headline: 'Solutions Engineer at Fluxgrid Cloud',
    company: 'Fluxgrid Cloud',
    title: 'Solutions Engineer',
    location: 'Denver, United States',
    score: 0.906,
    reasons: ['name', 'nickname', 'company_current'],
    source: 'search' as const,
    status: 'proposed' as const,
    decided_at: null,
    created_at: '2026-03-02T06:01:00.000Z',
  },
];

export const contactListExample = page([contactExample]);

export const accountExample: Account = {
  id: ID.account,
  name: 'Northwind Analytics',
  domain: 'northwind.example',
  segment: 'customer',
  lifecycle_stage: 'customer',
  deal_value: 85000,
  owner: 'Dana Whitfield',
  crm_id: '0015e00000Q4sTu',
  crm_provider: 'hubspot',
  social_company_url: 'https://www.linkedin.com/company/northwind-analytics',
  relationship_start: '2024-04-01',
  relationship_end: null,
  industry: 'Computer Software',
  employees: 1200,
  revenue: 12500000,
  total_funding: 48000000,
  city: 'Seattle',
  state: 'Washington',
  country: 'United States',
  custom: { tier: 'Gold' },
  contacts_total: 14,
  contacts_tracked: 12,
  contacts_moved: 1,
  created_at: '2026-01-12T15:02:44.000Z',
  updated_at: '2026-03-02T06:14:09.000Z',
};

export const accountDetailExample: AccountDetail = { ...accountExample, contacts: [contactExample] };
export const accountListExample = page([accountExample]);
export const changeListExample = page([changeExample]);
export const playListExample = page([playExample]);

export const upsertResultExample: UpsertResult = {
  import_id: ID.import,
  status: 'committed',
  poll: null,
  accepted: 2,
  rejected: [],
  warnings: [],
  accounts_accepted: 1,
  accounts_rejected: [],
  accounts_warnings: [],
  summary: {
    contacts_upserted: 2,
    accounts_upserted: 1,
    with_social: 1,
    needs_social: 1,
    duplicates: 0,
    profiles_created: 1,
    profiles_linked: 0,
  },
  baseline_run: { id: ID.run, status: 'queued' },
};

export const accountUpsertResultExample: UpsertResult = {
  ...upsertResultExample,
  accepted: 0,
  accounts_accepted: 2,
  summary: { ...upsertResultExample.summary!, contacts_upserted: 0, accounts_upserted: 2, with_social: 0, needs_social: 0, profiles_created: 0 },
  baseline_run: null,
};

export const importExample: Import = {
  id: ID.import,
  source: 'api',
  status: 'committed',
  file_name: null,
  progress: { step: 'commit', done: 1250, total: 1250 },
  summary: {
    contacts_upserted: 1250,
    accounts_upserted: 180,
    with_social: 1190,
    needs_social: 60,
    duplicates: 4,
    invalid: 2,
    profiles_created: 1175,
    profiles_linked: 15,
  },
  error: null,
  created_at: '2026-03-02T11:58:10.000Z',
  committed_at: '2026-03-02T11:58:31.000Z',
};

export const deleteResultExample = { deleted: { contacts: 1, profiles: 1 } };

/** POST /imports/csv without a confirmation: the server's mapping of an exported contact list. */
export const csvPreviewExample: CsvPreview = {
  import_id: ID.import,
  file_name: 'contacts.csv',
  format: 'plain',
  delimiter: ',',
  rows: 1190,
  invalid: 1,
  rejected: [{ line: 214, errors: { company: 'required' } }],
  mapping: [
    { column: 'First Name', fields: ['first_name'], custom: null, ignored: false },
    { column: 'Last Name', fields: ['last_name'], custom: null, ignored: false },
    { column: 'Company', fields: ['company'], custom: null, ignored: false },
    { column: 'Email', fields: ['email'], custom: null, ignored: false },
    { column: 'LinkedIn URL', fields: ['social_url'], custom: null, ignored: false },
  ],
  warnings: [],
  sample: [{ first_name: 'Maya', last_name: 'Okafor', company: 'Northwind Analytics', email: 'maya@northwind.example', social_url: 'https://www.linkedin.com/in/maya-okafor' }],
  confirmation: `${ID.import}.2bq0tC4m1ZlQJx9H0m8d7fUcVrN3yK5pW6eA1sB0oIg`,
};

