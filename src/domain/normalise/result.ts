/**
 * Outcome of a field parser that can reject its input.
 *
 * Parsers never throw on bad data: they return `{ ok: false, error }` with a short,
 * human-readable message so the caller can list per-field errors for a row.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Successful {@link Parsed}. */
export function ok<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

/** Failed {@link Parsed}. */
export function fail<T = never>(error: string): Parsed<T> {
  return { ok: false, error };
}

/** A field that could not be parsed but does not cost the row: its value is stored as null. */
export interface FieldWarning {
  field: string;
  message: string;
}

/**
 * Outcome of a row normaliser: the normalised row (with `warnings` only when some optional
 * field was set to null because it could not be parsed), or errors keyed by field path.
 */
export type NormaliseResult<T> =
  | { ok: true; value: T; warnings?: FieldWarning[] }
  | { ok: false; errors: Record<string, string> };
