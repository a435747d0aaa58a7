import querystring from 'node:querystring';

import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { expressPath, type RouteDef } from '../../../src/gateway/route-table';
import { routes } from '../../../src/gateway/routes';
import { seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { derefSchema, type JsonObject, zodJsonSchema } from '../../support/json-schema';

let app: TestApp;
let doc: JsonObject;

beforeAll(async () => {
  app = await startTestApp();
  const res = await api(app.rootUrl, 'GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => app.close());

type Operation = JsonObject & {
  operationId?: string;
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: unknown }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

function operation(def: RouteDef): Operation | undefined {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  return paths[def.path]?.[def.method];
}

/** A schema from the document with every `$ref` into components resolved. */
function fromDocument(schema: unknown): unknown {
  const components = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  return derefSchema(schema, (ref) => {
    const name = ref.replace(/^#\/components\/schemas\//, '');
    if (name === ref || !(name in components)) throw new Error(`unresolvable $ref ${ref}`);
    return components[name];
  });
}

const label = (def: RouteDef) => `${def.method.toUpperCase()} ${def.path}`;

describe('GET /v1/openapi.json', () => {
  it('when fetched without a credential, then it is a valid OpenAPI 3.1 document, version 1.0.0', async () => {
    const validator = new Validator();

    const result = await validator.validate(doc);

    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(String(doc.openapi)).toMatch(/^3\.1/);
    expect((doc.info as JsonObject).version).toBe('1.0.0');
  });

  it('when compared with the route table, then every route is documented and nothing else is', () => {
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );

    expect(documented.sort()).toEqual(routes.map(label).sort());
    for (const def of routes) expect(operation(def)?.operationId, label(def)).toBe(def.operationId);
  });

  it.each(routes.filter((r) => r.body).map((r) => [label(r), r] as const))(
    'when %s takes a body, then the documented request schema is the one that validates requests (or its typed documentation schema)',
    (_name, def) => {
      const body = operation(def)?.requestBody;

      expect(body, 'requestBody').toBeDefined();
      expect(body?.required).toBe(!def.bodyOptional);
      expect(fromDocument(body?.content['application/json']?.schema)).toEqual(
        asDocumented(zodJsonSchema((def.bodyDoc ?? def.body) as z.ZodType, 'input')),
      );
    },
  );

  it.each(routes.filter((r) => r.params || r.query).map((r) => [label(r), r] as const))(
    'when %s takes path or query parameters, then each is documented with the schema that validates it',
    (_name, def) => {
      const documented = operation(def)?.parameters ?? [];
      for (const [location, schema] of [
        ['path', def.params],
        ['query', def.query],
      ] as const) {
        if (!schema) continue;
        const expected = zodJsonSchema(schema, 'input') as { properties?: JsonObject; required?: string[] };
        const names = Object.keys(expected.properties ?? {});
        expect(
          documented.filter((p) => p.in === location).map((p) => p.name).sort(),
          `${location} parameters`,
        ).toEqual(names.sort());
        for (const name of names) {
          const param = documented.find((p) => p.in === location && p.name === name);
          expect(fromDocument(param?.schema), `${location} ${name}`).toEqual(asDocumented(expected.properties?.[name]));
          expect(Boolean(param?.required), `${location} ${name} required`).toBe(
            location === 'path' || (expected.required ?? []).includes(name),
          );
        }
      }
      expect(expressPath(def.path)).not.toContain('{');
    },
  );

  it.each(routes.map((r) => [label(r), r] as const))(
    'when %s answers, then each declared response is documented with its schema',
    (_name, def) => {
      const responses = operation(def)?.responses ?? {};
      for (const [status, spec] of Object.entries(def.responses)) {
        expect(responses[status], `response ${status}`).toBeDefined();
        if (spec.schema) {
          expect(fromDocument(responses[status]?.content?.['application/json']?.schema), `response ${status}`).toEqual(
            asDocumented(zodJsonSchema(spec.schema, 'output')),
          );
        }
      }
      for (const status of ['401', '403', '429', '431', '500']) expect(responses[status], `response ${status}`).toBeDefined();
    },
  );
});

describe('the document for readers', () => {
  it('when any schema has an integer, then the ±(2^53 - 1) bounds zod adds are not in the document', () => {
    const text = JSON.stringify(doc);

    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(text).not.toContain(String(Number.MIN_SAFE_INTEGER));
  });

  it('when a path parameter or a field is a resource id, then it is documented with format uuid', () => {
    // A journal row's resource_id names any machine's entity, a delivery's bigint included (like delivery_id).
    const notUuid = new Set(['crm_id', 'owner_id', 'crm_record_id', 'company_social_id', 'delivery_id', 'import_id_legacy', 'resource_id']);
    const missing: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: JsonObject }).properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        const isIdName = name === 'id' || name.endsWith('_id');
        const text = JSON.stringify(property);
        // A bigint id sent as text (a webhook payload's delivery id) says so with its digits pattern.
        const digits = text.includes('"pattern":"^[0-9]+$"');
        if (isIdName && !notUuid.has(name) && text.includes('"string"') && !text.includes('"format":"uuid"') && !digits) {
          missing.push(`${where}.${name}`);
        }
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
    };

    visit((doc.components as JsonObject).schemas, 'components.schemas');
    for (const def of routes.filter((r) => r.params)) {
      for (const param of (operation(def)?.parameters ?? []).filter((p) => p.in === 'path')) {
        // A closed vocabulary (an enum such as a machine name) is not an id; an id that may also be a
        // delivery's bigint (the machine path look-up) documents the UUID among its alternatives.
        const schema = param.schema as JsonObject;
        const uuid = schema.format === 'uuid' || (Array.isArray(schema.anyOf) && JSON.stringify(schema.anyOf).includes('"format":"uuid"'));
        if (!uuid && !Array.isArray(schema.enum)) missing.push(`${label(def)} path ${param.name}`);
      }
    }

    expect(missing).toEqual([]);
  });

  it('when an operation can fail, then each shared error response is documented once under components with its code', () => {
    const responses = (doc.components as { responses: Record<string, { content: Record<string, { examples: JsonObject }> }> })
      .responses;
    const codes = Object.values(responses).flatMap((r) =>
      Object.values(r.content['application/json']?.examples ?? {}).map((e) => (e as { value: { error: { code: string } } }).value.error.code),
    );

    expect(codes.sort()).toEqual(
      [
        'forbidden',
        'internal_error',
        'not_found',
        'overloaded',
        'payload_too_large',
        'rate_limited',
        'request_header_fields_too_large',
        'unauthorized',
        'unauthorized',
        'unsupported_media_type',
        'validation_error',
        'workspace_suspended',
      ].sort(),
    );
    expect(JSON.stringify(responses.RateLimited)).toContain('"Retry-After"');
    expect(JSON.stringify(responses.Overloaded)).toContain('"Retry-After"');
    for (const def of routes) {
      const refs = Object.fromEntries(
        Object.entries(operation(def)?.responses ?? {}).map(([status, r]) => [status, (r as { $ref?: string }).$ref ?? 'inline']),
      );
      expect(refs['401'], label(def)).toBe('#/components/responses/Unauthorized');
      expect(refs['403'], label(def)).toBe('#/components/responses/Forbidden');
      expect(refs['429'], label(def)).toBe('#/components/responses/RateLimited');
      expect(refs['431'], label(def)).toBe('#/components/responses/RequestHeaderFieldsTooLarge');
      expect(refs['500'], label(def)).toBe('#/components/responses/InternalError');
      if (def.params) expect(refs['404'], label(def)).toBe('#/components/responses/NotFound');
      if (def.body) expect(refs['413'], label(def)).toBe('#/components/responses/PayloadTooLarge');
      if (def.body) expect(refs['415'], label(def)).toBe('#/components/responses/UnsupportedMediaType');
    }
  });

  it('when POST /contacts and POST /accounts are read, then their rows are typed, not free-form objects', () => {
    const schemas = (doc.components as { schemas: Record<string, { properties: JsonObject; required?: string[] }> }).schemas;
    const contact = schemas.ContactInput;
    const account = schemas.AccountInput;

    expect(contact?.required).toEqual(['company']);
    expect(Object.keys(contact?.properties ?? {})).toEqual(expect.arrayContaining(['company', 'social_url', 'email', 'company_size', 'custom']));
    expect(JSON.stringify(contact?.properties.email)).toContain('"format":"email"');
    expect(account?.required).toEqual(['name']);
    expect(Object.keys(account?.properties ?? {})).toEqual(expect.arrayContaining(['name', 'domain', 'employees', 'revenue']));
    for (const path of ['/contacts', '/accounts']) {
      const body = JSON.stringify(fromDocument((doc.paths as Record<string, { post: Operation }>)[path]?.post.requestBody?.content['application/json']?.schema));
      expect(body, path).not.toMatch(/"additionalProperties":\{\}/);
      expect(body, path).toContain(path === '/contacts' ? '"social_url"' : '"social_company_url"');
    }
  });
});

/**
 * zod's JSON Schema as the document shows it: without the ±(2^53 - 1) bounds zod gives every `.int()`,
 * and so (as zod does for bare types) `anyOf: [{ type: a }, { type: b }]` written as `type: [a, b]`.
 */
function asDocumented(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asDocumented);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = asDocumented(value);
  }
  const branches = out.anyOf;
  const bare = (b: unknown) => !!b && typeof b === 'object' && Object.keys(b).length === 1 && 'type' in b;
  if (Array.isArray(branches) && branches.length > 1 && branches.every(bare)) {
    const { anyOf: _anyOf, ...rest } = out;
    return { type: branches.flatMap((b) => (b as JsonObject).type), ...rest };
  }
  return out;
}

describe('GET /docs', () => {
  it('when the reference page is opened, then it and its scripts and styles are served locally', async () => {
    const page = await fetch(`${app.rootUrl}/docs`);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset, 'a local path').toMatch(/^\/[^/]/);
      const res = await fetch(`${app.rootUrl}${asset}`);
      const text = await res.text();
      expect(res.status, asset).toBe(200);
      expect(text.length, asset).toBeGreaterThan(0);
    }
  });

  it('when the page starts Swagger UI, then it loads the local document and calls no online validator', async () => {
    const res = await fetch(`${app.rootUrl}/docs/init.js`);
    const script = await res.text();

    expect(res.status).toBe(200);
    expect(script).toContain('"/v1/openapi.json"');
    expect(script).not.toMatch(/https?:\/\//);
    expect(script).toMatch(/validatorUrl:\s*null/);
  });
});

describe('hostile input against every route', () => {
  let sweepApp: TestApp;
  let writeKey: string;

  beforeAll(async () => {
    sweepApp = await startTestApp({
      env: { RATE_LIMIT_READS_PER_MIN: '1000000', RATE_LIMIT_WRITES_PER_MIN: '1000000' },
    });
    writeKey = (await seedWorkspace(sweepApp.services, { credits: 100 })).writeKey;
  });
  afterAll(() => sweepApp.close());

  it.each(routes.map((r) => [label(r), r] as const))(
    'when %s gets hostile input, then every answer is a 4xx envelope (never a 5xx)',
    async (_name, def) => {
      const failures: string[] = [];
      for (const probe of hostileProbes(def)) {
        const res = await api(sweepApp.baseUrl, def.method.toUpperCase(), probe.path, {
          key: writeKey,
          body: probe.body,
          headers: probe.headers,
        });
        const problem = judge(res, probe.mustReject);
        if (problem) failures.push(`${probe.label}: ${problem}`);
      }

      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted, 'prototype pollution').toBeUndefined();
    },
    120_000,
  );
});

interface Probe {
  label: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The schemas (or the JSON parser) must refuse this request: only a 4xx is acceptable. */
  mustReject: boolean;
}

const SOME_UUID = '3f1c0a52-2b7e-4c43-9d7a-5a3e8f0b6c11';

function judge(res: { status: number; body: unknown }, mustReject: boolean): string | null {
  if (res.status >= 500) return `status ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (mustReject && (res.status < 400 || res.status >= 500)) return `accepted with ${res.status}`;
  if (res.status >= 400) {
    const err = (res.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (!err || typeof err.code !== 'string' || typeof err.message !== 'string') {
      return `status ${res.status} without the error envelope: ${JSON.stringify(res.body).slice(0, 200)}`;
    }
    if (res.status === 400 && err.code !== 'validation_error') return `400 with code ${err.code}`;
  }
  return null;
}

function fillPath(def: RouteDef, value: string): string {
  return def.path.replace(/\{\w+\}/g, encodeURIComponent(value));
}

function paramsFor(def: RouteDef, value: string): Record<string, string> {
  return Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', value]));
}

const rejects = (schema: z.ZodType | undefined, value: unknown) => (schema ? !schema.safeParse(value).success : false);

/** Whether Express's strict JSON parser refuses the raw text (only objects and arrays are accepted). */
function parserRejects(raw: string): boolean {
  try {
    const v: unknown = JSON.parse(raw);
    return v === null || typeof v !== 'object';
  } catch {
    return true;
  }
}

function hostileProbes(def: RouteDef): Probe[] {
  const probes: Probe[] = [];
  const basePath = fillPath(def, SOME_UUID);
  const hasBody = def.method !== 'get';

  // Path ids that are not UUIDs.
  if (def.params) {
    const ids = ['not-a-uuid', '12345', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', '%00', 'x'.repeat(2000), '🦄'];
    for (const id of ids) {
      probes.push({
        label: `path id ${JSON.stringify(id.slice(0, 30))}`,
        path: fillPath(def, id),
        body: hasBody && def.body ? {} : undefined,
        mustReject: rejects(def.params, paramsFor(def, id)),
      });
    }
  }

  // Unknown and known query parameters with bad values.
  const queryProbes: Array<[string, string]> = [
    ['unknown params', 'zzz=%00&__proto__=1&constructor=prototype&a[b]=c'],
    ['huge unknown param', `q${'q'.repeat(10)}=${'x'.repeat(5000)}`],
  ];
  const queryShape = def.query ? Object.keys((zodJsonSchema(def.query, 'input') as { properties?: object }).properties ?? {}) : [];
  for (const name of queryShape) {
    for (const value of ['-1', '0', 'abc', '1e400', '', '%00', '💥', 'x'.repeat(3000), '2026-13-45T99:99:99Z']) {
      queryProbes.push([`query ${name}=${JSON.stringify(value.slice(0, 20))}`, `${name}=${encodeURIComponent(value)}`]);
    }
    queryProbes.push([`query ${name} repeated`, `${name}=1&${name}=2`]);
  }
  for (const [text, qs] of queryProbes) {
    // The app uses Express's 'simple' query parser, which is node:querystring.
    const parsed = { ...querystring.parse(qs) };
    const body = hasBody && def.body && !def.bodyOptional ? {} : undefined;
    probes.push({
      label: text,
      path: `${basePath}?${qs}`,
      body,
      mustReject: rejects(def.query, parsed) || (body !== undefined && rejects(def.body, body)),
    });
  }

  if (!hasBody) return probes;

  // Raw bodies: malformed JSON, scalars, arrays, nesting, prototype keys.
  const rawBodies = [
    '{"',
    '{"a":1,}',
    '[',
    'nul',
    '42',
    '"text"',
    'true',
    'null',
    '[]',
    '[1,2,3]',
    '[[[[["deep"]]]]]',
    '{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '['.repeat(3000) + ']'.repeat(3000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  ];
  for (const raw of rawBodies) {
    probes.push({
      label: `body ${raw.slice(0, 30)}`,
      path: basePath,
      body: raw,
      mustReject: parserRejects(raw) || rejects(def.body, JSON.parse(raw)),
    });
  }

  // Wrong content type and encodings.
  probes.push(
    {
      label: 'text/plain body',
      path: basePath,
      body: '{"name":"x"}',
      headers: { 'content-type': 'text/plain' },
      mustReject: Boolean(def.body && !def.bodyOptional),
    },
    {
      label: 'utf-16 charset',
      path: basePath,
      body: '{}',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      mustReject: true,
    },
    {
      label: 'gzip claimed but not sent',
      path: basePath,
      body: '{"name":"x"}',
      headers: { 'content-encoding': 'gzip' },
      mustReject: true,
    },
  );

  // Every top-level field with values of the wrong type, huge strings and operator objects.
  const fields = def.body ? Object.keys((zodJsonSchema(def.body, 'input') as { properties?: object }).properties ?? {}) : [];
  const values: unknown[] = [12345, -1, 1e308, 'x', true, null, [], {}, [null], { $ne: null }, 'x'.repeat(100_000)];
  for (const field of fields) {
    for (const value of values) {
      const body = { [field]: value };
      probes.push({
        label: `${field}=${JSON.stringify(value).slice(0, 20)}`,
        path: basePath,
        body,
        mustReject: rejects(def.body, body),
      });
    }
  }
  return probes;
}
