import { afterEach, describe, expect, it } from 'vitest';

import { type Harness, startHarness } from './harness';

describe('checker against a rate-limited provider', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('when the checker is configured just under the provider limit, then the provider sends no 429', async () => {
    h = await startHarness({ people: 200, limits: { maxConcurrent: 8, ratePerSecond: 36 } });
    await h.faults({ rate_limit_per_s: 40 });
    await h.resetStats();
    const started = Date.now();
    const { results, error } = await h.check(h.refs(90));
    const seconds = (Date.now() - started) / 1000;
    expect(error).toBeUndefined();
    expect(results.filter((r) => r.outcome === 'snapshot')).toHaveLength(90);
    const stats = await h.stats();
    expect(stats.rate_limited).toBe(0);
    expect(stats.requests).toBe(90);
    // 90 requests at 36/s take about 2.5 s; never faster than the configured rate.
    expect(seconds).toBeGreaterThanOrEqual(89 / 36);
  });

  it('when the checker is configured above the provider limit, then 429s happen but every item succeeds via Retry-After', async () => {
    h = await startHarness({ people: 200, limits: { maxConcurrent: 8, ratePerSecond: 100 } });
    await h.faults({ rate_limit_per_s: 20 });
    await h.resetStats();
    const { results, error } = await h.check(h.refs(100));
    expect(error).toBeUndefined();
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.outcome === 'snapshot')).toBe(true);
    const stats = await h.stats();
    expect(stats.rate_limited).toBeGreaterThan(0);
    expect(stats.requests).toBe(100 + stats.rate_limited);
    // The pause keeps the 429s to a fraction of the traffic instead of a retry storm.
    expect(stats.rate_limited).toBeLessThan(100);
  });
});
