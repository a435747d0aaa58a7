import { describe, expect, it } from 'vitest';

import {
  nextRefreshAt,
  type RefreshCadence,
  refreshDayProblem,
  runsPerMonth,
} from '../../../src/domain/cadence/next-refresh-at';

/** Every expectation below is an ISO instant worked out by hand (06:00 local in the zone, then to UTC). */
const next = (cadence: RefreshCadence, day: number, timezone: string, now: string): string =>
  nextRefreshAt(cadence, day, timezone, new Date(now)).toISOString();

const DAY_MS = 24 * 3600 * 1000;

describe('nextRefreshAt: weekly', () => {
  // 2026-03-04 is a Wednesday; "now" is 12:00 UTC, after that day's 06:00.
  it.each([
    [1, '2026-03-09T06:00:00.000Z'],
    [2, '2026-03-10T06:00:00.000Z'],
    [3, '2026-03-11T06:00:00.000Z'],
    [4, '2026-03-05T06:00:00.000Z'],
    [5, '2026-03-06T06:00:00.000Z'],
    [6, '2026-03-07T06:00:00.000Z'],
    [7, '2026-03-08T06:00:00.000Z'],
  ])('when the weekday is %i and now is Wednesday noon UTC, then the next run is %s', (day, expected) => {
    expect(next('weekly', day, 'UTC', '2026-03-04T12:00:00Z')).toBe(expected);
  });

  it('when now is exactly 06:00 local on the refresh day, then the run is a week later (strictly after now)', () => {
    expect(next('weekly', 1, 'UTC', '2026-03-09T06:00:00.000Z')).toBe('2026-03-16T06:00:00.000Z');
  });

  it('when now is one millisecond before 06:00 local on the refresh day, then the run is today', () => {
    expect(next('weekly', 1, 'UTC', '2026-03-09T05:59:59.999Z')).toBe('2026-03-09T06:00:00.000Z');
  });

  it('when now is exactly 06:00 local in a zone east of UTC, then the run is a week later', () => {
    // Monday 2026-03-09 06:00 in Berlin (CET, +01:00) is 05:00 UTC.
    expect(next('weekly', 1, 'Europe/Berlin', '2026-03-09T05:00:00.000Z')).toBe('2026-03-16T05:00:00.000Z');
  });
});

describe('nextRefreshAt: biweekly', () => {
  // Weeks are counted from Monday 1970-01-05; Monday 2026-03-02 starts week 2930 (even), so
  // the biweekly Mondays are 03-02, 03-16, 03-30, ... and 03-09, 03-23 never are.
  it('when now is before 06:00 on an even-week Monday, then the run is that day', () => {
    expect(next('biweekly', 1, 'UTC', '2026-03-02T05:00:00Z')).toBe('2026-03-02T06:00:00.000Z');
  });

  it('when the even-week Monday has passed, then the run skips the odd-week Monday', () => {
    expect(next('biweekly', 1, 'UTC', '2026-03-02T12:00:00Z')).toBe('2026-03-16T06:00:00.000Z');
    expect(next('biweekly', 1, 'UTC', '2026-03-09T05:00:00Z')).toBe('2026-03-16T06:00:00.000Z');
  });

  it('when each computation starts from the previous run, then the runs are always 14 days apart', () => {
    const expected = [
      '2026-03-16T06:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
      '2026-04-13T06:00:00.000Z',
      '2026-04-27T06:00:00.000Z',
      '2026-05-11T06:00:00.000Z',
      '2026-05-25T06:00:00.000Z',
      '2026-06-08T06:00:00.000Z',
    ];
    const got: string[] = [];
    let now = '2026-03-02T12:00:00Z';
    for (let i = 0; i < expected.length; i++) {
      now = next('biweekly', 1, 'UTC', now);
      got.push(now);
    }
    expect(got).toEqual(expected);
  });

  it('when now moves hour by hour through four weeks, then the run is never an odd-week Monday', () => {
    const allowed = new Set(['2026-03-02T06:00:00.000Z', '2026-03-16T06:00:00.000Z', '2026-03-30T06:00:00.000Z']);
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (let t = start; t < start + 28 * DAY_MS; t += 3600 * 1000) {
      const run = next('biweekly', 1, 'UTC', new Date(t).toISOString());
      expect(allowed.has(run), `from ${new Date(t).toISOString()} got ${run}`).toBe(true);
      expect(Date.parse(run) - t).toBeLessThanOrEqual(14 * DAY_MS);
    }
  });

  it('when the weekday is Thursday or Sunday, then the same even weeks (Monday to Sunday) apply', () => {
    expect(next('biweekly', 4, 'UTC', '2026-03-02T12:00:00Z')).toBe('2026-03-05T06:00:00.000Z');
    expect(next('biweekly', 4, 'UTC', '2026-03-06T00:00:00Z')).toBe('2026-03-19T06:00:00.000Z');
    expect(next('biweekly', 7, 'UTC', '2026-03-02T12:00:00Z')).toBe('2026-03-08T06:00:00.000Z');
    expect(next('biweekly', 7, 'UTC', '2026-03-09T00:00:00Z')).toBe('2026-03-22T06:00:00.000Z');
  });

  it('when the schedule crosses a year with 53 ISO weeks, then the 14-day rhythm holds', () => {
    // 2026-12-21 (week 2972) and 2027-01-04 (week 2974) are even; 2026-12-28 is odd.
    expect(next('biweekly', 1, 'UTC', '2026-12-21T07:00:00Z')).toBe('2027-01-04T06:00:00.000Z');
    expect(next('biweekly', 1, 'UTC', '2027-01-04T06:00:00Z')).toBe('2027-01-18T06:00:00.000Z');
  });

  it('when the zone is ahead of UTC, then parity follows the local date', () => {
    // 2026-03-15T18:00Z is Monday 2026-03-16 07:00 in Auckland (even week, 06:00 passed).
    expect(next('biweekly', 1, 'Pacific/Auckland', '2026-03-15T18:00:00Z')).toBe('2026-03-29T17:00:00.000Z');
  });
});

describe('nextRefreshAt: monthly', () => {
  it('when the day is 28 in February, then the run is 28 February', () => {
    expect(next('monthly', 28, 'UTC', '2026-02-10T00:00:00Z')).toBe('2026-02-28T06:00:00.000Z');
    expect(next('monthly', 28, 'UTC', '2026-01-31T12:00:00Z')).toBe('2026-02-28T06:00:00.000Z');
  });

  it('when the day is 28 in a leap-year February, then the run is the 28th, not the 29th', () => {
    expect(next('monthly', 28, 'UTC', '2028-02-10T00:00:00Z')).toBe('2028-02-28T06:00:00.000Z');
    expect(next('monthly', 28, 'UTC', '2028-02-28T07:00:00Z')).toBe('2028-03-28T06:00:00.000Z');
    expect(next('monthly', 28, 'UTC', '2028-02-29T12:00:00Z')).toBe('2028-03-28T06:00:00.000Z');
  });

  it('when today is the day but 06:00 has passed, then the run is next month', () => {
    expect(next('monthly', 15, 'UTC', '2026-03-15T06:00:01Z')).toBe('2026-04-15T06:00:00.000Z');
    expect(next('monthly', 15, 'UTC', '2026-03-15T06:00:00Z')).toBe('2026-04-15T06:00:00.000Z');
  });

  it('when today is the day and 06:00 is still ahead, then the run is today', () => {
    expect(next('monthly', 15, 'UTC', '2026-03-15T05:59:00Z')).toBe('2026-03-15T06:00:00.000Z');
  });

  it('when December has passed the day, then the run is in January of the next year', () => {
    expect(next('monthly', 1, 'UTC', '2026-12-15T00:00:00Z')).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe('nextRefreshAt: quarterly', () => {
  it('when now is in February, then the run is in April', () => {
    expect(next('quarterly', 1, 'UTC', '2026-02-10T00:00:00Z')).toBe('2026-04-01T06:00:00.000Z');
  });

  it('when now is 15 October and the day is 10, then the run is 10 January of the next year', () => {
    expect(next('quarterly', 10, 'UTC', '2026-10-15T12:00:00Z')).toBe('2027-01-10T06:00:00.000Z');
  });

  it('when now is early in a quarter month before the day, then the run is this month', () => {
    expect(next('quarterly', 10, 'UTC', '2026-10-05T00:00:00Z')).toBe('2026-10-10T06:00:00.000Z');
  });

  it('when now is exactly the quarter run, then the run is the next quarter', () => {
    expect(next('quarterly', 10, 'UTC', '2026-01-10T06:00:00Z')).toBe('2026-04-10T06:00:00.000Z');
  });

  it('when now is New Year\'s Eve, then the run is in January', () => {
    expect(next('quarterly', 28, 'UTC', '2026-12-31T23:00:00Z')).toBe('2027-01-28T06:00:00.000Z');
  });
});

describe('nextRefreshAt: time zones and daylight saving', () => {
  it('when New York springs forward on 2026-03-08, then 06:00 is 11:00Z before and 10:00Z from that day on', () => {
    expect(next('weekly', 6, 'America/New_York', '2026-03-06T12:00:00Z')).toBe('2026-03-07T11:00:00.000Z');
    expect(next('weekly', 7, 'America/New_York', '2026-03-07T12:00:00Z')).toBe('2026-03-08T10:00:00.000Z');
    expect(next('weekly', 1, 'America/New_York', '2026-03-07T12:00:00Z')).toBe('2026-03-09T10:00:00.000Z');
  });

  it('when now is just after the spring-forward jump, then the same day\'s 06:00 EDT is next', () => {
    // 2026-03-08T07:30Z is 03:30 EDT (02:00-03:00 local did not exist).
    expect(next('weekly', 7, 'America/New_York', '2026-03-08T07:30:00Z')).toBe('2026-03-08T10:00:00.000Z');
  });

  it('when a monthly day falls after the New York switch, then it carries the daylight offset', () => {
    // 2026-03-01T00:00Z is still 28 February (19:00 EST) in New York.
    expect(next('monthly', 8, 'America/New_York', '2026-03-01T00:00:00Z')).toBe('2026-03-08T10:00:00.000Z');
  });

  it('when New York falls back on 2026-11-01, then 06:00 is 10:00Z before and 11:00Z on that day', () => {
    expect(next('weekly', 6, 'America/New_York', '2026-10-30T12:00:00Z')).toBe('2026-10-31T10:00:00.000Z');
    expect(next('weekly', 7, 'America/New_York', '2026-10-31T12:00:00Z')).toBe('2026-11-01T11:00:00.000Z');
    // 05:30Z is 01:30 EDT, the first pass through the repeated hour.
    expect(next('weekly', 7, 'America/New_York', '2026-11-01T05:30:00Z')).toBe('2026-11-01T11:00:00.000Z');
  });

  it('when London moves to BST on 2026-03-29, then 06:00 is 06:00Z on Saturday and 05:00Z on Sunday', () => {
    expect(next('weekly', 6, 'Europe/London', '2026-03-27T12:00:00Z')).toBe('2026-03-28T06:00:00.000Z');
    expect(next('weekly', 7, 'Europe/London', '2026-03-28T12:00:00Z')).toBe('2026-03-29T05:00:00.000Z');
    expect(next('monthly', 28, 'Europe/London', '2026-03-28T07:00:00Z')).toBe('2026-04-28T05:00:00.000Z');
  });

  it('when it is 06:30 BST on the switch day (05:30Z), then that day\'s run has passed', () => {
    expect(next('weekly', 7, 'Europe/London', '2026-03-29T05:30:00Z')).toBe('2026-04-05T05:00:00.000Z');
    expect(next('weekly', 7, 'Europe/London', '2026-03-29T05:00:00Z')).toBe('2026-04-05T05:00:00.000Z');
  });

  it('when London returns to GMT on 2026-10-25, then 06:00 is 05:00Z on Saturday and 06:00Z on Sunday', () => {
    expect(next('weekly', 6, 'Europe/London', '2026-10-23T12:00:00Z')).toBe('2026-10-24T05:00:00.000Z');
    expect(next('weekly', 7, 'Europe/London', '2026-10-24T12:00:00Z')).toBe('2026-10-25T06:00:00.000Z');
  });

  it('when Sydney leaves daylight time on 2026-04-05, then 06:00 moves from +11:00 to +10:00', () => {
    expect(next('weekly', 6, 'Australia/Sydney', '2026-04-02T12:00:00Z')).toBe('2026-04-03T19:00:00.000Z');
    expect(next('weekly', 7, 'Australia/Sydney', '2026-04-03T12:00:00Z')).toBe('2026-04-04T20:00:00.000Z');
  });

  it('when Sydney enters daylight time on 2026-10-04, then 06:00 moves from +10:00 to +11:00', () => {
    expect(next('weekly', 6, 'Australia/Sydney', '2026-10-01T00:00:00Z')).toBe('2026-10-02T20:00:00.000Z');
    expect(next('weekly', 7, 'Australia/Sydney', '2026-10-01T00:00:00Z')).toBe('2026-10-03T19:00:00.000Z');
  });

  it('when the monthly run in Sydney is the 1st, then it falls on the previous UTC day', () => {
    expect(next('monthly', 1, 'Australia/Sydney', '2026-06-15T00:00:00Z')).toBe('2026-06-30T20:00:00.000Z');
  });

  it('when the zone is Kolkata (+05:30), then 06:00 local is 00:30Z', () => {
    // 2026-03-02T00:00Z is Monday 05:30 IST: today's run is still 30 minutes away.
    expect(next('weekly', 1, 'Asia/Kolkata', '2026-03-02T00:00:00Z')).toBe('2026-03-02T00:30:00.000Z');
    expect(next('monthly', 1, 'Asia/Kolkata', '2026-03-15T00:00:00Z')).toBe('2026-04-01T00:30:00.000Z');
  });

  it('when the zone is Chatham (+13:45 in summer, +12:45 in winter), then quarter-hour offsets are kept', () => {
    expect(next('monthly', 1, 'Pacific/Chatham', '2026-03-15T00:00:00Z')).toBe('2026-03-31T16:15:00.000Z');
    expect(next('monthly', 10, 'Pacific/Chatham', '2026-04-05T00:00:00Z')).toBe('2026-04-09T17:15:00.000Z');
    // Daylight time starts on Sunday 2026-09-27.
    expect(next('weekly', 6, 'Pacific/Chatham', '2026-09-24T00:00:00Z')).toBe('2026-09-25T17:15:00.000Z');
    expect(next('weekly', 7, 'Pacific/Chatham', '2026-09-24T00:00:00Z')).toBe('2026-09-26T16:15:00.000Z');
  });

  it('when it is already Tuesday in Auckland while UTC is still Monday, then Tuesday 06:00 local is today', () => {
    // 2026-03-02T12:00Z is Tuesday 2026-03-03 01:00 NZDT.
    expect(next('weekly', 2, 'Pacific/Auckland', '2026-03-02T12:00:00Z')).toBe('2026-03-02T17:00:00.000Z');
    expect(next('monthly', 3, 'Pacific/Auckland', '2026-03-02T12:00:00Z')).toBe('2026-03-02T17:00:00.000Z');
  });

  it('when Auckland is already past 06:00 on the local day, then the next local occurrence is chosen', () => {
    // 2026-03-02T20:00Z is Tuesday 2026-03-03 09:00 NZDT.
    expect(next('weekly', 2, 'Pacific/Auckland', '2026-03-02T20:00:00Z')).toBe('2026-03-09T17:00:00.000Z');
    expect(next('weekly', 3, 'Pacific/Auckland', '2026-03-02T20:00:00Z')).toBe('2026-03-03T17:00:00.000Z');
    expect(next('weekly', 1, 'Pacific/Auckland', '2026-03-02T20:00:00Z')).toBe('2026-03-08T17:00:00.000Z');
    expect(next('monthly', 3, 'Pacific/Auckland', '2026-03-02T20:00:00Z')).toBe('2026-04-02T17:00:00.000Z');
  });

  it('when it is still Monday evening in Los Angeles while UTC is Tuesday, then Tuesday 06:00 PST is next', () => {
    // 2026-03-03T03:00Z is Monday 2026-03-02 19:00 PST.
    expect(next('weekly', 2, 'America/Los_Angeles', '2026-03-03T03:00:00Z')).toBe('2026-03-03T14:00:00.000Z');
    expect(next('weekly', 1, 'America/Los_Angeles', '2026-03-03T03:00:00Z')).toBe('2026-03-09T13:00:00.000Z');
  });
});

describe('nextRefreshAt: invalid input', () => {
  it.each([
    ['weekly', 8],
    ['biweekly', 8],
    ['weekly', 0],
    ['monthly', 29],
    ['quarterly', 0],
    ['monthly', 1.5],
  ] as const)('when the cadence is %s with day %s, then it throws', (cadence, day) => {
    expect(() => nextRefreshAt(cadence, day, 'UTC', new Date('2026-03-02T12:00:00Z'))).toThrow(RangeError);
  });

  it.each(['Mars/Olympus', '', 'Europe/Nowhere', 'UTC+25'])('when the timezone is "%s", then it throws', (tz) => {
    expect(() => nextRefreshAt('weekly', 1, tz, new Date('2026-03-02T12:00:00Z'))).toThrow(/timezone/);
  });
});

describe('refreshDayProblem', () => {
  it.each([
    ['weekly', 1],
    ['weekly', 7],
    ['biweekly', 7],
    ['monthly', 1],
    ['monthly', 28],
    ['quarterly', 28],
  ] as const)('when the cadence is %s with day %s, then there is no problem', (cadence, day) => {
    expect(refreshDayProblem(cadence, day)).toBeNull();
  });

  it.each([
    ['weekly', 8, /weekday 1-7/],
    ['biweekly', 28, /weekday 1-7/],
    ['monthly', 29, /1 to 28/],
    ['quarterly', 0, /1 to 28/],
    ['monthly', -3, /1 to 28/],
    ['weekly', 2.5, /1 to 28/],
    ['monthly', Number.NaN, /1 to 28/],
  ] as const)('when the cadence is %s with day %s, then the problem is explained', (cadence, day, message) => {
    expect(refreshDayProblem(cadence, day)).toMatch(message);
  });
});

describe('runsPerMonth', () => {
  it.each([
    ['weekly', 52 / 12],
    ['biweekly', 26 / 12],
    ['monthly', 1],
    ['quarterly', 1 / 3],
  ] as const)('when the cadence is %s, then it runs %d times a month', (cadence, runs) => {
    expect(runsPerMonth(cadence)).toBeCloseTo(runs, 10);
  });
});
