import { type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refused, as the contract's status and error code. */
export function clientErrorStatus(code: string | undefined): { status: number; code: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'request_header_fields_too_large',
        message: 'The request line or headers are larger than the server accepts',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request was not received in time' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large', message: 'The chunk extensions are larger than the server accepts' };
    default:
      return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP/1.1' };
  }
}

/** A complete HTTP/1.1 response carrying the error envelope, written straight to a socket. */
export function rawErrorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify({ error: { code, message } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The response Node is writing (or will write next) on this socket; null or undefined when none. */
function responseOn(socket: Duplex): ServerResponse | null | undefined {
  // Node sets `_httpMessage` to null when a response finishes on a kept-alive socket, and leaves
  // it undefined on a socket that never had one: both mean "nothing in flight".
  return (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
}

/** TLS records start with content type 22 (handshake) and major version 3. */
function looksLikeTls(err: { rawPacket?: unknown }): boolean {
  const raw = err.rawPacket;
  return Buffer.isBuffer(raw) && raw.length >= 2 && raw[0] === 0x16 && raw[1] === 0x03;
}

/**
 * Answers once every response already owed on the socket (pipelined requests parsed before the
 * bad bytes) has been written, so the envelope cannot be taken as the answer to an earlier request.
 */
export function answerAfterPending(socket: Duplex, answer: string): void {
  const pending = responseOn(socket);
  if (pending === null || pending === undefined) {
    if (socket.writable) socket.end(answer);
    else socket.destroy();
    return;
  }
  if (!pending.headersSent && pending.req && !pending.req.complete) {
    // The error is about the request this response belongs to (its body never arrived whole):
    // it cannot finish, so the envelope is its answer, and the handler still waiting for the body
    // sees the connection close.
    socket.end(answer);
    return;
  }
  // Node's own 'finish' listener (registered first) moves the socket to the next queued response.
  pending.once('finish', () => answerAfterPending(socket, answer));
  pending.once('close', () => {
    if (!pending.writableFinished) socket.destroy();
  });
}

function onClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  // A reset connection has nobody to answer; a TLS client cannot read a plain-text answer; a
  // response half written on this socket cannot be followed by another. Each is only closed.
  const inFlight = responseOn(socket);
  const midResponse = inFlight !== null && inFlight !== undefined && inFlight.headersSent && !inFlight.writableFinished;
  if (err.code === 'ECONNRESET' || !socket.writable || midResponse || looksLikeTls(err)) {
    socket.destroy();
    return;
  }
  const { status, code, message } = clientErrorStatus(err.code);
  answerAfterPending(socket, rawErrorResponse(status, code, message));
}

/**
 * Requests Node's HTTP parser refuses (400, 408, 413, 431) get the error envelope instead of an
 * empty body. Nothing in here may throw: an exception in a `clientError` listener is uncaught
 * and ends the process, so any failure closes the socket instead.
 */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    try {
      onClientError(err, socket);
    } catch {
      socket.destroy();
    }
  });
  return server;
}
