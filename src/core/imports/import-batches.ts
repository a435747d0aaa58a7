import type { EntityManager } from '@mikro-orm/postgresql';

import type { ImportEvent, ImportStatus } from '../../../machines';
import { query } from '../../db/query';
import type { UpsertResult } from '../contacts/contact.schema';
import { upsertContacts } from '../contacts/upsert';
import type { Caller, Services } from '../context';
import { inTransaction } from '../transaction';
import { insertImport, transitionImport } from '../transitions/import-transition';
import { EMPTY_SUMMARY, type Import, type ImportSummary } from './import.schema';
import { advanceQueuedImport, failImport, getImport, ImportChunkError } from './import.service';

/**
 * How an import is cut up. Imports assembled in this process (a CSV file read by the CLI, a CRM read through its
 * API) keep one "parent" row in `imports`, so GET /imports/{id} can follow them, and
 * send their rows through `upsertContacts` in batches of IMPORT_BATCH_ROWS (queue-import.ts); each
 * batch is an import row of its own (committed inline, or queued for the worker).
 *
 * The parent row never holds a worker payload, so it must never sit in a status the
 * import worker leases (`queued`, `running`, `committing`): it stays `draft` (CRM) or
 * `previewed` (CSV) while its batches commit, with the live step in `progress`, and
 * moves to `committed` (with the summed summary) or `failed` (with the error) in one
 * update at the end, through the import machine's events.
 *
 * A queued import (one such batch, or a large POST /contacts) is stored as chunks of
 * IMPORT_CHUNK rows (queue-import.ts) that the import worker commits one per transaction.
 */

export type ImportProgress = NonNullable<Import['progress']>;

export interface RejectedRow {
  index: number;
  errors: Record<string, string>;
}

export interface BatchOutcome {
  import_id: string;
  status: 'committed' | 'failed';
  rows: number;
  accepted: number;
  rejected: RejectedRow[];
  /** Accepted rows with an unreadable optional field (stored as null). */
  warnings: UpsertResult['warnings'];
  accounts_accepted: number;
  accounts_rejected: RejectedRow[];
  accounts_warnings: UpsertResult['accounts_warnings'];
  summary: ImportSummary;
  error: string | null;
}

export { EMPTY_SUMMARY };

export function addSummaries(a: ImportSummary, b: ImportSummary): ImportSummary {
  const out = { ...a };
  for (const key of Object.keys(out) as Array<keyof ImportSummary>) out[key] += b[key];
  return out;
}

/** What a parent import (CSV, CRM) reports of its batches: one line each, and their summed summary. */
export interface BatchTotals {
  batches: Array<{ import_id: string; rows: number; status: 'committed' | 'failed' }>;
  summary: ImportSummary;
}

/** Adds a batch's outcome to its parent's totals; a failed batch throws, naming its number and import. */
export function addBatch(totals: BatchTotals, outcome: BatchOutcome): void {
  totals.batches.push({ import_id: outcome.import_id, rows: outcome.rows, status: outcome.status });
  if (outcome.status === 'failed') throw new Error(`batch ${totals.batches.length} (import ${outcome.import_id}) failed: ${outcome.error}`);
  totals.summary = addSummaries(totals.summary, outcome.summary);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the parent row of an import in the machine's initial status (`draft`), journalled. */
export async function createImportRecord(
  services: Services,
  workspaceId: string,
  input: { source: Import['source']; fileName?: string | null; progress?: ImportProgress },
): Promise<string> {
  const em = services.orm.em.fork() as EntityManager;
  return inTransaction(em, async (tem) => {
    const imp = { workspaceId, source: input.source, fileName: input.fileName ?? null, progress: input.progress ?? null };
    return (await insertImport(tem, imp, [], 'import', services.clock.now())).id;
  });
}

export async function setImportProgress(services: Services, id: string, progress: ImportProgress): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  await query(em, `update imports set progress = ?::jsonb where id = ?`, [JSON.stringify(progress), id]);
}

/**
 * Moves a parent row from `from` through `events` with the import machine's transition
 * function (journalled, cause `import`), storing the summary and `committed_at` on
 * `committed`, the error on `failed`. A row no longer in `from` is left alone.
 */
export async function moveImportRecord(
  services: Services,
  id: string,
  from: ImportStatus,
  events: Array<ImportEvent['type']>,
  extra: { summary?: ImportSummary; error?: string; progress?: ImportProgress } = {},
): Promise<ImportStatus> {
  const em = services.orm.em.fork() as EntityManager;
  return inTransaction(em, async (tem) => {
    const [row] = await query<{ workspace_id: string; status: ImportStatus }>(
      tem,
      'select workspace_id, status from imports where id = ?::uuid for update',
      [id],
    );
    if (!row || row.status !== from) return from;
    const typed = events.map((type) => (type === 'FAIL' ? { type, error: extra.error } : { type })) as ImportEvent[];
    return transitionImport(tem, { id, workspace_id: row.workspace_id, status: from }, typed, 'import', services.clock.now(), extra);
  });
}

/**
 * Waits until a queued import is committed or failed. It helps rather than only polls:
 * each turn advances the oldest queued import by one chunk (any workspace's, exactly as
 * the worker would), so it finishes whether or not a worker runs; when a worker holds
 * the import (the import lease's claim lock leaves nothing to take) it sleeps `pollMs` and looks again.
 */
export async function awaitImport(
  services: Services,
  workspaceId: string,
  id: string,
  options: { pollMs?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<Import> {
  for (;;) {
    const current = await getImport(services, workspaceId, id);
    if (current.status === 'committed' || current.status === 'failed') return current;
    if (current.progress) options.onProgress?.(current.progress.done, current.progress.total);
    let worked: boolean;
    try {
      worked = await advanceQueuedImport(services);
    } catch (err) {
      if (!(err instanceof ImportChunkError)) throw err;
      services.log.error({ err: err.cause, importId: err.importId }, 'import failed');
      await failImport(services, err.importId, err.message);
      worked = true;
    }
    if (!worked) await sleep(options.pollMs ?? 250);
  }
}

/**
 * Sends one batch through `upsertContacts` and waits for it to be committed (inline, or
 * through the queue). `onProgress` reports the rows of this batch committed so far.
 */
export async function commitBatch(
  services: Services,
  caller: Caller,
  body: { contacts: unknown[]; accounts?: unknown[] },
  options: {
    source: 'csv' | 'crm';
    fileName?: string | null;
    crmProvider?: string | null;
    pollMs?: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<BatchOutcome> {
  const result = await upsertContacts(services, caller, body, {
    source: options.source,
    fileName: options.fileName ?? null,
    crmProvider: options.crmProvider ?? null,
  });
  const done =
    result.status === 'committed'
      ? await getImport(services, caller.workspaceId, result.import_id)
      : await awaitImport(services, caller.workspaceId, result.import_id, options);
  return {
    import_id: result.import_id,
    status: done.status === 'committed' ? 'committed' : 'failed',
    rows: body.contacts.length + (body.accounts?.length ?? 0),
    accepted: result.accepted,
    rejected: result.rejected,
    warnings: result.warnings,
    accounts_accepted: result.accounts_accepted,
    accounts_rejected: result.accounts_rejected,
    accounts_warnings: result.accounts_warnings,
    summary: done.summary ?? { ...EMPTY_SUMMARY, invalid: result.rejected.length },
    error: done.error,
  };
}
