/** One JSON request of a change-feed adapter, with its failures as `FeedError`. */
import { request } from 'undici';

import { FeedError } from '../../core/ports/change-feed';
import { classifyHttpStatus, parseRateLimitReset, parseRetryAfter } from './http-classify';

export interface FeedResponse {
  status: number;
  /** Parsed JSON of a 2xx body. */
  json: unknown;
}

/**
 * Sends one request and returns a 2xx (or a status the caller handles, in `pass`); any other
 * status, a network failure or timeout, or a malformed 2xx body throws `FeedError` classified
 * as the profile sources are (429 with Retry-After, 401/403 auth, 5xx outage).
 */
export async function feedRequest(
  provider: string,
  url: string,
  options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number; pass?: number[] },
): Promise<FeedResponse> {
  let res: Awaited<ReturnType<typeof request>>;
  try {
    res = await request(url, {
      method: options.method,
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  } catch (err) {
    throw new FeedError('outage', `${provider} feed unreachable: ${(err as { code?: string }).code ?? (err as Error).message}`);
  }
  const text = await res.body.text().catch(() => '');
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (!ok && !options.pass?.includes(res.statusCode)) {
    const kind = classifyHttpStatus(res.statusCode);
    const retryAfterMs = parseRetryAfter(res.headers['retry-after']) ?? parseRateLimitReset(res.headers['x-ratelimit-reset']);
    const feedKind = kind === 'rate_limited' || kind === 'auth' || kind === 'invalid' ? kind : 'outage';
    throw new FeedError(feedKind, `${provider} feed answered HTTP ${res.statusCode}: ${text.slice(0, 200)}`, res.statusCode, retryAfterMs);
  }
  if (!ok) return { status: res.statusCode, json: undefined };
  try {
    return { status: res.statusCode, json: JSON.parse(text) };
  } catch {
    throw new FeedError('outage', `${provider} feed sent a malformed body (HTTP ${res.statusCode})`, res.statusCode);
  }
}
