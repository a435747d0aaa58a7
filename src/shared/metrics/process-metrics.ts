import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * prom-client's default metrics that break Prometheus naming (gauges named `_total`, which
 * `promtool check metrics` rejects). Their per-type gauges (`nodejs_active_handles`,
 * `nodejs_active_requests`, `nodejs_active_resources`) carry the same numbers and stay.
 */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** A registry with Node's process metrics (CPU, memory, event loop lag, GC, handles), promtool-clean. */
export function processMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
  return registry;
}
