import { describe, expect, it } from 'vitest';

import { LimiterStoppedError, LocalLimiter } from '../../../src/checker/local-limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('LocalLimiter', () => {
  it('when more jobs than maxConcurrent are scheduled, then at most maxConcurrent run at once and all finish', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 3, minTimeMs: 0 });
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limiter.schedule(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 2));
          running--;
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(3);
    expect(limiter.inFlight).toBe(0);
  });

  it('when jobs wait for a slot, then lower priority numbers start first, first in first out within one', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 1, minTimeMs: 0 });
    const gate = deferred();
    const order: string[] = [];
    const first = limiter.schedule(() => gate.promise);
    const jobs = [
      limiter.schedule(async () => void order.push('p5-a'), 5),
      limiter.schedule(async () => void order.push('p9'), 9),
      limiter.schedule(async () => void order.push('p3'), 3),
      limiter.schedule(async () => void order.push('p5-b'), 5),
    ];
    expect(limiter.waiting).toBe(4);
    gate.resolve();
    await Promise.all([first, ...jobs]);
    expect(order).toEqual(['p3', 'p5-a', 'p5-b', 'p9']);
  });

  it('when a job throws or rejects, then its promise rejects and the slot is freed', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 1, minTimeMs: 0 });
    await expect(limiter.schedule(() => { throw new Error('sync'); })).rejects.toThrow('sync');
    await expect(limiter.schedule(() => Promise.reject(new Error('async')))).rejects.toThrow('async');
    await expect(limiter.schedule(async () => 'ok')).resolves.toBe('ok');
  });

  it('when paused, then nothing starts until resumed', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 4, minTimeMs: 0 });
    limiter.setPaused(true);
    let started = false;
    const job = limiter.schedule(async () => void (started = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toBe(false);
    limiter.setPaused(false);
    await job;
    expect(started).toBe(true);
  });

  it('when the starts are booked on a minTime grid, then the k-th start is never before origin + k · minTime', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 50, minTimeMs: 5 });
    const before = Date.now();
    const starts = await Promise.all(Array.from({ length: 40 }, () => limiter.schedule(async () => Date.now())));
    starts.forEach((t, k) => expect(t, `start ${k}`).toBeGreaterThanOrEqual(before + k * 5 - 1));
  });

  it('when stopped, then queued and booked jobs reject, running ones finish, and new ones are refused', async () => {
    const limiter = new LocalLimiter({ maxConcurrent: 2, minTimeMs: 50 });
    const gate = deferred();
    const running = limiter.schedule(() => gate.promise.then(() => 'done'));
    const booked = limiter.schedule(async () => 'booked');
    const queued = limiter.schedule(async () => 'queued');
    limiter.stop();
    await expect(booked).rejects.toBeInstanceOf(LimiterStoppedError);
    await expect(queued).rejects.toBeInstanceOf(LimiterStoppedError);
    await expect(limiter.schedule(async () => 'late')).rejects.toBeInstanceOf(LimiterStoppedError);
    gate.resolve();
    await expect(running).resolves.toBe('done');
  });
});
