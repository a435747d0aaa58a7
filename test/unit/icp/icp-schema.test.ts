import { describe, expect, it } from 'vitest';

import { AccountIcpRulesSchema, ContactIcpRulesSchema, IcpUpdateSchema } from '../../../src/core/icp/icp.schema';
import { toFieldIssues } from '../../../src/gateway/zod-issues';

const paths = (body: unknown) => {
  const parsed = IcpUpdateSchema.safeParse(body);
  return parsed.success ? [] : toFieldIssues(parsed.error).map((i) => i.path);
};

describe('ICP rule schemas', () => {
  it('when every member of the contract is given, then both sets parse unchanged', () => {
    const account = {
      version: 1,
      unknown_policy: 'pass',
      industries: { any: ['Software'] },
      employees: { min: 50, max: 5000 },
      hq: { countries: ['US'], regions: ['EMEA'] },
      keywords: { any: ['payments'], fields: ['specialities', 'description', 'tagline', 'name'] },
      funding_stages: ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c_plus', 'growth_pe', 'public', 'bootstrapped', 'unknown'],
      revenue: { min: 1_000_000.5, max: 50_000_000 },
      total_funding: { min: 0, max: 1e9 },
      exclude: { company_ids: ['c_1'], domains: ['acme.com'], name_patterns: ['*bank*'], company_types: ['agency'], current_customers: true },
    };
    const contact = {
      version: 1,
      title: { include: ['VP'], exclude: ['Intern'] },
      seniority: ['c_level', 'vp', 'director', 'manager', 'ic'],
      functions: ['revops', 'sales', 'marketing', 'customer_success', 'product', 'engineering', 'finance', 'people', 'operations',
        'executive', 'other'],
      min_tenure_months: 12,
    };

    expect(AccountIcpRulesSchema.parse(account)).toEqual(account);
    expect(ContactIcpRulesSchema.parse(contact)).toEqual(contact);
    expect(AccountIcpRulesSchema.parse({})).toEqual({});
  });

  it.each([
    [{ account: { industries: { any: ['x'], all: ['y'] } } }, ['account.industries.all']],
    [{ account: { colour: 'red' } }, ['account.colour']],
    [{ account: { version: 2 } }, ['account.version']],
    [{ account: { unknown_policy: 'maybe' } }, ['account.unknown_policy']],
    [{ account: { employees: { min: 100, max: 10 } } }, ['account.employees.min']],
    [{ account: { employees: {} } }, ['account.employees']],
    [{ account: { employees: { min: 1.5 } } }, ['account.employees.min']],
    [{ account: { revenue: { min: -1 } } }, ['account.revenue.min']],
    [{ account: { keywords: { any: ['x'], fields: ['website'] } } }, ['account.keywords.fields.0']],
    [{ account: { funding_stages: ['series_d'] } }, ['account.funding_stages.0']],
    [{ account: { exclude: { company_types: ['startup'] } } }, ['account.exclude.company_types.0']],
    [{ account: { hq: { countries: [''] } } }, ['account.hq.countries.0']],
    [{ contact: { seniority: ['boss'] } }, ['contact.seniority.0']],
    [{ contact: { functions: ['legal'] } }, ['contact.functions.0']],
    [{ contact: { min_tenure_months: -1 } }, ['contact.min_tenure_months']],
    [{ contact: { title: { include: ['VP'], only: true } } }, ['contact.title.only']],
    [{ rules: {} }, ['rules']],
  ])('when the body is %j, then it is refused at %j', (body, expected) => {
    expect(paths(body)).toEqual(expected);
  });
});
