import type { z } from 'zod';

import { validateCustom } from './custom';
import { parseDate } from './date';
import { issuesToErrors } from './input-fields';
import { parseMoney } from './money';
import type { FieldWarning, NormaliseResult } from './result';

/**
 * Collects per-field errors while a row is normalised (first message per field wins), and
 * warnings for optional fields whose unparseable value is dropped instead of costing the row.
 */
export class ErrorCollector {
  readonly errors: Record<string, string> = {};
  readonly warnings: FieldWarning[] = [];

  /** Returns the parsed value, or `null` after recording the error under `field`. */
  take<T>(field: string, result: { ok: true; value: T } | { ok: false; error: string }): T | null {
    if (result.ok) return result.value;
    this.add(field, result.error);
    return null;
  }

  /**
   * Returns the parsed value, or `null` after recording a warning under `field` that quotes
   * the dropped input: for optional enrichment fields, which must never cost the row.
   */
  optional<T>(field: string, raw: unknown, result: { ok: true; value: T } | { ok: false; error: string }): T | null {
    if (result.ok) return result.value;
    this.warnings.push({ field, message: `${JSON.stringify(raw)} ignored (stored as null): ${result.error}` });
    return null;
  }

  add(field: string, message: string): void {
    if (!(field in this.errors)) this.errors[field] = message;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Runs a row through its structural schema, then through `stage` (the field
 * normalisers), reporting every error of the row at once.
 *
 * Rule: structural (zod) errors are recorded first; on a field listed in `optional`
 * (optional enrichment such as company_size) a structural error is a warning instead,
 * and the field is dropped. If the row is an object, the top-level keys with
 * structural errors are then removed (required ones replaced by `placeholders`) and
 * the field stage still runs on the rest, so format errors of the other fields are
 * reported in the same pass. The row is valid only when no error was recorded.
 */
export function normaliseRow<I, T>(
  schema: z.ZodType<I>,
  raw: unknown,
  placeholders: Partial<Record<keyof I, unknown>>,
  stage: (input: I, errs: ErrorCollector) => T,
  optional: ReadonlyArray<keyof I & string> = [],
): NormaliseResult<T> {
  const errs = new ErrorCollector();
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issuesToErrors(parsed.error.issues))) {
      if (isPlainObject(raw) && (optional as readonly string[]).includes(field)) errs.optional(field, raw[field], { ok: false, error: message });
      else errs.add(field, message);
    }
    if (!isPlainObject(raw)) return { ok: false, errors: errs.errors };
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const repaired: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) if (!bad.has(key)) repaired[key] = value;
    for (const [key, value] of Object.entries(placeholders)) if (bad.has(key)) repaired[key] = value;
    parsed = schema.safeParse(repaired);
    if (!parsed.success) return { ok: false, errors: errs.errors };
  }
  const value = stage(parsed.data, errs);
  if (!errs.empty) return { ok: false, errors: errs.errors };
  return errs.warnings.length ? { ok: true, value, warnings: errs.warnings } : { ok: true, value };
}

/** A row's relationship dates (contact or account), each optional, the end never before the start. */
export function relationshipDates(
  errs: ErrorCollector,
  input: { relationship_start?: string | null; relationship_end?: string | null },
): { relationship_start: string | null; relationship_end: string | null } {
  const relationship_start = errs.take('relationship_start', parseDate(input.relationship_start));
  const relationship_end = errs.take('relationship_end', parseDate(input.relationship_end));
  if (relationship_start !== null && relationship_end !== null && relationship_end < relationship_start) {
    errs.add('relationship_end', 'must not be before relationship_start');
  }
  return { relationship_start, relationship_end };
}

/** A row's company money (contact or account): revenue and total funding, dropped with a warning when unreadable. */
export function companyMoney(
  errs: ErrorCollector,
  input: { revenue?: string | number | null; total_funding?: string | number | null },
): { revenue: number | null; total_funding: number | null } {
  return {
    revenue: errs.optional('revenue', input.revenue, parseMoney(input.revenue)),
    total_funding: errs.optional('total_funding', input.total_funding, parseMoney(input.total_funding)),
  };
}

/** A row's custom fields, or null after recording each offending key as an error. */
export function customFields(errs: ErrorCollector, raw: unknown): Record<string, string> | null {
  const custom = validateCustom(raw);
  if (custom.ok) return custom.value;
  for (const [k, m] of Object.entries(custom.errors)) errs.add(k, m);
  return null;
}
