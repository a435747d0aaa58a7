/** Seniority levels, ordered low → high. */
export const SENIORITIES = ['ic', 'manager', 'director', 'vp', 'c_level'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const JOB_FUNCTIONS = [
  'revops',
  'sales',
  'marketing',
  'customer_success',
  'product',
  'engineering',
  'finance',
  'people',
  'operations',
  'executive',
  'other',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export interface TitleClassification {
  seniority: Seniority | null;
  function: JobFunction | null;
}

/** 0 (ic) … 4 (c_level); -1 for an unknown (null) seniority. */
export function seniorityRank(s: Seniority | null): number {
  return s === null ? -1 : SENIORITIES.indexOf(s);
}
