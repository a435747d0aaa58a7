/**
 * The checker's instruments: checks by outcome (rate() of the counter is checks per second),
 * upstream requests by outcome with their latency, and the provider limiter's queue depth.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

const registry = new Registry();
const limiterQueues = new Set<() => number>();

/** Outcome label of one upstream request: ok, 404, 429, 5xx, auth, out_of_credits, 4xx, timeout (network error or 408), error. */
export type UpstreamOutcome = 'ok' | '404' | '429' | '5xx' | 'auth' | 'out_of_credits' | '4xx' | 'timeout' | 'error';

export const checkerMetrics = {
  registry,
  checks: new Counter({
    name: 'tracker_checks_total',
    help: 'Profile checks finished by the checker, by outcome (found, not_found, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  upstreamRequests: new Counter({
    name: 'tracker_upstream_requests_total',
    help: 'Requests to the profile source, by outcome (ok, 404, 429, 5xx, auth, out_of_credits, 4xx, timeout, error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  upstreamDuration: new Histogram({
    name: 'tracker_upstream_request_duration_seconds',
    help: 'Latency of requests to the profile source, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  }),
  limiterQueued: new Gauge({
    name: 'tracker_limiter_queued_requests',
    help: 'Upstream requests waiting in the provider limiter of this checker',
    registers: [registry],
    collect() {
      let queued = 0;
      for (const depth of limiterQueues) queued += depth();
      this.set(queued);
    },
  }),
  /** Reports a limiter's queue depth on scrape until the returned function is called. */
  watchLimiter(depth: () => number): () => void {
    limiterQueues.add(depth);
    return () => limiterQueues.delete(depth);
  },
};
