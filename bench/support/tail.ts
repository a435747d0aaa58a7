import type { LoadResult, RequestTimes } from './load';
import type { LoopFigures } from './loop-probe';
import { percentile } from './stats';

/**
 * Where a paced run's slowest 1 % came from (issue #25, gateway round 9). Every request at or above
 * the run's p99 (latency from its due time) is charged to the cause that covers most of it, if that
 * cause covers at least a quarter of it:
 * - `client late`: the load generator sent it late (send − due);
 * - `serving GC`: a garbage-collection pause of the serving thread while it was out;
 * - `serving busy`: the serving loop did not come round to a 5 ms timer while it was out because
 *   a turn ran long (GC pauses excluded);
 * - `serving no CPU`: the serving thread was runnable but waited for a CPU while it was out (other
 *   processes ran: the machine, not the service);
 * - `client stall`: the load generator's thread stalled (GC or a long turn) while it was out (its
 *   answer read late);
 * - `pool queue`: requests were waiting for a pool connection while it was out;
 * - `connections busy`: when it was sent every connection of the client still had an answer to
 *   come, so it waited in the client behind them (the server behind: a queue, not one event);
 * - `none seen`: none of these; what is left is the SQL, PostgreSQL and the OS between the threads.
 */
export const CAUSES = ['client late', 'serving GC', 'serving busy', 'serving no CPU', 'client stall', 'pool queue', 'connections busy', 'none seen'] as const;
export type Cause = (typeof CAUSES)[number];

export interface TailAttribution {
  /** The run's p99 from due time, ms: the tail is every request at or above it. */
  threshold: number;
  requests: number;
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
 * How long `r` waited for a free connection: with `out` requests sent before it and not yet answered
 * and `connections` connections, it got one when the (out − connections + 1)-th of those was answered.
 */
function connectionWait(r: RequestTimes, timeline: readonly RequestTimes[], connections: number): number {
  const out = timeline.filter((o) => o.sent < r.sent && o.done > r.sent).map((o) => o.done);
  if (out.length < connections) return 0;
  out.sort((a, b) => a - b);
  return Math.min(out[out.length - connections]!, r.done) - r.sent;
}

interface Context {
  loop: LoopFigures;
  stalls: Array<[number, number]>;
  clientStalls: Array<[number, number]>;
  timeline: readonly RequestTimes[];
  connections: number;
}

function causeOf(r: RequestTimes, { loop, stalls, clientStalls, timeline, connections }: Context): Cause {
  const latency = r.done - r.due;
  const shares: Array<[Cause, number]> = [
    ['client late', r.sent - r.due],
    ['serving GC', covered(loop.gcPauses, r.sent, r.done)],
    ['serving busy', covered(stalls, r.sent, r.done)],
    ['serving no CPU', covered(loop.cpuWaits, r.sent, r.done)],
    ['client stall', covered(clientStalls, r.sent, r.done)],
    ['pool queue', covered(loop.poolWaits, r.sent, r.done)],
    ['connections busy', connectionWait(r, timeline, connections)],
  ];
  const [cause, ms] = shares.reduce((best, s) => (s[1] > best[1] ? s : best));
  return ms >= 0.25 * latency ? cause : 'none seen';
}

/** The tail of one paced run, request by request, against what the serving and client threads went through. */
export function attributeTail(run: LoadResult, loop: LoopFigures, connections: number): TailAttribution {
  const latencies = run.timeline.map((r) => r.done - r.due).sort((a, b) => a - b);
  const threshold = percentile(latencies, 99);
  const counts = Object.fromEntries(CAUSES.map((c) => [c, 0])) as Record<Cause, number>;
  const context: Context = { loop, stalls: stallsBesidesGc(loop), clientStalls: run.clientStalls, timeline: run.timeline, connections };
  const tail = run.timeline.filter((r) => r.done - r.due >= threshold);
  for (const r of tail) counts[causeOf(r, context)]++;
  return { threshold, requests: tail.length, counts };
}

/** One line: the tail's size and its causes. */
export function tailLine(t: TailAttribution): string {
  const parts = CAUSES.filter((c) => t.counts[c] > 0).map((c) => `${c} ${t.counts[c]}`);
  return `tail ≥ ${t.threshold.toFixed(0)} ms (${t.requests} requests): ${parts.join(', ') || '-'}`;
}
