import type { Request } from 'express';
import type { z } from 'zod';

import type { Caller, Services } from '../core/context';
import type { Scope } from '../domain/vocabulary';
import type { Authorised, RouteAccess } from './auth';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface HandlerInput<P, Q, B> {
  services: Services;
  caller: Caller;
  params: P;
  query: Q;
  body: B;
  req: Request;
  /** The app's session, when the caller signed in to the app. */
  session?: Authorised['session'];
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** A realistic body for the API reference; a test checks it against `schema`. */
  example?: unknown;
  /** Named error envelopes (for a 4xx a route documents itself, such as a 409 with several codes). */
  errorExamples?: Record<string, { code: string; message: string }>;
}

/** Realistic request values for the API reference; a test checks each against the route's schemas. */
export interface RequestExamples {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** One row of the declarative route table: the schemas validate requests and feed the OpenAPI document. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** OpenAPI-style path relative to /v1, e.g. `/contacts/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call it beyond its scope (src/gateway/auth.ts); absent: any credential with the scope. */
  access?: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** Whether a missing body counts as `{}` (optional bodies such as POST /runs). */
  bodyOptional?: boolean;
  /**
   * The body as the API reference documents it, when it differs from `body`: POST /contacts and
   * POST /accounts validate rows one by one (bad rows land in `rejected`), so `body` is lenient
   * per row while the document shows the typed rows.
   */
  bodyDoc?: z.ZodType;
  examples?: RequestExamples;
  /**
   * A body that is not JSON (the CSV upload): documented with this media type, read by the
   * gateway's parser for it (src/gateway/app.ts) and handed to the handler as `req.body`.
   */
  rawBody?: { mediaType: string; description: string; example: string };
  responses: Record<number, ResponseSpec>;
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<HandlerResult>;
}

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  def: RouteDef<P, Q, B>,
): RouteDef {
  return def as unknown as RouteDef;
}

/** `read` covers every GET; `write` covers POST, PATCH, PUT and DELETE. */
export function requiredScope(method: Method): Scope {
  return method === 'get' ? 'read' : 'write';
}

/** The caller a `public` route's handler sees: nobody yet (the app's sign-in). */
export const ANONYMOUS: Caller = { workspaceId: '', via: 'session', scopes: [], userId: null, credentialId: '' };

export function expressPath(openapiPath: string): string {
  return openapiPath.replace(/\{(\w+)\}/g, ':$1');
}
