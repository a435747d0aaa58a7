import { describe, expect, it } from 'vitest';

import { CheckerFailure } from '../../../src/scheduler/checker-port';
import { createPacer, pauseReasonOf } from '../../../src/scheduler/pacer';

const now = new Date('2026-11-23T12:00:00Z');
const after = (d: Date | null) => (d ? d.getTime() - now.getTime() : null);

describe('the pacer', () => {
  it('when a run pauses for upstream trouble again and again, then its wait doubles up to 16 times the backoff', () => {
    const pacer = createPacer({ upstreamBackoffMs: 1000, probeAfterMs: 60_000 });
    const waits = Array.from({ length: 7 }, () => after(pacer.resumeAfter('r1', 'upstream', now)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 16_000]);
  });

  it('when the checker answers again, then the next upstream pause starts from the first backoff', () => {
    const pacer = createPacer({ upstreamBackoffMs: 1000, probeAfterMs: 60_000 });
    pacer.resumeAfter('r1', 'upstream', now);
    pacer.resumeAfter('r1', 'upstream', now);
    pacer.answered('r1');
    expect(after(pacer.resumeAfter('r1', 'upstream', now))).toBe(1000);
  });

  it('when runs pause for upstream trouble, then each run has its own streak', () => {
    const pacer = createPacer({ upstreamBackoffMs: 1000, probeAfterMs: 60_000 });
    pacer.resumeAfter('r1', 'upstream', now);
    expect(after(pacer.resumeAfter('r2', 'upstream', now))).toBe(1000);
  });

  it('when the checker asks to retry later than the backoff, then the run waits that long', () => {
    const pacer = createPacer({ upstreamBackoffMs: 1000, probeAfterMs: 60_000 });
    expect(after(pacer.resumeAfter('r1', 'upstream', now, 45_000))).toBe(45_000);
  });

  it('when a run pauses for auth or the checker\'s credits, then it probes after the fixed delay; for client credits or suspension, never by itself', () => {
    const pacer = createPacer({ upstreamBackoffMs: 1000, probeAfterMs: 60_000 });
    expect(after(pacer.resumeAfter('r1', 'auth', now))).toBe(60_000);
    expect(after(pacer.resumeAfter('r1', 'out_of_credits', now))).toBe(60_000);
    expect(pacer.resumeAfter('r1', 'client_credits', now)).toBeNull();
    expect(pacer.resumeAfter('r1', 'suspended', now)).toBeNull();
  });

  it('when a checker failure comes in, then auth and credits keep their reason and everything else is upstream', () => {
    expect(pauseReasonOf(new CheckerFailure('auth', 'x'))).toBe('auth');
    expect(pauseReasonOf(new CheckerFailure('out_of_credits', 'x'))).toBe('out_of_credits');
    expect(pauseReasonOf(new CheckerFailure('unavailable', 'x'))).toBe('upstream');
    expect(pauseReasonOf(new CheckerFailure('invalid', 'x'))).toBe('upstream');
  });
});
