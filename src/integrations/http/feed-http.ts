/** One JSON request of a change-feed adapter, with its failures as `FeedError`. */
import { request } from 'undici';

import { FeedError } from '../../core/ports/change-feed';
import { bodyTooLarge, classifyHttpStatus, MAX_PROVIDER_BODY_BYTES, parseRateLimitReset, parseRetryAfter } from './http-classify';

export interface FeedResponse {
  status: number;
  /** Parsed JSON of a 2xx body. */
  json: unknown;
}

/**
 * Sends one request and returns a 2xx (or a status the caller handles, in `pass`); any other
 * status, a network failure or timeout, a body over the cap or a malformed 2xx body throws `FeedError` classified
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
  const text = await boundedText(res.body, provider, MAX_PROVIDER_BODY_BYTES);
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

/** The body as text, read no further than `limit` bytes (then `FeedError` outage); a broken stream reads as ''. */
async function boundedText(body: AsyncIterable<Buffer> & { destroy(): unknown }, provider: string, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of body) {
      received += chunk.length;
      if (received > limit) break;
      chunks.push(chunk);
    }
  } catch {
    return '';
  }
  if (received > limit) {
    body.destroy();
    throw new FeedError('outage', bodyTooLarge(`${provider} feed`, limit));
  }
  return Buffer.concat(chunks).toString('utf8');
}
