import type { z } from 'zod';

import type { FieldIssue } from '../shared/errors';

/** zod issues as the envelope's `details`: `{ path, message }` with dotted paths. */
export function toFieldIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
    if (issue.code === 'unrecognized_keys') {
      return { path: [path, ...issue.keys].filter(Boolean).join('.'), message: 'unknown field' };
    }
    return { path, message: issue.message };
  });
}
