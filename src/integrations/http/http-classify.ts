/** HTTP status → failure classification, Retry-After parsing, and the cap on a provider's body. Pure. */
import type { ProviderErrorKind } from '../../checker/ports/provider-error';

/**
 * The most a provider's response body may hold (8 MiB): a person record is tens of kilobytes and a feed page
 * of changes well under a megabyte, so a larger body is a broken or hostile provider, read no further and
 * answered as an outage (OWASP API10, docs/security.md). Bounds the memory a check can take.
 */
export const MAX_PROVIDER_BODY_BYTES = 8 * 1024 * 1024;

/** The message of a body cut off at the cap. */
export function bodyTooLarge(provider: string, limit: number): string {
  return `${provider} sent a body over ${Math.round(limit / 1024 / 1024)} MiB; read no further`;
}

/** Failure kind for a non-success status; `null` for 2xx. 404 is decided by the caller (not found). */
export function classifyHttpStatus(status: number): ProviderErrorKind | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'out_of_credits';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'outage';
  // 408 Request Timeout is the provider giving up on us: transient like a 5xx.
  if (status === 408) return 'outage';
  return 'invalid';
}

const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Retry-After as milliseconds from `nowMs`: delay-seconds (`"3"`, `"1.5"`) or an
 * HTTP-date. `null` when absent or unparsable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | string[] | undefined | null, nowMs = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw == null) return null;
  const text = raw.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(MAX_RETRY_AFTER_MS, Math.round(Number(text) * 1000));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - nowMs));
}

/**
 * Rate-limit reset headers that some providers send instead of Retry-After
 * (`x-ratelimit-reset`): epoch seconds, seconds from now, an ISO/HTTP date, or a JSON
 * object of such values per window (the latest wins). `null` when unparsable.
 */
export function parseRateLimitReset(value: string | string[] | undefined | null, nowMs = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw == null || raw.trim() === '') return null;
  const one = (v: unknown): number | null => {
    if (typeof v === 'number' || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()))) {
      const n = Number(v);
      // Epoch seconds are > 1e9; smaller numbers are a delay in seconds.
      const ms = n > 1e9 ? n * 1000 - nowMs : n * 1000;
      return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, Math.round(ms)));
    }
    if (typeof v === 'string') {
      const at = Date.parse(/[zZ]|[+-]\d\d:?\d\d$|GMT/.test(v) ? v : `${v}Z`);
      return Number.isNaN(at) ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - nowMs));
    }
    return null;
  };
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      const values = Object.values(parsed)
        .map(one)
        .filter((v): v is number => v !== null);
      return values.length > 0 ? Math.max(...values) : null;
    } catch {
      return null;
    }
  }
  return one(text);
}
