/** The deliverability of a work address, as the email verifiers report it. */
export const EMAIL_STATUSES = ['valid', 'risky', 'invalid', 'unknown'] as const;
/** valid: mailbox exists; risky: catch-all domain (accepts anything); invalid: bounces; unknown: the server did not say. */
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
