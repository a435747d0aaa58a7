import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import { query } from '../../db/query';
import { CSV_FIELDS } from '../../domain/csv';
import { ConflictError, ValidationError } from '../../shared/errors';
import type { Caller, Services } from '../context';
import { statementEm } from '../context';
import { secretFor } from '../oauth/server-secret';
import { commitCsvImport, type CsvImportPreview, type CsvImportResult, previewCsvImport, previewedCsvDraft } from './csv-import';
import { ImportSummarySchema } from './import.schema';

/**
 * The app's CSV upload (extension, issue #23): the CLI's `tracker import csv` over HTTP, through
 * its own functions (csv-import.ts: mapping, preview, and the commit that takes the bulk path at
 * BULK_IMPORT_MIN_ROWS). A preview answers a `confirmation` bound to the workspace, the preview's
 * import and the file's SHA-256; the commit is the same file sent again with it, so exactly the
 * previewed rows are imported, with no file kept on the server between the two calls.
 */
export const CSV_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export const CsvUploadQuerySchema = z.strictObject({
  file_name: z.string().trim().min(1).max(200).optional().meta({ description: 'the file\'s name, shown in the import (default import.csv)' }),
  confirmation: z.string().min(1).max(200).optional().meta({ description: 'the preview\'s `confirmation`: commit the same file' }),
});

const LineErrors = z.object({ line: z.number().int(), errors: z.record(z.string(), z.string()) });

export const CsvPreviewSchema = z
  .object({
    import_id: z.string().meta({ format: 'uuid', description: 'the import, `previewed` until the commit' }),
    file_name: z.string(),
    format: z.enum(['plain', 'hubspot', 'salesforce']).meta({ description: 'the export the columns were recognised as' }),
    delimiter: z.string(),
    rows: z.number().int().meta({ description: 'data rows in the file' }),
    invalid: z.number().int().meta({ description: 'rows that would be rejected' }),
    rejected: z.array(LineErrors).meta({ description: 'the first 20 of those, with their line in the file (the header is line 1)' }),
    mapping: z.array(z.object({ column: z.string(), fields: z.array(z.enum(CSV_FIELDS)), custom: z.string().nullable(), ignored: z.boolean() })),
    warnings: z.array(z.object({ code: z.string(), message: z.string(), columns: z.array(z.string()).optional() })),
    sample: z.array(z.record(z.string(), z.unknown())).meta({ description: 'the first 5 rows as ContactInput' }),
    confirmation: z.string().meta({ description: 'send it back with the same file to commit' }),
  })
  .meta({ id: 'CsvPreview' });

export const CsvCommitSchema = z
  .object({
    import_id: z.string().meta({ format: 'uuid' }),
    status: z.literal('committed'),
    file_name: z.string(),
    rows: z.number().int(),
    accepted: z.number().int(),
    rejected: z.array(LineErrors),
    row_warnings: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
    batches: z.array(z.object({ import_id: z.string().meta({ format: 'uuid' }), rows: z.number().int(), status: z.enum(['committed', 'failed']) })),
    summary: ImportSummarySchema,
  })
  .meta({ id: 'CsvCommit' });

export type CsvPreview = CsvImportPreview & { confirmation: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sign(services: Services, workspaceId: string, importId: string, text: string): string {
  return createHmac('sha256', secretFor(services, 'csv-upload')).update(`${workspaceId}|${importId}|${sha256(text)}`).digest('base64url');
}

function csvText(body: unknown): string {
  if (typeof body !== 'string' || body.trim() === '') {
    throw new ValidationError('Send the CSV file as the body, with Content-Type: text/csv', [{ path: 'file', message: 'no CSV text in the body' }]);
  }
  return body;
}

/** POST /imports/csv without a confirmation: maps and checks the file, imports nothing. */
export async function previewCsvUpload(services: Services, caller: Caller, body: unknown, fileName?: string): Promise<CsvPreview> {
  const text = csvText(body);
  const draft = await previewCsvImport(services, caller, { text, fileName });
  return { ...draft.preview, confirmation: `${draft.preview.import_id}.${sign(services, caller.workspaceId, draft.preview.import_id, text)}` };
}

/** Which previewed import a confirmation names, once its signature matches this file. */
async function confirmedImport(services: Services, caller: Caller, text: string, confirmation: string): Promise<string> {
  const [importId, mac] = confirmation.split('.');
  const expected = importId ? Buffer.from(sign(services, caller.workspaceId, importId, text)) : Buffer.alloc(0);
  const given = Buffer.from(mac ?? '');
  if (!importId || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ConflictError('confirmation_mismatch', 'This file is not the one previewed with this confirmation (or the confirmation is not one); preview it again');
  }
  const [row] = await query<{ status: string }>(statementEm(services), `select status from imports where id = ? and workspace_id = ?`, [importId, caller.workspaceId]);
  if (row?.status !== 'previewed') {
    throw new ConflictError('preview_gone', 'That preview was already committed or discarded; preview the file again');
  }
  return importId;
}

/**
 * POST /imports/csv with the preview's confirmation and the same file: the previewed import
 * commits (1,000-row batches, or the bulk path from BULK_IMPORT_MIN_ROWS rows). The file is
 * mapped again by the same code for the previewed import (no second import record), and the commit
 * is recorded on it.
 */
export async function commitCsvUpload(services: Services, caller: Caller, body: unknown, confirmation: string, fileName?: string): Promise<CsvImportResult> {
  const text = csvText(body);
  const importId = await confirmedImport(services, caller, text, confirmation);
  return commitCsvImport(services, caller, await previewedCsvDraft(services, importId, { text, fileName }));
}
