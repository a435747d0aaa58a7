/** Turns a valid request into a hostile one. `certain` mutations are refused by the contract whatever the route does. */
import { type Json, resolveSchema, type Rng, singleType } from './fuzz-schema';

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: unknown }>;
  body?: unknown;
}

export interface Draft {
  /** Path segments, already percent-encoded. */
  pathValues: Record<string, string>;
  /** Query pairs, already percent-encoded. */
  query: Array<[string, string]>;
  body?: unknown;
  rawBody?: Uint8Array | string;
  headers: Record<string, string>;
}

export interface Context {
  doc: Json;
  rng: Rng;
  readKey: string;
}

/** 'certain': no contract-following server can accept it; 'maybe': it may still be valid; null: not applicable. */
export type Outcome = 'certain' | 'maybe' | null;
export type Mutation = (draft: Draft, op: Operation, ctx: Context) => Outcome;

export const HUGE_NUMBER = '__HUGE_NUMBER__';
const DEEP = JSON.parse('['.repeat(40) + '"deep"' + ']'.repeat(40)) as unknown;

interface Target {
  path: Array<string | number>;
  schema: Json;
  certain: boolean;
}

/** Every node of the body with the schema that governs it (certainty is lost below anyOf/oneOf). */
function targets(doc: Json, schemaRaw: unknown, value: unknown, path: Target['path'], certain: boolean, out: Target[]) {
  const schema = resolveSchema(doc, schemaRaw);
  const branchy = Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf);
  out.push({ path, schema, certain: certain && !branchy });
  if (branchy) return;
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => targets(doc, schema.items, item, [...path, i], certain, out));
  } else if (value && typeof value === 'object' && schema.properties) {
    const props = schema.properties as Json;
    for (const [key, child] of Object.entries(value)) {
      if (key in props) targets(doc, props[key], child, [...path, key], certain, out);
    }
  }
}

function getAt(root: unknown, path: Target['path']): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

function setAt(draft: Draft, path: Target['path'], value: unknown): void {
  if (!path.length) {
    draft.body = value;
    return;
  }
  const parent = getAt(draft.body, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}

/** Applies `change` to a random body node the predicate accepts. */
function onTarget(pred: (t: Target, value: unknown) => boolean, change: (t: Target, value: unknown, draft: Draft) => void): Mutation {
  return (draft, op, ctx) => {
    if (op.body === undefined || draft.body === undefined) return null;
    const all: Target[] = [];
    targets(ctx.doc, op.body, draft.body, [], true, all);
    const fit = all.filter((t) => pred(t, getAt(draft.body, t.path)));
    if (!fit.length) return null;
    const t = ctx.rng.pick(fit);
    change(t, getAt(draft.body, t.path), draft);
    return t.certain ? 'certain' : 'maybe';
  };
}

const WRONG_TYPE: Record<string, unknown> = {
  string: 12345,
  integer: 'twelve',
  number: 'twelve',
  boolean: { yes: true },
  array: { not: 'a list' },
  object: ['not', 'an', 'object'],
};

const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Mutations of one body field, guided by its schema. */
export const fieldMutations: Record<string, Mutation> = {
  wrongType: onTarget(
    (t) => singleType(t.schema) !== undefined && !Array.isArray(t.schema.enum),
    (t, _v, d) => setAt(d, t.path, WRONG_TYPE[singleType(t.schema)!] ?? 12345),
  ),
  unknownEnum: onTarget((t) => Array.isArray(t.schema.enum), (t, _v, d) => setAt(d, t.path, 'zz_not_a_value')),
  oversized: onTarget(
    (t) => typeof t.schema.maxLength === 'number',
    (t, _v, d) => setAt(d, t.path, 'x'.repeat((t.schema.maxLength as number) + 1 + (t.path.length % 7))),
  ),
  hugeNumber: onTarget((t) => ['integer', 'number'].includes(singleType(t.schema) ?? ''), (t, _v, d) => setAt(d, t.path, HUGE_NUMBER)),
  badUuid: onTarget((t) => t.schema.format === 'uuid', (t, _v, d) => setAt(d, t.path, 'not-a-uuid')),
  extraField: onTarget(
    (t, v) => t.schema.additionalProperties === false && isObject(v),
    (_t, v) => Object.assign(v as Json, { zz_extra_field: 1 }),
  ),
  missingRequired: onTarget(
    (t, v) => isObject(v) && ((t.schema.required ?? []) as string[]).some((k) => k in (v as Json)),
    (t, v) => {
      const present = (t.schema.required as string[]).filter((k) => k in (v as Json));
      delete (v as Json)[present[0]!];
    },
  ),
};

/** Puts `bad` into a random string of the body, or as a new field name when it has none. */
function poisonText(choices: string[]): Mutation {
  return (draft, op, ctx) => {
    if (op.body === undefined) return null;
    const bad = ctx.rng.pick(choices);
    const body = (draft.body ?? {}) as unknown;
    const all: Target[] = [];
    targets(ctx.doc, op.body, body, [], true, all);
    draft.body = body;
    const strings = all.filter((t) => typeof getAt(body, t.path) === 'string');
    if (strings.length && ctx.rng.chance(0.8)) {
      const t = ctx.rng.pick(strings);
      const text = getAt(body, t.path) as string;
      setAt(draft, t.path, `${text.slice(0, 3)}${bad}${text.slice(3)}`);
    } else if (isObject(body)) {
      (body as Json)[`field${bad}name`] = 'x';
    } else {
      draft.body = { [`field${bad}name`]: body };
    }
    return 'certain';
  };
}

/** Mutations that any body-taking route must refuse. */
export const bodyMutations: Record<string, Mutation> = {
  nulInText: poisonText(['\u0000', 'a\u0000', '\u0000\u0000']),
  loneSurrogate: poisonText(['\ud800', '\udfff', 'a\udc00b']),
  deepNesting: (draft, op) => {
    if (op.body === undefined) return null;
    draft.body = isObject(draft.body) ? { ...(draft.body as Json), deep: DEEP } : DEEP;
    return 'certain';
  },
  wrongContentType: (draft, op, ctx) => {
    if (op.body === undefined) return null;
    draft.rawBody = JSON.stringify(draft.body ?? {});
    draft.headers['content-type'] = ctx.rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
    ]);
    return 'certain';
  },
};

const INVALID_UTF8 = [[0xff, 0xfe], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]];

/** Mutations every route must refuse, body or not (raw bodies only where fetch may send one). */
export const universalMutations: Record<string, Mutation> = {
  invalidUtf8: (draft, op, ctx) => {
    if (op.method === 'get') return null;
    const text = JSON.stringify(draft.body ?? { name: 'Demo Workspace' });
    const at = Math.max(1, text.indexOf('"') + 1);
    const bytes = Buffer.from(ctx.rng.pick(INVALID_UTF8));
    draft.rawBody = Buffer.concat([Buffer.from(text.slice(0, at)), bytes, Buffer.from(text.slice(at))]);
    draft.headers['content-type'] = 'application/json';
    return 'certain';
  },
  malformedJson: (draft, op, ctx) => {
    if (op.method === 'get') return null;
    draft.rawBody = ctx.rng.pick(['{"', '{"a":1,}', "{'a':1}", 'nul', '{"a":tru}', '[1,2', '{"a" 1}', '\u00ef\u00bb\u00bf{}']);
    draft.headers['content-type'] = 'application/json';
    return 'certain';
  },
  scalarBody: (draft, op, ctx) => {
    if (op.method === 'get') return null;
    draft.rawBody = ctx.rng.pick(['42', '"text"', 'true', 'null', '1e400', '-0']);
    draft.headers['content-type'] = 'application/json';
    return 'certain';
  },
  gzipGarbage: (draft, op) => {
    if (op.method === 'get') return null;
    draft.rawBody = JSON.stringify(draft.body ?? {});
    draft.headers['content-type'] = 'application/json';
    draft.headers['content-encoding'] = 'gzip';
    return 'certain';
  },
  badCredential: (draft, op, ctx) => {
    const choice = ctx.rng.int(op.method === 'get' ? 3 : 4);
    if (choice === 0) delete draft.headers.authorization;
    else if (choice === 1) draft.headers.authorization = 'Bearer trk_bogus_key_that_does_not_exist';
    else if (choice === 2) draft.headers.authorization = 'Basic dXNlcjpwYXNz';
    else draft.headers.authorization = `Bearer ${ctx.readKey}`;
    return 'certain';
  },
  badPathId: (draft, op, ctx) => {
    if (!op.pathParams.length) return null;
    draft.pathValues[ctx.rng.pick(op.pathParams)] = ctx.rng.pick([
      'not-a-uuid',
      '12345',
      '%ZZ',
      '%E0%A4%A',
      '%FF%FE',
      '%00',
      'abc%00def',
      '%ED%A0%80',
      encodeURIComponent("1' OR '1'='1"),
      'x'.repeat(3000),
      '%F0%9F%A6%84',
      '00000000-0000-0000-0000-00000000000g',
      '..%2F..%2Fsettings',
      '%',
    ]);
    return 'certain';
  },
};
