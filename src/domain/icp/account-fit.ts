import { companyKey } from '../company/company-key';
import { normaliseDomain } from '../normalise';
import { detectCompanyTypes } from './company-types';
import {
  type Check,
  combine,
  formatInt,
  formatMoney,
  formatRange,
  inRange,
  rangeBound,
  summarise,
} from './fit-summary';
import { normaliseFundingStage } from './funding-stage';
import { industryMatches } from './industries';
import { type Hq, hqLabel, hqShort, placeResult } from './places';
import type { AccountIcpRules, CriterionResult, FitResult, KeywordField, Range } from './rules';
import { KEYWORD_FIELDS } from './rules';
import { firstPhraseIn, formatList, globMatches } from './text-match';

/**
 * What is known about a company: the network company look-up merged with a matching
 * imported account. `null` (or an empty list) is unknown.
 */
export interface CompanyFacts {
  company_id: string | null;
  name: string | null;
  domain: string | null;
  industry: string | null;
  employees: number | null;
  hq: Hq;
  specialities: string[];
  description: string | null;
  tagline: string | null;
  funding_stage: string | null;
  revenue: number | null;
  total_funding: number | null;
  /** The matching imported account's segment is `customer`. */
  is_current_customer: boolean;
}

const UNKNOWN = 'unknown';

function check(
  criterion: string,
  expected: string,
  actual: string | null,
  result: CriterionResult,
  texts: { fits: string | null; miss: string },
  exclusion = false,
): Check {
  return { criterion, expected, actual: actual ?? UNKNOWN, result, exclusion, fitsText: texts.fits, missText: texts.miss };
}

function industries(facts: CompanyFacts, any: string[]): Check {
  const expected = `any of ${formatList(any)}`;
  const actual = facts.industry;
  if (!actual) return check('industries', expected, null, 'unknown', { fits: null, miss: 'industry unknown' });
  const ok = any.some((rule) => industryMatches(actual, rule));
  return check('industries', expected, actual, ok ? 'match' : 'miss', {
    fits: actual,
    miss: `industry ${actual} (wanted ${formatList(any)})`,
  });
}

function range(
  criterion: string,
  label: string,
  value: number | null,
  r: Range,
  fmt: (n: number) => string,
  fitsText: (v: string) => string,
): Check {
  const expected = formatRange(r, fmt);
  if (value === null) return check(criterion, expected, null, 'unknown', { fits: null, miss: `${label} unknown` });
  return check(criterion, expected, fmt(value), inRange(value, r) ? 'match' : 'miss', {
    fits: fitsText(fmt(value)),
    miss: `${label} ${fmt(value)} ${rangeBound(value, r, fmt)}`,
  });
}

function hq(facts: CompanyFacts, rule: NonNullable<AccountIcpRules['hq']>): Check | null {
  const countries = rule.countries ?? [];
  const regions = rule.regions ?? [];
  if (countries.length + regions.length === 0) return null;
  const places = [...countries, ...regions];
  const result = combine([
    ...countries.map((c) => placeResult(c, facts.hq, 'country')),
    ...regions.map((r) => placeResult(r, facts.hq, 'region')),
  ]);
  const label = hqLabel(facts.hq);
  return check('hq', `in any of ${formatList(places)}`, label, label === null ? 'unknown' : result, {
    fits: hqShort(facts.hq),
    miss: label === null ? 'HQ unknown' : `HQ ${hqShort(facts.hq)} (wanted ${formatList(places)})`,
  });
}

function fieldText(facts: CompanyFacts, field: KeywordField): string | null {
  if (field === 'specialities') return facts.specialities.length ? facts.specialities.join(' | ') : null;
  return facts[field];
}

function keywords(facts: CompanyFacts, rule: NonNullable<AccountIcpRules['keywords']>): Check {
  const fields = rule.fields?.length ? rule.fields : [...KEYWORD_FIELDS];
  const expected = `any of ${formatList(rule.any)} in ${formatList(fields)}`;
  const texts = fields.map((f) => [f, fieldText(facts, f)] as const).filter(([, t]) => t !== null);
  if (texts.length === 0) return check('keywords', expected, null, 'unknown', { fits: null, miss: 'keywords unknown' });
  for (const [field, text] of texts) {
    const found = firstPhraseIn(text, rule.any);
    if (found) return check('keywords', expected, `${found} (${field})`, 'match', { fits: `keyword ${found}`, miss: '' });
  }
  return check('keywords', expected, 'none', 'miss', { fits: null, miss: `no keyword (${formatList(rule.any)})` });
}

function fundingStages(facts: CompanyFacts, stages: string[]): Check {
  const expected = `any of ${formatList(stages)}`;
  const stage = normaliseFundingStage(facts.funding_stage);
  if (stage === null) {
    const wantsUnknown = stages.includes('unknown');
    return check('funding_stages', expected, null, wantsUnknown ? 'match' : 'unknown', {
      fits: 'funding unknown',
      miss: 'funding stage unknown',
    });
  }
  return check('funding_stages', expected, stage, stages.includes(stage) ? 'match' : 'miss', {
    fits: stage,
    miss: `funding ${stage} (wanted ${formatList(stages)})`,
  });
}

function exclusions(facts: CompanyFacts, rule: NonNullable<AccountIcpRules['exclude']>): Check[] {
  const out: Check[] = [];
  const ex = (criterion: string, expected: string, actual: string | null, hit: boolean | null, missText: string) =>
    out.push(check(criterion, expected, actual, hit === null ? 'unknown' : hit ? 'miss' : 'match', { fits: null, miss: missText }, true));

  if (rule.company_ids?.length) {
    const id = facts.company_id;
    ex('exclude.company_ids', `not ${formatList(rule.company_ids)}`, id, id ? rule.company_ids.includes(id) : null, `company id ${id}`);
  }
  if (rule.domains?.length) {
    const domain = normaliseDomain(facts.domain);
    const listed = rule.domains.map((d) => normaliseDomain(d) ?? d.trim().toLowerCase());
    const hit = domain ? listed.some((d) => domain === d || domain.endsWith(`.${d}`)) : null;
    ex('exclude.domains', `not ${formatList(rule.domains)}`, domain, hit, `domain ${domain}`);
  }
  if (rule.name_patterns?.length) {
    const name = facts.name;
    const pattern = name
      ? rule.name_patterns.find((p) => globMatches(p, name) || (!/[*?]/.test(p) && companyKey(p) === companyKey(name)))
      : undefined;
    ex('exclude.name_patterns', `no name matching ${formatList(rule.name_patterns)}`, name, name ? pattern !== undefined : null,
      `name matches ${pattern}`);
  }
  if (rule.company_types?.length) {
    const types = detectCompanyTypes(facts);
    const hit = types ? rule.company_types.find((t) => types.includes(t)) : undefined;
    ex('exclude.company_types', `not ${formatList(rule.company_types)}`, types ? formatList(types) || 'none detected' : null,
      types ? hit !== undefined : null, `${hit}`);
  }
  if (rule.current_customers) {
    ex('exclude.current_customers', 'not a current customer', facts.is_current_customer ? 'current customer' : 'not a customer',
      facts.is_current_customer, 'current customer');
  }
  return out;
}

/**
 * Scores a company against the account rules. Each rule member present is one
 * criterion; `fit` is true when every criterion passes and no exclusion hits. An
 * unknown company field leaves its criterion `unknown` and counts as a miss under
 * `unknown_policy: fail` (the default) or a pass under `pass`. Exclusions only hit on
 * evidence, whatever the policy.
 */
export function evaluateAccountFit(facts: CompanyFacts, rules: AccountIcpRules): FitResult {
  const checks: Check[] = [];
  if (rules.industries?.any.length) checks.push(industries(facts, rules.industries.any));
  if (rules.employees) {
    checks.push(range('employees', 'employees', facts.employees, rules.employees, formatInt, (v) => `${v} employees`));
  }
  const hqCheck = rules.hq ? hq(facts, rules.hq) : null;
  if (hqCheck) checks.push(hqCheck);
  if (rules.keywords?.any.length) checks.push(keywords(facts, rules.keywords));
  if (rules.funding_stages?.length) checks.push(fundingStages(facts, rules.funding_stages));
  if (rules.revenue) checks.push(range('revenue', 'revenue', facts.revenue, rules.revenue, formatMoney, (v) => `revenue ${v}`));
  if (rules.total_funding) {
    checks.push(range('total_funding', 'total funding', facts.total_funding, rules.total_funding, formatMoney, (v) => `raised ${v}`));
  }
  if (rules.exclude) checks.push(...exclusions(facts, rules.exclude));
  return summarise(checks, rules.unknown_policy ?? 'fail');
}
