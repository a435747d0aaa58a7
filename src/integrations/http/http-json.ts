/** One GET with a per-request timeout, failures turned into `ProviderError`. Shared by the adapters. */
import type { IncomingHttpHeaders } from 'node:http';

import type { Dispatcher } from 'undici';

import { ProviderError } from '../../checker/ports/provider-error';
import { bodyTooLarge, classifyHttpStatus, MAX_PROVIDER_BODY_BYTES, parseRateLimitReset, parseRetryAfter } from './http-classify';

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

/** Header name/value pairs as undici hands them over (Buffers), parsed when first read. */
function headersOf(raw: readonly Buffer[]): IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toString('latin1').toLowerCase();
    const value = raw[i + 1]!.toString('latin1');
    const seen = headers[name];
    if (seen === undefined) headers[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else headers[name] = [seen, value];
  }
  return headers as IncomingHttpHeaders;
}

function response(status: number, rawHeaders: readonly Buffer[], body: Buffer): HttpResponse {
  const ok = status >= 200 && status < 300;
  const text = body.toString('utf8');
  let json: unknown;
  if (ok) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError('outage', `provider sent a malformed body (HTTP ${status})`, status);
    }
  }
  let headers: IncomingHttpHeaders | undefined;
  return {
    status,
    get headers() {
      return (headers ??= headersOf(rawHeaders));
    },
    json,
    errorText: ok ? '' : text.slice(0, 500),
  };
}

/**
 * GETs `url` with a total timeout. Network errors, timeouts, bodies over the cap and
 * unparsable 2xx bodies throw `ProviderError` `outage`; an aborted caller `signal` rejects with its reason. Any
 * status is returned.
 *
 * Uses undici's dispatcher API with a handler that collects the body: `request()` costs
 * an AbortController, a body stream and signal listeners per call, a tenth of the
 * checker's CPU per check.
 */
export function getJson(url: string, options: GetJsonOptions): Promise<HttpResponse> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new ProviderError('outage', `provider unreachable: invalid URL ${url}`));
  }
  return new Promise<HttpResponse>((resolve, reject) => {
    let settled = false;
    /** Why the call was given up before undici handed over its abort function. */
    let givenUp: Error | undefined;
    let abortRequest: ((err: Error) => void) | undefined;
    let status = 0;
    let rawHeaders: Buffer[] = [];
    const chunks: Buffer[] = [];
    let received = 0;

    const settle = (err: unknown, value?: HttpResponse): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (value) resolve(value);
      else reject(err);
    };
    const giveUp = (reason: unknown, err: Error): void => {
      settle(reason);
      if (abortRequest) abortRequest(err);
      else givenUp = err;
    };
    const timer = setTimeout(() => {
      const err = new ProviderError('outage', `provider did not answer within ${timeoutMs} ms`);
      giveUp(err, err);
    }, timeoutMs);
    const onAbort = (): void => giveUp(signal?.reason, new Error('aborted by the caller'));
    signal?.addEventListener('abort', onAbort, { once: true });

    // undici's classic handler methods (onConnect … onError): its core calls these; the
    // newer onRequestStart/onResponse* API (the typings mark the classic one deprecated)
    // is wrapped into them with one more object per request. Revisit on undici 8.
    options.dispatcher.dispatch(
      { origin: target.origin, path: target.pathname + target.search, method: 'GET', headers: options.headers },
      {
        onConnect(abort: (err?: Error) => void) {
          if (givenUp) abort(givenUp);
          else abortRequest = abort;
        },
        onHeaders(statusCode: number, headers: Buffer[]) {
          // 1xx (informational) heads come before the real one, as in undici's request().
          if (statusCode < 200) return true;
          status = statusCode;
          rawHeaders = headers;
          return true;
        },
        onData(chunk: Buffer) {
          received += chunk.length;
          if (received > MAX_PROVIDER_BODY_BYTES) {
            const err = new ProviderError('outage', bodyTooLarge('provider', MAX_PROVIDER_BODY_BYTES), status);
            giveUp(err, err);
            return false;
          }
          chunks.push(chunk);
          return true;
        },
        onComplete() {
          if (settled) return;
          try {
            settle(undefined, response(status, rawHeaders, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
          } catch (err) {
            settle(err);
          }
        },
        onError(err: Error) {
          if (settled) return;
          const code = (err as { code?: string }).code;
          settle(new ProviderError('outage', `provider unreachable: ${code ?? err.message}`));
        },
      },
    );
  });
}

/** The `ProviderError` for a non-2xx status (404 must be handled before). */
export function errorForStatus(res: HttpResponse, provider: string): ProviderError {
  const kind = classifyHttpStatus(res.status) ?? 'outage';
  const retryAfterMs = parseRetryAfter(res.headers['retry-after']) ?? parseRateLimitReset(res.headers['x-ratelimit-reset']);
  const detail = errorMessage(res.errorText);
  return new ProviderError(kind, `${provider} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`, res.status, retryAfterMs);
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
