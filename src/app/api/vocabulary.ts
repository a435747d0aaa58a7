import {
  alertPlayTypeValues,
  playStatusValues,
  playTypeValues,
  profileStatusValues,
  segmentValues,
  trackingStatusValues,
} from './openapi-types';
import type { PlayQuery } from './types';

/**
 * Every value of a server enum, in the order the service lists it. The arrays are generated from the service's
 * OpenAPI document with the types (openapi-types.ts, `npm run app:api-types`, checked for drift), so a new play type
 * or status reaches every filter and form without an edit here.
 */
export const PLAY_TYPES = [...playTypeValues];
/** The play types alerts and CRM write-back can be switched on for (archive is never sent). */
export const ALERT_PLAY_TYPES = [...alertPlayTypeValues];
export const PLAY_STATUSES = [...playStatusValues];
export const SEGMENTS = [...segmentValues];
export const TRACKING_STATUSES = [...trackingStatusValues];
export const PROFILE_STATUSES = [...profileStatusValues];

/**
 * The inbox's sort keys in the order its menu shows them (the app's choice, not the server's): a `Record` over the
 * server's enum makes the compiler demand every key it accepts and refuse one it does not.
 */
function valuesOf<T extends string>(all: Record<T, true>): T[] {
  return Object.keys(all) as T[];
}
export const PLAY_SORTS = valuesOf<NonNullable<PlayQuery['sort']>>({
  detected: true, person: true, change: true, relationship: true, afit: true, cfit: true, email: true, play: true,
  status: true, owner: true,
});
