import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';

import type { PlayStatus } from '../../../machines/index';
import { allowedEvents, applyEvent, PLAY_STATUSES, playStatusEvent, playStatusMachine } from '../../../machines/index';

const FORWARD: PlayStatus[] = ['open', 'contacted', 'replied', 'meeting'];

/** The play-status rule, written independently of the machine. */
function ruleAllows(from: PlayStatus, to: PlayStatus): boolean {
  if (from === to) return false;
  if (to === 'not_relevant') return true;
  if (from === 'not_relevant') return to === 'open';
  return FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

const PAIRS = PLAY_STATUSES.flatMap((from) => PLAY_STATUSES.map((to) => [from, to, ruleAllows(from, to)] as const));

describe('playStatusMachine', () => {
  it('when the machine is built, then its states are exactly the status values and it starts open', () => {
    expect(Object.keys(playStatusMachine.root.states)).toEqual([...PLAY_STATUSES]);
    expect(playStatusMachine.root.initial?.target[0]?.key).toBe('open');
  });

  it('when a status is turned into an event, then its type is SET_ plus the upper-cased status', () => {
    expect(playStatusEvent('not_relevant')).toEqual({ type: 'SET_NOT_RELEVANT' });
    expect(playStatusEvent('open')).toEqual({ type: 'SET_OPEN' });
  });

  it('when all 25 (from, to) pairs are tried, then 11 are allowed', () => {
    expect(PAIRS).toHaveLength(25);
    expect(PAIRS.filter(([, , allowed]) => allowed)).toHaveLength(11);
  });

  it.each(PAIRS)('when a play moves from %s to %s, then ok is %s', (from, to, allowed) => {
    const applied = applyEvent(playStatusMachine, from, playStatusEvent(to));
    expect(applied).toEqual(allowed ? { ok: true, status: to, changed: true } : { ok: false, status: from });
  });

  it('when allowed events are listed, then they are the events of the allowed targets', () => {
    for (const from of PLAY_STATUSES) {
      const expected = PLAY_STATUSES.filter((to) => ruleAllows(from, to)).map((to) => playStatusEvent(to).type);
      expect(allowedEvents(playStatusMachine, from).sort()).toEqual(expected.sort());
    }
  });

  it('when the graph is walked from open, then every status is reachable', () => {
    const reached = getShortestPaths(playStatusMachine).map((path) => path.state.value);
    expect(new Set(reached)).toEqual(new Set(PLAY_STATUSES));
  });
});
