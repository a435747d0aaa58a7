/** Longest allowed custom-field key. */
export const CUSTOM_KEY_MAX = 60;

export type CustomResult =
  | { ok: true; value: Record<string, string> | null }
  | { ok: false; errors: Record<string, string> };

/**
 * Validates and stringifies custom fields.
 *
 * Rule: `null` / `undefined` → `null`. Otherwise a plain object (not an array)
 * whose keys are 1-60 characters and whose values are strings, finite numbers or
 * booleans; values become strings (`12.5` → "12.5", `true` → "true"); key order
 * is kept. Errors are keyed by path relative to the row: `custom` for the whole
 * value, `custom.<key>` per offending key; every offending key is reported.
 */
export function validateCustom(obj: unknown): CustomResult {
  if (obj === null || obj === undefined) return { ok: true, value: null };
  if (typeof obj !== 'object' || Array.isArray(obj)) {
    return { ok: false, errors: { custom: 'must be an object of string, number or boolean values' } };
  }
  const value: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [key, raw] of Object.entries(obj)) {
    const path = `custom.${key}`;
    if (key.length < 1 || key.length > CUSTOM_KEY_MAX) {
      errors[path] = `key must be 1 to ${CUSTOM_KEY_MAX} characters`;
    } else if (typeof raw === 'string') {
      value[key] = raw;
    } else if (typeof raw === 'boolean') {
      value[key] = String(raw);
    } else if (typeof raw === 'number' && Number.isFinite(raw)) {
      value[key] = String(raw);
    } else {
      errors[path] = 'must be a string, number or boolean';
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
