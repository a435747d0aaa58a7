import { describe, expect, it } from 'vitest';

import type { LoadResult, RequestTimes } from '../../../bench/support/load';
import type { LoopFigures } from '../../../bench/support/loop-probe';
import { summarise } from '../../../bench/support/stats';
import { attributeTail } from '../../../bench/support/tail';

/** 50 requests due every 10 ms, each answered 1 ms after it was sent at its due time; `slow` replaces some (50: the p99 is the slowest). */
function run(slow: Record<number, Partial<RequestTimes>> = {}, clientStalls: Array<[number, number]> = []): LoadResult {
  const timeline = Array.from({ length: 50 }, (_, i): RequestTimes => ({ due: i * 10, sent: i * 10, done: i * 10 + 1, ...slow[i] }));
  const latencies = timeline.map((r) => r.done - r.due);
  const none = summarise([]);
  return {
    requests: 50, rps: 100, ok: 50, statuses: { 200: 50 }, errors: 0, lastError: null, bytesPerResponse: 0,
    latency: summarise(latencies), okLatency: summarise(latencies), sendLateness: none, fromSend: none,
    timeline, clientGc: [], clientStalls, clientCpuWaitMs: 0,
  };
}

function loop(events: Partial<Pick<LoopFigures, 'gcPauses' | 'stalls' | 'cpuWaits' | 'poolWaits'>> = {}): LoopFigures {
  return {
    delayP50: 0, delayP99: 0, delayMax: 0, gcCount: 0, gcTotal: 0, gcMax: 0, gcMajor: 0, gcMajorTotal: 0, cpuMs: 0, wallMs: 0,
    gcPauses: [], stalls: [], cpuWaits: [], cpuWaitMs: 0, poolWaits: [], poolWaitMax: 0, ...events,
  };
}

describe('the tail of a paced run, attributed request by request', () => {
  it('when the slowest request was sent late by the client, then the client is charged, not the server', () => {
    const t = attributeTail(run({ 30: { sent: 340, done: 341 } }), loop(), 16);
    expect(t.requests).toBe(1);
    expect(t.counts['client late']).toBe(1);
  });

  it('when a GC pause of the serving thread covers it, then GC is charged, and the stall that pause made is not counted twice', () => {
    const l = loop({ gcPauses: [[301, 30]], stalls: [[300, 32]] });
    const t = attributeTail(run({ 30: { done: 332 } }), l, 16);
    expect(t.counts['serving GC']).toBe(1);
    expect(t.counts['serving busy']).toBe(0);
  });

  it('when the serving loop ran a long turn without GC, then the busy loop is charged', () => {
    const t = attributeTail(run({ 30: { done: 340 } }), loop({ stalls: [[305, 30]] }), 16);
    expect(t.counts['serving busy']).toBe(1);
  });

  it('when the serving thread waited for a CPU while it was out, then the machine is charged, not the loop', () => {
    const t = attributeTail(run({ 30: { done: 340 } }), loop({ stalls: [[305, 5]], cpuWaits: [[310, 25]] }), 16);
    expect(t.counts['serving no CPU']).toBe(1);
  });

  it('when it queued behind earlier answers, then what built the queue is charged, though it happened before it was sent', () => {
    // Two connections: a 35 ms wait for a CPU from 281 ms holds up 28 and 29; 30, sent at 300 ms, queues behind them.
    const l = loop({ cpuWaits: [[281, 35]] });
    const t = attributeTail(run({ 28: { done: 318 }, 29: { done: 319 }, 30: { done: 345 } }), l, 2);
    expect(t.requests).toBe(1);
    expect(t.queued).toBe(1);
    expect(t.counts['serving no CPU']).toBe(1);
  });

  it('when the client thread stalled while it was out, then the client is charged', () => {
    const t = attributeTail(run({ 30: { done: 340 } }, [[310, 28]]), loop(), 16);
    expect(t.counts['client stall']).toBe(1);
  });

  it('when nothing any thread saw covers a quarter of it, then it is none seen (the SQL, PostgreSQL, the OS)', () => {
    const t = attributeTail(run({ 30: { done: 340 } }), loop({ gcPauses: [[310, 2]] }), 16);
    expect(t.counts['none seen']).toBe(1);
  });
});
