import { Counter, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  rateLimited: Counter<'kind'>;
  /** Requests answered 503 `overloaded` by load shedding (src/gateway/admission.ts), by reason (`age`, `queue`). */
  shed: Counter<'reason'>;
}

export function createMetrics(): Metrics {
  // Process metrics are added by the metrics listener (shared/metrics/metrics-listener.ts).
  const registry = new Registry();
  return {
    registry,
    httpDuration: new Histogram({
      name: 'tracker_http_request_duration_seconds',
      help: 'REST request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'tracker_rate_limited_total',
      help: 'Requests refused with 429 by kind (read or write)',
      labelNames: ['kind'],
      registers: [registry],
    }),
    shed: new Counter({
      name: 'tracker_http_shed_total',
      help: 'Requests answered 503 overloaded by load shedding: reason age (it waited too long before the gateway could read it) or queue (no turn free in time)',
      labelNames: ['reason'],
      registers: [registry],
    }),
  };
}
