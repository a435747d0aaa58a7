/**
 * What a check can find and what the service then says about a profile. Defined here once;
 * the wire enums (zod, so OpenAPI), the SQL CHECK constraints (compared by
 * test/integration/machines/vocabulary-drift.test.ts), scoring.proto's comments (compared by
 * test/unit/checker/scoring-proto-drift.test.ts) and every `switch` over them derive from
 * these lists.
 */

/** The kinds of job change detection reports (the `type` of a change). */
export const CHANGE_TYPES = ['moved', 'promoted', 'title_changed', 'left', 'profile_not_found'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** What led to a profile check: the cadence's sweep, the hazard planner, the provider's change feed, a customer's signal. */
export const CHECK_TRIGGERS = ['sweep', 'hazard', 'feed', 'signal'] as const;
export type CheckTrigger = (typeof CHECK_TRIGGERS)[number];

/** The sticky status of a tracked profile (see domain/changes/status.ts for how a check moves it). */
export const PROFILE_STATUSES = ['pending_baseline', 'same_role', 'promoted', 'moved', 'left', 'unknown', 'not_found'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** What a customer's own systems saw about a contact (`POST /v1/signals`). */
export const SIGNAL_KINDS = ['email_bounced', 'auto_reply_left', 'crm_company_changed', 'crm_title_changed', 'other'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** A user's verdict on a detected change (change feedback). */
export const CHANGE_VERDICTS = ['correct', 'not_a_job_change', 'wrong_person', 'wrong_company', 'wrong_type'] as const;
export type ChangeVerdict = (typeof CHANGE_VERDICTS)[number];
