import { isKnownTitle } from '../titles/classify';
import { RULE_OUTCOMES } from './calibration';
import { BLIND_FIRST_RUN_OUTCOMES } from './calibration-blind';
import { hasCompanyPage } from './employment-evidence';
import { latestInstant } from './positions';
import type { ChangeType, DetectedChange, EvidencePosition, Position } from './types';

/**
 * Rule ids, the change type each makes and its **prior**: how often such a pattern was judged
 * to be a real change of that type on real profiles before any labelled data (≥ 0.9 a clear
 * pattern, a new dated entry replacing the old one; 0.7-0.89 a real change read from weaker
 * evidence: no start date, the old entry deleted rather than ended, a concurrent job; < 0.7
 * ambiguous).
 */
const RULE_PRIORS = {
  employer_changed: { type: 'moved', prior: 0.95 },
  employer_changed_old_entry_removed: { type: 'moved', prior: 0.85 },
  employer_changed_undated: { type: 'moved', prior: 0.75 },
  employer_changed_backdated: { type: 'moved', prior: 0.65 },
  employer_changed_same_name: { type: 'moved', prior: 0.7 },
  concurrent_new_job: { type: 'moved', prior: 0.8 },
  concurrent_new_job_undated: { type: 'moved', prior: 0.6 },
  other_job_remains: { type: 'moved', prior: 0.75 },
  side_project_remains: { type: 'moved', prior: 0.6 },
  job_after_gap: { type: 'moved', prior: 0.9 },
  job_after_gap_undated: { type: 'moved', prior: 0.7 },
  side_role_only_new_entry: { type: 'moved', prior: 0.5 },
  entry_reopened: { type: 'moved', prior: 0.6 },
  new_entry_same_employer_seniority_up: { type: 'promoted', prior: 0.9 },
  new_entry_same_employer: { type: 'promoted', prior: 0.8 },
  new_entry_company_family: { type: 'promoted', prior: 0.8 },
  new_entry_same_employer_seniority_down: { type: 'title_changed', prior: 0.85 },
  title_edited_in_place: { type: 'title_changed', prior: 0.9 },
  no_current_position: { type: 'left', prior: 0.9 },
  no_current_position_entry_removed: { type: 'left', prior: 0.75 },
  non_job_entry: { type: 'left', prior: 0.9 },
  education_entry: { type: 'left', prior: 0.9 },
  only_side_roles: { type: 'left', prior: 0.8 },
  profile_gone: { type: 'profile_not_found', prior: 0.9 },
} as const satisfies Record<string, { type: ChangeType; prior: number }>;

export type RuleId = keyof typeof RULE_PRIORS;

/** How many labelled pairs the prior counts for (docs/decisions.md, "Calibrated confidence"). */
export const PRIOR_WEIGHT = 20;

/**
 * A rule's confidence, calibrated on the labelled sets (`calibration.ts`): the posterior mean of
 * its precision, a Beta prior of PRIOR_WEIGHT pairs at the rule's prior updated by the labelled
 * pairs it fired on, rounded down to two decimals. A rule seen on few pairs stays near its prior;
 * one right on hundreds approaches 1; one that misfires falls. Below MIN_ALERT_CONFIDENCE a change
 * is recorded with an archive play and no alert.
 */
export function calibratedConfidence(prior: number, outcome: { labelled: number; right: number } | undefined): number {
  const { labelled, right } = outcome ?? { labelled: 0, right: 0 };
  return Math.floor(((right + PRIOR_WEIGHT * prior) / (labelled + PRIOR_WEIGHT)) * 100 + 1e-9) / 100;
}

/** In-sample (development sets) and out-of-sample (blind sets' one blind run) tallies together. */
const OUTCOMES: Readonly<Record<string, { labelled: number; right: number }>> = combine(RULE_OUTCOMES, BLIND_FIRST_RUN_OUTCOMES);

function combine(...tables: Readonly<Record<string, { labelled: number; right: number }>>[]): Record<string, { labelled: number; right: number }> {
  const out: Record<string, { labelled: number; right: number }> = {};
  for (const table of tables) {
    for (const [rule, o] of Object.entries(table)) {
      const sum = out[rule] ?? { labelled: 0, right: 0 };
      out[rule] = { labelled: sum.labelled + o.labelled, right: sum.right + o.right };
    }
  }
  return out;
}

/** Every rule with its change type, prior and calibrated confidence. */
export const RULES: Readonly<Record<RuleId, { type: ChangeType; prior: number; confidence: number }>> = Object.fromEntries(
  Object.entries(RULE_PRIORS).map(([rule, { type, prior }]) => [rule, { type, prior, confidence: calibratedConfidence(prior, OUTCOMES[rule]) }]),
) as Record<RuleId, { type: ChangeType; prior: number; confidence: number }>;

/** How long before the previous check a new entry must have started to have surfaced late. */
export const SURFACED_LATE_MS = 60 * 24 * 60 * 60 * 1000;

/** A position entry as quoted in evidence. */
export function quote(p: Position | null): EvidencePosition | null {
  return p === null ? null : { company: p.company, company_social_id: p.company_social_id, title: p.title, started_on: p.started_on };
}

/**
 * True when a new entry started more than 60 days before the previous check that did not
 * show it (the latest day its written start date can stand for is used).
 */
export function surfacedLate(current: Position | null, previousCheckedAt: string | null | undefined): boolean {
  if (current === null || previousCheckedAt == null) return false;
  const started = latestInstant(current.started_on);
  const checked = Date.parse(previousCheckedAt);
  return started !== null && !Number.isNaN(checked) && checked - started > SURFACED_LATE_MS;
}

/**
 * Weak evidence for a move lowers its confidence whatever the rule: a new entry with no title
 * (a job names its role; a title-less entry is often a school, a search or a project) stays
 * below the alert threshold without a company page and below 0.9 with one; a title the
 * classifier has no word for ("顧問", "Ninja") stays below 0.9. The false moves of the wave-3
 * blind set's one run were all of these kinds (docs/decisions.md, "Calibrated confidence").
 */
export const MOVE_CAPS = { untitledNoPage: 0.65, untitled: 0.8, unknownTitle: 0.85 } as const;

function movedConfidence(confidence: number, to: Position | null): number {
  if (to === null) return confidence;
  if ((to.title ?? '').trim() === '') return Math.min(confidence, hasCompanyPage(to) ? MOVE_CAPS.untitled : MOVE_CAPS.untitledNoPage);
  return isKnownTitle(to.title) ? confidence : Math.min(confidence, MOVE_CAPS.unknownTitle);
}

/** A detected change with its evidence: `from` on the old snapshot, `to` on the new one. */
export function changeBy(
  rule: RuleId,
  from: Position | null,
  to: Position | null,
  opts: { shownAs?: Position | null; newEntry?: boolean; previousCheckedAt?: string | null } = {},
): DetectedChange {
  const { type } = RULES[rule];
  const confidence = type === 'moved' ? movedConfidence(RULES[rule].confidence, to) : RULES[rule].confidence;
  const hasTo = type === 'moved' || type === 'promoted' || type === 'title_changed';
  const target = hasTo ? to : null;
  return {
    type,
    from_company: from?.company ?? null,
    from_title: from?.title ?? null,
    to_company: target?.company ?? null,
    to_title: target?.title ?? null,
    to_started_on: target?.started_on ?? null,
    evidence: {
      rule,
      confidence,
      previous: quote(from),
      current: quote(opts.shownAs !== undefined ? opts.shownAs : to),
      surfaced_late: opts.newEntry === true && surfacedLate(to, opts.previousCheckedAt),
      confirmed_at: null,
      trigger: null,
    },
  };
}
