import { z } from 'zod';

export type JsonObject = Record<string, unknown>;

/**
 * Inlines every `$ref` (resolved through `resolve`), so two documents that name their shared
 * schemas differently (`#/components/schemas/X` vs `#/$defs/X`) compare equal when their
 * shapes are equal. A reference already being expanded becomes `{ $recursive: <name> }`.
 * `$schema`, `$defs` and `id` bookkeeping keys are dropped.
 */
export function derefSchema(node: unknown, resolve: (ref: string) => unknown, expanding: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => derefSchema(item, resolve, expanding));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as JsonObject;
  const own: JsonObject = {};
  for (const [key, value] of Object.entries(rest)) own[key] = derefSchema(value, resolve, expanding);
  if (typeof $ref !== 'string') return own;
  const name = $ref.split('/').pop() ?? $ref;
  if (expanding.includes($ref)) return { $recursive: name, ...own };
  const target = derefSchema(resolve($ref), resolve, [...expanding, $ref]);
  return { ...(target as JsonObject), ...own };
}

/** zod's own JSON Schema (2020-12) for one side of a schema, with its `$defs` inlined. */
export function zodJsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
  const defs = ($defs ?? {}) as JsonObject;
  return derefSchema(root, (ref) => {
    if (ref === '#') return root;
    const name = ref.replace(/^#\/\$defs\//, '');
    if (name === ref || !(name in defs)) throw new Error(`unresolvable $ref ${ref}`);
    return defs[name];
  });
}
