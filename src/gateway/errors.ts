import { randomUUID } from 'node:crypto';

import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

import { DomainError } from '../shared/errors';
import type { Logger } from '../shared/logger';

export function sendError(res: Response, status: number, code: string, message: string, details?: unknown): void {
  res.status(status).json({ error: details === undefined ? { code, message } : { code, message, details } });
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `No route for ${req.method} ${req.path}`);
};

/** The one error middleware: typed domain errors map to the envelope; anything else is a logged 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof DomainError) {
      if (err.headers) res.set(err.headers);
      return sendError(res, err.status, err.code, err.message, err.details);
    }
    const e = err as { type?: string; status?: number; expose?: boolean; message?: string };
    if (e.type === 'entity.parse.failed') {
      return sendError(res, 400, 'validation_error', 'The request body is not valid JSON', [
        { path: '', message: 'malformed JSON' },
      ]);
    }
    if (e.type === 'entity.too.large') {
      return sendError(res, 413, 'payload_too_large', 'The request body is too large');
    }
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
      return sendError(res, 415, 'unsupported_media_type', e.message ?? 'Unsupported encoding');
    }
    if (e.status === 400 && e.expose) {
      // An unreadable body (a corrupt gzip stream, say): the contract's 400 is always validation_error.
      return sendError(res, 400, 'validation_error', 'The request body could not be read', [
        { path: '', message: e.message ?? 'unreadable body' },
      ]);
    }
    if (typeof e.status === 'number' && e.status > 400 && e.status < 500 && e.expose) {
      return sendError(res, e.status, 'bad_request', e.message ?? 'Bad request');
    }
    const errorId = randomUUID();
    log.error({ err, errorId, method: req.method, path: req.path }, 'unhandled error');
    sendError(res, 500, 'internal_error', `Something went wrong on our side (error id ${errorId})`);
  };
}
