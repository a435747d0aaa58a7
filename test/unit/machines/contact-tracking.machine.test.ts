import { describe, expect, it } from 'vitest';

import type { ContactTrackingEvent, ContactTrackingStatus } from '../../../machines/index';
import { applyEvent, CONTACT_TRACKING_STATUSES, contactTrackingMachine } from '../../../machines/index';

type Move = [from: ContactTrackingStatus, event: ContactTrackingEvent['type'], to: ContactTrackingStatus];

const ALLOWED: Move[] = [
  ...(['needs_social', 'not_found', 'excluded', 'pending_review', 'ready', 'tracked'] as const).map(
    (from): Move => [from, 'SOCIAL_URL_ACCEPTED', 'tracked'],
  ),
  ...(['needs_social', 'not_found', 'pending_review', 'ready', 'tracked'] as const).map(
    (from): Move => [from, 'SOCIAL_URL_IMPORTED', 'tracked'],
  ),
  ...CONTACT_TRACKING_STATUSES.map((from): Move => [from, 'EXCLUDE', 'excluded']),
  ['needs_social', 'CANDIDATE_PROPOSED', 'pending_review'],
  ['pending_review', 'CANDIDATE_CONFIRMED', 'ready'],
  ['pending_review', 'CANDIDATE_REJECTED', 'needs_social'],
  ['ready', 'FIRST_CHECK_STARTED', 'tracked'],
  ['ready', 'NAME_MISMATCH', 'pending_review'],
  ['tracked', 'NAME_MISMATCH', 'pending_review'],
  ['tracked', 'PROFILE_NOT_FOUND', 'not_found'],
  ['not_found', 'PROFILE_FOUND_AGAIN', 'tracked'],
  ...(['ready', 'tracked', 'not_found'] as const).map((from): Move => [from, 'WRONG_PERSON_REPORTED', 'pending_review']),
];

const REFUSED: Array<[ContactTrackingStatus, ContactTrackingEvent['type']]> = [
  ['excluded', 'SOCIAL_URL_IMPORTED'],
  ['tracked', 'CANDIDATE_PROPOSED'],
  ['pending_review', 'CANDIDATE_PROPOSED'],
  ['needs_social', 'CANDIDATE_CONFIRMED'],
  ['ready', 'CANDIDATE_REJECTED'],
  ['needs_social', 'FIRST_CHECK_STARTED'],
  ['tracked', 'FIRST_CHECK_STARTED'],
  ['needs_social', 'PROFILE_NOT_FOUND'],
  ['not_found', 'PROFILE_NOT_FOUND'],
  ['tracked', 'PROFILE_FOUND_AGAIN'],
  ['needs_social', 'NAME_MISMATCH'],
  ['pending_review', 'NAME_MISMATCH'],
  ['not_found', 'NAME_MISMATCH'],
  ['excluded', 'NAME_MISMATCH'],
  ['excluded', 'PROFILE_FOUND_AGAIN'],
  ['needs_social', 'WRONG_PERSON_REPORTED'],
  ['pending_review', 'WRONG_PERSON_REPORTED'],
  ['excluded', 'WRONG_PERSON_REPORTED'],
];

describe('contactTrackingMachine', () => {
  it('when the machine is built, then its states are exactly the status values and it starts in needs_social', () => {
    expect(Object.keys(contactTrackingMachine.root.states)).toEqual([...CONTACT_TRACKING_STATUSES]);
    expect(contactTrackingMachine.root.initial?.target[0]?.key).toBe('needs_social');
  });

  it.each(ALLOWED)('when %s receives %s, then it moves to %s', (from, type, to) => {
    expect(applyEvent(contactTrackingMachine, from, { type })).toEqual({ ok: true, status: to, changed: from !== to });
  });

  it.each(REFUSED)('when %s receives %s, then the move is refused', (from, type) => {
    expect(applyEvent(contactTrackingMachine, from, { type })).toEqual({ ok: false, status: from });
  });
});
