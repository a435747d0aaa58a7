import { describe, expect, it } from 'vitest';

import { createProviderLimiter } from '../../../src/checker/limits';

describe('createProviderLimiter', () => {
  it('when loaded with a backlog, then starts never run ahead of the configured rate', async () => {
    const limiter = await createProviderLimiter({ maxConcurrent: 8, ratePerSecond: 100 });
    const starts: number[] = [];
    const before = Date.now();
    await Promise.all(Array.from({ length: 120 }, () => limiter.schedule(async () => void starts.push(Date.now()))));
    await limiter.stop();
    // Never ahead: the k-th start is booked at origin + k × 10 ms and timers never fire
    // early (1 ms for Date.now rounding), however loaded the machine is.
    starts.forEach((t, k) => expect(t, `start ${k}`).toBeGreaterThanOrEqual(before + k * 10 - 1));
    // How close the achieved rate comes to the configured one is a speed figure, so it lives in
    // bench/checker-throughput.ts (≥ 97 % over 15 s), not in a timed unit test.
  });

  it('when paused, then no job starts before the pause ends', async () => {
    const limiter = await createProviderLimiter({ maxConcurrent: 4, ratePerSecond: 0 });
    limiter.pauseFor(300);
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 20));
    const startedAt = await limiter.schedule(async () => Date.now());
    expect(startedAt - t0).toBeGreaterThanOrEqual(290);
    expect(limiter.pausedUntil()).toBe(0);
    await limiter.stop();
  });

  it('when the settings are nonsense, then creation fails', async () => {
    await expect(createProviderLimiter({ maxConcurrent: 0, ratePerSecond: 1 })).rejects.toThrow(RangeError);
    await expect(createProviderLimiter({ maxConcurrent: 1, ratePerSecond: -1 })).rejects.toThrow(RangeError);
  });
});
