import { loadSchedulerConfig } from '../config/env';
import { changeFeedFromConfig } from '../core/adapters';
import type { Services } from '../core/context';
import { retentionPolicy } from '../core/retention/retention-config';
import { createCheckerClient } from '../grpc/clients/checker-client';
import { createFinderClient } from '../grpc/clients/finder-client';
import { type Scheduler, startScheduler } from '../scheduler';
import { schedulerMetricsListener } from '../scheduler/scheduler-metrics-listener';
import type { ServiceClock } from './service-clock';

/**
 * The scheduler role: leader election, imports, cadence, runs, the outbox dispatcher and the
 * finder loop, talking to the checker over gRPC (profile checks, companies and the finder's
 * provider calls, each under the checker's limiter);
 * /metrics, /healthz and /readyz on METRICS_PORT when it is set.
 */
export async function runSchedulerProcess(services: Services, databaseUrl: string, serviceClock?: ServiceClock): Promise<Scheduler> {
  const env = loadSchedulerConfig();
  const metrics = env.METRICS_PORT === 0 ? null : await schedulerMetricsListener(services, { port: env.METRICS_PORT, host: env.METRICS_HOST });
  const checker = createCheckerClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN });
  const finder = createFinderClient(env.CHECKER_URL, { token: env.CHECKER_TOKEN });
  const changeFeed = changeFeedFromConfig({ ...services.env, ...env });
  services.log.info({ feed: changeFeed.feed?.name ?? null, why: changeFeed.why }, changeFeed.feed ? 'change feed on' : 'change feed off');
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
      // A test's scheduler skips the warm-up (a second of CPU per start, many starts per suite); a deployed one warms.
      warmDetection: env.DETECTION_WARM_UP ?? services.env.NODE_ENV !== 'test',
    },
    secondLook: { everyMs: env.SECOND_LOOK_EVERY_MS, leaseMs: env.SECOND_LOOK_LEASE_MS, retryAfterMs: env.SECOND_LOOK_RETRY_MS },
    dispatcher: {
      intervalMs: env.DISPATCHER_INTERVAL_MS,
      perEndpointConcurrency: env.WEBHOOK_CONCURRENCY_PER_ENDPOINT,
      leaseMs: env.WEBHOOK_LEASE_MS,
    },
    retention: { policy: retentionPolicy(env), everyMs: env.RETENTION_EVERY_MS },
    finder: { finder, everyMs: env.FINDER_EVERY_MS, leaseMs: env.FINDER_LEASE_MS },
    ...(changeFeed.feed ? { feed: { feed: changeFeed.feed, everyMs: env.FEED_EVERY_MS } } : {}),
    onLeadershipLost: () => process.exit(1),
    ...(serviceClock ? { onClockJump: serviceClock.onJump } : {}),
  });
  return {
    ...scheduler,
    async stop() {
      await scheduler.stop();
      checker.close();
      finder.close();
      await metrics?.close();
    },
  };
}
