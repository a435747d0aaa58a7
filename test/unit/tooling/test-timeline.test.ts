import { describe, expect, it } from 'vitest';

import { describeTimeline, timelineOf } from '../../support/test-timeline';

const file = (name: string, startS: number, endS: number) => ({ name: `/repo/${name}`, startTime: 1_000_000 + startS * 1000, endTime: 1_000_000 + endS * 1000, status: 'passed' });

describe('the timeline of a test run (test/support/test-timeline.ts)', () => {
  it('when one long file runs alone at the end, then the tail is the time after the second worker ran out of files', () => {
    // Worker 1: a 0–100 s; worker 2: b 0–30, c 30–40. From 40 s on only a runs.
    const t = timelineOf([file('a.test.ts', 0, 100), file('b.test.ts', 0, 30), file('c.test.ts', 30, 40)], 2, '/repo');

    expect(t.wallMs).toBe(100_000);
    expect(t.sumMs).toBe(140_000);
    expect(t.concurrencyMs).toEqual([0, 60_000, 40_000]);
    expect(t.tailMs).toBe(60_000);
    expect(t.tailFiles.map((f) => f.name)).toEqual(['a.test.ts']);
    expect(t.slowest[0]).toEqual({ name: 'a.test.ts', startMs: 0, endMs: 100_000, ms: 100_000 });
  });

  it('when both workers stay busy to the end, then there is no tail and the wall is the sum over the workers', () => {
    const t = timelineOf([file('a.test.ts', 0, 50), file('b.test.ts', 0, 20), file('c.test.ts', 20, 50), file('d.test.ts', 50, 100), file('e.test.ts', 50, 100)], 2, '/repo');

    expect(t.tailMs).toBe(0);
    expect(t.wallMs).toBe(t.sumMs / 2);
    expect(t.concurrencyMs).toEqual([0, 0, 100_000]);
  });

  it('when files leave a gap with none running, then the gap is counted as such', () => {
    const t = timelineOf([file('a.test.ts', 0, 10), file('b.test.ts', 15, 20)], 2, '/repo');

    expect(t.concurrencyMs).toEqual([5_000, 15_000]);
    expect(t.tailMs).toBe(20_000);
    expect(describeTimeline(t, 2).join('\n')).toMatch(/files running at once: 0: 5\.0 s, 1: 15\.0 s/);
  });

  it('when the report has no files, then it says so', () => {
    expect(() => timelineOf([], 2)).toThrow('the report has no test files');
  });
});
