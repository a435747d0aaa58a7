/** Typed domain errors. The gateway's one error middleware maps them to the envelope. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details: FieldIssue[]) {
    super(400, 'validation_error', message, details);
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'resource', message = `No such ${what} in this workspace`) {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'forbidden', message = 'This credential lacks the required scope') {
    super(403, code, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Missing or invalid credential') {
    super(401, 'unauthorized', message);
  }
}

export class MethodNotAllowedError extends DomainError {
  constructor(method: string, path: string, allowed: string[]) {
    super(405, 'method_not_allowed', `${method} is not supported on ${path}; use ${allowed.join(', ')}`, undefined, {
      Allow: allowed.join(', '),
    });
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'Send the body as JSON (Content-Type: application/json)') {
    super(415, 'unsupported_media_type', message);
  }
}

/**
 * A call to an outside system that failed: the kind of failure (each port names its kinds), the
 * HTTP status (0 for a network error or timeout) and the wait its Retry-After asked for, if any.
 */
export class OutsideCallError<Kind extends string> extends Error {
  constructor(
    readonly kind: Kind,
    message: string,
    readonly status = 0,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
