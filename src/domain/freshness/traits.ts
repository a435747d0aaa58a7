import { primaryPosition } from '../changes/positions';
import type { Snapshot } from '../changes/types';
import { companyKey } from '../company/company-key';
import { classifyTitle } from '../titles/classify';
import type { ProfileTraits } from './types';

/** A profile with no current job, or one not found. */
export const NO_TRAITS: Readonly<ProfileTraits> = Object.freeze({ seniority: null, function: null, currentSince: null, companyKey: null, pastTenureDays: null });

/** A profile the last check did not find. */
export const NOT_FOUND_TRAITS: Readonly<ProfileTraits> = Object.freeze({ ...NO_TRAITS, found: false });

/** The career pace reads at most this many past jobs (the latest). */
const MAX_PAST_JOBS = 10;

const MONTH_RE = /^(\d{4})-(\d{2})/;
const monthIndex = (date: string | null): number | null => {
  const m = date ? MONTH_RE.exec(date) : null;
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
};

/** Lengths (days) of the completed jobs with both dates, latest first. */
function completedJobs(snapshot: Snapshot): { end: number; days: number }[] {
  const lengths: { end: number; days: number }[] = [];
  for (const p of snapshot.positions) {
    if (p.is_current) continue;
    const start = monthIndex(p.started_on);
    const end = monthIndex(p.ended_on);
    if (start === null || end === null || end < start) continue;
    lengths.push({ end, days: (end - start + 0.5) * 30.44 });
  }
  return lengths.sort((a, b) => b.end - a.end);
}

/** Mean length (days) of the latest five completed jobs with both dates; null when there is none. */
export function pastTenureDays(snapshot: Snapshot): number | null {
  const lengths = completedJobs(snapshot);
  if (!lengths.length) return null;
  const latest = lengths.slice(0, 5);
  return Math.round(latest.reduce((s, l) => s + l.days, 0) / latest.length);
}

/**
 * The traits the hazard model conditions on, from a profile's latest snapshot: the main current
 * job's title classified (seniority, function), its start (tenure) and its employer's identity
 * (network id, else the normalised name, the same key company events are matched on), and how long
 * the person's past jobs lasted (their mean, and each, for the career pace); `found: false` for a profile
 * not found.
 */
export function traitsOf(snapshot: Snapshot | null): ProfileTraits {
  if (!snapshot) return NO_TRAITS;
  if (!snapshot.found) return NOT_FOUND_TRAITS;
  const past = pastTenureDays(snapshot);
  const pastJobDays = completedJobs(snapshot)
    .slice(0, MAX_PAST_JOBS)
    .map((j) => Math.round(j.days));
  const primary = primaryPosition(snapshot);
  if (!primary) return { ...NO_TRAITS, pastTenureDays: past, pastJobDays };
  const { seniority, function: fn } = classifyTitle(primary.title);
  const key = primary.company_social_id || companyKey(primary.company) || null;
  return { seniority, function: fn, currentSince: primary.started_on, companyKey: key, pastTenureDays: past, pastJobDays };
}
