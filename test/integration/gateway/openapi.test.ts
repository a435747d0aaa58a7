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
    'when %s takes a body, then the documented request schema is the one that validates requests',
    (_name, def) => {
      const body = operation(def)?.requestBody;

      expect(body, 'requestBody').toBeDefined();
      expect(body?.required).toBe(!def.bodyOptional);
      expect(fromDocument(body?.content['application/json']?.schema)).toEqual(zodJsonSchema(def.body as z.ZodType, 'input'));
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
          expect(fromDocument(param?.schema), `${location} ${name}`).toEqual(expected.properties?.[name]);
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
            zodJsonSchema(spec.schema, 'output'),
          );
        }
      }
      for (const status of ['401', '403', '429']) expect(responses[status], `response ${status}`).toBeDefined();
    },
  );
});

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
