import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';

import { COMMON_ERRORS, commonErrorsFor, errorComponents, errorResponse } from './openapi-errors';
import { webhookOperations } from './openapi-webhooks';
import type { RouteDef } from './route-table';
import { SERVICE_ROUTES } from './service-routes';

type Responses = Record<string, ZodOpenApiResponseObject | { $ref: string }>;
type JsonSchemaNode = Record<string, unknown>;

function declaredResponses(def: RouteDef): Responses {
  const responses: Responses = {};
  for (const [status, spec] of Object.entries(def.responses)) {
    if (spec.errorExamples) responses[status] = errorResponse(spec.description, spec.errorExamples);
    else if (spec.schema) {
      const media = spec.example === undefined ? { schema: spec.schema } : { schema: spec.schema, example: spec.example };
      responses[status] = { description: spec.description, content: { 'application/json': media } };
    } else responses[status] = { description: spec.description };
  }
  for (const name of commonErrorsFor(def)) {
    const status = errorStatus(name);
    responses[status] ??= { $ref: `#/components/responses/${name}` };
  }
  return responses;
}

function errorStatus(name: string): string {
  const status = COMMON_ERRORS[name]?.status;
  if (!status) throw new Error(`no status for error response ${name}`);
  return status;
}

function operationFor(def: RouteDef): ZodOpenApiOperationObject {
  const operation: ZodOpenApiOperationObject = {
    operationId: def.operationId,
    summary: def.summary,
    description: def.description,
    tags: [def.tag],
    responses: declaredResponses(def) as ZodOpenApiOperationObject['responses'],
  };
  const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
  if (def.params) requestParams.path = def.params as never;
  if (def.query) requestParams.query = def.query as never;
  if (def.params || def.query) operation.requestParams = requestParams;
  if (def.access === 'public') operation.security = [];
  if (def.access === 'admin_session') operation.security = [{ session: [] }];
  if (def.rawBody) {
    const { mediaType, description, example } = def.rawBody;
    operation.requestBody = { required: true, description, content: { [mediaType]: { schema: { type: 'string' }, example } } };
  }
  if (def.body) {
    const schema = def.bodyDoc ?? def.body;
    const body = def.examples?.body;
    operation.requestBody = {
      required: !def.bodyOptional,
      content: { 'application/json': body === undefined ? { schema } : { schema, example: body } },
    };
  }
  return operation;
}

/**
 * zod 4 gives every `.int()` the bounds ±(2^53 - 1) (`Number.MAX_SAFE_INTEGER`); they say nothing to a
 * reader and clutter the reference, so they are left out of the document.
 */
function dropSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchemaNode }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** Puts each route's example path and query values on the parameters zod-openapi generated. */
function addParameterExamples(document: ReturnType<typeof createDocument>, routes: RouteDef[]): void {
  for (const def of routes) {
    const operation = document.paths?.[def.path]?.[def.method];
    for (const parameter of operation?.parameters ?? []) {
      if (!('name' in parameter)) continue;
      const values = parameter.in === 'path' ? def.examples?.params : parameter.in === 'query' ? def.examples?.query : undefined;
      const value = values?.[parameter.name];
      if (value !== undefined) parameter.example = value;
    }
  }
}

/** The OpenAPI 3.1 document, built from the same route table and zod schemas that validate requests. */
export function buildOpenApiDocument(routes: RouteDef[], serverUrl = '/v1') {
  const paths: ZodOpenApiPathsObject = {};
  for (const def of routes) paths[def.path] = { ...paths[def.path], [def.method]: operationFor(def) };
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Job-change tracking API',
        version: '1.0.0',
        description: "Tracks contacts' professional-network profiles, detects job changes and turns them into plays.",
      },
      servers: [{ url: serverUrl }],
      security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Workspace API key or OAuth access token' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'tracker_session',
            description: 'Extension: the app\'s session cookie (POST /session); every write with it also sends X-CSRF-Token',
          },
        },
        responses: errorComponents(),
      },
      paths,
      webhooks: webhookOperations(),
    },
    { override: (ctx) => dropSafeIntegerBounds(ctx as unknown as { jsonSchema: JsonSchemaNode }) },
  );
  addParameterExamples(document, routes);
  // Extension: the routes outside /v1 (health, docs, the machine view, MCP and OAuth).
  return Object.assign(document, { 'x-service-routes': SERVICE_ROUTES });
}
