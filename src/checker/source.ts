/**
 * The profile-source port: the one thing the checker needs from an upstream provider.
 * Adapters (sandbox, PDL) return proto-shaped data (empty strings for unknown fields)
 * and throw `SourceError` for every failure, classified so the retry policy and the
 * batch can decide what to do.
 */
import type { Company, Snapshot } from '../grpc/tracker-v1';

export type SourceSnapshot = Snapshot;
export type SourceCompany = Company;

export type SourceResult = { kind: 'found'; snapshot: SourceSnapshot } | { kind: 'not_found' };

export interface ProfileSource {
  /** Looks a person up by profile URL. Throws `SourceError`; an aborted `signal` rejects with its reason. */
  lookup(socialUrl: string, signal?: AbortSignal): Promise<SourceResult>;
  /** Company by network id, `null` when the provider has none. Throws `SourceError`. */
  company(socialId: string, signal?: AbortSignal): Promise<SourceCompany | null>;
  /** Releases connections. */
  close?(): Promise<void>;
}

/**
 * - `rate_limited`: 429; retried after Retry-After.
 * - `outage`: 5xx, network error, timeout, malformed 2xx body; retried with backoff.
 * - `auth`: 401/403; the provider rejected our credentials. Never retried, aborts the batch.
 * - `out_of_credits`: 402; the provider account is empty. Never retried, aborts the batch.
 * - `invalid`: any other 4xx; the provider refused this reference. Not retried (item failure).
 */
export const SOURCE_ERROR_KINDS = ['rate_limited', 'auth', 'out_of_credits', 'outage', 'invalid'] as const;
export type SourceErrorKind = (typeof SOURCE_ERROR_KINDS)[number];

export class SourceError extends Error {
  override readonly name = 'SourceError';
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    /** HTTP status, 0 for network errors and timeouts. */
    readonly status = 0,
    /** From Retry-After (or an equivalent header), when the provider sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export function isSourceError(err: unknown): err is SourceError {
  return err instanceof SourceError;
}
