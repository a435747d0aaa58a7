import type { CompanyAliases } from '../company/aliases';
import type { ChangeType, CheckTrigger } from '../vocabulary';

export { CHANGE_TYPES, type ChangeType, CHECK_TRIGGERS, type CheckTrigger, PROFILE_STATUSES, type ProfileStatus } from '../vocabulary';

export interface Position {
  company: string;
  company_social_id: string | null;
  title: string | null;
  /** YYYY-MM or YYYY-MM-DD (YYYY tolerated) */
  started_on: string | null;
  ended_on: string | null;
  is_current: boolean;
}

export interface Snapshot {
  found: boolean;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  positions: Position[];
}

/** A position entry as quoted in change evidence. */
export interface EvidencePosition {
  company: string | null;
  company_social_id: string | null;
  title: string | null;
  started_on: string | null;
}

/**
 * What led to the check that found a change: the cadence's sweep (also manual and baseline
 * runs, and an adaptive day's fairness floor), the hazard ranking, a provider's change feed or
 * a customer's signal.
 */

/** Why a change was detected, and how sure detection is of it. */
export interface ChangeEvidence {
  /** Stable snake_case id of the rule that fired (see docs/decisions.md, "Change detection"). */
  rule: string;
  /** 0..1; below MIN_ALERT_CONFIDENCE the change is recorded but only makes an archive play, no alert. */
  confidence: number;
  /** The position entry compared on the old snapshot. */
  previous: EvidencePosition | null;
  /** The position entry compared on the new snapshot. */
  current: EvidencePosition | null;
  /** A move whose new entry started long (> 60 days) before the previous check that did not show it. */
  surfaced_late: boolean;
  /** Set by the engine when a second look confirmed a left / profile_not_found; null otherwise. */
  confirmed_at: string | null;
  /** Set by the engine: what led to the check that found the change (null for changes found before triggers existed). */
  trigger: CheckTrigger | null;
}

/** Changes with a lower confidence make an archive play and no alert. */
export const MIN_ALERT_CONFIDENCE = 0.7;

/** What a change says: its type and both ends. */
export interface ChangeEnds {
  type: ChangeType;
  from_company: string | null;
  from_title: string | null;
  to_company: string | null;
  to_title: string | null;
  to_started_on: string | null;
}

export interface DetectedChange extends ChangeEnds {
  evidence: ChangeEvidence;
}

/** What detection may know beyond the two snapshots. */
export interface DetectContext {
  /** Company identities known to be the same in this workspace (page merges, renames). */
  aliases?: CompanyAliases;
  /** ISO time of the check that produced `prev` (for surfaced_late). */
  previousCheckedAt?: string | null;
}

export type { CompanyRef } from '../company/aliases';
