import { describe, expect, it } from 'vitest';

import { TurnClock } from '../../../src/gateway/request-age';

const backlog = { maxAgeMs: 50, minRequestsPerTurn: 32 };

/** Runs turns of the given lengths (ms), each reading `requests` requests at its start; the clock ticks at each turn's start. */
function turns(clock: TurnClock, start: number, lengths: number[], requests: number): number {
  let now = start;
  for (const length of lengths) {
    clock.tick(now);
    for (let i = 0; i < requests; i++) clock.tooOld(now, backlog);
    now += length;
  }
  clock.tick(now);
  return now;
}

describe('the turn clock (which requests waited too long to be worth starting)', () => {
  it('when turn after turn is long and full of requests, then a request read once this turn has run the limit is shed, and one read earlier is not', () => {
    const clock = new TurnClock(0);
    const now = turns(clock, 0, [80, 80, 80], 100);
    expect(clock.tooOld(now + 10, backlog)).toBe(false);
    expect(clock.tooOld(now + 50, backlog)).toBe(true);
  });

  it('when one turn is long (a GC pause, a stalled process) after short ones, then the requests it held up are served', () => {
    const clock = new TurnClock(0);
    const now = turns(clock, 0, [5, 5, 5, 300], 100);
    expect(clock.tooOld(now + 60, backlog)).toBe(false);
  });

  it('when the turns are long but carry few requests (other work in the loop), then nothing is shed', () => {
    const clock = new TurnClock(0);
    const now = turns(clock, 0, [80, 80, 80], 10);
    expect(clock.tooOld(now + 60, backlog)).toBe(false);
  });

  it('when the overload stops and the turns are short again, then the next request is served', () => {
    const clock = new TurnClock(0);
    let now = turns(clock, 0, [80, 80, 80], 100);
    expect(clock.tooOld(now + 60, backlog)).toBe(true);
    now = turns(clock, now + 60, [5, 5], 100);
    expect(clock.tooOld(now + 60, backlog)).toBe(false);
  });
});
