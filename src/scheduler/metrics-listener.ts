import { Registry } from 'prom-client';

import type { Services } from '../core/context';
import { readDbState, registerDbGauges } from '../shared/metrics/db-gauges';
import { type MetricsListener, startMetricsListener } from '../shared/metrics/metrics-listener';
import { schedulerMetrics } from '../shared/metrics/scheduler-metrics';

/**
 * The scheduler's /metrics (its counters, leader status and the database gauges), /healthz and
 * /readyz. A standby is ready too: it is healthy by design while it waits for the lock.
 */
export async function schedulerMetricsListener(services: Services, at: { port: number; host: string }): Promise<MetricsListener> {
  const dbGauges = new Registry();
  registerDbGauges(dbGauges, () =>
    readDbState((sql, params) => services.orm.em.getConnection().execute(sql, params), services.clock.now()),
  );
  const listener = await startMetricsListener({ ...at, registries: [schedulerMetrics.registry, dbGauges] });
  services.log.info({ url: listener.url }, 'scheduler metrics listening');
  return listener;
}
