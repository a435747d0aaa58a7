import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Services } from '../../../src/core/context';
import { testClockStore } from '../../../src/core/freshness/test-clock-store';
import { startServiceClock } from '../../../src/runtime/service-clock';
import { startSandbox } from '../../../src/sandbox';
import { createLogger } from '../../../src/shared/logger';
import { seedWorkspace } from '../../support/app';
import { servicesOn } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api, sandboxAdmin } from '../../support/http';
import { ProcessTree, waitForPort } from '../../support/process-tree';
import { freePort } from '../../support/processes';
import { sqlOn } from '../../support/sql';

// One real gateway process starts on the test database (seconds on a quiet machine, over a minute at load 40).
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const DAY = 86_400_000;
const log = createLogger('silent');

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let services: Services;
const tree = new ProcessTree();
const sql = sqlOn(() => ({ orm: db.orm }));

beforeAll(async () => {
  [db, sandbox] = await Promise.all([createTestDatabase(), startSandbox({ port: 0, people: 50 })]);
  services = servicesOn(db.orm);
});
afterAll(async () => {
  await tree.killAll();
  await sandbox?.close();
  await db?.drop();
});

/** A URL where no sandbox answers (yet): `npm start`'s sandbox while it is still starting. */
async function silentSandbox(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

async function storedOffset(): Promise<number | undefined> {
  const [row] = await sql<{ offset_ms: string }>('select offset_ms from test_clock');
  return row ? Number(row.offset_ms) : undefined;
}

describe('the test clock across a restart (the service keeps the offset it followed)', () => {
  it('when the sandbox was advanced and the service restarts before its sandbox answers, then the clock starts where it was', async () => {
    const first = startServiceClock(sandbox.url, { pollMs: 60_000, log, store: testClockStore(db.orm.em) });
    await first.restore();
    await first.sync();
    expect(await storedOffset(), 'nothing stored before the sandbox moved').toBeUndefined();
    await sandboxAdmin(sandbox.url, 'POST', '/admin/clock', { advance_days: 90 });
    expect(await first.sync()).toBe(true);
    first.stop();
    expect(await storedOffset()).toBe(90 * DAY);

    const second = startServiceClock(await silentSandbox(), { pollMs: 60_000, log, store: testClockStore(db.orm.em) });
    try {
      await second.restore();
      expect(await second.sync(), 'the sandbox does not answer').toBe(false);
      expect(Math.abs(second.clock.now().getTime() - Date.now() - 90 * DAY)).toBeLessThan(1000);
    } finally {
      second.stop();
    }
  });

  it('when a smaller offset is stored, then the stored one stays (the clock never goes back, not even across a restart)', async () => {
    await testClockStore(db.orm.em).save(3 * DAY);

    expect(await storedOffset()).toBe(90 * DAY);
  });

  it('when a gateway process starts while its sandbox is still down, then GET /credits counts this month on the stored test clock', async () => {
    const ws = await seedWorkspace(services, { credits: 1000 });
    const testNow = new Date(Date.now() + 90 * DAY - 1000);
    // 7 checks this wall-clock month (before the demo advanced), 5 checks and 2 e-mail look-ups in the test clock's month.
    const charges = [...Array(7).fill(['check', new Date()]), ...Array(5).fill(['check', testNow]), ...Array(2).fill(['email', testNow])] as Array<[string, Date]>;
    for (const [kind, at] of charges) {
      await sql(`insert into credit_ledger (workspace_id, kind, amount, created_at) values (?, ?, -1, ?)`, [ws.id, kind, at]);
    }
    const port = await freePort();
    const gateway = tree.start('gateway', {
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      PROFILE_SOURCE: 'sandbox',
      PROFILE_SOURCE_URL: await silentSandbox(),
      LOG_LEVEL: 'warn',
    });
    await waitForPort('127.0.0.1', port, 180_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${gateway.output()}`);
    });

    const credits = await api(`http://127.0.0.1:${port}/v1`, 'GET', '/credits', { key: ws.readKey });

    expect(credits.status, gateway.output()).toBe(200);
    expect(credits.body.used_this_month).toEqual({ checks: 5, emails: 2, total: 7 });
    expect(credits.body.balance).toBe(1000 - 14);
    // The month's identity: what is left plus what this month used is what the month began with.
    expect(credits.body.balance + credits.body.used_this_month.total).toBe(1000 - 7);
    await gateway.stop();
  });
});
