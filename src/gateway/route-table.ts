import type { Request } from 'express';
import type { z } from 'zod';

import type { Caller, Scope, Services } from '../core/context';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface HandlerInput<P, Q, B> {
  services: Services;
  caller: Caller;
  params: P;
  query: Q;
  body: B;
  req: Request;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
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
  params?: P;
  query?: Q;
  body?: B;
  /** Whether a missing body counts as `{}` (optional bodies such as POST /runs). */
  bodyOptional?: boolean;
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

export function expressPath(openapiPath: string): string {
  return openapiPath.replace(/\{(\w+)\}/g, ':$1');
}
