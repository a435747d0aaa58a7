import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv } from '../../../src/config/env';
import { followedSandbox, startServiceClock } from '../../../src/runtime/service-clock';
import { supervisedClockEnv, supervisedSandbox } from '../../../src/runtime/supervised-clock';
import { startSandbox } from '../../../src/sandbox';
import { OffsetClock } from '../../../src/shared/clock';
import { createLogger } from '../../../src/shared/logger';
import { api, sandboxAdmin } from '../../support/http';

const DAY = 86_400_000;
const log = createLogger('silent');

let free: Awaited<ReturnType<typeof startSandbox>>;
let locked: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  [free, locked] = await Promise.all([
    startSandbox({ port: 0, people: 50, startDate: '2026-11-02' }),
    startSandbox({ port: 0, people: 50, clockLocked: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([free?.close(), locked?.close()]);
});

describe('the test clock (the service follows the sandbox admin clock)', () => {
  it('when the sandbox is advanced, then the service clock runs that many whole days ahead of the wall clock', async () => {
    const timekeeper = startServiceClock(free.url, { pollMs: 60_000, log });
    try {
      await timekeeper.sync();
      const before = timekeeper.clock.now().getTime() - Date.now();
      expect(Math.abs(before)).toBeLessThan(1000);
      let jumps = 0;
      timekeeper.onJump(() => jumps++);

      const moved = await sandboxAdmin<{ now: string; advanced_days: number; start_date: string }>(free.url, 'POST', '/admin/clock', { advance_days: 3 });
      expect(moved).toMatchObject({ now: '2026-11-05', advanced_days: 3, start_date: '2026-11-02' });
      expect(await timekeeper.sync()).toBe(true);

      const ahead = timekeeper.clock.now().getTime() - Date.now();
      expect(Math.abs(ahead - 3 * DAY)).toBeLessThan(1000);
      expect(jumps).toBe(1);
      // Nothing moved: no jump.
      expect(await timekeeper.sync()).toBe(false);
    } finally {
      timekeeper.stop();
    }
  });

  it('when a sync is asked while a read that left before the advance is in flight, then it reads again and sees the advance', async () => {
    // A stand-in sandbox that takes its reading when a request arrives and answers 300 ms later.
    let advanced = 0;
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const standIn = createServer((_req, res) => {
      const reading = { now: '2026-11-02', start_date: '2026-11-02', advanced_days: advanced, locked: false };
      arrived();
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reading)), 300);
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const timekeeper = startServiceClock(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`, { pollMs: 60_000, log });
    try {
      const stale = timekeeper.sync();
      await firstArrived;
      advanced = 2;
      const fresh = timekeeper.sync();

      expect(await stale).toBe(false);
      expect(await fresh).toBe(true);
      expect(Math.abs(timekeeper.clock.now().getTime() - Date.now() - 2 * DAY)).toBeLessThan(1000);
    } finally {
      timekeeper.stop();
      await new Promise((resolve) => standIn.close(resolve));
    }
  });

  it('when the sandbox cannot be reached, then the clock stays where it was', async () => {
    const timekeeper = startServiceClock('http://127.0.0.1:9', { pollMs: 60_000, log });
    try {
      expect(await timekeeper.sync()).toBe(false);
      expect(Math.abs(timekeeper.clock.now().getTime() - Date.now())).toBeLessThan(1000);
    } finally {
      timekeeper.stop();
    }
  });

  it('when the service uses a real provider, then its clock is the wall clock and the sandbox beside it refuses to move', async () => {
    expect(followedSandbox(loadEnv({ PROFILE_SOURCE: 'pdl', PROFILE_SOURCE_URL: free.url }))).toBeNull();
    expect(followedSandbox(loadEnv({ PROFILE_SOURCE: 'sandbox' }))).toBeNull();
    expect(followedSandbox(loadEnv({ PROFILE_SOURCE: 'sandbox', PROFILE_SOURCE_URL: free.url }))).toBe(free.url);
    expect(supervisedSandbox({ PROFILE_SOURCE: 'pdl', PROFILE_SOURCE_URL: undefined, SANDBOX_PORT: 4010 })).toBeNull();
    expect(supervisedSandbox({ PROFILE_SOURCE: 'sandbox', PROFILE_SOURCE_URL: undefined, SANDBOX_PORT: 4321 })).toBe('http://127.0.0.1:4321');
    const today = new Date('2026-11-26T12:00:00Z');
    expect(supervisedClockEnv({ PROFILE_SOURCE: 'pdl', SANDBOX_START_DATE: undefined }, today)).toEqual({
      SANDBOX_START_DATE: '2026-11-26',
      SANDBOX_CLOCK_LOCKED: 'true',
    });
    expect(supervisedClockEnv({ PROFILE_SOURCE: 'sandbox', SANDBOX_START_DATE: '2026-01-01' }, today)).toEqual({
      SANDBOX_START_DATE: '2026-01-01',
      SANDBOX_CLOCK_LOCKED: 'false',
    });

    const refused = await api(locked.url, 'POST', '/admin/clock', { body: { advance_days: 30 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('clock_locked');
    const clock = await sandboxAdmin<{ now: string; advanced_days: number; locked: boolean }>(locked.url, 'GET', '/admin/clock');
    expect(clock).toMatchObject({ advanced_days: 0, locked: true });
  });

  it('when an offset clock is told to go back, then it stays', () => {
    const clock = new OffsetClock({ now: () => new Date('2026-03-01T00:00:00Z') });
    expect(clock.follow(2 * DAY)).toBe(true);
    expect(clock.follow(DAY)).toBe(false);
    expect(clock.now().toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
