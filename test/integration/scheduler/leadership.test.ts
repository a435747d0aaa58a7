import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acquireLeadership, type Leadership } from '../../../src/core/leadership';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';

/** Scheduler leadership: one leader per database, and failover in the order standbys queued. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const log = createLogger('silent');
const held: Leadership[] = [];
const lead = () => {
  const l = acquireLeadership(db.url, log, 50);
  held.push(l);
  return l;
};
const settledWithin = (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(held.map((l) => l.release()));
  await db?.drop();
});

describe('scheduler leadership', () => {
  it('when the leader goes away, then the standby that waited longest leads at once, ahead of one started later', async () => {
    const first = lead();
    await first.acquired;
    const standby = lead();
    expect(await settledWithin(standby.acquired, 300)).toBe(false);
    const later = lead();
    expect(await settledWithin(later.acquired, 300)).toBe(false);

    const releasedAt = Date.now();
    await first.release();
    expect(await settledWithin(standby.acquired, 2_000)).toBe(true);
    // Taken from the database's wait queue, not at the next poll.
    expect(Date.now() - releasedAt).toBeLessThan(1_000);
    expect(await settledWithin(later.acquired, 300)).toBe(false);

    await standby.release();
    expect(await settledWithin(later.acquired, 2_000)).toBe(true);
    await later.release();
  });

  it('when a standby is released while it waits, then its wait ends and its session never takes the lock', async () => {
    const leader = lead();
    await leader.acquired;
    const standby = lead();
    expect(await settledWithin(standby.acquired, 300)).toBe(false);
    await standby.release();
    // The wait ends (the scheduler checks its own `stopped` flag before leading).
    expect(await settledWithin(standby.acquired, 2_000)).toBe(true);
    await leader.release();
    const next = lead();
    expect(await settledWithin(next.acquired, 2_000)).toBe(true);
  });
});
