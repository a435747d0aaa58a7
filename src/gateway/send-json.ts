import type { Request, Response } from 'express';

/** What Express's `res.json` writes as the type (`mime.contentType('application/json')`). */
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * `res.status(status).json(body)`, byte for byte, without the per-response work of Express's `send`
 * that changes nothing here (issue #25, GET /runs and the contacts page): it copied every body of
 * 1,000 bytes or more into a Buffer only to measure it (etag is off), parsed and re-formatted the
 * Content-Type it had just set, and looked each header up again. The answers Express shapes itself
 * (a conditional request — `If-None-Match: *` can turn a GET into a 304 —, a status without a body, a
 * type or transfer encoding the route set) still go through it.
 */
export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  if (
    status === 204 ||
    status === 205 ||
    status === 304 ||
    req.headers['if-none-match'] !== undefined ||
    req.headers['if-modified-since'] !== undefined ||
    res.hasHeader('content-type') ||
    res.hasHeader('transfer-encoding')
  ) {
    res.status(status).json(body);
    return;
  }
  const json = JSON.stringify(body) as string | undefined;
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_UTF8);
  if (json === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', String(Buffer.byteLength(json, 'utf8')));
  if (req.method === 'HEAD') res.end();
  else res.end(json, 'utf8');
}
