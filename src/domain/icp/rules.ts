import type { JobFunction, Seniority } from '../titles';

/**
 * ICP rule sets as plain types (the zod wire schemas in `core/icp` are checked against
 * them). Every member is optional; an absent member is not evaluated.
 */
export const FUNDING_STAGES = [
  'pre_seed',
  'seed',
  'series_a',
  'series_b',
  'series_c_plus',
  'growth_pe',
  'public',
  'bootstrapped',
  'unknown',
] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

export const KEYWORD_FIELDS = ['specialities', 'description', 'tagline', 'name'] as const;
export type KeywordField = (typeof KEYWORD_FIELDS)[number];

/** Company types an exclusion can name; detection is in `company-types.ts`. */
export const COMPANY_TYPES = ['agency', 'nonprofit', 'government', 'education', 'consulting', 'staffing', 'investor'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export type UnknownPolicy = 'fail' | 'pass';

/** Inclusive range; either end may be open. */
export interface Range {
  min?: number | undefined;
  max?: number | undefined;
}

export interface AccountIcpRules {
  version?: 1 | undefined;
  unknown_policy?: UnknownPolicy | undefined;
  industries?: { any: string[] } | undefined;
  employees?: Range | undefined;
  hq?: { countries?: string[] | undefined; regions?: string[] | undefined } | undefined;
  keywords?: { any: string[]; fields?: KeywordField[] | undefined } | undefined;
  funding_stages?: FundingStage[] | undefined;
  revenue?: Range | undefined;
  total_funding?: Range | undefined;
  exclude?:
    | {
        company_ids?: string[] | undefined;
        domains?: string[] | undefined;
        name_patterns?: string[] | undefined;
        company_types?: CompanyType[] | undefined;
        current_customers?: boolean | undefined;
      }
    | undefined;
}

export interface ContactIcpRules {
  version?: 1 | undefined;
  title?: { include?: string[] | undefined; exclude?: string[] | undefined } | undefined;
  seniority?: Seniority[] | undefined;
  functions?: JobFunction[] | undefined;
  min_tenure_months?: number | undefined;
}

export type CriterionResult = 'match' | 'miss' | 'unknown';

export interface Criterion {
  criterion: string;
  expected: string;
  actual: string;
  result: CriterionResult;
}

/** A fit evaluation as stored (the wire Fit adds `evaluated_at`). */
export interface FitResult {
  fit: boolean;
  summary: string;
  criteria: Criterion[];
}
