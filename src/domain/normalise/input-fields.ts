import { z } from 'zod';

import { CUSTOM_KEY_MAX } from './custom';

/**
 * Zod field builders for the wire input schemas: each carries the contract
 * description (for the generated OpenAPI document) and a human error message.
 */

/** Optional string (not nullable). */
export function optionalString(description: string) {
  return z.string({ error: 'must be a string' }).optional().meta({ description });
}

/** Required non-blank string; missing or blank → "required". */
export function requiredString(description: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a string') })
    .refine((s) => s.trim() !== '', { error: 'required' })
    .meta({ description });
}

/** Optional nullable string. */
export function nullableString(description: string) {
  return z.string({ error: 'must be a string or null' }).nullable().optional().meta({ description });
}

/** Optional nullable string or integer. */
export function stringOrInteger(description: string) {
  return z
    .union([z.string(), z.int()], { error: 'must be a string, an integer or null' })
    .nullable()
    .optional()
    .meta({ description });
}

/** Optional nullable string or number. */
export function stringOrNumber(description: string) {
  return z
    .union([z.string(), z.number()], { error: 'must be a string, a number or null' })
    .nullable()
    .optional()
    .meta({ description });
}

/** Optional nullable object of string/number/boolean values with keys of 1-60 characters. */
export function customObject(description: string) {
  return z
    .record(
      z.string().min(1).max(CUSTOM_KEY_MAX),
      z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string, number or boolean' }),
      { error: 'must be an object of string, number or boolean values, or null' },
    )
    .nullable()
    .optional()
    .meta({ description });
}

/**
 * Converts zod issues to `{ "<dot.path>": message }` (first message per path wins;
 * the root path is reported as `row`).
 */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'row';
    if (path in errors) continue;
    if (issue.code === 'invalid_key') errors[path] = `key must be 1 to ${CUSTOM_KEY_MAX} characters`;
    else if (path === 'row' && issue.code === 'invalid_type') errors[path] = 'must be an object';
    else errors[path] = issue.message;
  }
  return errors;
}
