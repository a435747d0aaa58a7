import { describe, expect, it } from 'vitest';

import type { RunRow } from '../../../src/core/runs/run.query';
import { autoResumeDue } from '../../../src/core/runs/run-transitions';
import { createCommitTracker } from '../../../src/scheduler/commit-tracker';
import { leaseLimit } from '../../../src/scheduler/run-stepper';

const now = new Date('2026-11-23T12:00:00Z');
const paused = (paused_reason: RunRow['paused_reason'], resume_after: string | null = null) =>
  ({ id: 'r', workspace_id: 'w', status: 'paused', paused_reason, resume_after }) as RunRow;
const active = { workspaceSuspended: false };
const resumable = (run: RunRow, at: Date) => autoResumeDue(run, active, at);

describe('the run stepper\'s rules', () => {
  it('when a batch is still committing, then the next lease is limited by the balance it may still charge', () => {
    expect(leaseLimit(1000, 0, 200)).toBe(200);
    expect(leaseLimit(250, 200, 200)).toBe(50);
  });

  it('when a paused run\'s resume time has come, then the machine\'s AUTO_RESUME guard takes it; before, or when out of client credits, not', () => {
    expect(resumable(paused('upstream', '2026-11-23T11:59:00Z'), now)).toBe(true);
    expect(resumable(paused('upstream', '2026-11-23T12:01:00Z'), now)).toBe(false);
    expect(resumable(paused('auth', null), now)).toBe(true);
    expect(resumable(paused('client_credits', null), now)).toBe(false);
    expect(resumable(paused('suspended', '2026-11-23T12:01:00Z'), now), 'suspension: the workspace decides').toBe(true);
    expect(autoResumeDue(paused('suspended', null), { workspaceSuspended: true }, now), 'still suspended').toBe(false);
  });
});

describe('the commit tracker', () => {
  it('when a run\'s commit is in flight, then its items count as uncommitted until it settles, and then are forgotten', async () => {
    const commits = createCommitTracker();
    let finish!: () => void;
    commits.track('r', 7, new Promise<void>((resolve) => (finish = resolve)));
    expect(commits.uncommitted('r')).toBe(7);
    expect(commits.uncommitted('other')).toBe(0);
    finish();
    await commits.settled('r');
    expect(commits.uncommitted('r')).toBe(0);
  });

  it('when a later commit replaces an earlier one, then the earlier one settling does not forget the later', async () => {
    const commits = createCommitTracker();
    let first!: () => void;
    commits.track('r', 3, new Promise<void>((resolve) => (first = resolve)));
    commits.track('r', 5, new Promise<void>(() => undefined));
    first();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commits.uncommitted('r')).toBe(5);
  });
});
