import { CUSTOM_KEY_MAX } from '../normalise/custom';
import { CSV_FIELDS, type CsvField, FORMAT_SIGNATURES, HEADER_ALIASES, headerKey } from './header-aliases';

export type CsvFormat = 'hubspot' | 'salesforce' | 'plain';

export interface MappedColumn {
  /** Position in the header row, from 0. */
  index: number;
  header: string;
  /** The fields this column feeds; empty for custom and ignored columns. */
  fields: CsvField[];
  /** Key under `custom` when the column is kept as a custom field, else null. */
  custom: string | null;
  /** An unknown column with no value in any row: left out. */
  ignored: boolean;
}

export type MappingWarningCode =
  | 'missing_company'
  | 'missing_name'
  | 'missing_social_url'
  | 'unmapped_columns'
  | 'empty_columns_ignored'
  | 'custom_key_truncated';

export interface MappingWarning {
  code: MappingWarningCode;
  message: string;
  /** The headers concerned, when the warning is about columns. */
  columns?: string[];
}

export interface ColumnMapping {
  format: CsvFormat;
  columns: MappedColumn[];
  /** Column indexes feeding each field, best first (a row takes the first non-empty one). */
  fields: Partial<Record<CsvField, number[]>>;
  warnings: MappingWarning[];
}

/** Which export a header row most likely comes from: HubSpot, a Salesforce report, or a plain sheet. */
export function detectCsvFormat(headers: readonly string[]): CsvFormat {
  const keys = new Set(headers.map(headerKey));
  const score = (signature: readonly string[]) => signature.filter((k) => keys.has(k)).length;
  const hubspot = score(FORMAT_SIGNATURES.hubspot);
  const salesforce = score(FORMAT_SIGNATURES.salesforce);
  if (hubspot === 0 && salesforce === 0) return 'plain';
  return hubspot >= salesforce ? 'hubspot' : 'salesforce';
}

function customKey(header: string, index: number): string {
  const text = header.replace(/\s+/gu, ' ').trim();
  return text === '' ? `column_${index + 1}` : text;
}

/** Makes `key` unique among `taken` within the custom key length limit ("Notes", "Notes 2", ...). */
function uniqueKey(key: string, taken: Set<string>): string {
  if (!taken.has(key)) return key;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${key.slice(0, CUSTOM_KEY_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Maps a CSV header row to ContactInput fields.
 *
 * Rule: each header is compared by its letters and digits only (case, spaces and
 * punctuation ignored) against the aliases of every field (see `HEADER_ALIASES`).
 * A field fed by several columns takes, per row, the first non-empty one in alias
 * order. Columns that feed no field become `custom` fields keyed by the header text
 * (whitespace collapsed; longer than 60 characters → truncated, with a warning;
 * blank → `column_<n>`; duplicates get " 2", " 3"), except that when `rows` are given
 * a column with no value in any row is ignored. Warnings: no company column (every row
 * will be rejected), no name column (idem), no profile URL column (contacts will need
 * one before tracking), the unmapped columns kept as custom, the empty ones ignored.
 */
export function mapColumns(headers: readonly string[], rows?: Iterable<readonly string[]>): ColumnMapping {
  const { fields, feeds } = fieldsByAlias(headers.map(headerKey));
  const { columns, warnings, unmapped, empty } = customColumns(headers, feeds, rows ? filledColumns(rows) : null);
  warnings.push(...missingFieldWarnings(fields), ...leftOverWarnings(unmapped, empty));
  return { format: detectCsvFormat(headers), columns, fields, warnings };
}

/** For each field, the columns whose header is one of its aliases (in alias order); for each column, the fields it feeds. */
function fieldsByAlias(keys: readonly string[]): { fields: Partial<Record<CsvField, number[]>>; feeds: CsvField[][] } {
  const fields: Partial<Record<CsvField, number[]>> = {};
  const feeds: CsvField[][] = keys.map(() => []);
  for (const field of CSV_FIELDS) {
    const aliases = HEADER_ALIASES[field];
    const indexes = keys
      .map((key, index) => ({ index, rank: aliases.indexOf(key) }))
      .filter((c) => c.rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((c) => c.index);
    if (indexes.length === 0) continue;
    fields[field] = indexes;
    for (const i of indexes) feeds[i]!.push(field);
  }
  return { fields, feeds };
}

/** The indexes of the columns with a value in at least one row. */
function filledColumns(rows: Iterable<readonly string[]>): Set<number> {
  const filled = new Set<number>();
  for (const row of rows) row.forEach((v, i) => v.trim() !== '' && filled.add(i));
  return filled;
}

interface CustomColumns {
  columns: MappedColumn[];
  warnings: MappingWarning[];
  /** Headers kept as custom fields, and the empty ones ignored. */
  unmapped: string[];
  empty: string[];
}

/** Columns that feed no field: a unique custom key each, or ignored when no row has a value. */
function customColumns(headers: readonly string[], feeds: CsvField[][], filled: Set<number> | null): CustomColumns {
  const out: CustomColumns = { columns: [], warnings: [], unmapped: [], empty: [] };
  const taken = new Set<string>();
  out.columns = headers.map((header, index) => {
    const column: MappedColumn = { index, header, fields: feeds[index]!, custom: null, ignored: false };
    if (column.fields.length > 0) return column;
    if (filled && !filled.has(index)) {
      column.ignored = true;
      if (header.trim() !== '') out.empty.push(header);
      return column;
    }
    let key = customKey(header, index);
    if (key.length > CUSTOM_KEY_MAX) {
      const short = key.slice(0, CUSTOM_KEY_MAX).trimEnd();
      out.warnings.push({
        code: 'custom_key_truncated',
        message: `Column "${key}" is longer than ${CUSTOM_KEY_MAX} characters; its custom key is "${short}"`,
        columns: [header],
      });
      key = short;
    }
    column.custom = uniqueKey(key, taken);
    taken.add(column.custom);
    out.unmapped.push(header);
    return column;
  });
  return out;
}

function missingFieldWarnings(fields: Partial<Record<CsvField, number[]>>): MappingWarning[] {
  const warnings: MappingWarning[] = [];
  if (!fields.company) {
    warnings.push({
      code: 'missing_company',
      message: 'No company column (Company, Company Name, Account Name ...): company is required, so every row will be rejected',
    });
  }
  if (!fields.first_name && !fields.last_name && !fields.full_name) {
    warnings.push({
      code: 'missing_name',
      message: 'No name column (First Name / Last Name, or Name): a name is required, so every row will be rejected',
    });
  }
  if (!fields.social_url) {
    warnings.push({
      code: 'missing_social_url',
      message: 'No profile URL column (LinkedIn URL, LinkedIn ...): contacts wait in needs_social until a URL is added',
    });
  }
  return warnings;
}

function leftOverWarnings(unmapped: string[], empty: string[]): MappingWarning[] {
  const warnings: MappingWarning[] = [];
  if (unmapped.length > 0) {
    warnings.push({
      code: 'unmapped_columns',
      message: `${unmapped.length} column(s) not recognised, kept as custom fields: ${unmapped.join(', ')}`,
      columns: unmapped,
    });
  }
  if (empty.length > 0) {
    warnings.push({
      code: 'empty_columns_ignored',
      message: `${empty.length} unrecognised column(s) without any value ignored: ${empty.join(', ')}`,
      columns: empty,
    });
  }
  return warnings;
}
