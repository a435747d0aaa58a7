import { primaryPosition } from '../changes/positions';
import type { Snapshot } from '../changes/types';
import { companyKey } from '../company/company-key';
import { classifyTitle } from '../titles/classify';
import type { ProfileTraits } from './types';

/** A profile with no current job, or one not found. */
export const NO_TRAITS: Readonly<ProfileTraits> = Object.freeze({ seniority: null, function: null, currentSince: null, companyKey: null });

/**
 * The traits the hazard model conditions on, from a profile's latest snapshot: the main current
 * job's title classified (seniority, function), its start (tenure) and its employer's identity
 * (network id, else the normalised name, the same key company events are matched on).
 */
export function traitsOf(snapshot: Snapshot | null): ProfileTraits {
  if (!snapshot?.found) return NO_TRAITS;
  const primary = primaryPosition(snapshot);
  if (!primary) return NO_TRAITS;
  const { seniority, function: fn } = classifyTitle(primary.title);
  const key = primary.company_social_id || companyKey(primary.company) || null;
  return { seniority, function: fn, currentSince: primary.started_on, companyKey: key };
}
