import { describe, expect, it } from 'vitest';

import { DEFAULT_FAULTS, errorCodeForStatus, FaultState } from '../../../src/sandbox/http/faults';
import { TokenBucketLimiter } from '../../../src/sandbox/http/rate-limiter';
import { SandboxStats } from '../../../src/sandbox/http/stats';

describe('TokenBucketLimiter', () => {
  it('allows `rate` requests per second per key, then asks to retry after >= 1 s', () => {
    let now = 1_000_000;
    const limiter = new TokenBucketLimiter(() => now);
    const results = Array.from({ length: 5 }, () => limiter.take('k1', 3));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results[3]).toEqual({ ok: false, retryAfterS: 1 });
    expect(limiter.take('k2', 3).ok).toBe(true);
    now += 400;
    expect(limiter.take('k1', 3).ok).toBe(true);
    expect(limiter.take('k1', 3).ok).toBe(false);
    now += 1000;
    expect([1, 2, 3, 4].map(() => limiter.take('k1', 3).ok)).toEqual([true, true, true, false]);
  });

  it('computes Retry-After for slow rates and treats 0 as unlimited', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter(() => now);
    expect(limiter.take('k', 0.2).ok).toBe(true);
    expect(limiter.take('k', 0.2)).toEqual({ ok: false, retryAfterS: 5 });
    now += 2000;
    expect(limiter.take('k', 0.2)).toEqual({ ok: false, retryAfterS: 3 });
    for (let i = 0; i < 100; i++) expect(limiter.take('k', 0).ok).toBe(true);
  });
});

describe('SandboxStats', () => {
  it('counts totals and keeps a per-second breakdown of the last 120 s', () => {
    let now = 1_700_000_000_000;
    const stats = new SandboxStats(() => now);
    stats.recordRequest();
    stats.recordRequest();
    stats.recordRateLimited();
    now += 1000;
    stats.recordRequest();
    stats.recordInjectedError();
    expect(stats.snapshot()).toEqual({
      requests: 3,
      rate_limited: 1,
      errors_injected: 1,
      per_second: [
        { second: 1_700_000_000, requests: 2, rate_limited: 1 },
        { second: 1_700_000_001, requests: 1, rate_limited: 0 },
      ],
    });
    now += 120_000;
    expect(stats.snapshot().per_second).toEqual([]);
    expect(stats.snapshot().requests).toBe(3);
    stats.reset();
    expect(stats.snapshot()).toEqual({ requests: 0, rate_limited: 0, errors_injected: 0, per_second: [] });
  });
});

describe('FaultState', () => {
  it('merges patches, resets to the baseline and injects errors at the configured rate', () => {
    const faults = new FaultState({ ...DEFAULT_FAULTS }, 1);
    expect(faults.update({ error_rate: 0.25, latency_ms: 10 })).toEqual({ ...DEFAULT_FAULTS, error_rate: 0.25, latency_ms: 10 });
    const hits = Array.from({ length: 4000 }, () => faults.rollError()).filter(Boolean).length;
    expect(hits / 4000).toBeGreaterThan(0.2);
    expect(hits / 4000).toBeLessThan(0.3);
    faults.update({ error_rate: 1 });
    expect(Array.from({ length: 50 }, () => faults.rollError()).every(Boolean)).toBe(true);
    expect(faults.reset()).toEqual(DEFAULT_FAULTS);
    expect(faults.rollError()).toBe(false);
  });

  it('names error codes after the status', () => {
    expect(errorCodeForStatus(503)).toBe('service_unavailable');
    expect(errorCodeForStatus(500)).toBe('internal_error');
    expect(errorCodeForStatus(429)).toBe('rate_limited');
    expect(errorCodeForStatus(599)).toBe('server_error');
  });
});
