import { request } from 'undici';

export const API_KEY = 'sandbox_test_key';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  key?: string | null;
  headers?: Record<string, string>;
}

/** HTTP call returning the parsed JSON body (undici request, no retries). */
export async function call<T = Record<string, unknown>>(baseUrl: string, path: string, options: CallOptions = {}): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null && options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await request(baseUrl + path, { method: options.method ?? 'GET', headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Provider call with the default key. */
export function provider<T = Record<string, unknown>>(baseUrl: string, path: string, key: string | null = API_KEY): Promise<JsonResponse<T>> {
  return call<T>(baseUrl, path, { key });
}

export function lookupPath(profile: string): string {
  return `/v1/people/lookup?profile=${encodeURIComponent(profile)}`;
}

export interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}
