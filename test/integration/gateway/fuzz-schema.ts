/** Seeded randomness and valid values generated from the API's own OpenAPI (JSON Schema 2020-12) document. */
export type Json = Record<string, unknown>;

export interface Rng {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and reproducible from one 32-bit seed. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

export function randomUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[rng.int(4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Follows `$ref`s (to `#/components/schemas/...`) until a schema with content. */
export function resolveSchema(doc: Json, schema: unknown): Json {
  let node = (schema ?? {}) as Json;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops++) {
    const name = node.$ref.split('/').pop()!;
    const { $ref: _ref, ...rest } = node;
    node = { ...((doc.components as Json).schemas as Json)[name] as Json, ...rest };
  }
  return node;
}

/** The schema's first non-null `type`, when it declares exactly one. */
export function singleType(schema: Json): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) {
    const types = t.filter((x) => x !== 'null');
    return types.length === 1 ? (types[0] as string) : undefined;
  }
  return undefined;
}

function genString(schema: Json, rng: Rng, ids: readonly string[]): string {
  if (Array.isArray(schema.examples) && schema.examples.length && rng.chance(0.5)) return String(schema.examples[0]);
  switch (schema.format) {
    case 'uuid':
      return ids.length && rng.chance(0.7) ? rng.pick(ids) : randomUuid(rng);
    case 'date-time':
      return rng.pick(['2026-03-01T00:00:00.000Z', '2025-12-31T23:59:59Z', '2026-02-28T12:00:00+02:00']);
    case 'date':
      return rng.pick(['2026-03-01', '2025-01-15', '2024-02-29']);
    case 'email':
      return `person${rng.int(1000)}@example.com`;
    case 'uri':
    case 'url':
      return `https://example.com/hook/${rng.int(1000)}`;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 12;
  const words = ['acme', 'sales', 'Zoë', 'vp', 'éng', '北京', 'x'];
  let text = rng.pick(words);
  while (text.length < min) text += rng.pick(words);
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

function genObject(doc: Json, schema: Json, rng: Rng, ids: readonly string[], depth: number): Json {
  const props = (schema.properties ?? {}) as Json;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Json = {};
  for (const [name, sub] of Object.entries(props)) {
    if (required.has(name) || rng.chance(0.5)) out[name] = generateValid(doc, sub, rng, ids, depth + 1);
  }
  return out;
}

/** A value the schema accepts (best effort: patterns and refinements are not modelled). */
export function generateValid(doc: Json, raw: unknown, rng: Rng, ids: readonly string[], depth = 0): unknown {
  const schema = resolveSchema(doc, raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  if ('default' in schema && rng.chance(0.2)) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (branches?.length) {
    const nonNull = branches.filter((b) => resolveSchema(doc, b).type !== 'null');
    return generateValid(doc, rng.pick(nonNull.length ? nonNull : branches), rng, ids, depth);
  }
  switch (singleType(schema)) {
    case 'object':
      return genObject(doc, schema, rng, ids, depth);
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const count = depth > 4 ? min : min + rng.int(3);
      return Array.from({ length: count }, () => generateValid(doc, schema.items ?? {}, rng, ids, depth + 1));
    }
    case 'string':
      return genString(schema, rng, ids);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return min + rng.int(Math.max(1, Math.min(max - min + 1, 1000)));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return rng.pick(['free', 42, true, { nested: ['any'] }]);
  }
}
