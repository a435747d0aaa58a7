import { describe, expect, it } from 'vitest';

import { type AccountIcpRules, type CompanyFacts, evaluateAccountFit } from '../../../src/domain/icp';

const GLOBEX: CompanyFacts = {
  company_id: 'c_globex',
  name: 'Globex Inc',
  domain: 'globex.com',
  industry: 'Computer Software',
  employees: 1200,
  hq: { city: 'Austin', state: 'TX', country: 'United States' },
  specialities: ['Payments', 'SaaS'],
  description: 'Globex builds billing software for subscription businesses.',
  tagline: 'Revenue, automated',
  funding_stage: 'Series B',
  revenue: 12_500_000,
  total_funding: 40_000_000,
  is_current_customer: false,
};

const UNKNOWN_COMPANY: CompanyFacts = {
  company_id: null,
  name: null,
  domain: null,
  industry: null,
  employees: null,
  hq: { city: null, state: null, country: null },
  specialities: [],
  description: null,
  tagline: null,
  funding_stage: null,
  revenue: null,
  total_funding: null,
  is_current_customer: false,
};

const at = (over: Partial<CompanyFacts>): CompanyFacts => ({ ...GLOBEX, ...over });
const hq = (city: string | null, state: string | null, country: string | null) => at({ hq: { city, state, country } });

type Row = [string, AccountIcpRules, CompanyFacts, 'match' | 'miss' | 'unknown'];

/** One criterion per row: the rules hold exactly one member, the result is that criterion's. */
const INCLUSION: Row[] = [
  ['industry equal, other case', { industries: { any: ['computer software'] } }, GLOBEX, 'match'],
  ['industry as whole words inside', { industries: { any: ['Software'] } }, GLOBEX, 'match'],
  ['industry synonym', { industries: { any: ['Fintech'] } }, at({ industry: 'Financial Services' }), 'match'],
  ['industry & read as and', { industries: { any: ['Computer and Network Security'] } }, at({ industry: 'Computer & Network Security' }), 'match'],
  ['industry not a part of a word', { industries: { any: ['Soft'] } }, GLOBEX, 'miss'],
  ['industry other', { industries: { any: ['Retail', 'Insurance'] } }, GLOBEX, 'miss'],
  ['industry unknown', { industries: { any: ['Software'] } }, at({ industry: null }), 'unknown'],
  ['employees inside', { employees: { min: 50, max: 5000 } }, GLOBEX, 'match'],
  ['employees at min (inclusive)', { employees: { min: 50, max: 5000 } }, at({ employees: 50 }), 'match'],
  ['employees at max (inclusive)', { employees: { min: 50, max: 5000 } }, at({ employees: 5000 }), 'match'],
  ['employees below', { employees: { min: 50 } }, at({ employees: 49 }), 'miss'],
  ['employees above', { employees: { max: 1000 } }, GLOBEX, 'miss'],
  ['employees unknown', { employees: { min: 50 } }, at({ employees: null }), 'unknown'],
  ['hq country by code', { hq: { countries: ['US'] } }, GLOBEX, 'match'],
  ['hq country alias', { hq: { countries: ['USA'] } }, hq(null, null, 'US'), 'match'],
  ['hq country by name', { hq: { countries: ['United States'] } }, hq(null, null, 'U.S.A.'), 'match'],
  ['hq country other', { hq: { countries: ['US', 'Canada'] } }, hq('Berlin', null, 'Germany'), 'miss'],
  ['hq CA in countries is Canada', { hq: { countries: ['CA'] } }, hq('Toronto', 'ON', 'Canada'), 'match'],
  ['hq country implied by state', { hq: { countries: ['US'] } }, hq(null, 'California', null), 'match'],
  ['hq EMEA', { hq: { regions: ['EMEA'] } }, hq(null, null, 'Germany'), 'match'],
  ['hq DACH', { hq: { regions: ['DACH'] } }, hq(null, null, 'Österreich'), 'match'],
  ['hq Nordics', { hq: { regions: ['Nordics'] } }, hq(null, null, 'Sweden'), 'match'],
  ['hq APAC', { hq: { regions: ['APAC'] } }, hq(null, null, 'Japan'), 'match'],
  ['hq LATAM', { hq: { regions: ['LATAM'] } }, hq(null, null, 'Brazil'), 'match'],
  ['hq NA', { hq: { regions: ['NA'] } }, hq(null, null, 'Canada'), 'match'],
  ['hq macro-region miss', { hq: { regions: ['EMEA'] } }, GLOBEX, 'miss'],
  ['hq state code vs name', { hq: { regions: ['CA'] } }, hq('San Francisco', 'California', 'US'), 'match'],
  ['hq state name vs code', { hq: { regions: ['Texas'] } }, GLOBEX, 'match'],
  ['hq other state', { hq: { regions: ['NY', 'CA'] } }, GLOBEX, 'miss'],
  ['hq CA in regions is California, not Canada', { hq: { regions: ['CA'] } }, hq('Toronto', null, 'Canada'), 'miss'],
  ['hq province', { hq: { regions: ['Ontario'] } }, hq('Toronto', 'ON', 'Canada'), 'match'],
  ['hq countries or regions', { hq: { countries: ['US'], regions: ['DACH'] } }, hq(null, null, 'Switzerland'), 'match'],
  ['hq city as free text', { hq: { regions: ['London'] } }, hq('London', null, 'United Kingdom'), 'match'],
  ['hq state without a state on record', { hq: { regions: ['TX'] } }, hq(null, null, 'United States'), 'unknown'],
  ['hq unknown', { hq: { countries: ['US'] } }, hq(null, null, null), 'unknown'],
  ['keyword in specialities', { keywords: { any: ['payments'] } }, GLOBEX, 'match'],
  ['keyword phrase in description', { keywords: { any: ['billing software'] } }, GLOBEX, 'match'],
  ['keyword in tagline', { keywords: { any: ['automated'], fields: ['tagline'] } }, GLOBEX, 'match'],
  ['keyword in name', { keywords: { any: ['globex'], fields: ['name'] } }, GLOBEX, 'match'],
  ['keyword whole words only', { keywords: { any: ['pay', 'bill'] } }, GLOBEX, 'miss'],
  ['keyword outside the chosen fields', { keywords: { any: ['billing'], fields: ['specialities'] } }, GLOBEX, 'miss'],
  ['keyword fields unknown', { keywords: { any: ['billing'], fields: ['description', 'tagline'] } },
    at({ description: null, tagline: null }), 'unknown'],
  ['funding stage spelled by the source', { funding_stages: ['series_b'] }, GLOBEX, 'match'],
  ['funding series D is series_c_plus', { funding_stages: ['series_c_plus'] }, at({ funding_stage: 'series-d' }), 'match'],
  ['funding other stage', { funding_stages: ['seed', 'series_a'] }, GLOBEX, 'miss'],
  ['funding unknown', { funding_stages: ['series_a'] }, at({ funding_stage: null }), 'unknown'],
  ['funding unknown wanted', { funding_stages: ['unknown'] }, at({ funding_stage: 'unknown' }), 'match'],
  ['revenue inside', { revenue: { min: 1_000_000, max: 50_000_000 } }, GLOBEX, 'match'],
  ['revenue below', { revenue: { min: 20_000_000 } }, GLOBEX, 'miss'],
  ['revenue unknown', { revenue: { min: 1 } }, at({ revenue: null }), 'unknown'],
  ['total funding inside', { total_funding: { max: 50_000_000 } }, GLOBEX, 'match'],
  ['total funding above', { total_funding: { max: 10_000_000 } }, GLOBEX, 'miss'],
  ['total funding unknown', { total_funding: { min: 0 } }, at({ total_funding: null }), 'unknown'],
];

describe('evaluateAccountFit: inclusion criteria', () => {
  it.each(INCLUSION)('when %s, then the criterion is as expected under both policies', (_name, rules, facts, result) => {
    for (const policy of ['fail', 'pass'] as const) {
      const fit = evaluateAccountFit(facts, { ...rules, unknown_policy: policy });

      expect(fit.criteria).toHaveLength(1);
      expect(fit.criteria[0]!.result).toBe(result);
      expect(fit.fit).toBe(result === 'match' || (result === 'unknown' && policy === 'pass'));
    }
  });

  it('when no policy is given, then an unknown field counts as a miss', () => {
    const fit = evaluateAccountFit(at({ employees: null }), { employees: { min: 50 } });

    expect(fit).toMatchObject({ fit: false, summary: 'Misses: employees unknown' });
    expect(fit.criteria[0]).toEqual({ criterion: 'employees', expected: 'at least 50', actual: 'unknown', result: 'unknown' });
  });
});

/** Exclusions: `match` = not excluded, `miss` = the exclusion hits, `unknown` = no evidence (never excludes). */
const EXCLUSION: Row[] = [
  ['company id listed', { exclude: { company_ids: ['c_globex'] } }, GLOBEX, 'miss'],
  ['company id not listed', { exclude: { company_ids: ['c_other'] } }, GLOBEX, 'match'],
  ['company id unknown', { exclude: { company_ids: ['c_globex'] } }, at({ company_id: null }), 'unknown'],
  ['domain listed', { exclude: { domains: ['globex.com'] } }, GLOBEX, 'miss'],
  ['domain listed as a URL', { exclude: { domains: ['https://www.Globex.com/about'] } }, GLOBEX, 'miss'],
  ['subdomain of a listed domain', { exclude: { domains: ['globex.com'] } }, at({ domain: 'eu.globex.com' }), 'miss'],
  ['domain only sharing a suffix', { exclude: { domains: ['globex.com'] } }, at({ domain: 'notglobex.com' }), 'match'],
  ['domain unknown', { exclude: { domains: ['globex.com'] } }, at({ domain: null }), 'unknown'],
  ['name glob', { exclude: { name_patterns: ['*bank*'] } }, at({ name: 'First Bank of Ohio' }), 'miss'],
  ['name glob prefix', { exclude: { name_patterns: ['Glo*'] } }, GLOBEX, 'miss'],
  ['name glob ? is one character', { exclude: { name_patterns: ['Globe? Inc'] } }, GLOBEX, 'miss'],
  ['name plain pattern, legal suffix ignored', { exclude: { name_patterns: ['GLOBEX'] } }, at({ name: 'Globex, Inc.' }), 'miss'],
  ['name plain pattern covers the whole name', { exclude: { name_patterns: ['Globex'] } }, at({ name: 'Globex Labs' }), 'match'],
  ['name regex characters are literal', { exclude: { name_patterns: ['/glob.*/'] } }, GLOBEX, 'match'],
  ['name unknown', { exclude: { name_patterns: ['*'] } }, at({ name: null }), 'unknown'],
  ['agency by industry', { exclude: { company_types: ['agency'] } }, at({ industry: 'Marketing & Advertising' }), 'miss'],
  ['agency by name', { exclude: { company_types: ['agency'] } }, at({ name: 'Bright Digital Agency', industry: 'Internet' }), 'miss'],
  ['nonprofit by name', { exclude: { company_types: ['nonprofit'] } }, at({ name: 'Code Club Charity' }), 'miss'],
  ['nonprofit by industry', { exclude: { company_types: ['nonprofit'] } }, at({ industry: 'Non-profit Organization Management' }), 'miss'],
  ['government by industry', { exclude: { company_types: ['government'] } }, at({ industry: 'Government Administration' }), 'miss'],
  ['education by name', { exclude: { company_types: ['education'] } }, at({ name: 'Stanford University', industry: null }), 'miss'],
  ['investor by industry', { exclude: { company_types: ['investor'] } }, at({ industry: 'Venture Capital & Private Equity' }), 'miss'],
  ['staffing by industry', { exclude: { company_types: ['staffing'] } }, at({ industry: 'Staffing & Recruiting' }), 'miss'],
  ['consulting by name', { exclude: { company_types: ['consulting'] } }, at({ name: 'Northwind Consulting' }), 'miss'],
  ['description naming customers is not the type', { exclude: { company_types: ['government'] } },
    at({ description: 'Software for government agencies' }), 'match'],
  ['no type detected', { exclude: { company_types: ['agency', 'nonprofit', 'government', 'education'] } }, GLOBEX, 'match'],
  ['company type unknown', { exclude: { company_types: ['agency'] } }, at({ industry: null, name: null, tagline: null }), 'unknown'],
  ['current customer', { exclude: { current_customers: true } }, at({ is_current_customer: true }), 'miss'],
  ['not a customer', { exclude: { current_customers: true } }, GLOBEX, 'match'],
];

describe('evaluateAccountFit: exclusions', () => {
  it.each(EXCLUSION)('when %s, then the exclusion result is as expected under both policies', (_name, rules, facts, result) => {
    for (const policy of ['fail', 'pass'] as const) {
      const fit = evaluateAccountFit(facts, { ...rules, unknown_policy: policy });

      expect(fit.criteria).toHaveLength(1);
      expect(fit.criteria[0]!.result).toBe(result);
      expect(fit.fit).toBe(result !== 'miss');
    }
  });

  it('when current_customers is false, then it is not a criterion', () => {
    expect(evaluateAccountFit(at({ is_current_customer: true }), { exclude: { current_customers: false } }).criteria).toEqual([]);
  });
});

describe('evaluateAccountFit: the whole evaluation', () => {
  const RULES: AccountIcpRules = {
    version: 1,
    industries: { any: ['Software'] },
    employees: { min: 50, max: 5000 },
    hq: { countries: ['US'] },
  };

  it('when every criterion matches, then it fits with a one-line summary of what matched', () => {
    const fit = evaluateAccountFit(GLOBEX, RULES);

    expect(fit).toEqual({
      fit: true,
      summary: 'Fits: Computer Software, 1,200 employees, US',
      criteria: [
        { criterion: 'industries', expected: 'any of Software', actual: 'Computer Software', result: 'match' },
        { criterion: 'employees', expected: '50–5,000', actual: '1,200', result: 'match' },
        { criterion: 'hq', expected: 'in any of US', actual: 'Austin, TX, United States', result: 'match' },
      ],
    });
  });

  it('when a criterion misses, then it does not fit and the summary names the miss and its bound', () => {
    const fit = evaluateAccountFit(at({ employees: 12 }), { ...RULES, employees: { min: 50 } });

    expect(fit.fit).toBe(false);
    expect(fit.summary).toBe('Misses: employees 12 (min 50)');
  });

  it('when an exclusion hits, then it does not fit even though every criterion matches', () => {
    const fit = evaluateAccountFit(GLOBEX, { ...RULES, exclude: { domains: ['globex.com'] } });

    expect(fit.fit).toBe(false);
    expect(fit.summary).toBe('Excluded: domain globex.com');
  });

  it('when unknowns pass, then the summary says which were unknown', () => {
    const fit = evaluateAccountFit(at({ employees: null }), { ...RULES, unknown_policy: 'pass' });

    expect(fit).toMatchObject({ fit: true, summary: 'Fits: Computer Software, US (unknown: employees)' });
  });

  it('when nothing at all is known, then every criterion is unknown and only the policy decides', () => {
    const rules: AccountIcpRules = { ...RULES, keywords: { any: ['payments'] }, funding_stages: ['seed'], revenue: { min: 1 } };

    expect(evaluateAccountFit(UNKNOWN_COMPANY, rules).fit).toBe(false);
    const passing = evaluateAccountFit(UNKNOWN_COMPANY, { ...rules, unknown_policy: 'pass' });
    expect(passing.fit).toBe(true);
    expect(passing.criteria.map((c) => c.result)).toEqual(Array(6).fill('unknown'));
  });

  it('when the rules are empty, then every company fits', () => {
    expect(evaluateAccountFit(UNKNOWN_COMPANY, { version: 1 })).toEqual({ fit: true, summary: 'Fits: no rules set', criteria: [] });
  });
});
