import type { CrmProvider } from '../../domain/vocabulary';
import { DomainError } from '../../shared/errors';
import { type HubSpotConnection, hubSpotImportReader } from '../adapters';
import type { Caller, Services } from '../context';
import { CrmCallError, type CrmReader, type CrmReadStep, type CrmRecords } from '../ports/crm';
import { bulkImport, bulkImportMinRows, type BulkRow } from './bulk-import';
import { addBatch, type BatchOutcome, type BatchTotals, commitBatch, createImportRecord, EMPTY_SUMMARY, type ImportProgress, moveImportRecord, setImportProgress } from './import-batches';
import { batches } from './queue-import';

/**
 * `tracker import hubspot`: reads owners, deals, companies and contacts from HubSpot,
 * maps them (the CRM reader port, src/core/ports/crm.ts; HubSpot's adapter maps in
 * src/integrations/hubspot/hubspot-mapping.ts) and commits accounts, then contacts, in
 * 1,000-row `upsertContacts` batches with source `crm` and crm_provider `hubspot`; a read of
 * `BULK_IMPORT_MIN_ROWS` rows or more (accounts and contacts) goes through `bulkImport` instead,
 * one set-based merge reported as one batch (the import itself).
 *
 * Record: one parent import (source `crm`), `draft` while it works, with `progress`
 * `{ step, done, total }` through the steps reading (owners), deals, companies, contacts
 * and commit; then `committed` with the summed summary, or `failed` with the error
 * (see import-batches.ts for why it never enters the worker's statuses). HubSpot's list
 * endpoints give no count: while a step reads, `total` is the records read so far plus
 * one page when another follows. Each batch is an import row of its own.
 */

export const HUBSPOT_PROVIDER = 'hubspot';

export interface HubSpotImportOptions extends HubSpotConnection {
  token: string;
  onProgress?: (progress: ImportProgress) => void;
  /** Sleep between looks at a queued batch that a worker holds. */
  pollMs?: number;
}

export interface CrmRejected {
  crm_id: string;
  errors: Record<string, string>;
}

/** An accepted record whose optional field could not be read: stored as null. */
export interface CrmWarning {
  crm_id: string;
  field: string;
  message: string;
}

export interface CrmImportResult extends BatchTotals {
  import_id: string;
  status: 'committed';
  provider: CrmProvider;
  read: { owners: number; deals: number; companies: number; contacts: number };
  accounts_accepted: number;
  accounts_rejected: CrmRejected[];
  accounts_warnings: CrmWarning[];
  accepted: number;
  rejected: CrmRejected[];
  /** Accepted records whose optional field could not be read (stored as null). */
  warnings: CrmWarning[];
}

/** The import failed (the CRM refused, was unreachable, or a batch failed); recorded on the import. */
export class CrmImportError extends DomainError {
  constructor(
    readonly importId: string,
    message: string,
    /** The CRM's HTTP status when it answered with an error, else null. */
    readonly upstreamStatus: number | null = null,
  ) {
    super(502, 'crm_import_failed', message, { import_id: importId });
  }
}

export async function importHubSpot(
  services: Services,
  caller: Caller,
  options: HubSpotImportOptions,
): Promise<CrmImportResult> {
  return importFromCrm(services, caller, HUBSPOT_PROVIDER, () => hubSpotImportReader(options.token, options), options);
}

/**
 * Reads a CRM through its reader and commits what it mapped, accounts first (the steps above);
 * `importHubSpot` and the Salesforce import (salesforce-import.ts) both run on it.
 */
export async function importFromCrm(
  services: Services,
  caller: Caller,
  provider: CrmProvider,
  makeReader: () => CrmReader,
  options: { onProgress?: (progress: ImportProgress) => void; pollMs?: number },
): Promise<CrmImportResult & { records: CrmRecords }> {
  const importId = await createImportRecord(services, caller.workspaceId, {
    source: 'crm',
    progress: { step: 'reading', done: 0, total: 0 },
  });
  const progress = async (p: ImportProgress) => {
    await setImportProgress(services, importId, p);
    options.onProgress?.(p);
  };

  try {
    const reader = makeReader();
    await progress({ step: 'reading', done: 0, total: 0 });
    const read = (step: CrmReadStep, done: number, more: boolean) =>
      step === 'owners' ? progress({ step: 'reading', done, total: done }) : progress({ step, done, total: done + (more ? reader.pageSize : 0) });
    const mapped = await reader.read(read);
    if (mapped.accounts.length + mapped.contacts.length >= bulkImportMinRows(services)) {
      return { ...(await commitMappedBulk(services, caller, { importId, provider, mapped, onProgress: options.onProgress })), records: mapped };
    }
    const result = await commitMapped(services, caller, { importId, provider, mapped, progress, pollMs: options.pollMs });
    await moveImportRecord(services, importId, 'draft', ['COMMIT_INLINE', 'COMMITTED'], { summary: result.summary });
    return { ...result, records: mapped };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await moveImportRecord(services, importId, 'draft', ['FAIL'], { error: message });
    throw new CrmImportError(importId, message, err instanceof CrmCallError ? err.status : null);
  }
}

function* crmRows(mapped: CrmRecords): Generator<BulkRow> {
  for (const [i, input] of mapped.accounts.entries()) yield { kind: 'account', ref: input.crm_id ?? i, input };
  for (const [i, input] of mapped.contacts.entries()) yield { kind: 'contact', ref: input.crm_id ?? i, input };
}

/**
 * A large read through the bulk path (bulk-import.ts): accounts and contacts in one set-based
 * merge that moves the draft record to `committed` itself; reported as one batch, the import.
 */
async function commitMappedBulk(
  services: Services,
  caller: Caller,
  o: { importId: string; provider: CrmProvider; mapped: CrmRecords; onProgress?: (progress: ImportProgress) => void },
): Promise<CrmImportResult> {
  const { mapped } = o;
  const done = await bulkImport(services, caller, crmRows(mapped), {
    source: 'crm',
    crmProvider: o.provider,
    importId: o.importId,
    total: mapped.accounts.length + mapped.contacts.length,
    onProgress: o.onProgress,
  });
  const of = (kind: BulkRow['kind']) => ({
    rejected: done.rejected.filter((r) => r.kind === kind).map((r) => ({ crm_id: String(r.ref), errors: r.errors })),
    warnings: done.warnings.filter((w) => w.kind === kind).map((w) => ({ crm_id: String(w.ref), field: w.field, message: w.message })),
  });
  const accounts = of('account');
  const contacts = of('contact');
  return {
    import_id: o.importId,
    status: 'committed',
    provider: o.provider,
    read: mapped.read,
    accounts_accepted: done.accounts_accepted,
    accounts_rejected: accounts.rejected,
    accounts_warnings: accounts.warnings,
    accepted: done.accepted,
    rejected: contacts.rejected,
    warnings: contacts.warnings,
    batches: [{ import_id: o.importId, rows: done.rows, status: 'committed' }],
    summary: done.summary,
  };
}

async function commitMapped(
  services: Services,
  caller: Caller,
  o: { importId: string; provider: CrmProvider; mapped: CrmRecords; progress: (p: ImportProgress) => Promise<void>; pollMs?: number },
): Promise<CrmImportResult> {
  const { mapped, progress } = o;
  const result: CrmImportResult = {
    import_id: o.importId,
    status: 'committed',
    provider: o.provider,
    read: mapped.read,
    accounts_accepted: 0,
    accounts_rejected: [],
    accounts_warnings: [],
    accepted: 0,
    rejected: [],
    warnings: [],
    batches: [],
    summary: { ...EMPTY_SUMMARY },
  };
  const total = mapped.accounts.length + mapped.contacts.length;
  let done = 0;
  await progress({ step: 'commit', done, total });
  const record = async (outcome: BatchOutcome) => {
    addBatch(result, outcome);
    done += outcome.rows;
    await progress({ step: 'commit', done, total });
  };
  const commit = (body: { contacts: unknown[]; accounts?: unknown[] }) =>
    commitBatch(services, caller, body, { source: 'crm', crmProvider: o.provider, pollMs: o.pollMs });

  // Accounts first, so contacts link to them by domain or name.
  for (const part of batches(mapped.accounts)) {
    const outcome = await commit({ contacts: [], accounts: part });
    result.accounts_accepted += outcome.accounts_accepted;
    for (const r of outcome.accounts_rejected) result.accounts_rejected.push({ crm_id: part[r.index]!.crm_id!, errors: r.errors });
    for (const w of outcome.accounts_warnings) result.accounts_warnings.push({ crm_id: part[w.index]!.crm_id!, field: w.field, message: w.message });
    await record(outcome);
  }
  for (const part of batches(mapped.contacts)) {
    const outcome = await commit({ contacts: part });
    result.accepted += outcome.accepted;
    for (const r of outcome.rejected) result.rejected.push({ crm_id: part[r.index]!.crm_id!, errors: r.errors });
    for (const w of outcome.warnings) result.warnings.push({ crm_id: part[w.index]!.crm_id!, field: w.field, message: w.message });
    await record(outcome);
  }
  return result;
}
