import type { Schemas } from './client';
import type { PlayQuery } from './types';

/**
 * Every value of a server enum, in the order the app shows them. The enums come from the service's OpenAPI
 * document (openapi-types.ts, checked for drift): a `Record` over the enum makes the compiler demand each value the
 * server has and refuse one it does not, so a new play type or status cannot be left out of a filter or a form.
 */
function valuesOf<T extends string>(all: Record<T, true>): T[] {
  return Object.keys(all) as T[];
}

export const PLAY_TYPES = valuesOf<Schemas['PlayType']>({
  direct: true, referral: true, watch: true, promotion: true, churn_risk: true, archive: true,
});
/** The play types alerts and CRM write-back can be switched on for (archive is never sent). */
export const ALERT_PLAY_TYPES = valuesOf<Schemas['AlertPlayType']>({
  direct: true, referral: true, watch: true, promotion: true, churn_risk: true,
});
export const PLAY_STATUSES = valuesOf<Schemas['PlayStatus']>({
  open: true, contacted: true, replied: true, meeting: true, not_relevant: true,
});
export const PLAY_SORTS = valuesOf<NonNullable<PlayQuery['sort']>>({
  detected: true, person: true, change: true, relationship: true, afit: true, cfit: true, email: true, play: true,
  status: true, owner: true,
});
export const SEGMENTS = valuesOf<Schemas['Segment']>({
  customer: true, churned: true, closed_lost: true, open_pipeline: true, unknown: true,
});
export const TRACKING_STATUSES = valuesOf<Schemas['TrackingStatus']>({
  needs_social: true, pending_review: true, ready: true, tracked: true, not_found: true, excluded: true,
});
export const PROFILE_STATUSES = valuesOf<Schemas['ProfileStatus']>({
  pending_baseline: true, same_role: true, promoted: true, moved: true, left: true, unknown: true, not_found: true,
});
