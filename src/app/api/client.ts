/**
 * The app's one way to the API: openapi-fetch typed by the service's own OpenAPI document
 * (openapi-types.ts, generated), on the same origin with the session cookie, and the CSRF
 * token on every write.
 */
import createClient, { type Middleware } from 'openapi-fetch';

import type { components, paths } from './openapi-types';

export type Schemas = components['schemas'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'X-CSRF-Token';
let csrfToken: string | null = null;

/** The session's CSRF token, sent as a header with every write (set at sign-in and when the session is read). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { [CSRF_HEADER]: csrfToken } : {};
}

const csrf: Middleware = {
  onRequest({ request }) {
    if (!READS.has(request.method) && csrfToken) request.headers.set(CSRF_HEADER, csrfToken);
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: '/v1', credentials: 'same-origin' });
api.use(csrf);

/** An answer in the contract's error envelope, `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface Envelope {
  error?: { code?: string; message?: string; details?: unknown };
}

export function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as Envelope | undefined)?.error;
  const message = error?.message ?? (status >= 500 ? 'The service could not answer. Try again in a moment.' : `The request failed (${status}).`);
  return new ApiError(status, error?.code ?? 'unknown', message, error?.details);
}

/** The data of an answer, or an ApiError carrying the envelope's message in plain words. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, 'network', 'The service cannot be reached. Check your connection and try again.');
  }
  if (!answer.response.ok) throw apiErrorOf(answer.response.status, answer.error);
  return answer.data as T;
}

/** A same-origin JSON call outside the typed paths (the session operations before their types land). */
export async function callJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(READS.has(method) ? {} : csrfHeaders()) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'network', 'The service cannot be reached. Check your connection and try again.');
  }
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw apiErrorOf(res.status, parsed);
  return parsed as T;
}
