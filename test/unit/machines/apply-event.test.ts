import { describe, expect, it } from 'vitest';

import {
  allowedEvents,
  applyEvent,
  contactTrackingMachine,
  restoreSnapshot,
  runMachine,
} from '../../../machines/index';

describe('applyEvent', () => {
  it('when the event keeps the status, then ok is true and changed is false', () => {
    expect(applyEvent(contactTrackingMachine, 'tracked', { type: 'SOCIAL_URL_ACCEPTED' })).toEqual({
      ok: true,
      status: 'tracked',
      changed: false,
    });
  });

  it('when the event is unknown to the machine, then it is refused', () => {
    expect(applyEvent(contactTrackingMachine, 'tracked', { type: 'NOPE' })).toEqual({ ok: false, status: 'tracked' });
  });

  it('when the status is not a state of the machine, then it throws', () => {
    expect(() => applyEvent(contactTrackingMachine, 'bogus', { type: 'EXCLUDE' })).toThrow(/unknown status 'bogus'/);
  });

  it('when a snapshot is restored without context, then the machine default context is used', () => {
    expect(restoreSnapshot(runMachine, 'paused').context).toEqual({ paused_reason: null, resume_after: null });
    expect(restoreSnapshot(runMachine, 'paused', { paused_reason: 'auth' }).context).toEqual({ paused_reason: 'auth', resume_after: null });
  });

  it('when a final status is restored, then the snapshot is done', () => {
    expect(restoreSnapshot(runMachine, 'completed').status).toBe('done');
  });
});

describe('allowedEvents', () => {
  it('when a contact is tracked, then the allowed events are listed', () => {
    expect(allowedEvents(contactTrackingMachine, 'tracked').sort()).toEqual([
      'EXCLUDE',
      'NAME_MISMATCH',
      'PROFILE_NOT_FOUND',
      'SOCIAL_URL_ACCEPTED',
      'SOCIAL_URL_IMPORTED',
      'WRONG_PERSON_REPORTED',
    ]);
  });

  it('when an event is guarded on its payload, then the bare event is not listed', () => {
    expect(allowedEvents(runMachine, 'queued').sort()).toEqual(['CANCEL', 'FAIL', 'START']);
  });
});
