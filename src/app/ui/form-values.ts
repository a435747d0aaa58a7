/** Reading a submitted form: trimmed text (undefined when blank) and "key = value" lines. */
export function text(form: FormData, name: string): string | undefined {
  const value = String(form.get(name) ?? '').trim();
  return value || undefined;
}

/** One "key = value" a line to a record (blank lines skipped); a line without `=` keeps an empty value, for the server to refuse. */
export function pairs(lines: string | undefined): Record<string, string> | undefined {
  if (!lines) return undefined;
  const entries = lines
    .split('\n')
    .map((line) => line.split('=').map((part) => part.trim()))
    .filter((parts) => parts[0]);
  return Object.fromEntries(entries.map(([key, value]) => [key!, value ?? '']));
}

/** The inverse of `pairs`, to fill a textarea with what is stored. */
export function pairLines(record: Record<string, string> | undefined): string {
  return Object.entries(record ?? {})
    .map(([key, value]) => `${key} = ${value}`)
    .join('\n');
}
