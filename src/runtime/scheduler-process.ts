import { z } from 'zod';

import { createCheckerClient } from '../checker/client';
import type { Services } from '../core/context';
import { createPlaysForChanges } from '../core/plays/play-creation';
import { type Scheduler, startScheduler } from '../scheduler';
import { finderFromEnv } from './finder-from-env';

const SchedulerEnvSchema = z.object({
  CHECKER_URL: z.string().min(1).default('127.0.0.1:50051'),
  CHECKER_TOKEN: z.string().optional(),
  SCHEDULER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  CADENCE_EVERY_MS: z.coerce.number().int().min(100).default(30_000),
  UPSTREAM_BACKOFF_MS: z.coerce.number().int().min(10).default(30_000),
  PROBE_AFTER_MS: z.coerce.number().int().min(10).default(300_000),
  DISPATCHER_INTERVAL_MS: z.coerce.number().int().min(10).default(250),
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: z.coerce.number().int().min(1).max(64).default(4),
  /** How long a claimed delivery stays leased; a dispatcher that dies leaves its deliveries due again after this. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Delay of the second look at a `left` / `profile_not_found` before anything goes out (service clock). */
  SECOND_LOOK_AFTER_MS: z.coerce.number().int().min(0).default(4 * 3600_000),
  /** How often the scheduler looks for due second looks. */
  SECOND_LOOK_EVERY_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long a leased second look stays with the leader; after a crash it is leased again once this has passed. */
  SECOND_LOOK_LEASE_MS: z.coerce.number().int().min(100).default(10 * 60_000),
  /** When a second look the checker could not do is due again. */
  SECOND_LOOK_RETRY_MS: z.coerce.number().int().min(10).default(15 * 60_000),
});

/**
 * The scheduler role: leader election, imports, cadence, runs, the outbox dispatcher and the
 * finder loop, talking to the checker over gRPC and to the finder's provider under its limiter.
 */
export async function runSchedulerProcess(services: Services, databaseUrl: string): Promise<Scheduler> {
  const env = SchedulerEnvSchema.parse(process.env);
  const finder = await finderFromEnv(process.env, services.log);
  const checker = createCheckerClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN || undefined });
  const scheduler = startScheduler(services, {
    databaseUrl,
    checker,
    onChange: createPlaysForChanges,
    cadenceEveryMs: env.CADENCE_EVERY_MS,
    engine: {
      batchSize: env.SCHEDULER_BATCH_SIZE,
      upstreamBackoffMs: env.UPSTREAM_BACKOFF_MS,
      probeAfterMs: env.PROBE_AFTER_MS,
      secondLookAfterMs: env.SECOND_LOOK_AFTER_MS,
    },
    secondLook: { everyMs: env.SECOND_LOOK_EVERY_MS, leaseMs: env.SECOND_LOOK_LEASE_MS, retryAfterMs: env.SECOND_LOOK_RETRY_MS },
    dispatcher: {
      intervalMs: env.DISPATCHER_INTERVAL_MS,
      perEndpointConcurrency: env.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
      leaseMs: env.WEBHOOK_LEASE_MS,
    },
    finder: finder.loop,
    onLeadershipLost: () => process.exit(1),
  });
  return {
    ...scheduler,
    async stop() {
      await scheduler.stop();
      checker.close();
      await finder.close();
    },
  };
}
