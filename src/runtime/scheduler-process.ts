import { createCheckerClient } from '../checker/client';
import { loadSchedulerConfig } from '../config/env';
import type { Services } from '../core/context';
import { retentionPolicy } from '../core/retention/retention-config';
import { type Scheduler, startScheduler } from '../scheduler';
import { schedulerMetricsListener } from '../scheduler/metrics-listener';
import { finderFromEnv } from './finder-from-env';

/**
 * The scheduler role: leader election, imports, cadence, runs, the outbox dispatcher and the
 * finder loop, talking to the checker over gRPC and to the finder's provider under its limiter;
 * /metrics, /healthz and /readyz on METRICS_PORT when it is set.
 */
export async function runSchedulerProcess(services: Services, databaseUrl: string): Promise<Scheduler> {
  const env = loadSchedulerConfig();
  const metrics = env.METRICS_PORT === 0 ? null : await schedulerMetricsListener(services, { port: env.METRICS_PORT, host: env.METRICS_HOST });
  const finder = await finderFromEnv(env, services.log);
  const checker = createCheckerClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN });
  const scheduler = startScheduler(services, {
    databaseUrl,
    checker,
    checkerHealth: { address: env.CHECKER_URL },
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
    retention: { policy: retentionPolicy(env), everyMs: env.RETENTION_EVERY_MS },
    finder: finder.loop,
    onLeadershipLost: () => process.exit(1),
  });
  return {
    ...scheduler,
    async stop() {
      await scheduler.stop();
      checker.close();
      await metrics?.close();
      await finder.close();
    },
  };
}
