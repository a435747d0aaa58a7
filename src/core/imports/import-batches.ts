import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEvent, type ImportEvent, importMachine, type ImportStatus } from '../../../machines';
import { boundQuery } from '../../db/bulk';
import type { NormalisedAccount, NormalisedContact } from '../../domain/normalise';
import type { UpsertResult } from '../contacts/contact.schema';
import { upsertContacts } from '../contacts/upsert';
import type { Caller, Services } from '../context';
import { EMPTY_SUMMARY, type Import, type ImportSummary } from './import.schema';
import { advanceQueuedImport, failImport, getImport, IMPORT_CHUNK, ImportChunkError } from './import.service';

/**
 * How an import is cut up. Imports assembled in this process (a CSV file read by the CLI, a CRM read through its
 * API) keep one "parent" row in `imports`, so GET /imports/{id} can follow them, and
 * send their rows through `upsertContacts` in batches of {@link IMPORT_BATCH_ROWS}; each
 * batch is an import row of its own (committed inline, or queued for the worker).
 *
 * The parent row never holds a worker payload, so it must never sit in a status the
 * import worker leases (`queued`, `running`, `committing`): it stays `draft` (CRM) or
 * `previewed` (CSV) while its batches commit, with the live step in `progress`, and
 * moves to `committed` (with the summed summary) or `failed` (with the error) in one
 * update at the end, through the import machine's events.
 *
 * A queued import (one such batch, or a large POST /contacts) is stored as chunks of
 * {@link IMPORT_CHUNK} rows that the import worker commits one per transaction.
 */

/** Rows per `upsertContacts` call: the contract's maximum per POST /contacts. */
export const IMPORT_BATCH_ROWS = 1000;

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

export function batches<T>(rows: readonly T[], size = IMPORT_BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** One worker chunk of a queued import, as stored in `import_chunks.rows` (JSON text). */
export interface ChunkPayload {
  crm_provider: string | null;
  accounts: NormalisedAccount[];
  contacts: NormalisedContact[];
}

/** The validated rows cut into the chunks the worker commits, in order: accounts first, then contacts. */
export function chunkRows(
  accounts: NormalisedAccount[],
  contacts: NormalisedContact[],
  crmProvider: string | null,
  size = IMPORT_CHUNK,
): ChunkPayload[] {
  const parts = batches<NormalisedAccount | NormalisedContact>([...accounts, ...contacts], size);
  const chunks = parts.map((part, i) => {
    const inAccounts = Math.max(0, Math.min(part.length, accounts.length - i * size));
    return {
      crm_provider: crmProvider,
      accounts: part.slice(0, inAccounts) as NormalisedAccount[],
      contacts: part.slice(inAccounts) as NormalisedContact[],
    };
  });
  // Never nothing to lease: an import with no rows left still gets its (empty) last chunk.
  return chunks.length > 0 ? chunks : [{ crm_provider: crmProvider, accounts: [], contacts: [] }];
}

/**
 * Stores a queued import in one statement: the `imports` row (status `queued`, its
 * progress, and the counts known before any commit as the starting summary, which
 * GET /imports shows only once committed) and one `import_chunks` row per chunk.
 */
export async function queueImport(
  em: EntityManager,
  input: {
    workspaceId: string;
    source: Import['source'];
    fileName: string | null;
    crmProvider: string | null;
    accounts: NormalisedAccount[];
    contacts: NormalisedContact[];
    summary: ImportSummary;
  },
): Promise<string> {
  const chunks = chunkRows(input.accounts, input.contacts, input.crmProvider);
  const total = input.accounts.length + input.contacts.length;
  const values = chunks.map((_, seq) => `(${seq}, ?::text)`).join(', ');
  const [row] = await boundQuery<{ import_id: string }>(
    em,
    `with imp as (
       insert into imports (workspace_id, source, status, file_name, summary, progress)
       values (?, ?, 'queued', ?, ?::jsonb, jsonb_build_object('step', 'queued', 'done', 0, 'total', ?::int))
       returning id)
     insert into import_chunks (import_id, seq, rows)
     select imp.id, c.seq, c.rows from imp, (values ${values}) as c(seq, rows)
     returning import_id`,
    [input.workspaceId, input.source, input.fileName, JSON.stringify(input.summary), total, ...chunks.map((c) => JSON.stringify(c))],
  );
  return row!.import_id;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the parent row of an import, in `draft`. */
export async function createImportRecord(
  services: Services,
  workspaceId: string,
  input: { source: Import['source']; fileName?: string | null; progress?: ImportProgress },
): Promise<string> {
  const em = services.orm.em.fork() as EntityManager;
  const [row] = await boundQuery<{ id: string }>(
    em,
    `insert into imports (workspace_id, source, status, file_name, progress) values (?, ?, 'draft', ?, ?::jsonb) returning id`,
    [workspaceId, input.source, input.fileName ?? null, input.progress ? JSON.stringify(input.progress) : null],
  );
  return row!.id;
}

export async function setImportProgress(services: Services, id: string, progress: ImportProgress): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  await boundQuery(em, `update imports set progress = ?::jsonb where id = ?`, [JSON.stringify(progress), id]);
}

/**
 * Moves a parent row from `from` through `events` (each checked by the import machine),
 * storing the summary and `committed_at` on `committed`, the error on `failed`.
 */
export async function moveImportRecord(
  services: Services,
  id: string,
  from: ImportStatus,
  events: Array<ImportEvent['type']>,
  extra: { summary?: ImportSummary; error?: string; progress?: ImportProgress } = {},
): Promise<ImportStatus> {
  let status = from;
  for (const type of events) {
    const next = applyEvent(importMachine, status, { type });
    if (!next.ok) throw new Error(`import ${id} cannot ${type} from ${status}`);
    status = next.status;
  }
  const em = services.orm.em.fork() as EntityManager;
  await boundQuery(
    em,
    `update imports set status = ?, summary = coalesce(?::jsonb, summary), error = coalesce(?, error),
       progress = coalesce(?::jsonb, progress),
       committed_at = case when ? = 'committed' then now() else committed_at end
     where id = ? and status = ?`,
    [
      status,
      extra.summary ? JSON.stringify(extra.summary) : null,
      extra.error ?? null,
      extra.progress ? JSON.stringify(extra.progress) : null,
      status,
      id,
      from,
    ],
  );
  return status;
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
