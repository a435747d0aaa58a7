import type { Services } from '../core/context';
import type { RetentionPolicy } from '../core/retention/retention-config';
import { RETAINED_TABLES, runRetention } from '../core/retention/run-retention';
import { schedulerMetrics } from '../shared/metrics/scheduler-metrics';

export interface RetentionLoopOptions {
  policy: RetentionPolicy;
  /** Between passes. */
  everyMs: number;
  /** Before the first pass, so a leader that just took over starts its runs first. Default 60 s. */
  firstAfterMs?: number;
}

export interface RetentionLoop {
  /** One pass now (tests, and the timer). */
  pass(): Promise<void>;
  stop(): Promise<void>;
}

/** The leader's retention pass, every `everyMs`: deletes old rows table by table in batches (src/core/retention). */
export function startRetentionLoop(services: Services, options: RetentionLoopOptions): RetentionLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const pass = (): Promise<void> => {
    running ??= (async () => {
      const started = Date.now();
      const counts = await runRetention(services, options.policy);
      for (const table of RETAINED_TABLES) schedulerMetrics.retentionDeleted.inc({ table }, counts[table]);
      services.log.info({ deleted: counts, ms: Date.now() - started }, 'retention pass done');
    })()
      .catch((err: unknown) => services.log.error({ err }, 'retention pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void pass().then(() => schedule(options.everyMs)), ms);
    timer.unref();
  };
  schedule(options.firstAfterMs ?? 60_000);

  return {
    pass,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
