import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable, Transform } from 'node:stream';

import { CsvError, parse } from 'csv-parse';

import {
  type CsvContactInput,
  type CsvDelimiter,
  type CsvField,
  type CsvFormat,
  detectDelimiter,
  mapColumns,
  type MappingWarning,
  rowToContactInput,
} from '../../domain/csv';
import { normaliseContactInput, type NormalisedContact, type NormaliseResult } from '../../domain/normalise';
import { ValidationError } from '../../shared/errors';
import type { Caller, Services } from '../context';
import { bulkImport, bulkImportMinRows, type BulkRow } from './bulk-import';
import { ValidatingWorker } from './csv-validate';
import { addBatch, type BatchTotals, commitBatch, createImportRecord, EMPTY_SUMMARY, type ImportProgress, moveImportRecord, setImportProgress } from './import-batches';
import { notTextProblem } from './not-text';
import { batches, IMPORT_BATCH_ROWS } from './queue-import';

/**
 * `tracker import csv FILE`: read → preview → confirm → commit.
 *
 * Records: one parent import (source `csv`, the file name) moves draft → previewed
 * when the preview is ready, and previewed → committed (summed summary) or failed
 * (error; also "not confirmed" when the user declines) at the end; while the batches
 * commit it stays `previewed` with progress `{ step: 'commit', done, total }` (see
 * import-batches.ts for why it never enters the worker's statuses). Each 1,000-row
 * batch is an import of its own, created by `upsertContacts` with source `csv` and the
 * same file name; the result lists their ids. Queued batches are driven to the end by
 * this process (`awaitImport`), so no worker is needed, and a running one does not hurt.
 */

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 5;
/** How many rows that would be rejected the preview lists (all are counted in `invalid`). */
export const PREVIEW_REJECTED = 20;

export interface CsvRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  values: string[];
}

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  headers: string[];
  rows: CsvRow[];
}

export interface CsvImportPreview {
  import_id: string;
  file_name: string;
  format: CsvFormat;
  delimiter: CsvDelimiter;
  /** Data rows in the file (blank rows skipped). */
  rows: number;
  /** Rows that fail validation as they stand and would be rejected. */
  invalid: number;
  /** The first PREVIEW_REJECTED of those rows, with their file line and problems, shown before the user is asked to commit. */
  rejected: Array<{ line: number; errors: Record<string, string> }>;
  mapping: Array<{ column: string; fields: CsvField[]; custom: string | null; ignored: boolean }>;
  warnings: MappingWarning[];
  sample: CsvContactInput[];
}

export interface CsvImportDraft {
  preview: CsvImportPreview;
  /** Each row as ContactInput, for a file under BULK_IMPORT_MIN_ROWS rows (empty for a larger one). */
  inputs: CsvContactInput[];
  /**
   * For a file of BULK_IMPORT_MIN_ROWS rows or more: each row's validation, made once by the
   * preview; the bulk path commits these without validating again.
   */
  normalised?: Array<NormaliseResult<NormalisedContact>>;
  /** The file line of each row. */
  lines: number[];
}

export interface CsvImportResult extends BatchTotals {
  import_id: string;
  status: 'committed';
  file_name: string;
  rows: number;
  accepted: number;
  rejected: Array<{ line: number; errors: Record<string, string> }>;
  /** Accepted rows whose optional field could not be read (stored as null), by file line. */
  row_warnings: Array<{ line: number; field: string; message: string }>;
}

export type CsvImportProgress = ImportProgress & { batch: number; batches: number };

/** Line breaks to `\n` (a `\r\n` split across chunks included), so csv-parse's line count is exact. */
function unixLineEndings(): Transform {
  let pendingCr = false;
  return new Transform({
    decodeStrings: false,
    transform(chunk: Buffer | string, _encoding, callback) {
      let text = (pendingCr ? '\r' : '') + chunk.toString();
      pendingCr = text.endsWith('\r');
      if (pendingCr) text = text.slice(0, -1);
      callback(null, text.replace(/\r\n?/g, '\n'));
    },
    flush(callback) {
      callback(null, pendingCr ? '\n' : '');
    },
  });
}

async function headBytes(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function headOfFile(path: string): Promise<string> {
  return new TextDecoder().decode(await headBytes(path));
}


/**
 * Streams a CSV (UTF-8, optional BOM) through csv-parse: delimiter detected among
 * `,` `;` and tab from the header line, quoted fields (with commas and line breaks),
 * values trimmed, blank lines and rows of only blanks skipped, ragged rows allowed.
 * Each row keeps the line where it starts, for error reports.
 */
export async function parseCsv(source: { path: string } | { text: string }, onRows?: (headers: string[], rows: string[][]) => void): Promise<ParsedCsv> {
  const head = 'path' in source ? await headOfFile(source.path) : source.text.slice(0, 64 * 1024);
  const delimiter = detectDelimiter(head);
  const input = 'path' in source ? createReadStream(source.path, { encoding: 'utf8' }) : Readable.from([source.text]);
  const parser = input.pipe(unixLineEndings()).pipe(
    parse({
      bom: true,
      delimiter,
      record_delimiter: '\n',
      trim: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      raw: true,
    }),
  );
  input.on('error', (err: Error) => parser.destroy(err));

  let headers: string[] | null = null;
  const rows: CsvRow[] = [];
  let handed = 0;
  try {
    for await (const { record, raw, info } of parser as AsyncIterable<{ record: string[]; raw: string; info: { lines: number } }>) {
      const body = raw.replace(/^(?:[ \t]*\n)+/, '').replace(/\n$/, '');
      const line = info.lines - (body.match(/\n/g)?.length ?? 0);
      if (headers === null) headers = record;
      else if (rows.push({ line, values: record }) - handed >= ROWS_PER_HAND_OVER && onRows) handed = handOver(headers, rows, handed, onRows);
    }
    if (headers !== null && onRows) handOver(headers, rows, handed, onRows);
  } catch (err) {
    if (err instanceof CsvError) {
      const at = (err as CsvError & { lines?: number }).lines;
      throw new ValidationError('The CSV file cannot be read', [{ path: at ? `line ${at}` : 'file', message: err.message }]);
    }
    throw err;
  }
  if (headers === null) throw new ValidationError('The CSV file is empty', [{ path: 'file', message: 'no header row' }]);
  return { delimiter, headers, rows };
}

/** Rows parsed between two calls of parseCsv's `onRows`. */
const ROWS_PER_HAND_OVER = 2000;

function handOver(headers: string[], rows: CsvRow[], from: number, onRows: (headers: string[], rows: string[][]) => void): number {
  if (rows.length > from) onRows(headers, rows.slice(from).map((r) => r.values));
  return rows.length;
}

type CsvSource = ({ path: string } | { text: string }) & { fileName?: string };

/**
 * Reads the file and records a draft import, maps its columns, and moves the import to
 * `previewed` with the mapping, the warnings and the first rows as ContactInput.
 */
export async function previewCsvImport(services: Services, caller: Caller, source: CsvSource): Promise<CsvImportDraft> {
  const fileName = source.fileName ?? ('path' in source ? basename(source.path) : 'import.csv');
  // Checked before anything is written: a file that is not CSV text leaves no import behind.
  if ('path' in source) {
    const file = await stat(source.path).catch(() => null);
    if (!file?.isFile()) throw new ValidationError('Cannot read the CSV file', [{ path: 'file', message: `${source.path} is not a file` }]);
  }
  const binary = notTextProblem('path' in source ? await headBytes(source.path) : Buffer.from(source.text.slice(0, 64 * 1024)));
  if (binary) throw new ValidationError('The file is not a CSV text file', [{ path: 'file', message: `${fileName}: ${binary}` }]);
  const importId = await createImportRecord(services, caller.workspaceId, {
    source: 'csv',
    fileName,
    progress: { step: 'reading', done: 0, total: 0 },
  });
  let draft: CsvImportDraft;
  try {
    draft = await readCsvDraft(services, importId, source, fileName);
  } catch (err) {
    const message = err instanceof ValidationError ? describe(err) : err instanceof Error ? err.message : String(err);
    await moveImportRecord(services, importId, 'draft', ['FAIL'], { error: message });
    throw err;
  }
  await moveImportRecord(services, importId, 'draft', ['PREVIEW'], {
    progress: { step: 'reading', done: draft.lines.length, total: draft.lines.length },
  });
  return draft;
}

/**
 * The draft of an import that is already `previewed`, read again from the same file (the app's
 * upload sends the file again to commit it): the preview's mapping and validation, no record written.
 */
export async function previewedCsvDraft(services: Services, importId: string, source: CsvSource): Promise<CsvImportDraft> {
  return readCsvDraft(services, importId, source, source.fileName ?? ('path' in source ? basename(source.path) : 'import.csv'));
}

/** Parses the file, maps its columns and validates each row once: the draft of `importId`. */
async function readCsvDraft(services: Services, importId: string, source: CsvSource, fileName: string): Promise<CsvImportDraft> {
  // A large file's rows are validated on a second core as they are read (csv-validate.ts).
  const validating = new ValidatingWorker(bulkImportMinRows(services));
  const parsed = await parseCsv(source, (headers, rows) => validating.add(headers, rows)).catch(async (err: unknown) => {
    await validating.stop();
    throw err;
  });
  const mapping = mapColumns(
    parsed.headers,
    parsed.rows.map((r) => r.values),
  );
  const rows = mapAndValidate(parsed.rows, mapping, bulkImportMinRows(services), await validating.results(mapping));
  return {
    preview: {
      import_id: importId,
      file_name: fileName,
      format: mapping.format,
      delimiter: parsed.delimiter,
      rows: rows.lines.length,
      invalid: rows.invalid,
      rejected: rows.rejected,
      mapping: mapping.columns.map((c) => ({ column: c.header, fields: c.fields, custom: c.custom, ignored: c.ignored })),
      warnings: mapping.warnings,
      sample: rows.sample,
    },
    inputs: rows.inputs,
    normalised: rows.normalised,
    lines: rows.lines,
  };
}

/**
 * Each row mapped to ContactInput and validated once, for the preview's `invalid` count and its
 * first PREVIEW_REJECTED rejected rows (line and problems). A file
 * of BULK_IMPORT_MIN_ROWS rows or more keeps the validation's outcome (the bulk path commits it
 * without validating again) and not the inputs; a smaller one keeps the inputs its batches send.
 * Parsed rows are released as they are mapped, so the file's values and the normalised rows are
 * not both held whole.
 */
function mapAndValidate(
  parsed: CsvRow[],
  mapping: ReturnType<typeof mapColumns>,
  bulkMinRows: number,
  validated: Array<NormaliseResult<NormalisedContact>> | null,
) {
  const bulk = parsed.length >= bulkMinRows;
  if (validated && validated.length !== parsed.length) throw new Error(`${validated.length} rows validated of ${parsed.length} read`);
  const inputs: CsvContactInput[] = [];
  const normalised: Array<NormaliseResult<NormalisedContact>> = [];
  const sample: CsvContactInput[] = [];
  const lines: number[] = [];
  let invalid = 0;
  const rejected: Array<{ line: number; errors: Record<string, string> }> = [];
  const rows = parsed as Array<CsvRow | undefined>;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    rows[i] = undefined;
    // Rows the worker validated are mapped again only for the sample.
    const input = validated && sample.length >= PREVIEW_ROWS ? null : rowToContactInput(mapping, row.values);
    const result = validated?.[i] ?? normaliseContactInput(input!);
    if (!result.ok) {
      invalid++;
      if (rejected.length < PREVIEW_REJECTED) rejected.push({ line: row.line, errors: result.errors });
    }
    if (bulk) normalised.push(result);
    else inputs.push(input!);
    if (sample.length < PREVIEW_ROWS) sample.push(input!);
    lines.push(row.line);
  }
  parsed.length = 0;
  return { inputs, normalised: bulk ? normalised : undefined, sample, lines, invalid, rejected };
}

function describe(err: ValidationError): string {
  const details = Array.isArray(err.details) ? (err.details as Array<{ path: string; message: string }>) : [];
  return [err.message, ...details.map((d) => `${d.path}: ${d.message}`)].join('; ');
}

/** The user declined (or could not be asked): the previewed import ends `failed`. */
export async function discardCsvImport(services: Services, draft: CsvImportDraft, reason = 'not confirmed'): Promise<void> {
  await moveImportRecord(services, draft.preview.import_id, 'previewed', ['FAIL'], { error: reason });
}

function* csvRows(draft: CsvImportDraft): Generator<BulkRow> {
  if (draft.normalised) {
    for (const [i, normalised] of draft.normalised.entries()) yield { kind: 'contact', ref: draft.lines[i]!, input: null, normalised };
  } else {
    for (const [i, input] of draft.inputs.entries()) yield { kind: 'contact', ref: draft.lines[i]!, input };
  }
}

/** A large CSV through the bulk path (bulk-import.ts): one merge, reported as one batch (the import itself). */
async function commitCsvBulk(
  services: Services,
  caller: Caller,
  draft: CsvImportDraft,
  options: { onProgress?: (progress: CsvImportProgress) => void },
): Promise<CsvImportResult> {
  const { import_id: importId, file_name: fileName } = draft.preview;
  const done = await bulkImport(services, caller, csvRows(draft), {
    source: 'csv',
    fileName,
    importId,
    total: draft.lines.length,
    onProgress: (p) => options.onProgress?.({ ...p, batch: 1, batches: 1 }),
  });
  return {
    import_id: importId,
    status: 'committed',
    file_name: fileName,
    rows: done.rows,
    accepted: done.accepted,
    rejected: done.rejected.map((r) => ({ line: r.ref as number, errors: r.errors })),
    row_warnings: done.warnings.map((w) => ({ line: w.ref as number, field: w.field, message: w.message })),
    batches: [{ import_id: importId, rows: done.rows, status: 'committed' }],
    summary: done.summary,
  };
}

/**
 * Commits a previewed CSV of up to BULK_IMPORT_MIN_ROWS rows (a larger one takes the bulk
 * path, {@link commitCsvBulk}): 1,000-row `upsertContacts` batches (source `csv`, the file
 * name), one after the other, each driven until committed. Rejected rows are reported
 * with their line in the file. `onProgress` is called as rows commit and after each batch.
 */
export async function commitCsvImport(
  services: Services,
  caller: Caller,
  draft: CsvImportDraft,
  options: { onProgress?: (progress: CsvImportProgress) => void; pollMs?: number } = {},
): Promise<CsvImportResult> {
  if (draft.normalised || draft.lines.length >= bulkImportMinRows(services)) return commitCsvBulk(services, caller, draft, options);
  const { import_id: importId, file_name: fileName } = draft.preview;
  const total = draft.inputs.length;
  const parts = batches(draft.inputs);
  const result: CsvImportResult = {
    import_id: importId,
    status: 'committed',
    file_name: fileName,
    rows: total,
    accepted: 0,
    rejected: [],
    row_warnings: [],
    batches: [],
    summary: { ...EMPTY_SUMMARY },
  };
  const report = async (done: number, batch: number, persist: boolean) => {
    const progress: ImportProgress = { step: 'commit', done, total };
    if (persist) await setImportProgress(services, importId, progress);
    options.onProgress?.({ ...progress, batch, batches: parts.length });
  };
  try {
    await report(0, 0, true);
    for (const [n, contacts] of parts.entries()) {
      const offset = n * IMPORT_BATCH_ROWS;
      const outcome = await commitBatch(services, caller, { contacts }, {
        source: 'csv',
        fileName,
        pollMs: options.pollMs,
        onProgress: (done) => void report(offset + Math.min(done, contacts.length), n + 1, false),
      });
      addBatch(result, outcome);
      result.accepted += outcome.accepted;
      for (const r of outcome.rejected) result.rejected.push({ line: draft.lines[offset + r.index]!, errors: r.errors });
      for (const w of outcome.warnings) result.row_warnings.push({ line: draft.lines[offset + w.index]!, field: w.field, message: w.message });
      await report(offset + contacts.length, n + 1, true);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await moveImportRecord(services, importId, 'previewed', ['FAIL'], { error: message });
    throw err;
  }
  await moveImportRecord(services, importId, 'previewed', ['CONFIRM', 'START', 'ROWS_DONE', 'COMMITTED'], {
    summary: result.summary,
  });
  return result;
}
