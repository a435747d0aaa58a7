// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are inspected loosely
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small JSON client over fetch; `body` may be a raw string to send malformed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function api<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** Asserts the contract's error envelope and returns its code. */
export function errorCode(res: ApiResponse): string {
  const err = (res.body as { error?: { code?: unknown; message?: unknown } })?.error;
  if (!err || typeof err.code !== 'string' || typeof err.message !== 'string') {
    throw new Error(`not an error envelope: ${JSON.stringify(res.body)}`);
  }
  return err.code;
}

/** A call to the sandbox's admin API (JSON in and out); a status of 300 or more throws with the body. */
export async function sandboxAdmin<T>(sandboxUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
