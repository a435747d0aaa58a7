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
  | { type: 'SOCIAL_URL_IMPORTED'; url?: string }
  | { type: 'EXCLUDE' }
  | { type: 'CANDIDATE_PROPOSED'; url?: string }
  | { type: 'NAME_MISMATCH' }
  | { type: 'CANDIDATE_CONFIRMED' }
  | { type: 'CANDIDATE_REJECTED' }
  | { type: 'FIRST_CHECK_STARTED' }
  | { type: 'PROFILE_NOT_FOUND' }
  | { type: 'PROFILE_FOUND_AGAIN' }
  | { type: 'WRONG_PERSON_REPORTED' };

/**
 * Whether a contact's social profile is known and being checked. A contact is created in
 * `needs_social`, then (with a profile URL) moved by `SOCIAL_URL_ACCEPTED` (by hand) or
 * `SOCIAL_URL_IMPORTED` (an import row). An import never un-excludes: `excluded` refuses
 * `SOCIAL_URL_IMPORTED`; only a hand-given URL brings an excluded contact back. A baseline
 * check whose profile shows another person's name sends `NAME_MISMATCH` (ready or tracked →
 * pending_review): a person confirms or rejects the checked profile as a candidate.
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
        SOCIAL_URL_IMPORTED: 'tracked',
        CANDIDATE_PROPOSED: 'pending_review',
        EXCLUDE: 'excluded',
      },
    },
    pending_review: {
      on: {
        CANDIDATE_CONFIRMED: 'ready',
        CANDIDATE_REJECTED: 'needs_social',
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_IMPORTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    ready: {
      on: {
        FIRST_CHECK_STARTED: 'tracked',
        NAME_MISMATCH: 'pending_review',
        WRONG_PERSON_REPORTED: 'pending_review',
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_IMPORTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    tracked: {
      on: {
        PROFILE_NOT_FOUND: 'not_found',
        NAME_MISMATCH: 'pending_review',
        WRONG_PERSON_REPORTED: 'pending_review',
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_IMPORTED: 'tracked',
        EXCLUDE: 'excluded',
      },
    },
    not_found: {
      on: {
        PROFILE_FOUND_AGAIN: 'tracked',
        WRONG_PERSON_REPORTED: 'pending_review',
        SOCIAL_URL_ACCEPTED: 'tracked',
        SOCIAL_URL_IMPORTED: 'tracked',
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
