import type { CompanyAliasPair } from '../company/aliases';
import { baselineMismatch } from './baseline';
import { compareSnapshots } from './compare-snapshots';
import { changeBy } from './evidence';
import { primaryPosition } from './positions';
import { profileStatusAfter } from './status';
import type { DetectContext, DetectedChange, Position, ProfileStatus, Snapshot } from './types';

/** What is known about a profile before a check. */
export interface ProfileBefore {
  status: ProfileStatus;
  /** The latest snapshot in which the profile was found, if any. */
  lastFound: Snapshot | null;
  /** Whether the latest check of all said "not found". */
  lastWasNotFound: boolean;
  /** The company the customer's CRM has for this person (first contact). */
  crmCompany: string | null;
}

export interface CheckEffect {
  status: ProfileStatus;
  /** The change to record, or null (a baseline never records one). */
  change: DetectedChange | null;
  /** Set on the first snapshot only: true when it disagrees with the CRM company. */
  baselineCrmMismatch: boolean | null;
  current: { company: string | null; company_social_id: string | null; title: string | null; since: string | null };
  /** Contact tracking moves implied by the check. */
  tracking: 'PROFILE_NOT_FOUND' | 'PROFILE_FOUND_AGAIN' | null;
  /** Company identity pairs learned by this check (a position entry whose company id or name
   *  changed while its start date and title stayed: a page merge or rename). */
  aliases: CompanyAliasPair[];
}

function yearMonth(date: string | null): string | null {
  return date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : null;
}

/**
 * The effect of one completed check (found snapshot, or `null` for not found) on a
 * profile, by ARCHITECTURE §4: statuses are sticky; a baseline records no change but
 * flags a CRM mismatch as `moved`; a vanished profile is `profile_not_found`.
 */
export function applyCheck(before: ProfileBefore, next: Snapshot | null, ctx: DetectContext = {}): CheckEffect {
  const isBaseline = before.lastFound === null && !before.lastWasNotFound;
  if (next === null || !next.found) {
    const change: DetectedChange | null =
      before.lastFound && !before.lastWasNotFound ? changeBy('profile_gone', primaryPosition(before.lastFound), null) : null;
    return {
      status: 'not_found',
      change,
      baselineCrmMismatch: null,
      current: { company: null, company_social_id: null, title: null, since: null },
      tracking: 'PROFILE_NOT_FOUND',
      aliases: [],
    };
  }
  const tracking = before.lastWasNotFound ? 'PROFILE_FOUND_AGAIN' : null;
  if (isBaseline || before.lastFound === null) {
    const primary = primaryPosition(next);
    const mismatch = before.crmCompany !== null && baselineMismatch(before.crmCompany, next);
    const status: ProfileStatus = !primary ? 'left' : mismatch ? 'moved' : 'same_role';
    return { status, change: null, baselineCrmMismatch: isBaseline ? mismatch : null, current: currentOf(primary), tracking, aliases: [] };
  }
  const compared = compareSnapshots(before.lastFound, next, ctx);
  return {
    status: profileStatusAfter(before.status, compared.change, false),
    change: compared.change,
    baselineCrmMismatch: null,
    current: currentOf(compared.primary),
    tracking,
    aliases: compared.aliases,
  };
}

function currentOf(primary: Position | null): CheckEffect['current'] {
  return {
    company: primary?.company ?? null,
    company_social_id: primary?.company_social_id ?? null,
    title: primary?.title ?? null,
    since: yearMonth(primary?.started_on ?? null),
  };
}
