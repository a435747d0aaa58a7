import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';

import type { RunEvent, RunPausedReason, RunStatus } from '../../../machines/index';
import {
  allowedEvents,
  applyEvent,
  applyEventWithContext,
  RUN_FINAL_STATUSES,
  RUN_PAUSED_REASONS,
  RUN_STATUSES,
  runMachine,
} from '../../../machines/index';

const paused = (reason: RunPausedReason) => ({ paused_reason: reason });

const ALLOWED: Array<[from: RunStatus, event: RunEvent, to: RunStatus, context?: object]> = [
  ['queued', { type: 'START' }, 'running'],
  ...RUN_PAUSED_REASONS.map(
    (reason): [RunStatus, RunEvent, RunStatus] => ['running', { type: 'PAUSE', reason }, 'paused'],
  ),
  ['queued', { type: 'PAUSE', reason: 'suspended' }, 'paused'],
  ['queued', { type: 'PAUSE', reason: 'client_credits' }, 'paused'],
  ['paused', { type: 'RESUME' }, 'running', paused('client_credits')],
  ['paused', { type: 'AUTO_RESUME' }, 'running', paused('out_of_credits')],
  ['paused', { type: 'AUTO_RESUME' }, 'running', paused('auth')],
  ['paused', { type: 'AUTO_RESUME' }, 'running', paused('upstream')],
  ['paused', { type: 'AUTO_RESUME' }, 'running', paused('suspended')],
  ['running', { type: 'COMPLETE' }, 'completed'],
  ['running', { type: 'FAIL', error: 'boom' }, 'failed'],
  ['queued', { type: 'FAIL', error: 'boom' }, 'failed'],
  ['queued', { type: 'CANCEL' }, 'cancelled'],
  ['running', { type: 'CANCEL' }, 'cancelled'],
  ['paused', { type: 'CANCEL' }, 'cancelled', paused('upstream')],
];

const REFUSED: Array<[from: RunStatus, event: RunEvent, context?: object]> = [
  ['queued', { type: 'PAUSE', reason: 'upstream' }],
  ['queued', { type: 'PAUSE', reason: 'out_of_credits' }],
  ['queued', { type: 'COMPLETE' }],
  ['queued', { type: 'RESUME' }],
  ['running', { type: 'START' }],
  ['running', { type: 'RESUME' }],
  ['paused', { type: 'START' }, paused('auth')],
  ['paused', { type: 'COMPLETE' }, paused('auth')],
  ['paused', { type: 'FAIL' }, paused('auth')],
  ['paused', { type: 'PAUSE', reason: 'auth' }, paused('auth')],
];

const EVERY_EVENT: RunEvent[] = [
  { type: 'START' },
  ...RUN_PAUSED_REASONS.map((reason): RunEvent => ({ type: 'PAUSE', reason })),
  { type: 'RESUME' },
  { type: 'AUTO_RESUME' },
  { type: 'COMPLETE' },
  { type: 'FAIL' },
  { type: 'CANCEL' },
];

describe('runMachine', () => {
  it('when the machine is built, then its states are exactly the status values and it starts queued', () => {
    expect(Object.keys(runMachine.root.states)).toEqual([...RUN_STATUSES]);
    expect(runMachine.root.initial?.target[0]?.key).toBe('queued');
  });

  it.each(ALLOWED)('when %s receives %o, then it moves to %s', (from, event, to, context) => {
    expect(applyEvent(runMachine, from, event, context)).toEqual({ ok: true, status: to, changed: true });
  });

  it.each(REFUSED)('when %s receives %o, then the move is refused', (from, event, context) => {
    expect(applyEvent(runMachine, from, event, context)).toEqual({ ok: false, status: from });
  });

  it('when a running run is paused, then the reason is stored in the context', () => {
    const applied = applyEventWithContext(runMachine, 'running', { type: 'PAUSE', reason: 'auth' });
    expect(applied).toMatchObject({ ok: true, status: 'paused', context: { paused_reason: 'auth' } });
  });

  it('when a paused run resumes, then paused_reason is cleared', () => {
    expect(
      applyEventWithContext(runMachine, 'paused', { type: 'RESUME' }, paused('client_credits')).context,
    ).toEqual({ paused_reason: null, resume_after: null });
    expect(applyEventWithContext(runMachine, 'paused', { type: 'AUTO_RESUME' }, paused('upstream')).context).toEqual({
      paused_reason: null,
      resume_after: null,
    });
  });

  it('when a paused run has a resume_after still ahead, then AUTO_RESUME is refused until that time', () => {
    const context = { paused_reason: 'upstream', resume_after: 10_000 };
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME', now: 9_999 }, context).ok).toBe(false);
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME', now: 10_000 }, context)).toMatchObject({ ok: true, status: 'running' });
  });

  it('when paused for suspended, then AUTO_RESUME is refused while the workspace is still suspended', () => {
    const context = { paused_reason: 'suspended', resume_after: null };
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME', workspaceSuspended: true, now: 1 }, context).ok).toBe(false);
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME', workspaceSuspended: false, now: 1 }, context).ok).toBe(true);
  });

  it('when the workspace is suspended, then START is refused and a PAUSE for suspended is taken instead', () => {
    expect(applyEvent(runMachine, 'queued', { type: 'START', workspaceSuspended: true }).ok).toBe(false);
    expect(applyEvent(runMachine, 'queued', { type: 'PAUSE', reason: 'suspended' })).toMatchObject({ ok: true, status: 'paused' });
  });

  it('when paused for upstream, then RESUME is refused and AUTO_RESUME allowed', () => {
    expect(applyEvent(runMachine, 'paused', { type: 'RESUME' }, paused('upstream')).ok).toBe(false);
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME' }, paused('upstream')).ok).toBe(true);
  });

  it('when paused for client_credits, then RESUME is allowed and AUTO_RESUME refused', () => {
    expect(applyEvent(runMachine, 'paused', { type: 'RESUME' }, paused('client_credits')).ok).toBe(true);
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME' }, paused('client_credits')).ok).toBe(false);
  });

  it('when paused without a known reason, then neither RESUME nor AUTO_RESUME is allowed', () => {
    expect(applyEvent(runMachine, 'paused', { type: 'RESUME' }).ok).toBe(false);
    expect(applyEvent(runMachine, 'paused', { type: 'AUTO_RESUME' }).ok).toBe(false);
  });

  it.each(RUN_FINAL_STATUSES)('when the run is %s, then no event leaves it', (status) => {
    for (const event of EVERY_EVENT) {
      expect(applyEvent(runMachine, status, event, paused('client_credits'))).toEqual({ ok: false, status });
    }
    expect(allowedEvents(runMachine, status)).toEqual([]);
  });

  it('when allowed events are listed, then they follow the context', () => {
    expect(allowedEvents(runMachine, 'paused', paused('client_credits')).sort()).toEqual(['CANCEL', 'RESUME']);
    expect(allowedEvents(runMachine, 'paused', paused('auth')).sort()).toEqual(['AUTO_RESUME', 'CANCEL']);
  });

  it('when the graph is walked from queued with every pause reason, then every status is reachable', () => {
    const paths = getShortestPaths(runMachine, { events: EVERY_EVENT });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(RUN_STATUSES));
  });
});

describe('run machine effects', () => {
  const effects = (from: RunStatus, event: RunEvent, context?: object) => {
    const applied = applyEventWithContext(runMachine, from, event, context);
    return applied.ok ? applied.effects : null;
  };

  it('when a run pauses, from queued or running, then the move names emitRunPaused (the run.paused event)', () => {
    expect(effects('running', { type: 'PAUSE', reason: 'upstream' })).toEqual(['emitRunPaused']);
    expect(effects('queued', { type: 'PAUSE', reason: 'suspended' })).toEqual(['emitRunPaused']);
  });

  it('when a run reaches any final state, then the move names emitRunCompleted (the run.completed event)', () => {
    for (const [from, event] of [['running', { type: 'COMPLETE' }], ['running', { type: 'FAIL' }], ['queued', { type: 'CANCEL' }], ['paused', { type: 'CANCEL' }]] as const) {
      expect(effects(from, event, paused('auth')), `${from} ${event.type}`).toEqual(['emitRunCompleted']);
    }
  });

  it('when a run starts or resumes, then no event is emitted', () => {
    expect(effects('queued', { type: 'START' })).toEqual([]);
    expect(effects('paused', { type: 'RESUME', balance: 5 }, paused('client_credits'))).toEqual([]);
  });
});
