import { Registry } from 'prom-client';

import type { Services } from '../core/context';
import { readDatabaseState } from '../core/health/database-health';
import { registerDbGauges } from '../shared/metrics/db-gauges';
import { type MetricsListener, startMetricsListener } from '../shared/metrics/metrics-listener';
import { schedulerMetrics } from '../shared/metrics/scheduler-metrics';

/**
 * The scheduler's /metrics (its counters, leader status and the database gauges), /healthz and
 * /readyz. A standby is ready too: it is healthy by design while it waits for the lock.
 */
export async function schedulerMetricsListener(services: Services, at: { port: number; host: string }): Promise<MetricsListener> {
  const dbGauges = new Registry();
  registerDbGauges(dbGauges, () => readDatabaseState(services));
  const listener = await startMetricsListener({ ...at, registries: [schedulerMetrics.registry, dbGauges] });
  services.log.info({ url: listener.url }, 'scheduler metrics listening');
  return listener;
}
