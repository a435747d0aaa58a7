import { z } from 'zod';

import { createCheckerClient } from '../checker/client';
import type { Services } from '../core/context';
import { createPlaysForChange } from '../core/plays/play-creation';
import { type Scheduler, startScheduler } from '../scheduler';

const SchedulerEnvSchema = z.object({
  CHECKER_URL: z.string().min(1).default('127.0.0.1:50051'),
  CHECKER_TOKEN: z.string().optional(),
  SCHEDULER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  CADENCE_EVERY_MS: z.coerce.number().int().min(100).default(30_000),
  UPSTREAM_BACKOFF_MS: z.coerce.number().int().min(10).default(30_000),
  PROBE_AFTER_MS: z.coerce.number().int().min(10).default(300_000),
});

/** The scheduler role: leader election, imports, cadence and runs, talking to the checker over gRPC. */
export function runSchedulerProcess(services: Services, databaseUrl: string): Scheduler {
  const env = SchedulerEnvSchema.parse(process.env);
  const checker = createCheckerClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN || undefined });
  const scheduler = startScheduler(services, {
    databaseUrl,
    checker,
    onChange: createPlaysForChange,
    cadenceEveryMs: env.CADENCE_EVERY_MS,
    engine: { batchSize: env.SCHEDULER_BATCH_SIZE, upstreamBackoffMs: env.UPSTREAM_BACKOFF_MS, probeAfterMs: env.PROBE_AFTER_MS },
    onLeadershipLost: () => process.exit(1),
  });
  return {
    ...scheduler,
    async stop() {
      await scheduler.stop();
      checker.close();
    },
  };
}
