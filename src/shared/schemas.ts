import { z } from 'zod';

/** Wire shapes shared by many routes: the error envelope, ids and pagination. */
export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine-readable code' }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });

export const IdParamsSchema = z.object({ id: z.uuid().meta({ description: 'Resource id (UUID)' }) });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ description: 'Page number, from 1' }),
  page_size: z.coerce.number().int().min(1).max(200).default(50).meta({ description: 'Items per page, 1-200' }),
});

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const END_INSTANT = Date.parse('+010000-01-01T00:00:00Z');
const STORABLE = 'must be between 0001-01-01 and 9999-12-31 (UTC)';

/** PostgreSQL refuses year 0000, and instants past 9999 do not survive a round trip through ISO text. */
function storableInstant(text: string): boolean {
  const t = Date.parse(text);
  return !text.startsWith('0000') && t >= FIRST_INSTANT && t < END_INSTANT;
}

export const DateTimeSchema = z.iso.datetime({ offset: true }).refine(storableInstant, STORABLE);
/** A calendar day, YYYY-MM-DD, in the years PostgreSQL accepts. */
export const DateSchema = z.iso.date().refine(storableInstant, STORABLE);
export const NullableDateTime = DateTimeSchema.nullable();

/** One page of a list endpoint: the items and where they sit in the whole result. */
export interface Page<T> {
  data: T[];
  page: number;
  page_size: number;
  total: number;
}

export function listOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({ data: z.array(item), page: z.number().int(), page_size: z.number().int(), total: z.number().int() })
    .meta({ id });
}

/**
 * PostgreSQL's text form of a timestamptz in a UTC session, `2026-11-27 15:04:05.123456+00` (the
 * fraction optional, 1–6 digits): raw rows carry timestamps so (MikroORM's pg type overrides).
 */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant as ISO 8601 in UTC with milliseconds. A list page converts hundreds of timestamps, and
 * V8's parse of PostgreSQL's text (`new Date(text)`) was most of the time a row's mapping took
 * (issue #25, GET /plays and /runs): the UTC form is rewritten as text (the fraction cut to
 * milliseconds, as Date would), anything else (a Date, another offset) goes through Date.
 */
export function iso(d: Date | string | null | undefined): string | null {
  if (!d) return null;
  if (typeof d === 'string') {
    const m = PG_UTC_TIMESTAMP.exec(d);
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(d).toISOString();
}
