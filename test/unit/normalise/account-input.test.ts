import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AccountInputSchema, normaliseAccountInput,type NormalisedAccount } from '../../../src/domain/normalise';

function errorsOf(raw: unknown): Record<string, string> {
  const result = normaliseAccountInput(raw);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

function valueOf(raw: unknown): NormalisedAccount {
  const result = normaliseAccountInput(raw);
  if (!result.ok) throw new Error(`expected a valid row, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('normaliseAccountInput', () => {
  it('when a full valid row is given, then every field is normalised', () => {
    expect(
      valueOf({
        name: '  The Acme   Company ',
        domain: 'WWW.ACME.COM',
        segment: 'former customer',
        owner: ' rep ',
        crm_id: '001XYZ',
        social_company_url: ' https://www.linkedin.com/company/acme ',
        deal_value: '$850K',
        relationship_start: '2020-01-01',
        relationship_end: '2023-06-30T00:00:00Z',
        industry: 'Software',
        employees: '10,001+',
        revenue: 'USD 4M',
        total_funding: '€3.2B',
        location: 'London, UK',
        custom: { region: 'EMEA', arr: 120000 },
        extra: 'ignored',
      }),
    ).toEqual({
      name: 'The Acme Company',
      name_norm: 'acme',
      domain: 'acme.com',
      segment: 'churned',
      owner: 'rep',
      crm_id: '001XYZ',
      social_company_url: 'https://www.linkedin.com/company/acme',
      deal_value: 850000,
      relationship_start: '2020-01-01',
      relationship_end: '2023-06-30',
      industry: 'Software',
      employees: 10001,
      revenue: 4000000,
      total_funding: 3200000000,
      city: 'London',
      state: null,
      country: 'United Kingdom',
      custom: { region: 'EMEA', arr: '120000' },
    });
  });

  it('when only name is given, then the optional fields are null and segment unknown', () => {
    expect(valueOf({ name: 'Acme' })).toEqual({
      name: 'Acme',
      name_norm: 'acme',
      domain: null,
      segment: 'unknown',
      owner: null,
      crm_id: null,
      social_company_url: null,
      deal_value: null,
      relationship_start: null,
      relationship_end: null,
      industry: null,
      employees: null,
      revenue: null,
      total_funding: null,
      city: null,
      state: null,
      country: null,
      custom: null,
    });
  });

  it('when name is missing, then the row has a "required" error on name', () => {
    expect(errorsOf({ domain: 'acme.com' })).toEqual({ name: 'required' });
  });

  it('when name is missing and the domain is junk, then both errors are reported', () => {
    expect(errorsOf({ name: '', domain: 'junk' })).toEqual({ name: 'required', domain: 'not a valid domain' });
  });

  it('when explicit city/state/country are given, then location is not split', () => {
    expect(valueOf({ name: 'Acme', location: 'London, UK', city: 'Leeds' })).toMatchObject({
      city: 'Leeds',
      state: null,
      country: null,
    });
  });

  it('when field formats are bad, then every bad field is reported', () => {
    expect(
      errorsOf({
        name: 'Acme',
        domain: 'localhost',
        relationship_start: '2024-01-01',
        relationship_end: '2020-01-01',
        custom: { '': 1 },
      }),
    ).toEqual({
      domain: 'not a valid domain',
      relationship_end: 'must not be before relationship_start',
      'custom.': 'key must be 1 to 60 characters',
    });
  });

  it('when optional figures cannot be read, then the account is kept, each is null and a warning says why', () => {
    const result = normaliseAccountInput({ name: 'Acme', deal_value: '(5M)', employees: -3, revenue: 'big', total_funding: '-' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ deal_value: null, employees: null, revenue: null, total_funding: null });
    expect(result.warnings?.map((w) => [w.field, w.message])).toEqual([
      ['deal_value', '"(5M)" ignored (stored as null): must not be negative'],
      ['employees', '-3 ignored (stored as null): must be a non-negative whole number of employees'],
      ['revenue', expect.stringMatching(/^"big" ignored \(stored as null\): not a valid amount/)],
      ['total_funding', '"-" ignored (stored as null): a placeholder, not an amount'],
    ]);
  });

  it('when deal_value and employees are numbers, then they pass through', () => {
    expect(valueOf({ name: 'Acme', deal_value: 1234.5, employees: 250 })).toMatchObject({
      deal_value: 1234.5,
      employees: 250,
    });
  });

  it('when the row is not an object, then it must be an object', () => {
    expect(errorsOf('Acme')).toEqual({ row: 'must be an object' });
  });
});

describe('AccountInputSchema', () => {
  it('when the JSON schema is generated, then it has id AccountInput and a description on every field', () => {
    const json = z.toJSONSchema(AccountInputSchema, { io: 'input' }) as {
      $defs?: Record<string, { properties: Record<string, { description?: string }>; required?: string[] }>;
    };
    const def = json.$defs?.AccountInput;
    expect(def).toBeDefined();
    expect(def?.required).toEqual(['name']);
    for (const [field, prop] of Object.entries(def?.properties ?? {})) {
      expect(prop.description, field).toMatch(/\w/);
    }
    expect(Object.keys(def?.properties ?? {})).toHaveLength(18);
  });
});
