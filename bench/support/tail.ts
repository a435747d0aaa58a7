import type { LoadResult, RequestTimes } from './load';
import type { LoopFigures } from './loop-probe';
import { percentile } from './stats';

/**
 * Where a paced run's slowest 1 % came from (issue #25, gateway round 9). Every request at or above
 * the run's p99 (latency from its due time) is looked at over its window: from its due time to its
 * answer, or, when it was sent while every client connection still had an answer to come (it
 * `queued` behind earlier answers), from the start of that queue — the last send that found a
 * connection free — since what built the queue is what made it slow. It is charged to the cause
 * that covers most of that window, if that cause covers at least a quarter of it:
 * - `client late`: the load generator sent it late (send − due);
 * - `serving GC`: garbage-collection pauses of the serving thread;
 * - `serving busy`: the serving loop did not come round to a 5 ms timer because a turn ran long
 *   (GC pauses excluded);
 * - `serving no CPU`: the serving thread was runnable but waited for a CPU (other processes ran:
 *   the machine, not the service);
 * - `client stall`: the load generator's thread stalled (GC or a long turn);
 * - `pool queue`: requests were waiting for a pool connection;
 * - `none seen`: none of these; what is left is the SQL, PostgreSQL and the OS between the threads.
 */
export const CAUSES = ['client late', 'serving GC', 'serving busy', 'serving no CPU', 'client stall', 'pool queue', 'none seen'] as const;
export type Cause = (typeof CAUSES)[number];

export interface TailAttribution {
  /** The run's p99 from due time, ms: the tail is every request at or above it. */
  threshold: number;
  requests: number;
  /** Tail requests sent while every connection had an answer to come. */
  queued: number;
  counts: Record<Cause, number>;
}

/** ms of [from, to) covered by the intervals ([start, duration] each). */
function covered(intervals: ReadonlyArray<readonly [number, number]>, from: number, to: number): number {
  let sum = 0;
  for (const [start, duration] of intervals) {
    const overlap = Math.min(to, start + duration) - Math.max(from, start);
    if (overlap > 0) sum += overlap;
  }
  return sum;
}

/** Stalls minus the GC pauses inside them: a GC pause shows as a stall too, and is charged to GC. */
function stallsBesidesGc(loop: LoopFigures): Array<[number, number]> {
  return loop.stalls
    .map(([start, duration]): [number, number] => [start, Math.max(0, duration - covered(loop.gcPauses, start, start + duration))])
    .filter(([, d]) => d > 0);
}

/**
 * For each request (the timeline is in send order: the pacer sends in due order), how many sent
 * before it had no answer yet when it was sent: i − (answers that came before its send).
 */
function outAtSend(timeline: readonly RequestTimes[]): number[] {
  const dones = timeline.map((r) => r.done).sort((a, b) => a - b);
  let answered = 0;
  return timeline.map((r, i) => {
    while (answered < dones.length && dones[answered]! <= r.sent) answered++;
    return i - answered;
  });
}

interface Context {
  loop: LoopFigures;
  stalls: Array<[number, number]>;
  clientStalls: Array<[number, number]>;
}

function causeOf(r: RequestTimes, from: number, { loop, stalls, clientStalls }: Context): Cause {
  const window = r.done - from;
  const shares: Array<[Cause, number]> = [
    ['client late', r.sent - r.due],
    ['serving GC', covered(loop.gcPauses, from, r.done)],
    ['serving busy', covered(stalls, from, r.done)],
    ['serving no CPU', covered(loop.cpuWaits, from, r.done)],
    ['client stall', covered(clientStalls, from, r.done)],
    ['pool queue', covered(loop.poolWaits, from, r.done)],
  ];
  const [cause, ms] = shares.reduce((best, s) => (s[1] > best[1] ? s : best));
  return ms >= 0.25 * window ? cause : 'none seen';
}

/** The tail of one paced run, request by request, against what the serving and client threads went through. */
export function attributeTail(run: LoadResult, loop: LoopFigures, connections: number): TailAttribution {
  const { timeline } = run;
  const latencies = timeline.map((r) => r.done - r.due).sort((a, b) => a - b);
  const threshold = percentile(latencies, 99);
  const counts = Object.fromEntries(CAUSES.map((c) => [c, 0])) as Record<Cause, number>;
  const context: Context = { loop, stalls: stallsBesidesGc(loop), clientStalls: run.clientStalls };
  const out = outAtSend(timeline);
  let requests = 0;
  let queued = 0;
  timeline.forEach((r, i) => {
    if (r.done - r.due < threshold) return;
    requests++;
    let k = i;
    while (k > 0 && out[k]! >= connections) k--;
    if (k < i) queued++;
    counts[causeOf(r, Math.min(r.due, timeline[k]!.sent), context)]++;
  });
  return { threshold, requests, queued, counts };
}

/** One line: the tail's size and its causes. */
export function tailLine(t: TailAttribution): string {
  const parts = CAUSES.filter((c) => t.counts[c] > 0).map((c) => `${c} ${t.counts[c]}`);
  return `tail ≥ ${t.threshold.toFixed(0)} ms (${t.requests} requests, ${t.queued} queued behind earlier answers): ${parts.join(', ') || '-'}`;
}
