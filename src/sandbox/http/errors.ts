import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';

import { WorldError } from '../world/types';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** An error that maps directly onto the `{ error: { code, message, details? } }` envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendError(res: Response, error: HttpError): void {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).json(errorBody(error.code, error.message, error.details));
}

export interface FieldIssue {
  path: string;
  message: string;
}

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, new HttpError(404, 'not_found', `No route for ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: unknown;
  status?: unknown;
}

function isBodyParserError(err: unknown): err is BodyParserError & Error {
  return err instanceof Error && typeof (err as BodyParserError).type === 'string';
}

/** Maps every error to the envelope; unexpected ones become 500 internal_error. */
export function createErrorHandler(onUnexpected?: (err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof HttpError) return sendError(res, err);
    if (err instanceof WorldError) return sendError(res, new HttpError(err.status, err.code, err.message));
    if (err instanceof ZodError) return sendError(res, new HttpError(400, 'validation_error', 'Invalid request', zodIssues(err)));
    if (isBodyParserError(err)) {
      if (err.type === 'entity.parse.failed') return sendError(res, new HttpError(400, 'invalid_json', 'Request body is not valid JSON'));
      if (err.type === 'entity.too.large') return sendError(res, new HttpError(413, 'payload_too_large', 'Request body is too large'));
      const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 400;
      return sendError(res, new HttpError(status, 'invalid_request', err.message));
    }
    onUnexpected?.(err);
    sendError(res, new HttpError(500, 'internal_error', 'Unexpected sandbox error'));
  };
}
