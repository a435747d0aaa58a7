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

const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An ISO 8601 / RFC 3339 date-time field, normalised to UTC; '' (or absent) is null. A date
 * alone is its midnight UTC, a time without an offset is UTC, and a space may stand for the `T`.
 */
export function dateTimeField(field: string, value: string | undefined): Validated<string | null> {
  const raw = value ?? '';
  if (raw === '') return { ok: true, value: null };
  const parts = raw.length <= MAX_DATE_LENGTH ? DATE_TIME_RE.exec(raw) : null;
  const ms = parts ? Date.parse(`${raw.slice(0, 10)}T${raw.length > 10 ? raw.slice(11) : '00:00'}${parts[1] ? '' : 'Z'}`) : Number.NaN;
  if (Number.isNaN(ms)) return { ok: false, message: `${field} must be an ISO 8601 date-time` };
  return { ok: true, value: new Date(ms).toISOString() };
}
