import { describe, expect, it } from 'vitest';

import type { AttemptResult, ClaimedDelivery, EndpointChange } from '../../../src/core/webhooks/delivery-queue';
import { createAttemptRecorder } from '../../../src/scheduler/dispatcher/attempt-recorder';
import { createEndpointPacer } from '../../../src/scheduler/dispatcher/endpoint-pacer';
import { createFanOutPlanner } from '../../../src/scheduler/dispatcher/fan-out-planner';
import { PassWaiters } from '../../../src/scheduler/dispatcher/pass-waiters';

const delivery = (id: string): ClaimedDelivery => ({
  id,
  workspace_id: 'w',
  endpoint_id: 'e',
  event: 'play.created',
  event_key: `k${id}`,
  created_at: null,
  data_json: null,
  attempts: 0,
  url: 'https://example.test/hook',
  secret_enc: 's',
});
const result = (id: string): AttemptResult => ({ delivery: delivery(id), ok: true, status: 200, error: null, at: new Date() });

describe('fan-out planner', () => {
  it('when events keep coming, then the batch doubles up to its maximum and falls back once the backlog is gone', () => {
    const planner = createFanOutPlanner(500);
    expect(planner.wanted(false)).toBe(false);
    expect(planner.take(10_000)).toBe(64);
    expect(planner.took(64, 64)).toBe(true);
    expect(planner.wanted(false)).toBe(true);
    expect(planner.take(10_000)).toBe(128);
    planner.took(128, 128);
    planner.took(256, 256);
    expect(planner.take(10_000)).toBe(500);
    expect(planner.took(3, 500)).toBe(false);
    expect(planner.take(10_000)).toBe(64);
  });

  it('when the webhook worker has little room, then the fan-out takes no more than that (but a first batch at least)', () => {
    const planner = createFanOutPlanner(500);
    planner.took(64, 64);
    expect(planner.take(100)).toBe(100);
    expect(planner.take(3)).toBe(64);
  });
});

describe('pass waiters', () => {
  it('when a caller waits, then the first full pass that starts after it answers, not the one already under way', async () => {
    const waiters = new PassWaiters();
    const running = waiters.startPass();
    let answer: unknown = null;
    void waiters.next().then((p) => (answer = p));
    waiters.answer(running, { full: true, idle: true });
    await Promise.resolve();
    expect(answer).toBeNull();
    const next = waiters.startPass();
    waiters.answer(next, { full: true, idle: false });
    await Promise.resolve();
    expect(answer).toEqual({ full: true, idle: false });
  });
});

describe('endpoint pacer', () => {
  it('when an endpoint has no measured pace, then its cap is the default; a fast one may hold up to half of all', async () => {
    const pacer = createEndpointPacer({ perEndpointHeld: 64, maxHeld: 1000, holdMs: 1000 });
    expect(pacer.capOf('e')).toBe(64);
    for (let i = 0; i < 50; i++) pacer.ended('e');
    expect(pacer.capOf('e')).toBe(500);
    expect([...pacer.known()]).toEqual(['e']);
  });
});

describe('attempt recorder', () => {
  it('when results come in, then they are recorded in batches of at most the batch size and every delivery is settled', async () => {
    const recorded: number[] = [];
    const settled: string[] = [];
    const recorder = createAttemptRecorder({
      batch: 3,
      delayMs: 10,
      record: async (rs) => {
        recorded.push(rs.length);
        return [];
      },
      release: async () => {},
      onChanges: () => {},
      onSettled: (ids) => settled.push(...ids),
      onError: () => {},
    });
    for (const id of ['1', '2', '3', '4']) recorder.recordLater(result(id));
    await recorder.drain();
    expect(recorded).toEqual([3, 1]);
    expect(settled.sort()).toEqual(['1', '2', '3', '4']);
  });

  it('when recording fails, then the deliveries are still settled (their leases run out) and the error is reported', async () => {
    const errors: number[] = [];
    const settled: string[] = [];
    const changes: EndpointChange[][] = [];
    const recorder = createAttemptRecorder({
      batch: 10,
      delayMs: 1,
      record: () => Promise.reject(new Error('database gone')),
      release: async () => {},
      onChanges: (c) => changes.push(c),
      onSettled: (ids) => settled.push(...ids),
      onError: (_err, n) => errors.push(n),
    });
    recorder.recordLater(result('1'));
    recorder.releaseLater(delivery('2'));
    await recorder.drain();
    expect(errors).toEqual([1]);
    expect(changes).toEqual([]);
    expect(settled.sort()).toEqual(['1', '2']);
  });
});
