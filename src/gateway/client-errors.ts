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
export function rawErrorResponse(status: number, code: string, message: string): string {
  const body = JSON.stringify({ error: { code, message } });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function onClientError(err: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody to answer; a response half written on this socket cannot be
  // followed by another, so the connection is only closed. A finished one (keep-alive) or one
  // not yet started (a truncated body) is followed by the envelope, as Node itself would.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  const midResponse = inFlight !== undefined && inFlight.headersSent && !inFlight.writableEnded;
  if (err.code === 'ECONNRESET' || !socket.writable || midResponse) {
    socket.destroy();
    return;
  }
  const { status, code, message } = clientErrorStatus(err.code);
  socket.end(rawErrorResponse(status, code, message));
}

/** Requests Node's HTTP parser refuses (400, 408, 413, 431) get the error envelope instead of an empty body. */
export function answerClientErrors(server: Server): Server {
  server.on('clientError', onClientError);
  return server;
}
