/** Size checks shared by the Scoring validators (pure). */
import type { Validated } from '../validate-request';

export const MAX_TITLE_LENGTH = 500;
/** Dates (YYYY-MM, YYYY-MM-DD) and date-times. */
export const MAX_DATE_LENGTH = 40;

/** A text field: '' (or absent) is null; longer than `max` characters is an error naming the field. */
export function textField(field: string, value: string | undefined, max: number): Validated<string | null> {
  const text = value ?? '';
  if (text.length > max) return { ok: false, message: `${field} has ${text.length} characters; at most ${max}` };
  return { ok: true, value: text === '' ? null : text };
}

/** An ISO 8601 date-time field, normalised to UTC; '' (or absent) is null. */
export function dateTimeField(field: string, value: string | undefined): Validated<string | null> {
  const raw = value ?? '';
  if (raw === '') return { ok: true, value: null };
  const ms = raw.length <= MAX_DATE_LENGTH && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(ms)) return { ok: false, message: `${field} must be an ISO 8601 date-time` };
  return { ok: true, value: new Date(ms).toISOString() };
}
