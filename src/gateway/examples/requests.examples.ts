import type { z } from 'zod';

import type { UpsertAccountsDocSchema, UpsertContactsDocSchema } from '../openapi-inputs';

/** Request bodies of the upserts, as the API reference shows them. */

export const upsertContactsRequestExample: z.input<typeof UpsertContactsDocSchema> = {
  contacts: [
    {
      first_name: 'Maya',
      last_name: 'Okafor',
      company: 'Northwind Analytics',
      title: 'Director of Sales Operations',
      email: 'maya.okafor@northwind.example',
      social_url: 'https://www.linkedin.com/in/maya-okafor',
      segment: 'Closed Won',
      owner: 'Dana Whitfield',
      crm_id: '0035e00000Bx7QZ',
      account_domain: 'northwind.example',
      last_activity: '2026-02-18',
      location: 'Austin, TX, United States',
      custom: { lead_source: 'Webinar' },
    },
    {
      full_name: 'Jordan Alvarez',
      company: 'Brightwave Logistics',
      title: 'Head of Growth',
      email: 'jordan.alvarez@brightwave.example',
      social_url: null,
      segment: 'open_pipeline',
      company_size: '1001-5000',
      revenue: '$48M',
    },
  ],
  accounts: [
    {
      name: 'Northwind Analytics',
      domain: 'northwind.example',
      segment: 'customer',
      crm_id: '0015e00000Q4sTu',
      employees: 1200,
      industry: 'Computer Software',
      location: 'Seattle, WA, United States',
    },
  ],
};

export const upsertAccountsRequestExample: z.input<typeof UpsertAccountsDocSchema> = {
  accounts: [
    {
      name: 'Northwind Analytics',
      domain: 'https://www.northwind.example',
      segment: 'customer',
      owner: 'Dana Whitfield',
      crm_id: '0015e00000Q4sTu',
      deal_value: '$85K',
      relationship_start: '2024-04-01',
      employees: '1001-5000',
      revenue: '$12.5M',
      location: 'Seattle, WA, United States',
    },
    {
      name: 'Brightwave Logistics',
      domain: 'brightwave.example',
      segment: 'Open deal',
      industry: 'Logistics and Supply Chain',
      employees: 1200,
      total_funding: 48000000,
      custom: { tier: 'Silver', partner: true },
    },
  ],
};
