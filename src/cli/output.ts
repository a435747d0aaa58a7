import { cliIo } from './io';

/** Prints a result either as JSON (`--json`) or as aligned `key  value` lines for people. */
export function print(result: unknown, json: boolean | undefined): void {
  if (json) {
    cliIo().stdout.write(JSON.stringify(result, null, 2) + '\n');
    return;
  }
  const rows = Array.isArray(result) ? result : [result];
  for (const row of rows) {
    if (row && typeof row === 'object') {
      // An option left out (undefined) is not a value: no `api_url  undefined` lines.
      const entries = Object.entries(row as Record<string, unknown>).filter(([, v]) => v !== undefined);
      const width = Math.max(...entries.map(([k]) => k.length));
      for (const [k, v] of entries) {
        const value = v instanceof Date ? v.toISOString() : Array.isArray(v) ? v.join(',') : String(v);
        cliIo().stdout.write(`${k.padEnd(width)}  ${value}\n`);
      }
      if (rows.length > 1) cliIo().stdout.write('\n');
    } else {
      cliIo().stdout.write(`${String(row)}\n`);
    }
  }
}
