import { describe, expect, it } from 'vitest';

import { backoffDelay, DEFAULT_RETRY_POLICY, retryDelay, withinBudget } from '../../../src/checker/retry-policy';

const policy = DEFAULT_RETRY_POLICY;

describe('backoffDelay', () => {
  it('when retries grow, then the step doubles from 250 ms', () => {
    const top = (n: number) => backoffDelay(n, policy, () => 1);
    expect([0, 1, 2, 3, 4, 5].map(top)).toEqual([250, 500, 1000, 2000, 4000, 8000]);
  });
  it('when the step passes the cap, then it stays at 10 s', () => {
    expect(backoffDelay(6, policy, () => 1)).toBe(10_000);
    expect(backoffDelay(30, policy, () => 1)).toBe(10_000);
  });
  it('when jitter is drawn, then the delay lies in [step/2, step]', () => {
    expect(backoffDelay(2, policy, () => 0)).toBe(500);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(750);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3, policy);
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });
});

describe('retryDelay', () => {
  it('when the provider sent Retry-After, then it is a floor', () => {
    expect(retryDelay(0, policy, 1000, () => 1)).toBe(1000);
    expect(retryDelay(4, policy, 1000, () => 1)).toBe(4000);
    expect(retryDelay(0, policy, 60_000, () => 1)).toBe(60_000);
  });
  it('when there is no Retry-After, then it is the backoff', () => {
    expect(retryDelay(1, policy, null, () => 0)).toBe(250);
  });
});

describe('withinBudget', () => {
  it('when retries are left and the retry starts within 30 s, then it retries', () => {
    expect(withinBudget(0, 0, 250, policy)).toBe(true);
    expect(withinBudget(3, 29_000, 1000, policy)).toBe(true);
  });
  it('when 4 retries are done, then it stops', () => {
    expect(withinBudget(4, 0, 1, policy)).toBe(false);
  });
  it('when the retry would start after 30 s, then it stops', () => {
    expect(withinBudget(1, 29_500, 1000, policy)).toBe(false);
  });
});
