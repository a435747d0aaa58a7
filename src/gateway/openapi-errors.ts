import type { ZodOpenApiResponseObject } from 'zod-openapi';

import { ErrorEnvelopeSchema } from '../shared/schemas';
import type { RouteDef } from './route-table';

/** One error envelope as the API reference shows it. */
export interface ErrorExample {
  code: string;
  message: string;
  details?: unknown;
}

interface CommonError {
  status: string;
  description: string;
  examples: Record<string, ErrorExample>;
  headers?: ZodOpenApiResponseObject['headers'];
}

/** The `Retry-After` header of an answer that tells the client when to come back. */
function retryAfter(example: number): ZodOpenApiResponseObject['headers'] {
  return { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1, examples: [example] } } };
}

/** The error responses many operations share; documented once under components.responses. */
export const COMMON_ERRORS: Record<string, CommonError> = {
  ValidationError: {
    status: '400',
    description: 'validation_error: the body, path or query failed validation; `details` lists `{ path, message }`.',
    examples: {
      validation_error: {
        code: 'validation_error',
        message: 'The request is invalid',
        details: [{ path: 'page_size', message: 'Too big: expected number to be <=200' }],
      },
    },
  },
  Unauthorized: {
    status: '401',
    description: 'unauthorized: the credential is missing, unknown, revoked or expired.',
    examples: {
      missing: {
        code: 'unauthorized',
        message: 'Send a credential as `Authorization: Bearer <key>` or `X-API-Key: <key>`',
      },
      invalid: { code: 'unauthorized', message: 'The credential is invalid, expired or revoked' },
    },
  },
  Forbidden: {
    status: '403',
    description:
      'forbidden: the credential lacks the scope (`write` for POST, PATCH, PUT, DELETE), or a member signed in to the app may not do this; ' +
      'workspace_suspended: the workspace is suspended; csrf_failed (extension): a write with the session cookie without its X-CSRF-Token; ' +
      'session_required (extension): key management and the session operations take a person signed in to the app.',
    examples: {
      forbidden: { code: 'forbidden', message: 'This credential lacks the write scope' },
      workspace_suspended: { code: 'workspace_suspended', message: 'This workspace is suspended' },
    },
  },
  NotFound: {
    status: '404',
    description: 'not_found: no such resource in this workspace.',
    examples: { not_found: { code: 'not_found', message: 'No such contact in this workspace' } },
  },
  PayloadTooLarge: {
    status: '413',
    description: 'payload_too_large: the request body is larger than the server accepts.',
    examples: { payload_too_large: { code: 'payload_too_large', message: 'The request body is too large' } },
  },
  UnsupportedMediaType: {
    status: '415',
    description: 'unsupported_media_type: the body is not JSON, or its charset or content encoding is not supported.',
    examples: {
      unsupported_media_type: { code: 'unsupported_media_type', message: 'unsupported charset "UTF-16"' },
    },
  },
  RateLimited: {
    status: '429',
    description: 'rate_limited: the workspace made more than 600 reads or 120 writes in a minute; retry after `Retry-After` seconds.',
    examples: { rate_limited: { code: 'rate_limited', message: 'Rate limit exceeded; retry in 12 s' } },
    headers: retryAfter(12),
  },
  RequestHeaderFieldsTooLarge: {
    status: '431',
    description: 'request_header_fields_too_large: the request headers are larger than the server accepts.',
    examples: {
      request_header_fields_too_large: {
        code: 'request_header_fields_too_large',
        message: 'The request headers are too large',
      },
    },
  },
  InternalError: {
    status: '500',
    description: 'internal_error: something failed on the server; the message carries an error id for support.',
    examples: {
      internal_error: {
        code: 'internal_error',
        message: 'Something went wrong on our side (error id 6d0c8b1e-2f4a-4c7e-9b35-0e1f2a3b4c5d)',
      },
    },
  },
  Overloaded: {
    status: '503',
    description:
      'overloaded: the gateway is shedding load (requests waited too long before it could start them, or no database connection came free in time); ' +
      'nothing was done; retry after `Retry-After` seconds.',
    examples: { overloaded: { code: 'overloaded', message: 'The server is busy; retry in 1 s' } },
    headers: retryAfter(1),
  },
};

/** A response whose body is the error envelope, with one named example per code. */
export function errorResponse(description: string, examples: Record<string, ErrorExample>): ZodOpenApiResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: ErrorEnvelopeSchema,
        examples: Object.fromEntries(Object.entries(examples).map(([name, error]) => [name, { summary: error.code, value: { error } }])),
      },
    },
  };
}

export function errorComponents(): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries(
    Object.entries(COMMON_ERRORS).map(([name, e]) => [name, { ...errorResponse(e.description, e.examples), headers: e.headers }]),
  );
}

/** Which shared error responses an operation can answer with. */
export function commonErrorsFor(def: RouteDef): string[] {
  const names = ['Unauthorized', 'Forbidden', 'RateLimited', 'RequestHeaderFieldsTooLarge', 'InternalError', 'Overloaded'];
  if (def.body || def.query || def.params) names.push('ValidationError');
  if (def.params) names.push('NotFound');
  if (def.body) names.push('PayloadTooLarge', 'UnsupportedMediaType');
  return names;
}
