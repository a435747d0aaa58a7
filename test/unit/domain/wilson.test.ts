import { describe, expect, it } from 'vitest';

import { wilsonInterval } from '../../../src/domain/quality/wilson';

/**
 * Newcombe RG (1998), "Two-sided confidence intervals for the single proportion: comparison of
 * seven methods", Statistics in Medicine 17:857–872, Table II, method 3 (Wilson score, no
 * continuity correction), 95 %.
 */
const NEWCOMBE: Array<[successes: number, trials: number, low: number, high: number]> = [
  [81, 263, 0.2553, 0.3662],
  [15, 148, 0.0624, 0.1605],
  [0, 20, 0, 0.1611],
  [1, 29, 0.0061, 0.1718],
];

describe('wilsonInterval', () => {
  it.each(NEWCOMBE)('when %i of %i succeed, then the interval is Newcombe\'s [%f, %f]', (s, n, low, high) => {
    const interval = wilsonInterval(s, n)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('when there are no trials, then there is no interval; when all succeed, then it ends at 1', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(10, 10)!.high).toBe(1);
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
  });
});
