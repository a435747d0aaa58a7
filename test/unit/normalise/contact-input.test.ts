import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ContactInputSchema, normaliseContactInput,type NormalisedContact } from '../../../src/domain/normalise';

const fullRow = {
  first_name: ' Jane ',
  last_name: 'Doe',
  company: 'Acme, Inc.',
  title: '  VP   Sales ',
  email: ' Jane.Doe@ACME.com ',
  social_url: 'https://uk.linkedin.com/in/Jane-Doe-12ab34/?trk=x',
  segment: 'Closed Won',
  owner: 'rep@ours.com',
  crm_id: '003ABC',
  account_domain: 'https://www.acme.com/about',
  deal_stage: 'Negotiation',
  last_activity: '2024-03-05T10:00:00Z',
  relationship_start: '01/15/2021',
  relationship_end: '2024-02',
  location: 'Austin, TX',
  company_social_url: 'https://www.linkedin.com/company/acme/',
  company_size: '1001-5000',
  industry: 'Software',
  revenue: '$12.5M',
  total_funding: 3200000,
  company_location: 'Berlin, Germany',
  custom: { tier: 'gold', seats: 10, vip: true },
  unknown_extra_key: 'ignored',
};

const expected: NormalisedContact = {
  first_name: 'Jane',
  last_name: 'Doe',
  name_key: 'jane doe|acme',
  title: 'VP Sales',
  company: 'Acme, Inc.',
  company_norm: 'acme',
  email: 'jane.doe@acme.com',
  social: { key: 'jane-doe-12ab34', url: 'https://www.linkedin.com/in/jane-doe-12ab34' },
  tracking_reason: null,
  segment: 'customer',
  owner: 'rep@ours.com',
  crm_id: '003ABC',
  account_domain: 'acme.com',
  deal_stage: 'Negotiation',
  last_activity: '2024-03-05',
  relationship_start: '2021-01-15',
  relationship_end: '2024-02-01',
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  company_social_url: 'https://www.linkedin.com/company/acme/',
  company_employees: 1001,
  industry: 'Software',
  revenue: 12500000,
  total_funding: 3200000,
  company_city: 'Berlin',
  company_state: null,
  company_country: 'Germany',
  custom: { tier: 'gold', seats: '10', vip: 'true' },
};

function errorsOf(raw: unknown): Record<string, string> {
  const result = normaliseContactInput(raw);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

function valueOf(raw: unknown): NormalisedContact {
  const result = normaliseContactInput(raw);
  if (!result.ok) throw new Error(`expected a valid row, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('normaliseContactInput', () => {
  it('when a full valid row is given, then every field is normalised', () => {
    expect(normaliseContactInput(fullRow)).toEqual({ ok: true, value: expected });
  });

  it('when only company and a name are given, then the optional fields are null', () => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane' })).toEqual({
      first_name: 'Jane',
      last_name: '',
      name_key: 'jane|acme',
      title: null,
      company: 'Acme',
      company_norm: 'acme',
      email: null,
      social: null,
      tracking_reason: 'missing',
      segment: 'unknown',
      owner: null,
      crm_id: null,
      account_domain: null,
      deal_stage: null,
      last_activity: null,
      relationship_start: null,
      relationship_end: null,
      city: null,
      state: null,
      country: null,
      company_social_url: null,
      company_employees: null,
      industry: null,
      revenue: null,
      total_funding: null,
      company_city: null,
      company_state: null,
      company_country: null,
      custom: null,
    });
  });

  it('when company is missing, then the row has a "required" error on company', () => {
    expect(errorsOf({ first_name: 'Jane' })).toEqual({ company: 'required' });
  });

  it('when company is blank, then the row has a "required" error on company', () => {
    expect(errorsOf({ first_name: 'Jane', company: '   ' })).toEqual({ company: 'required' });
  });

  it('when company has no letters or digits, then the row is rejected', () => {
    expect(errorsOf({ first_name: 'Jane', company: '!!!' })).toEqual({ company: 'must contain letters or digits' });
  });

  it('when the email is malformed, then the row has an email error', () => {
    expect(errorsOf({ first_name: 'Jane', company: 'Acme', email: 'jane@' })).toEqual({
      email: 'not a valid email address',
    });
  });

  it('when company is missing and the email is bad, then both errors are reported at once', () => {
    expect(errorsOf({ first_name: 'Jane', email: 'nope' })).toEqual({
      company: 'required',
      email: 'not a valid email address',
    });
  });

  it('when no name at all is given, then the error is on first_name', () => {
    expect(errorsOf({ company: 'Acme', first_name: ' ', full_name: '' })).toEqual({
      first_name: 'first_name, last_name or full_name is required',
    });
  });

  it('when neither name nor company is given, then both are reported', () => {
    expect(errorsOf({})).toEqual({
      company: 'required',
      first_name: 'first_name, last_name or full_name is required',
    });
  });

  it('when only full_name is given, then it is split into first and last name', () => {
    expect(valueOf({ company: 'Acme', full_name: 'Dr. Ludwig van Beethoven, PhD' })).toMatchObject({
      first_name: 'Ludwig',
      last_name: 'van Beethoven',
      name_key: 'ludwig van beethoven|acme',
    });
  });

  it('when first_name and full_name are both given, then the explicit name wins', () => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane', last_name: 'Doe', full_name: 'Someone Else' })).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
    });
  });

  it('when only last_name is given, then the row is valid', () => {
    expect(valueOf({ company: 'Acme', last_name: 'Doe' })).toMatchObject({ first_name: '', last_name: 'Doe' });
  });

  it('when the name has accents and punctuation, then name_key is folded', () => {
    expect(valueOf({ company: 'Société Générale S.A.', first_name: 'José', last_name: "O'Brien-García" }).name_key).toBe(
      'jose obrien garcia|societegenerale',
    );
  });

  it('when city/state/country are absent, then location is split', () => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane', location: 'San Francisco, California, USA' })).toMatchObject({
      city: 'San Francisco',
      state: 'California',
      country: 'United States',
    });
  });

  it('when any of city/state/country is given, then location is not split', () => {
    expect(
      valueOf({ company: 'Acme', first_name: 'Jane', location: 'San Francisco, California, USA', country: 'UK' }),
    ).toMatchObject({ city: null, state: null, country: 'United Kingdom' });
  });

  it('when company_city/state/country are absent, then company_location is split', () => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane', company_location: 'Toronto, ON, Canada' })).toMatchObject({
      company_city: 'Toronto',
      company_state: 'ON',
      company_country: 'Canada',
    });
  });

  it('when company_city is given, then company_location is not split', () => {
    expect(
      valueOf({ company: 'Acme', first_name: 'Jane', company_location: 'Toronto, ON, Canada', company_city: 'Ottawa' }),
    ).toMatchObject({ company_city: 'Ottawa', company_state: null, company_country: null });
  });

  it('when social_url is a company page, then the row is valid and tracking_reason is company_page', () => {
    expect(
      normaliseContactInput({
        company: 'Acme',
        first_name: 'Jane',
        social_url: 'https://www.linkedin.com/company/acme/',
      }),
    ).toMatchObject({ ok: true, value: { social: null, tracking_reason: 'company_page' } });
  });

  it.each([
    ['https://twitter.com/jane', 'other_site'],
    ['https://www.linkedin.com/search/results/people/?keywords=jane', 'search_url'],
    ['https://www.linkedin.com/sales/lead/ACwAAA123,NAME_SEARCH', 'sales_tool_url'],
    ['https://www.linkedin.com/feed/', 'not_a_profile'],
    ['https://www.linkedin.com/pub/jane-doe/1a/2b3/4c5', 'legacy_profile'],
    ['not a url', 'invalid'],
    ['   ', 'missing'],
    [null, 'missing'],
  ])('when social_url is %j, then the row is valid with tracking_reason %s', (social_url, reason) => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane', social_url })).toMatchObject({
      social: null,
      tracking_reason: reason,
    });
  });

  it('when social_url is an opaque ACo id, then social keeps its case', () => {
    expect(valueOf({ company: 'Acme', first_name: 'Jane', social_url: 'ACoAAB1234xyz' }).social).toEqual({
      key: 'ACoAAB1234xyz',
      url: 'https://www.linkedin.com/in/ACoAAB1234xyz',
    });
  });

  it('when field formats are bad, then every bad field is reported', () => {
    expect(
      errorsOf({
        company: 'Acme',
        first_name: 'Jane',
        account_domain: 'not a domain',
        last_activity: 'yesterday',
        relationship_start: '2023-02-29',
        relationship_end: 'soon',
        company_size: 'lots',
        revenue: '-5M',
        total_funding: 'plenty',
        custom: { ['k'.repeat(61)]: 'x', nested: { a: 1 } },
      }),
    ).toEqual({
      account_domain: 'not a valid domain',
      last_activity: expect.stringMatching(/not a valid date/),
      relationship_start: 'not a real calendar date',
      relationship_end: expect.stringMatching(/not a valid date/),
      company_size: expect.stringMatching(/not a valid employee count/),
      revenue: 'must not be negative',
      total_funding: expect.stringMatching(/not a valid amount/),
      [`custom.${'k'.repeat(61)}`]: 'key must be 1 to 60 characters',
      'custom.nested': 'must be a string, number or boolean',
    });
  });

  it('when relationship_end is before relationship_start, then relationship_end is an error', () => {
    expect(
      errorsOf({ company: 'Acme', first_name: 'Jane', relationship_start: '2024-01-01', relationship_end: '2023-12-31' }),
    ).toEqual({ relationship_end: 'must not be before relationship_start' });
  });

  it('when field types are wrong, then each field gets a human message', () => {
    expect(
      errorsOf({
        company: 42,
        first_name: 'Jane',
        title: null,
        email: 5,
        company_size: 12.5,
        revenue: true,
        custom: 'x',
      }),
    ).toEqual({
      company: 'must be a string',
      title: 'must be a string',
      email: 'must be a string or null',
      company_size: 'must be a string, an integer or null',
      revenue: 'must be a string, a number or null',
      custom: 'must be an object of string, number or boolean values, or null',
    });
  });

  it.each([[null], ['text'], [[{ company: 'Acme' }]], [42]])('when the row is %j, then it must be an object', (raw) => {
    expect(errorsOf(raw)).toEqual({ row: 'must be an object' });
  });

  it('when nullable fields are null, then the row is valid', () => {
    const nulls = Object.fromEntries(
      [
        'email', 'social_url', 'segment', 'owner', 'crm_id', 'account_domain', 'deal_stage', 'last_activity',
        'relationship_start', 'relationship_end', 'location', 'city', 'state', 'country', 'company_social_url',
        'company_size', 'industry', 'revenue', 'total_funding', 'company_location', 'company_city', 'company_state',
        'company_country', 'custom',
      ].map((k) => [k, null]),
    );
    expect(normaliseContactInput({ company: 'Acme', first_name: 'Jane', ...nulls }).ok).toBe(true);
  });
});

describe('ContactInputSchema', () => {
  it('when the JSON schema is generated, then it has id ContactInput and a description on every field', () => {
    const json = z.toJSONSchema(ContactInputSchema, { io: 'input' }) as {
      $defs?: Record<string, { properties: Record<string, { description?: string }>; required?: string[] }>;
    };
    const def = json.$defs?.ContactInput;
    expect(def).toBeDefined();
    expect(def?.required).toEqual(['company']);
    for (const [field, prop] of Object.entries(def?.properties ?? {})) {
      expect(prop.description, field).toMatch(/\w/);
    }
    expect(Object.keys(def?.properties ?? {})).toHaveLength(29);
  });
});
