import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { sandboxAdmin } from '../support/http';
import { ProcessTree, type RoleProcess } from '../support/process-tree';
import { freePort, waitFor } from '../support/processes';

/** What the sandbox shows of its world: the clock, every person, the moved one in full, the faults. */
interface Snapshot {
  clock: { now: string; start_date: string; advanced_days: number };
  people: unknown;
  moved: { current_positions?: Array<{ company_name?: string; title?: string }> } & Record<string, unknown>;
  faults: Record<string, unknown>;
}

// Each case starts a real sandbox process; on a loaded two-core machine that takes tens of seconds.
vi.setConfig({ testTimeout: 180_000 });

const tree = new ProcessTree();
let dir: string;
let stateFile: string;

/** The sandbox role as `npm start` runs it: its world kept in `stateFile`, its first day today (`startDate`). */
async function startSandbox(env: Record<string, string>): Promise<{ proc: RoleProcess; url: string }> {
  const port = await freePort();
  const proc = tree.start('sandbox', {
    SANDBOX_PORT: String(port),
    SANDBOX_PEOPLE: '300',
    SANDBOX_SEED: '7',
    SANDBOX_STATE_FILE: stateFile,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the sandbox to answer', async () => ((await fetch(`${url}/admin/clock`)).ok ? true : undefined), 60_000);
  return { proc, url };
}

async function snapshot(url: string, personId: string): Promise<Snapshot> {
  return {
    clock: await sandboxAdmin(url, 'GET', '/admin/clock'),
    people: await sandboxAdmin(url, 'GET', '/admin/people?limit=1000'),
    moved: await sandboxAdmin(url, 'GET', `/admin/people/${personId}`),
    faults: await sandboxAdmin(url, 'GET', '/admin/faults'),
  };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sandbox-restart-'));
  stateFile = path.join(dir, 'sandbox-world.json');
});
afterAll(async () => {
  await tree.killAll();
  rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox remembers its world across a restart (SANDBOX_STATE_FILE, src/sandbox/world-journal.ts)', () => {
  let before: Snapshot;
  let personId: string;

  it('when the clock is advanced, a person moved and a fault set, then all of it is in the state file before the answer', async () => {
    const first = await startSandbox({ SANDBOX_START_DATE: '2026-03-01' });
    const { data } = await sandboxAdmin<{ data: Array<{ id: string }> }>(first.url, 'GET', '/admin/people?limit=1');
    personId = data[0]!.id;
    await sandboxAdmin(first.url, 'POST', '/admin/clock', { advance_days: 20 });
    await sandboxAdmin(first.url, 'POST', `/admin/people/${personId}/change`, { type: 'move', company: 'Remembered Moves Inc', title: 'VP Sales' });
    await sandboxAdmin(first.url, 'POST', '/admin/clock', { advance_days: 10 });
    await sandboxAdmin(first.url, 'POST', '/admin/faults', { latency_ms: 5 });
    before = await snapshot(first.url, personId);

    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(saved.world).toMatchObject({ seed: 7, people: 300, start_date: '2026-03-01' });
    expect(saved.events).toEqual([
      { op: 'advance', days: 20 },
      { op: 'person_change', person_id: personId, change: { type: 'move', company: 'Remembered Moves Inc', title: 'VP Sales' } },
      { op: 'advance', days: 10 },
    ]);
    expect(before.clock).toMatchObject({ now: '2026-03-31', advanced_days: 30 });
    expect(JSON.stringify(before.moved)).toContain('Remembered Moves Inc');
    expect(await first.proc.stop()).toBe(0);
  });

  it('when started again on a later day, then the clock, the moved person, everyone else and the faults are as they were', async () => {
    // npm start gives its sandbox today's date; a saved world keeps the day it began.
    const second = await startSandbox({ SANDBOX_START_DATE: '2026-03-09' });

    const after = await snapshot(second.url, personId);

    expect(after.clock).toEqual(before.clock);
    expect(after.moved).toEqual(before.moved);
    expect(after.people).toEqual(before.people);
    expect(after.faults).toEqual(before.faults);
    // The world keeps moving from there: the next 5 days start on the day it stopped.
    const moved = await sandboxAdmin<{ now: string }>(second.url, 'POST', '/admin/clock', { advance_days: 5 });
    expect(moved.now).toBe('2026-04-05');
    expect(await second.proc.stop()).toBe(0);
  });

  it('when started with another seed, then a new world begins, the log says why, and the file holds the new world', async () => {
    const third = await startSandbox({ SANDBOX_SEED: '8', SANDBOX_START_DATE: '2026-03-09' });

    const clock = await sandboxAdmin<{ now: string; advanced_days: number }>(third.url, 'GET', '/admin/clock');

    expect(clock).toMatchObject({ now: '2026-03-09', advanced_days: 0 });
    await waitFor('the warning', () => (/another configuration/.test(third.proc.output()) ? true : undefined), 5_000);
    expect(third.proc.output()).toMatch(/it has seed 7, the configuration 8/);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ world: { seed: 8 }, events: [] });
    expect(await third.proc.stop()).toBe(0);
    expect(existsSync(stateFile)).toBe(true);
  });
});
