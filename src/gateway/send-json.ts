import type { Request, Response } from 'express';

/** What Express's `res.json` writes as the type (`mime.contentType('application/json')`). */
const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * `res.status(status).json(body)`, byte for byte, without the per-response work of Express's `send`
 * that changes nothing here (issue #25, GET /runs and the contacts page): it parsed and re-formatted
 * the Content-Type it had just set (`mime.contentType`, `setCharset`), looked each header up again,
 * and measured a body under 1,000 bytes as a string but copied a larger one into a Buffer. The answers Express shapes itself
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
  // One copy into a Buffer, as Express makes, but measured from it: written as a string, the body
  // would be joined to the head (a second string as long as the body, in the young generation)
  // and then encoded again by the socket.
  const bytes = Buffer.from(json, 'utf8');
  res.setHeader('Content-Length', String(bytes.length));
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
