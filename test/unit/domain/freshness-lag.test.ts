import { describe, expect, it } from 'vitest';

import { changeStartedAt, statedStart, summariseLags } from '../../../src/domain/freshness-report/lag';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe('freshness lag (GET /freshness)', () => {
  it('when the profile states a day, a month or a year, then the start is that day, or the middle of the month or year', () => {
    expect(statedStart('2026-03-10')).toBe(at('2026-03-10T00:00:00Z'));
    expect(statedStart('2026-02')).toBe(at('2026-02-15T00:00:00Z'));
    expect(statedStart('2026')).toBe(at('2026-07-02T12:00:00Z'));
    expect(statedStart('March 2026')).toBeNull();
    expect(statedStart(null)).toBeNull();
  });

  it('when no start is stated, then the change began midway between the check that still showed the old state and the one that found it', () => {
    expect(changeStartedAt({ startedOn: null, previousCheckAt: at('2026-03-01T06:00:00Z'), detectedAt: at('2026-03-08T06:00:00Z') })).toBe(
      at('2026-03-04T18:00:00Z'),
    );
    expect(changeStartedAt({ startedOn: null, previousCheckAt: null, detectedAt: at('2026-03-08T06:00:00Z') })).toBeNull();
  });

  it('when the stated start is after the detection (the middle of the current month), then the lag is zero, not negative', () => {
    const detectedAt = at('2026-03-03T06:00:00Z');
    expect(changeStartedAt({ startedOn: '2026-03', previousCheckAt: null, detectedAt })).toBe(detectedAt);
  });

  it('when lags are summarised, then p50 and p90 are nearest-rank in days and the shares count lags up to 7 and 30 days', () => {
    const lags = [1, 2, 3, 5, 7, 8, 10, 20, 31, 60].map((d) => d * DAY);
    expect(summariseLags(lags)).toEqual({ changes: 10, p50_lag_days: 7, p90_lag_days: 31, within_7_days: 0.5, within_30_days: 0.8 });
    expect(summariseLags([])).toEqual({ changes: 0, p50_lag_days: null, p90_lag_days: null, within_7_days: null, within_30_days: null });
  });
});
