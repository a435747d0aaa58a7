export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * Picks the delimiter of a CSV from its beginning.
 *
 * Rule: a leading byte-order mark is skipped; in the first record (up to the first
 * line break outside double quotes), `,`, `;` and tab are counted outside quotes; the
 * most frequent wins, ties in that order (`,` first); none at all → `,`.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of sample.replace(/^\uFEFF/u, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}
