/** A record of the Salesforce stand-in: field name → value, as the REST API returns it. */
export type StandinRecord = { Id: string } & Record<string, unknown>;

function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'string' ? v : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One Bulk API 2.0 results page: a header row, then one line per record, LF endings, nulls empty. */
export function bulkResultsCsv(fields: readonly string[], rows: readonly StandinRecord[]): string {
  const lines = [fields.map(csvCell).join(',')];
  for (const r of rows) lines.push(fields.map((f) => csvCell(r[f])).join(','));
  return `${lines.join('\n')}\n`;
}
