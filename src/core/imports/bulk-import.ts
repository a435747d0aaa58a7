import type { EntityManager } from '@mikro-orm/postgresql';

import type { ImportEvent, ImportStatus } from '../../../machines';
import { onConnectionOfItsOwn } from '../../db/held-connection';
import { query } from '../../db/query';
import { dedupeContactRows } from '../../domain/contacts/dedupe-rows';
import {
  normaliseAccountInput,
  normaliseContactInput,
  type NormalisedAccount,
  type NormalisedContact,
  type NormaliseResult,
} from '../../domain/normalise';
import { deferContactSearch } from '../contacts/contact-search';
import { commitStaged } from '../contacts/upsert/commit-staged';
import type { Caller, Services } from '../context';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { inTransaction } from '../transaction';
import { transitionImport } from '../transitions/import-transition';
import { EMPTY_SUMMARY, type ImportSummary } from './import.schema';
import { createImportRecord, type ImportProgress, moveImportRecord, setImportProgress } from './import-batches';

/**
 * The one entry point of every large import (README.md in this folder): rows stream in, are
 * validated and normalised (src/domain/normalise), collapsed in the contract's dedupe order
 * over the whole import, and merged in ONE transaction through staging tables
 * (contacts/upsert/commit-staged.ts) together with the import record's final move and the
 * baseline run. A crash (kill -9) before that commit leaves nothing merged and the record in
 * `draft` or `previewed`; running the import again is safe (see docs/decisions.md, "Bulk import").
 */

/**
 * One raw row as mapped from its source; `ref` names it in reports. A caller that already
 * validated the row with the same normaliser (the CSV preview) passes its outcome as `normalised`,
 * so the row is not validated twice; `input` is then not read.
 */
export type BulkRow =
  | { kind: 'account'; ref: string | number; input: unknown; normalised?: NormaliseResult<NormalisedAccount> }
  | { kind: 'contact'; ref: string | number; input: unknown; normalised?: NormaliseResult<NormalisedContact> };

export interface BulkImportOptions {
  source: 'api' | 'csv' | 'crm';
  fileName?: string | null;
  crmProvider?: string | null;
  /** A record this process made (`draft` or `previewed`); else one is created in `draft`. */
  importId?: string;
  /** Rows expected, when known (progress.total); otherwise total grows as rows arrive. */
  total?: number;
  onProgress?: (progress: ImportProgress) => void;
}

type Kind = BulkRow['kind'];

export interface BulkImportResult {
  import_id: string;
  status: 'committed';
  rows: number;
  accepted: number;
  accounts_accepted: number;
  rejected: Array<{ kind: Kind; ref: string | number; errors: Record<string, string> }>;
  warnings: Array<{ kind: Kind; ref: string | number; field: string; message: string }>;
  summary: ImportSummary;
  baseline_run_id: string | null;
}

/**
 * Imports of at least `BULK_IMPORT_MIN_ROWS` rows (configuration, default 5,000) take the bulk
 * path (CSV files, HubSpot and Salesforce imports); smaller ones keep the 1,000-row batches,
 * whose per-batch records the CLI reports.
 */
export const bulkImportMinRows = (services: Services): number => services.env.BULK_IMPORT_MIN_ROWS;

/** Progress is written to the record (a statement outside the merge) once per this many rows. */
const PERSIST_EVERY = 25_000;
/** Rows validated between two turns of the event loop. */
const VALIDATE_SLICE = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ReadRows {
  rows: number;
  accounts: NormalisedAccount[];
  contacts: NormalisedContact[];
  rejected: BulkImportResult['rejected'];
  warnings: BulkImportResult['warnings'];
}

async function readRows(
  source: AsyncIterable<BulkRow> | Iterable<BulkRow>,
  report: (done: number) => Promise<void>,
): Promise<ReadRows> {
  const out: ReadRows = { rows: 0, accounts: [], contacts: [], rejected: [], warnings: [] };
  for await (const row of source) {
    const result = row.normalised ?? (row.kind === 'account' ? normaliseAccountInput(row.input) : normaliseContactInput(row.input));
    if (!result.ok) out.rejected.push({ kind: row.kind, ref: row.ref, errors: result.errors });
    else {
      if (row.kind === 'account') out.accounts.push(result.value as NormalisedAccount);
      else out.contacts.push(result.value as NormalisedContact);
      for (const w of result.warnings ?? []) out.warnings.push({ kind: row.kind, ref: row.ref, ...w });
    }
    if (++out.rows % VALIDATE_SLICE === 0) {
      await report(out.rows);
      await nextTurn();
    }
  }
  await report(out.rows);
  return out;
}

/** The record's moves to `committed`, as the CSV (from `previewed`) and CRM (from `draft`) imports make them. */
const COMMIT_EVENTS: Record<'draft' | 'previewed', ImportEvent[]> = {
  draft: [{ type: 'COMMIT_INLINE' }, { type: 'COMMITTED' }],
  previewed: [{ type: 'CONFIRM' }, { type: 'START' }, { type: 'ROWS_DONE' }, { type: 'COMMITTED' }],
};

export async function bulkImport(
  services: Services,
  caller: Caller,
  rows: AsyncIterable<BulkRow> | Iterable<BulkRow>,
  options: BulkImportOptions,
): Promise<BulkImportResult> {
  const workspaceId = caller.workspaceId;
  const importId =
    options.importId ??
    (await createImportRecord(services, workspaceId, {
      source: options.source,
      fileName: options.fileName ?? null,
      progress: { step: 'reading', done: 0, total: options.total ?? 0 },
    }));
  const from = await startingStatus(services, workspaceId, importId);
  let persisted = 0;
  const progress = async (step: ImportProgress['step'], done: number, total: number) => {
    const p: ImportProgress = { step, done, total };
    options.onProgress?.(p);
    if (done - persisted >= PERSIST_EVERY || done === total) {
      persisted = done;
      // Progress is seen by GET /imports/{id} while the merge's transaction is still open.
      await onConnectionOfItsOwn(() => setImportProgress(services, importId, p));
    }
  };
  try {
    const read = await readRows(rows, (done) => progress('reading', done, Math.max(options.total ?? 0, done)));
    const deduped = dedupeContactRows(read.contacts);
    const total = read.accounts.length + deduped.rows.length;
    persisted = 0;
    await progress('commit', 0, total);
    const merged = await inTransaction(services, async (tem) => {
      await deferContactSearch(services, tem, workspaceId, importId);
      return mergeAndCommit(tem, { workspaceId, importId, from, crmProvider: options.crmProvider ?? null, at: services.clock.now() }, read, deduped, (done) =>
        progress('commit', done, total),
      );
    });
    return {
      import_id: importId,
      status: 'committed',
      rows: read.rows,
      accepted: read.contacts.length,
      accounts_accepted: read.accounts.length,
      rejected: read.rejected,
      warnings: read.warnings,
      ...merged,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await moveImportRecord(services, importId, from, ['FAIL'], { error: message });
    throw err;
  }
}

async function startingStatus(services: Services, workspaceId: string, importId: string): Promise<'draft' | 'previewed'> {
  const em = services.orm.em.fork() as EntityManager;
  const [row] = await query<{ status: ImportStatus }>(em, 'select status from imports where id = ?::uuid and workspace_id = ?::uuid', [
    importId,
    workspaceId,
  ]);
  if (row?.status !== 'draft' && row?.status !== 'previewed') {
    throw new Error(`import ${importId} cannot take a bulk import in status ${row?.status ?? 'missing'}`);
  }
  return row.status;
}

/** In one transaction: the staged merge, the baseline run, and the record's move to `committed` with its summary. */
async function mergeAndCommit(
  tem: EntityManager,
  imp: { workspaceId: string; importId: string; from: 'draft' | 'previewed'; crmProvider: string | null; at: Date },
  read: ReadRows,
  deduped: { rows: NormalisedContact[]; duplicates: number },
  step: (done: number) => Promise<void>,
): Promise<Pick<BulkImportResult, 'summary' | 'baseline_run_id'>> {
  const slice = await commitStaged(tem, imp.workspaceId, { accounts: read.accounts, contacts: deduped.rows, crmProvider: imp.crmProvider, at: imp.at }, step);
  const baseline = await queueBaselineRun(tem, imp.workspaceId, slice.profileIds, imp.at, 'system', slice.freshDue);
  const summary: ImportSummary = {
    ...EMPTY_SUMMARY,
    contacts_upserted: slice.counts.contacts_upserted,
    accounts_upserted: slice.accountIds.length,
    with_social: slice.counts.with_social,
    needs_social: slice.counts.needs_social,
    duplicates: deduped.duplicates + slice.counts.duplicates,
    invalid: read.rejected.filter((r) => r.kind === 'contact').length,
    profiles_created: slice.counts.profiles_created,
    profiles_linked: slice.counts.profiles_linked,
  };
  const total = read.accounts.length + deduped.rows.length;
  const ref = { id: imp.importId, workspace_id: imp.workspaceId, status: imp.from };
  const [locked] = await query<{ status: ImportStatus }>(tem, 'select status from imports where id = ?::uuid for update', [imp.importId]);
  if (locked?.status !== imp.from) throw new Error(`import ${imp.importId} moved to ${locked?.status ?? 'nowhere'} while it was merged`);
  await transitionImport(tem, ref, COMMIT_EVENTS[imp.from], 'import', imp.at, { summary, progress: { step: 'commit', done: total, total } });
  if (baseline) await query(tem, 'update imports set baseline_run_id = ?::uuid where id = ?::uuid', [baseline.id, imp.importId]);
  return { summary, baseline_run_id: baseline?.id ?? null };
}
