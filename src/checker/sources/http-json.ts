/** One GET with a per-request timeout, failures turned into `SourceError`. Shared by the adapters. */
import type { IncomingHttpHeaders } from 'node:http';

import { type Dispatcher, request } from 'undici';

import { classifyHttpStatus, parseRateLimitReset, parseRetryAfter } from '../http-classify';
import { SourceError } from '../source';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Parsed JSON for 2xx responses, `undefined` otherwise. */
  json: unknown;
  /** Up to 500 characters of a non-2xx body, for messages. */
  errorText: string;
}

export interface GetJsonOptions {
  headers: Record<string, string>;
  dispatcher: Dispatcher;
  timeoutMs: number;
  signal?: AbortSignal;
}

class TimeoutError extends Error {}

/**
 * GETs `url` with a total timeout. Network errors, timeouts and unparsable 2xx bodies
 * throw `SourceError` `outage`; an aborted caller `signal` rejects with its reason. Any
 * status is returned.
 */
export async function getJson(url: string, options: GetJsonOptions): Promise<HttpResponse> {
  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new TimeoutError()), options.timeoutMs);
  try {
    const res = await request(url, { method: 'GET', headers: options.headers, dispatcher: options.dispatcher, signal: controller.signal });
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    const text = await res.body.text();
    let json: unknown;
    if (ok) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new SourceError('outage', `provider sent a malformed body (HTTP ${res.statusCode})`, res.statusCode);
      }
    }
    return { status: res.statusCode, headers: res.headers, json, errorText: ok ? '' : text.slice(0, 500) };
  } catch (err) {
    if (err instanceof SourceError) throw err;
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.reason instanceof TimeoutError) {
      throw new SourceError('outage', `provider did not answer within ${options.timeoutMs} ms`);
    }
    const code = (err as { code?: string }).code;
    throw new SourceError('outage', `provider unreachable: ${code ?? (err as Error).message}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The `SourceError` for a non-2xx status (404 must be handled before). */
export function errorForStatus(res: HttpResponse, provider: string): SourceError {
  const kind = classifyHttpStatus(res.status) ?? 'outage';
  const retryAfterMs = parseRetryAfter(res.headers['retry-after']) ?? parseRateLimitReset(res.headers['x-ratelimit-reset']);
  const detail = errorMessage(res.errorText);
  return new SourceError(kind, `${provider} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`, res.status, retryAfterMs);
}

/** `error.message` from a JSON error envelope, else the raw text. */
function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof body.error === 'object' && typeof body.error?.message === 'string') return body.error.message;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return text.trim().slice(0, 200);
}
