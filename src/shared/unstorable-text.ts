import type { FieldIssue } from './errors';

/** Deeper than this, a request part is refused before any schema walks it (no recursion blow-ups). */
export const MAX_NESTING = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL (text, jsonb) would refuse this string, or null when it is storable. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone UTF-16 surrogate (not valid Unicode)';
  return null;
}

function joinPath(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * Every string (values and keys) in a parsed request part that PostgreSQL could not store,
 * and any nesting deeper than MAX_NESTING, as `{ path, message }` issues. Iterative, so a
 * hostile depth cannot overflow the stack.
 */
export function unstorableTextIssues(value: unknown, prefix: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: prefix, depth: 0 }];
  while (stack.length && issues.length < 20) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const reason = unstorableReason(item.value);
      if (reason) issues.push({ path: item.path, message: reason });
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) {
      issues.push({ path: item.path, message: `nested deeper than ${MAX_NESTING} levels` });
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = joinPath(item.path, key);
      const keyReason = unstorableReason(key);
      if (keyReason) issues.push({ path, message: `field name ${keyReason}` });
      else stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return issues;
}
