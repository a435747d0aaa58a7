import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';

import { ErrorEnvelopeSchema } from '../core/shared/schemas';
import type { RouteDef } from './route-table';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

/** The OpenAPI 3.1 document, built from the same route table and zod schemas that validate requests. */
export function buildOpenApiDocument(routes: RouteDef[], serverUrl = '/v1') {
  const paths: ZodOpenApiPathsObject = {};
  for (const def of routes) {
    const responses: Record<string, ZodOpenApiResponseObject> = {};
    for (const [status, spec] of Object.entries(def.responses)) {
      responses[status] = spec.schema
        ? { description: spec.description, content: { 'application/json': { schema: spec.schema } } }
        : { description: spec.description };
    }
    if (def.body || def.query || def.params) responses['400'] ??= errorResponse('validation_error: details lists `{ path, message }`');
    responses['401'] = errorResponse('unauthorized: missing or invalid credential');
    responses['403'] = errorResponse('forbidden (scope) or workspace_suspended');
    if (def.params) responses['404'] ??= errorResponse('not_found: no such resource in this workspace');
    responses['429'] = errorResponse('rate_limited: see the Retry-After header');
    const operation: ZodOpenApiOperationObject = {
      operationId: def.operationId,
      summary: def.summary,
      description: def.description,
      tags: [def.tag],
      responses: responses as ZodOpenApiOperationObject['responses'],
    };
    const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
    if (def.params) requestParams.path = def.params as never;
    if (def.query) requestParams.query = def.query as never;
    if (def.params || def.query) operation.requestParams = requestParams;
    if (def.body) {
      operation.requestBody = {
        required: !def.bodyOptional,
        content: { 'application/json': { schema: def.body } },
      };
    }
    paths[def.path] = { ...paths[def.path], [def.method]: operation };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Job-change tracking API',
      version: '1.0.0',
      description: 'Tracks contacts\' professional-network profiles, detects job changes and turns them into plays.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { apiKey: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Workspace API key or OAuth access token' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    },
    paths,
  });
}
