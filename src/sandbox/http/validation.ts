import type { z } from 'zod';

import { HttpError, zodIssues } from './errors';

/** Parses `value` with `schema` or throws a 400 validation_error with field details. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, 'validation_error', `Invalid ${what}`, zodIssues(result.error));
  return result.data;
}
