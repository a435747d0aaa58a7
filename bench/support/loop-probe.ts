import { readFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

/**
 * What the serving process's event loop went through during one load run (issue #25 item 4: where
 * a paced p99 goes): the loop's own delay (a request that arrives while the loop is busy waits that
 * long before any of its code runs), the garbage collector's pauses, and the CPU the process used.
 * Measured in the thread that serves; a load generator in a worker thread is not counted.
 */
export interface LoopFigures {
  /** Event-loop delay percentiles, ms (10 ms sampling resolution subtracted by Node). */
  delayP50: number;
  delayP99: number;
  delayMax: number;
  gcCount: number;
  /** Sum and longest of the GC pauses, ms. */
  gcTotal: number;
  gcMax: number;
  /** Mark-compact (major) collections among them, and their sum, ms. */
  gcMajor: number;
  gcMajorTotal: number;
  /** This process's user + system CPU over the run, ms (includes a worker thread's, if any). */
  cpuMs: number;
  wallMs: number;
  /** Each GC pause: [start ms since the epoch, duration ms]. */
  gcPauses: Array<[number, number]>;
  /**
   * Each stretch the loop did not come round to a 5 ms timer for ≥ STALL_MS beyond its time, less the
   * part the thread spent waiting for a CPU: [start, duration] (a long turn, GC included).
   */
  stalls: Array<[number, number]>;
  /** In those stretches, the time the serving thread was runnable but waited for a CPU (another process ran): [start, duration]. */
  cpuWaits: Array<[number, number]>;
  /** The serving thread's whole wait for a CPU over the run, ms (Linux schedstat; NaN elsewhere). */
  cpuWaitMs: number;
  /** Each 5 ms sample that saw a request waiting for a pool connection: [time, 5]. */
  poolWaits: Array<[number, number]>;
  /** The most requests seen waiting for a pool connection at once. */
  poolWaitMax: number;
}

/** A timer this much later than due counts as a stall of the loop (ms). */
export const STALL_MS = 5;
const SAMPLE_MS = 5;

/** ms this thread has been runnable but waiting for a CPU (Linux /proc schedstat, 2nd field); NaN where there is none. */
export function threadCpuWaitMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return NaN;
  }
}

export interface LoopProbe {
  stop(): LoopFigures;
}

/** `poolWaiting`: requests waiting for a pool connection now (sampled every 5 ms with the stall timer). */
export function startLoopProbe(poolWaiting?: () => number): LoopProbe {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const pauses: number[] = [];
  const major: number[] = [];
  const gcPauses: Array<[number, number]> = [];
  const stalls: Array<[number, number]> = [];
  const poolWaits: Array<[number, number]> = [];
  let poolWaitMax = 0;
  const epoch = (t: number) => performance.timeOrigin + t;
  const cpuWaits: Array<[number, number]> = [];
  const wait0 = threadCpuWaitMs();
  let lastWait = wait0;
  let last = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    const wait = threadCpuWaitMs();
    const late = now - last - SAMPLE_MS;
    if (late >= STALL_MS) {
      const waited = Math.min(late, Math.max(0, wait - lastWait)) || 0;
      const start = epoch(last + SAMPLE_MS);
      if (late - waited > 0) stalls.push([start, late - waited]);
      if (waited > 0) cpuWaits.push([start + late - waited, waited]);
    }
    last = now;
    lastWait = wait;
    const waiting = poolWaiting?.() ?? 0;
    if (waiting > 0) poolWaits.push([epoch(now), SAMPLE_MS]);
    poolWaitMax = Math.max(poolWaitMax, waiting);
  }, SAMPLE_MS);
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEntry[]) {
      pauses.push(e.duration);
      gcPauses.push([epoch(e.startTime), e.duration]);
      if (((e as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major.push(e.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  delay.enable();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  return {
    stop() {
      clearInterval(sampler);
      delay.disable();
      observer.disconnect();
      const cpu = process.cpuUsage(cpu0);
      const ns = (v: number) => v / 1e6;
      return {
        delayP50: ns(delay.percentile(50)),
        delayP99: ns(delay.percentile(99)),
        delayMax: ns(delay.max),
        gcCount: pauses.length,
        gcTotal: pauses.reduce((s, d) => s + d, 0),
        gcMax: pauses.reduce((m, d) => Math.max(m, d), 0),
        gcMajor: major.length,
        gcMajorTotal: major.reduce((s, d) => s + d, 0),
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - t0,
        gcPauses,
        stalls,
        cpuWaits,
        cpuWaitMs: threadCpuWaitMs() - wait0,
        poolWaits,
        poolWaitMax,
      };
    },
  };
}

/** One line: loop delay p99 / max, GC pauses, CPU share of one core. */
export function loopLine(f: LoopFigures): string {
  return (
    `loop delay p50 ${f.delayP50.toFixed(1)} / p99 ${f.delayP99.toFixed(1)} / max ${f.delayMax.toFixed(1)} ms; ` +
    `GC ${f.gcCount} pauses, ${f.gcTotal.toFixed(0)} ms in all, longest ${f.gcMax.toFixed(1)} ms, ${f.gcMajor} major (${f.gcMajorTotal.toFixed(0)} ms); ` +
    `process CPU ${((100 * f.cpuMs) / f.wallMs).toFixed(0)} % of a core (serving and client threads together); ` +
    `serving thread waited ${f.cpuWaitMs.toFixed(0)} ms for a CPU`
  );
}
