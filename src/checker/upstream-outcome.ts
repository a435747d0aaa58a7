/** The outcome label of one upstream request, for the metrics. Pure. */
import type { UpstreamOutcome } from '../shared/metrics/checker-metrics';
import { isProviderError } from './ports/provider-error';

/** A lookup's result or thrown error → ok, 404, 429, 5xx, auth, out_of_credits, 4xx, timeout, or error (not a source error). */
export function upstreamOutcome(settled: { ok: true; value: unknown } | { ok: false; error: unknown }): UpstreamOutcome {
  if (settled.ok) {
    const kind = (settled.value as { kind?: unknown } | null)?.kind;
    return kind === 'not_found' ? '404' : 'ok';
  }
  const err = settled.error;
  if (!isProviderError(err)) return 'error';
  switch (err.kind) {
    case 'rate_limited':
      return '429';
    case 'auth':
      return 'auth';
    case 'out_of_credits':
      return 'out_of_credits';
    case 'invalid':
      return '4xx';
    case 'outage':
      // status 0: a network error or a timeout; 408 is the provider timing out.
      return err.status >= 500 ? '5xx' : 'timeout';
  }
}
