import { OutsideCallError } from '../../shared/errors';

/**
 * The one failure every provider adapter throws (profile sources, person search, email
 * finding), classified so the retry policy and the batch can decide what to do:
 * - `rate_limited`: 429; retried after Retry-After.
 * - `outage`: 5xx, network error, timeout, malformed 2xx body; retried with backoff.
 * - `auth`: 401/403; the provider rejected our credentials. Never retried, aborts the batch.
 * - `out_of_credits`: 402; the provider account is empty. Never retried, aborts the batch.
 * - `invalid`: any other 4xx; the provider refused this reference. Not retried (item failure).
 */
export const PROVIDER_ERROR_KINDS = ['rate_limited', 'auth', 'out_of_credits', 'outage', 'invalid'] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

export class ProviderError extends OutsideCallError<ProviderErrorKind> {
  override readonly name = 'ProviderError';
}

export function isProviderError(err: unknown): err is ProviderError {
  return err instanceof ProviderError;
}
