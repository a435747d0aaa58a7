import { setup } from 'xstate';

export const CONTACT_TRACKING_STATUSES = [
  'needs_social',
  'pending_review',
  'ready',
  'tracked',
  'not_found',
  'excluded',
] as const;
export type ContactTrackingStatus = (typeof CONTACT_TRACKING_STATUSES)[number];

export type ContactTrackingEvent =
  | { type: 'SOCIAL_URL_ACCEPTED'; url?: string }
  | { type: 'SOCIAL_URL_REJECTED'; reason?: string }
  | { type: 'EXCLUDE' }
  | { type: 'CANDIDATE_PROPOSED'; url?: string }
  | { type: 'CANDIDATE_CONFIRMED' }
  | { type: 'CANDIDATE_REJECTED' }
  | { type: 'FIRST_CHECK_STARTED' }
  | { type: 'PROFILE_NOT_FOUND' }
  | { type: 'PROFILE_FOUND_AGAIN' };

/**
 * Whether a contact's social profile is known and being checked. The service
 * picks the entry state on create (with a profile URL: `tracked`).
 */
export const contactTrackingMachine = setup({
  types: {
    events: {} as ContactTrackingEvent,
  },
}).createMachine({
  id: 'contactTracking',
  initial: 'needs_social',
  states: {
    needs_social: {
      on: {
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_REJECTED: 'needs_social',
        CANDIDATE_PROPOSED: 'pending_review',
        EXCLUDE: 'excluded',
      },
    },
    pending_review: {
      on: {
        CANDIDATE_CONFIRMED: 'ready',
        CANDIDATE_REJECTED: 'needs_social',
        SOCIAL_URL_ACCEPTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    ready: {
      on: {
        FIRST_CHECK_STARTED: 'tracked',
        SOCIAL_URL_ACCEPTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    tracked: {
      on: {
        PROFILE_NOT_FOUND: 'not_found',
        SOCIAL_URL_ACCEPTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    not_found: {
      on: {
        PROFILE_FOUND_AGAIN: 'tracked',
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_REJECTED: 'needs_social',
        EXCLUDE: 'excluded',
      },
    },
    excluded: {
      on: {
        SOCIAL_URL_ACCEPTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
  },
});
