import { careerOf, logPace } from './career-pace';
import type { CompanyEvent, HazardModel, ProfileTraits } from './types';

export const DAY_MS = 86_400_000;
/** 2-3 % of people change something a month: the prior of a workspace with no history yet. */
export const DEFAULT_DAILY_HAZARD = 0.025 / 30.44;
/** Tenure below this (a start month in the future, or days old) is clamped: the hazard stays finite. */
const MIN_TENURE_DAYS = 15;
/** Company events older than this are ignored by the model and the planner. */
export const COMPANY_EVENT_HORIZON_DAYS = 120;

/** The model that knows nothing: one flat hazard for everybody (the planner then sweeps periodically). */
export function flatModel(dailyHazard = DEFAULT_DAILY_HAZARD): HazardModel {
  return {
    version: 1,
    intercept: Math.log(dailyHazard),
    tenureExponent: 0,
    tenureCurvature: 0,
    history: { logMeanPastTenure: 0, none: 0 },
    seniority: {},
    function: {},
    noJob: 0,
    notFound: 0,
    companyEvent: { logMultiplier: 0, beforeDays: 14, afterDays: 45 },
    fit: { observations: 0, changes: 0, exposureDays: 0, fittedAt: null },
  };
}

const SINCE_RE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

const sinceCache = new Map<string, number | null>();

/** Epoch ms of a YYYY-MM (mid-month: the day is unknown) or YYYY-MM-DD start; null when unparseable. */
export function sinceToMs(since: string | null): number | null {
  if (!since) return null;
  let ms = sinceCache.get(since);
  if (ms === undefined) {
    ms = parseSince(since);
    if (sinceCache.size > 10_000) sinceCache.clear();
    sinceCache.set(since, ms);
  }
  return ms;
}

function parseSince(since: string): number | null {
  const m = SINCE_RE.exec(since);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 15);
  return Number.isFinite(ms) ? ms : null;
}

/** Days in the current job at `at` (clamped to ≥ 15), or null without a current job. */
export function tenureDays(sinceMs: number | null, at: number): number | null {
  if (sinceMs === null) return null;
  return Math.max(MIN_TENURE_DAYS, (at - sinceMs) / DAY_MS);
}

/**
 * ln of the daily hazard of a profile with these traits at `at`, apart from company events
 * (`sinceMs` = sinceToMs(traits.currentSince), passed in so callers parse it once).
 */
export function logHazard(model: HazardModel, traits: ProfileTraits, sinceMs: number | null, at: number): number {
  let eta = model.intercept;
  if (traits.seniority) eta += model.seniority[traits.seniority] ?? 0;
  if (traits.function) eta += model.function[traits.function] ?? 0;
  const tenure = tenureDays(sinceMs, at);
  if (traits.found === false) eta += model.notFound ?? model.noJob;
  else if (tenure === null) eta += model.noJob;
  else {
    const t = Math.log(tenure / 365);
    eta += model.tenureExponent * t + (model.tenureCurvature ?? 0) * t * t;
  }
  if (model.pace) eta += model.pace.coefficient * logPace(model.pace, careerOf(traits, tenure));
  else if (model.history) {
    const past = traits.pastTenureDays;
    eta += past == null ? model.history.none : model.history.logMeanPastTenure * Math.log(Math.max(past, 30) / 365);
  }
  return eta;
}

/** Announcement times per company key, for events inside the horizon before `now`. */
export function eventsByCompany(events: readonly CompanyEvent[], now: number): Map<string, number[]> {
  const map = new Map<string, number[]>();
  const oldest = now - COMPANY_EVENT_HORIZON_DAYS * DAY_MS;
  for (const e of events) {
    if (e.announcedAt > now || e.announcedAt < oldest) continue;
    const list = map.get(e.companyKey);
    if (list) list.push(e.announcedAt);
    else map.set(e.companyKey, [e.announcedAt]);
  }
  return map;
}

/** The event windows [announcedAt − before, announcedAt + after] of a company's events, in ms. */
export function eventWindows(model: HazardModel, announced: readonly number[] | undefined): [number, number][] {
  if (!announced?.length) return [];
  const { beforeDays, afterDays } = model.companyEvent;
  return announced.map((a) => [a - beforeDays * DAY_MS, a + afterDays * DAY_MS]);
}

/**
 * ∫ over [from, to] ∩ window of (to − s) ds, in days², summed over the windows: the part of
 * the expected lag accumulated since the last check that falls inside company-event windows.
 */
export function windowLagIntegral(windows: readonly [number, number][], from: number, to: number): number {
  let sum = 0;
  for (const [a, b] of windows) {
    const lo = Math.max(a, from);
    const hi = Math.min(b, to);
    if (hi <= lo) continue;
    const far = (to - lo) / DAY_MS;
    const near = (to - hi) / DAY_MS;
    sum += (far * far - near * near) / 2;
  }
  return sum;
}

/** Days of [from, to] inside the windows (overlaps counted once per window). */
export function windowExposure(windows: readonly [number, number][], from: number, to: number): number {
  let sum = 0;
  for (const [a, b] of windows) sum += Math.max(0, Math.min(b, to) - Math.max(a, from)) / DAY_MS;
  return Math.min(sum, (to - from) / DAY_MS);
}
