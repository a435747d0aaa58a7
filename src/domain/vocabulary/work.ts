/** The words of the work the service does: runs, imports, the finder and the events it sends. */

/** Why a run exists: the first check of new profiles, the cadence, or a user's request. */
export const RUN_KINDS = ['baseline', 'scheduled', 'manual'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** Where an import's rows come from. */
export const IMPORT_SOURCES = ['csv', 'crm', 'api'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * The events webhooks (and the outbox) carry: the contract's four, and the extension
 * `play.updated` (a play's address arrived from the email finder after its play.created).
 */
export const WEBHOOK_EVENTS = ['play.created', 'contact.changed', 'run.completed', 'run.paused', 'play.updated'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A proposed profile for a contact: where it came from and what the user made of it. */
export const CANDIDATE_SOURCES = ['search', 'baseline'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
export const CANDIDATE_STATUSES = ['proposed', 'confirmed', 'rejected', 'attached', 'dismissed'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** What a finder job looks for. */
export const FINDER_JOB_KINDS = ['profile', 'email'] as const;
export type FinderJobKind = (typeof FINDER_JOB_KINDS)[number];

/**
 * States of the work queues that have no machine of their own (nothing but their lease and
 * outcome moves them): a run's items, a play's notifications, the finder's jobs.
 */
export const RUN_ITEM_STATUSES = ['pending', 'leased', 'done', 'failed', 'skipped'] as const;
export type RunItemStatus = (typeof RUN_ITEM_STATUSES)[number];
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const FINDER_JOB_STATES = ['queued', 'done'] as const;
export type FinderJobState = (typeof FINDER_JOB_STATES)[number];
