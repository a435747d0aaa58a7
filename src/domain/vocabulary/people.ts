/** How the service describes a person and the customer's relationship with them. */

/** Relationship segment of a contact or account. */
export const SEGMENTS = ['customer', 'churned', 'closed_lost', 'open_pipeline', 'unknown'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Seniority levels, ordered low → high. */
export const SENIORITIES = ['ic', 'manager', 'director', 'vp', 'c_level'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Job functions a title is classified into. */
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

/**
 * The deliverability of a work address, as the email verifiers report it. valid: mailbox
 * exists; risky: catch-all domain (accepts anything); invalid: bounces; unknown: the server did not say.
 */
export const EMAIL_STATUSES = ['valid', 'risky', 'invalid', 'unknown'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
