import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { AccountInputSchema, ContactInputSchema, normaliseAccountInput, normaliseContactInput } from '../../../src/domain/normalise';
import { AccountInputDocSchema, ContactInputDocSchema } from '../../../src/gateway/openapi-inputs';
import type { RouteDef } from '../../../src/gateway/route-table';
import { routes } from '../../../src/gateway/routes';
import { startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { type JsonObject, zodJsonSchema } from '../../support/json-schema';

// ajv-formats is CommonJS with a default export; under ESM interop the function is on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

let app: TestApp;
let doc: JsonObject;

beforeAll(async () => {
  app = await startTestApp();
  doc = (await api(app.rootUrl, 'GET', '/v1/openapi.json')).body;
});
afterAll(() => app.close());

type Media = { schema: unknown; example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = {
  requestBody?: { content: Record<string, Media> };
  parameters?: Array<{ name: string; in: string; example?: unknown; schema: unknown }>;
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};

const label = (def: RouteDef) => `${def.method.toUpperCase()} ${def.path}`;
const operation = (def: RouteDef) => (doc.paths as Record<string, Record<string, Operation>>)[def.path]?.[def.method];

/** Validates a value against a schema of the document, resolving `#/components/...` references. */
function documentErrors(schema: unknown, value: unknown): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  const validate = ajv.compile({ ...(schema as JsonObject), components: doc.components });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

const zodErrors = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('examples in the API reference', () => {
  it.each(routes.map((r) => [label(r), r] as const))('when %s is read, then it has a request and response example', (_name, def) => {
    const op = operation(def);
    if (def.body) expect(op?.requestBody?.content['application/json']?.example, 'request body example').toBeDefined();
    for (const param of op?.parameters ?? []) {
      if (param.in === 'path') expect(param.example, `path ${param.name}`).toBeDefined();
    }
    if (def.query) expect(op?.parameters?.some((p) => p.in === 'query' && p.example !== undefined), 'a query example').toBe(true);
    for (const [status, spec] of Object.entries(def.responses)) {
      const media = op?.responses[status]?.content?.['application/json'];
      if (spec.schema) expect(media?.example ?? media?.examples, `response ${status} example`).toBeDefined();
    }
  });

  it.each(routes.map((r) => [label(r), r] as const))(
    'when %s shows examples, then each matches the documented schema and the zod schema behind it',
    (_name, def) => {
      const op = operation(def);
      const problems: string[] = [];
      const body = op?.requestBody?.content['application/json'];
      if (body?.example !== undefined) {
        problems.push(...documentErrors(body.schema, body.example).map((e) => `request body (document): ${e}`));
        problems.push(...zodErrors(def.body!, body.example).map((e) => `request body (validation): ${e}`));
      }
      for (const param of op?.parameters ?? []) {
        const schema = param.in === 'path' ? def.params : def.query;
        if (param.example === undefined || !schema) continue;
        problems.push(...documentErrors(param.schema, param.example).map((e) => `${param.in} ${param.name}: ${e}`));
      }
      if (def.params && def.examples?.params) problems.push(...zodErrors(def.params, def.examples.params).map((e) => `path: ${e}`));
      if (def.query && def.examples?.query) problems.push(...zodErrors(def.query, def.examples.query).map((e) => `query: ${e}`));
      for (const [status, spec] of Object.entries(def.responses)) {
        const media = op?.responses[status]?.content?.['application/json'];
        if (!media) continue;
        const values = media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e) => e.value);
        for (const value of values) {
          problems.push(...documentErrors(media.schema, value).map((e) => `response ${status} (document): ${e}`));
          if (spec.schema) problems.push(...zodErrors(spec.schema, value).map((e) => `response ${status} (zod): ${e}`));
        }
      }

      expect(problems).toEqual([]);
    },
  );

  it('when the shared error responses show their envelopes, then each matches the Error schema', () => {
    const responses = (doc.components as { responses: Record<string, { content: Record<string, Media> }> }).responses;
    const problems: string[] = [];
    for (const [name, response] of Object.entries(responses)) {
      const media = response.content['application/json'];
      for (const [key, example] of Object.entries(media?.examples ?? {})) {
        problems.push(...documentErrors(media?.schema, example.value).map((e) => `${name}.${key}: ${e}`));
      }
    }

    expect(Object.keys(responses).length).toBeGreaterThanOrEqual(9);
    expect(problems).toEqual([]);
  });

  it('when the upsert examples are sent row by row through the normalisers, then every row is accepted', () => {
    const find = (path: string) => routes.find((r) => r.path === path && r.method === 'post')!;
    const contacts = find('/contacts').examples?.body as { contacts: unknown[]; accounts: unknown[] };
    const accounts = find('/accounts').examples?.body as { accounts: unknown[] };

    const rejected = [
      ...contacts.contacts.map(normaliseContactInput),
      ...contacts.accounts.map(normaliseAccountInput),
      ...accounts.accounts.map(normaliseAccountInput),
    ].filter((r) => !r.ok);

    expect(rejected).toEqual([]);
  });
});

/** The JSON types a property admits (`type`, and the types of `anyOf` branches). */
function jsonTypes(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { type, anyOf } = node as { type?: string | string[]; anyOf?: unknown[] };
  const own = type === undefined ? [] : Array.isArray(type) ? type : [type];
  return [...new Set([...own, ...(anyOf ?? []).flatMap(jsonTypes)])].sort();
}

function shape(schema: z.ZodType) {
  const json = zodJsonSchema(schema, 'input') as {
    properties: Record<string, unknown>;
    required?: string[];
  };
  return {
    fields: Object.fromEntries(Object.entries(json.properties).map(([name, p]) => [name, jsonTypes(p)])),
    required: [...(json.required ?? [])].sort(),
  };
}

describe('documentation schemas of the upsert rows', () => {
  it.each([
    ['ContactInput', ContactInputDocSchema, ContactInputSchema],
    ['AccountInput', AccountInputDocSchema, AccountInputSchema],
  ] as const)(
    'when %s is documented, then it has exactly the fields, JSON types and required fields the row normaliser accepts',
    (_name, documentedSchema, normaliserSchema) => {
      expect(shape(documentedSchema)).toEqual(shape(normaliserSchema));
    },
  );

  it.each([
    ['ContactInput', ContactInputDocSchema],
    ['AccountInput', AccountInputDocSchema],
  ] as const)('when %s is documented, then every field has a description and an example', (_name, schema) => {
    const json = zodJsonSchema(schema, 'input') as { properties: Record<string, { description?: string; examples?: unknown[] }> };

    for (const [field, property] of Object.entries(json.properties)) {
      expect(property.description, field).toMatch(/\w/);
      expect(property.examples?.length, field).toBeGreaterThan(0);
    }
  });
});
