import { randomUUID } from 'node:crypto';

import { DriverException, knex } from '@mikro-orm/postgresql';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

import { DomainError } from '../shared/errors';
import type { Logger } from '../shared/logger';

export function sendError(res: Response, status: number, code: string, message: string, details?: unknown): void {
  res.status(status).json({ error: details === undefined ? { code, message } : { code, message, details } });
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `No route for ${req.method} ${req.path}`);
};

interface HttpErrorLike {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

/** Errors raised by Express, its router and body-parser before a handler runs, as envelopes. */
function sendFrameworkError(res: Response, err: unknown): boolean {
  if (err instanceof URIError) {
    // The router could not percent-decode a path segment (`/contacts/%ZZ`).
    sendError(res, 400, 'validation_error', 'The request path is invalid', [
      { path: 'params', message: 'malformed percent-encoding in the URL path' },
    ]);
    return true;
  }
  const e = err as HttpErrorLike;
  switch (e.type) {
    case 'entity.parse.failed':
      sendError(res, 400, 'validation_error', 'The request body is not valid JSON', [{ path: '', message: 'malformed JSON' }]);
      return true;
    case 'encoding.invalid':
      sendError(res, 400, 'validation_error', 'The request body is not valid UTF-8', [
        { path: '', message: 'invalid UTF-8 byte sequence' },
      ]);
      return true;
    case 'entity.too.large':
      sendError(res, 413, 'payload_too_large', 'The request body is too large');
      return true;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      sendError(res, 415, 'unsupported_media_type', e.message ?? 'Unsupported encoding');
      return true;
  }
  if (e.status === 400 && e.expose) {
    // An unreadable body (a corrupt gzip stream, say): the contract's 400 is always validation_error.
    sendError(res, 400, 'validation_error', 'The request body could not be read', [
      { path: '', message: e.message ?? 'unreadable body' },
    ]);
    return true;
  }
  if (typeof e.status === 'number' && e.status > 400 && e.status < 500 && e.expose) {
    sendError(res, e.status, 'bad_request', e.message ?? 'Bad request');
    return true;
  }
  return false;
}

/** The start of the message knex gives its pool-checkout timeout (knex/lib/client.js, `acquireConnection`). */
const ACQUIRE_TIMEOUT = 'Knex: Timeout acquiring a connection';

/**
 * A pool checkout that timed out: every connection stayed busy for knex's `acquireConnectionTimeout`.
 * Knex raises it as its own `KnexTimeoutError`; a call through MikroORM's driver gets it converted to a
 * plain `DriverException` (its constructor copies the fields and overwrites the name), which has no
 * SQLSTATE, so there the class and knex's fixed message are what is left to know it by.
 */
export function isPoolCheckoutTimeout(err: unknown): boolean {
  if (err instanceof knex.KnexTimeoutError) return err.message.startsWith(ACQUIRE_TIMEOUT);
  return err instanceof DriverException && err.sqlState === undefined && err.code === undefined && err.message.startsWith(ACQUIRE_TIMEOUT);
}

/** The 503 load shedding answers (src/gateway/admission.ts): the excess gets a fast "retry in 1 s". */
export function sendOverloaded(res: Response, message = 'The server is busy; retry in 1 s'): void {
  res.set({ 'Retry-After': '1', Connection: 'close' });
  sendError(res, 503, 'overloaded', message);
}

/** The one error middleware: typed domain errors map to the envelope; anything else is a logged 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return _next(err);
    if (err instanceof DomainError) {
      if (err.headers) res.set(err.headers);
      return sendError(res, err.status, err.code, err.message, err.details);
    }
    if (sendFrameworkError(res, err)) return;
    if (isPoolCheckoutTimeout(err)) {
      // Overload, not a fault: no connection came free in time. Counted in the log, answered like shedding.
      log.warn({ method: req.method, path: req.path }, 'no database connection came free in time: answered 503 overloaded');
      return sendOverloaded(res, 'The server is busy (no database connection came free in time); retry in 1 s');
    }
    const errorId = randomUUID();
    log.error({ err, errorId, method: req.method, path: req.path }, 'unhandled error');
    sendError(res, 500, 'internal_error', `Something went wrong on our side (error id ${errorId})`);
  };
}
