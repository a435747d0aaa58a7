import { createCheckerClient } from '../checker/client';
import { loadSchedulerConfig } from '../config/env';
import type { Services } from '../core/context';
import { createPlaysForChanges } from '../core/plays/play-creation';
import { type Scheduler, startScheduler } from '../scheduler';

/** The scheduler role: leader election, imports, cadence, runs and the outbox dispatcher, talking to the checker over gRPC. */
export function runSchedulerProcess(services: Services, databaseUrl: string): Scheduler {
  const env = loadSchedulerConfig();
  const checker = createCheckerClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN });
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
