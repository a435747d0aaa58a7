import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import { answerAfterPending, answerClientErrors, rawErrorResponse } from './client-errors';

/** The transport limits of an HTTP listener (docs/operations.md, "HTTP transport limits"). */
export interface HttpLimits {
  /** Time to receive the request line and headers, from the connection (or the previous response). */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Largest request line plus headers, in bytes (larger is 431). */
  maxHeaderBytes: number;
  /** Open connections at most; one more is answered 503 and closed. */
  maxConnections: number;
}

/** Node's own values where ours are not configured (tests and tools that start a bare server). */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderBytes: 16_384,
  maxConnections: 1_000,
};

/** How often Node sweeps connections for the header and request timeouts (its default is 30 s). */
export const CHECK_EVERY_MS = 500;

function sendEnvelope(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...headers,
  });
  res.end(body);
}

/**
 * The request shapes refused before any application code sees them: HTTP/1.0 (and 0.9), which
 * cannot say where a body ends without closing and has no Host rule, is 426 with
 * `Upgrade: HTTP/1.1`; a request target that is not origin-form (`http://host/path`, `*` other
 * than `OPTIONS *`) is 400, since we are not a proxy and routing must see exactly one path; so
 * is a second Host header (RFC 9112 §3.2), which proxies and this server could read differently.
 */
function refusal(req: IncomingMessage): { status: number; code: string; message: string; headers?: Record<string, string> } | null {
  if (req.httpVersionMajor !== 1 || req.httpVersionMinor !== 1) {
    return {
      status: 426,
      code: 'upgrade_required',
      message: 'Send the request as HTTP/1.1',
      headers: { upgrade: 'HTTP/1.1' },
    };
  }
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts !== 1) return { status: 400, code: 'bad_request', message: 'An HTTP/1.1 request has exactly one Host header' };
  const target = req.url ?? '';
  if (!target.startsWith('/') && !(target === '*' && req.method === 'OPTIONS')) {
    return { status: 400, code: 'bad_request', message: 'The request target must be a path (origin-form), not a URL' };
  }
  return null;
}

/** Wraps a request listener: refused shapes are answered here, anything the listener throws is a 500 envelope. */
export function guardedListener(listener: RequestListener, onError: (err: unknown) => string): RequestListener {
  return (req, res) => {
    const refused = refusal(req);
    if (refused) return sendEnvelope(res, refused.status, refused.code, refused.message, refused.headers);
    try {
      listener(req, res);
    } catch (err) {
      const errorId = onError(err);
      if (!res.headersSent) sendEnvelope(res, 500, 'internal_error', `Something went wrong on our side (error id ${errorId})`);
      else res.destroy();
    }
  };
}

/** Beyond `max` open connections, a new one is answered 503 in the envelope and closed. */
function capConnections(server: Server, max: number): void {
  let open = 0;
  server.prependListener('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => open--);
    if (open <= max) return;
    socket.end(rawErrorResponse(503, 'overloaded', 'The server has too many open connections; retry shortly', { 'Retry-After': '1' }));
    // Node's parser is already attached: whatever the client sends next is not read.
    socket.pause();
  });
}

/**
 * An HTTP/1.1 server with the transport limits applied: header and request timeouts swept
 * twice a second (slow clients are cut off with 408, not left holding a connection), idle
 * kept-alive connections closed, header size and connection count capped, and everything
 * Node's parser refuses answered with the envelope (client-errors.ts). Node's strict parser
 * already refuses the request-smuggling shapes (Content-Length with Transfer-Encoding,
 * differing Content-Lengths, a Transfer-Encoding that does not end in chunked, bare LF,
 * NUL or other control bytes in header values, unknown methods).
 */
export function createHardenedServer(limits: HttpLimits = DEFAULT_HTTP_LIMITS): Server {
  const server = createServer({
    maxHeaderSize: limits.maxHeaderBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, limits.headersTimeoutMs),
    // Checked in `refusal` instead, which answers with the envelope (Node's own 400 has no body).
    requireHostHeader: false,
    insecureHTTPParser: false,
  });
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // A client that half-closes after sending (`nc -N`, some tools) still gets the answers to the
  // requests it sent whole; Node's default aborts them and closes at once. The socket ends after them.
  // (A Server property since Node 18 that @types/node 20 does not declare.)
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  answerClientErrors(server);
  capConnections(server, limits.maxConnections);
  // CONNECT (authority-form, a proxy's method): without a listener Node drops the socket, answers
  // owed to pipelined requests before it included; with this one they are written, then a 400.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    answerAfterPending(socket, rawErrorResponse(400, 'bad_request', 'CONNECT is not supported: this server is not a proxy'));
  });
  return server;
}
