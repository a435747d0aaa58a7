import type { JobFunction, Seniority } from '../titles/types';

/*
 * The adaptive-refresh interface (issue #24; docs/freshness.md). Stable for the scheduler side;
 * changes since the first commit (23ddd3d), all additive:
 * - ProfileTraits.pastTenureDays (optional): the job-history term; `traitsOf(snapshot)` fills it.
 * - HazardModel.tenureCurvature and HazardModel.history (optional; absent ≡ no effect), so models
 *   stored before them still load.
 * - ProfileTraits.found and HazardModel.notFound (optional): a profile last seen not found (deleted)
 *   rarely changes again; `traitsOf(null | not-found snapshot)` sets found: false.
 * - ProfileTraits.pastJobDays and HazardModel.pace (optional): the career pace, a shared-frailty
 *   posterior of how fast this person moves, from the dated past jobs the profile shows.
 */

/**
 * Why a profile is checked on a planned day:
 * - `signal`: the customer posted a signal for it (an email bounce, an auto-reply "has left"...);
 * - `feed`: the provider's free change feed listed it;
 * - `sweep`: the fairness floor (or a profile never checked): it would otherwise go unchecked for
 *   longer than twice the cadence;
 * - `hazard`: the hazard ranking picked it (the learned expected lag of a check now is among the day's
 *   highest).
 */
export type RefreshTrigger = 'sweep' | 'hazard' | 'feed' | 'signal';
export const REFRESH_TRIGGERS: readonly RefreshTrigger[] = ['sweep', 'hazard', 'feed', 'signal'];

/** What the service can observe about a profile (from its latest snapshot). */
export interface ProfileTraits {
  /** From `classifyTitle` of the current main job's title; null when unknown or no current job. */
  seniority: Seniority | null;
  function: JobFunction | null;
  /** YYYY-MM (or YYYY-MM-DD) start of the current main job: the tenure clock; null when there is none. */
  currentSince: string | null;
  /** Employer identity (the company's network id, else `companyKey(name)`); null when no current job. */
  companyKey: string | null;
  /**
   * Mean length in days of the profile's completed past jobs (up to the five latest), or null
   * when it shows none: a job history says how often this person has moved. Optional (absent ≡ null).
   */
  pastTenureDays?: number | null;
  /** False when the last check found no profile (deleted, or the URL is dead). Optional (absent ≡ true). */
  found?: boolean;
  /**
   * Lengths in days of the profile's completed past jobs with both dates (latest first, up to ten): the
   * career the pace model reads (`career-pace.ts`). Optional (absent ≡ the profile's history is unknown).
   */
  pastJobDays?: readonly number[];
}

/**
 * The career-pace model (`career-pace.ts`): a person's jobs end at the Weibull hazard u·A·k·L^(k−1) (L in
 * years, cumulative u·A·L^k) with u ~ Gamma(alpha, alpha) shared by their jobs; fitted on the profiles' own
 * job histories. A hazard model with a pace adds `coefficient` × ln E[u | the profile's career].
 */
export interface CareerPace {
  /** ln A. */
  logScale: number;
  /** Weibull shape k of one person's job lengths. */
  shape: number;
  /** Gamma frailty shape and rate: the pace has mean 1 and variance 1 / alpha across people. */
  alpha: number;
}

/**
 * One completed check (epoch ms): the interval (previousAt, at] it covers, whether it detected a change,
 * and the traits the profile showed at the START of the interval (the previous check's snapshot), which
 * is what a hazard model conditions on. The first check of a profile (previousAt null) teaches nothing
 * and is skipped by the fit. `trigger` (optional, informative) is what led to the check: intervals ended
 * by a flagged check are kept (dropping them would drop most changes in a world with a good feed).
 */
export interface CheckObservation {
  profileId: string;
  at: number;
  previousAt: number | null;
  changed: boolean;
  traits: ProfileTraits;
  trigger?: RefreshTrigger;
}

/** A company event the service learned of (provider company events; today only layoffs). */
export interface CompanyEvent {
  companyKey: string;
  kind: 'layoff';
  announcedAt: number;
}

/** A profile as the planner sees it. */
export interface PlannerProfile {
  id: string;
  /** Last completed check (epoch ms), null for a profile never checked (planned first, as `sweep`). */
  lastCheckedAt: number | null;
  traits: ProfileTraits;
  /**
   * The newest feed entry or signal for this profile (epoch ms of its publication / observation).
   * It is a flag while it is newer than `lastCheckedAt`; older flags are ignored. Pass signals over
   * feed entries when both are newer than the last check.
   */
  flag: { trigger: 'feed' | 'signal'; at: number } | null;
}

/** Credits for the rest of the budget month; `creditsLeft` null = no budget (the plan spends about the cadence's rate). */
export interface PlanBudget {
  creditsLeft: number | null;
  /** Planning days left in the budget month, today included (≥ 1). */
  daysLeft: number;
}

export interface PlanDayInput {
  /** Planning time (epoch ms); elapsed times are measured to it. */
  now: number;
  profiles: readonly PlannerProfile[];
  model: HazardModel;
  /** Company events known to the service (announced at or before `now`); older than 120 days are ignored. */
  companyEvents: readonly CompanyEvent[];
  /** The workspace cadence in days (weekly 7, biweekly 14, monthly 30.44, quarterly 91.3): the floor is twice it. */
  cadenceDays: number;
  budget: PlanBudget;
  /**
   * Feed entries and signals expected per day (e.g. the mean of the last 30 days). Optional (absent ≡ 0): the
   * hazard ranking leaves credits for them on the month's days left (`flagReserve`).
   */
  expectedFlagsPerDay?: number;
}

export interface PlannedCheck {
  profileId: string;
  trigger: RefreshTrigger;
}

/**
 * A fitted proportional-hazards model of a profile's next job change (JSON-serialisable; store it as is).
 * Daily hazard = exp(intercept + seniority[s] + function[f] + tenureExponent · t + tenureCurvature · t²
 * + history term) with t = ln(tenure / 365 d) for a profile with a current job, and
 * exp(intercept + noJob + seniority[s] + function[f] + history term) without one; the history term is
 * history.logMeanPastTenure · ln(pastTenureDays / 365), or history.none without a past job;
 * times exp(companyEvent.logMultiplier) while a layoff announced for the employer is inside
 * [announcedAt − companyEvent.beforeDays, announcedAt + companyEvent.afterDays].
 * Log multipliers are ridge-shrunk towards 0 (no effect), so a history with nothing to learn gives
 * the flat model (all zeros) and the planner then sweeps periodically, like the cadence.
 */
export interface HazardModel {
  version: 1;
  /** ln of the daily hazard of the reference profile (seniority and function unknown, one year of tenure). */
  intercept: number;
  /** Weibull shape − 1 (0 = memoryless; negative: the hazard falls with tenure). */
  tenureExponent: number;
  /** Bend of the log hazard over log tenure (a population mixes people of different pace). Absent ≡ 0. */
  tenureCurvature?: number;
  /** Job-history effect. Absent ≡ no effect. Not fitted when `pace` is (the pace reads the same history better). */
  history?: { logMeanPastTenure: number; none: number };
  /** Career pace: the fitted pace model and the ln-hazard per unit of ln pace. Absent ≡ no effect. */
  pace?: CareerPace & { coefficient: number };
  /** ln multipliers; a missing key (or null seniority/function) means 0. */
  seniority: Partial<Record<Seniority, number>>;
  function: Partial<Record<JobFunction, number>>;
  /** ln multiplier for a profile without a current job. */
  noJob: number;
  /** ln multiplier (replacing the tenure and no-job terms) for a profile last seen not found. Absent ≡ noJob. */
  notFound?: number;
  companyEvent: { logMultiplier: number; beforeDays: number; afterDays: number };
  /** What the fit saw: intervals used and the changes among them. */
  fit: { observations: number; changes: number; exposureDays: number; fittedAt: number | null };
}

/** Input of `forecastDays`: the planner run forward over the remaining days with no new flags except the expected ones. */
export interface ForecastInput {
  now: number;
  /** Remaining planning days of the month, today first, as YYYY-MM-DD labels; a label ending in -01 after the first starts a new budget month. */
  days: readonly string[];
  profiles: readonly PlannerProfile[];
  model: HazardModel;
  companyEvents: readonly CompanyEvent[];
  cadenceDays: number;
  /** Credits left this month (null = no budget) and the monthly budget a new month starts with. */
  creditsLeft: number | null;
  monthlyBudget: number | null;
  /** Feed entries and signals expected per day (e.g. the mean of the last 30 days); each is one flagged check. */
  expectedFlagsPerDay: number;
}

export interface ForecastDay {
  date: string;
  checks: number;
}
