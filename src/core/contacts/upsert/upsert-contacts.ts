import type { EntityManager } from '@mikro-orm/postgresql';

import { dedupeContactRows } from '../../../domain/contacts/dedupe-rows';
import { normaliseAccountInput, normaliseContactInput, type NormaliseResult } from '../../../domain/normalise';
import type { Caller, Services } from '../../context';
import type { ImportSummary } from '../../imports/import.schema';
import { EMPTY_SUMMARY } from '../../imports/import.schema';
import { queueImport } from '../../imports/queue-import';
import { queueBaselineRun } from '../../runs/queue-baseline-run';
import { inTransaction } from '../../transaction';
import { causeOf } from '../../transitions/cause';
import { insertImport } from '../../transitions/import-transition';
import type { UpsertResult } from '../contact.schema';
import { commitSlice } from './commit-rows';

/** Up to this many rows are committed before the response; more are queued. */
export const INLINE_ROW_LIMIT = 200;

interface Rejected {
  index: number;
  errors: Record<string, string>;
}

interface RowWarning {
  index: number;
  field: string;
  message: string;
}

/** Rows validated between two turns of the event loop. */
const VALIDATE_SLICE = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Validates every row. A 1,000-row call is CPU work of tens of milliseconds; it yields to
 * the event loop every {@link VALIDATE_SLICE} rows so that the import worker (and other
 * requests) sharing the process keep their database round trips going meanwhile.
 */
async function validate<T>(rows: unknown[], normalise: (raw: unknown) => NormaliseResult<T>) {
  const valid: T[] = [];
  const rejected: Rejected[] = [];
  const warnings: RowWarning[] = [];
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % VALIDATE_SLICE === 0) await nextTurn();
    const result = normalise(rows[index]);
    if (result.ok) {
      valid.push(result.value);
      for (const w of result.warnings ?? []) warnings.push({ index, ...w });
    } else rejected.push({ index, errors: result.errors });
  }
  return { valid, rejected, warnings };
}

/**
 * POST /contacts: validates every row (bad rows are rejected, good ones accepted),
 * collapses duplicates, then commits up to 200 rows before answering, or queues the
 * import for the worker. Every row is validated before the answer, so the warnings (optional
 * fields stored as null) are complete in the answer whether the import is committed or queued. A baseline run for the new profiles is queued once per call.
 */
export async function upsertContacts(
  services: Services,
  caller: Caller,
  body: { contacts: unknown[]; accounts?: unknown[] },
  options: {
    source?: 'api' | 'csv' | 'crm';
    fileName?: string | null;
    crmProvider?: string | null;
    /** A transaction to run in (a savepoint of it); a fresh one of its own when absent (rehearse-upsert.ts). */
    em?: EntityManager;
  } = {},
): Promise<UpsertResult> {
  const contacts = await validate(body.contacts, normaliseContactInput);
  const accounts = await validate(body.accounts ?? [], normaliseAccountInput);
  const deduped = dedupeContactRows(contacts.valid);
  const source = options.source ?? 'api';
  const workspaceId = caller.workspaceId;
  const base = {
    accepted: contacts.valid.length,
    rejected: contacts.rejected,
    accounts_accepted: accounts.valid.length,
    accounts_rejected: accounts.rejected,
    warnings: contacts.warnings,
    accounts_warnings: accounts.warnings,
  };
  const em = options.em ?? (services.orm.em.fork() as EntityManager);

  if (contacts.valid.length + accounts.valid.length > INLINE_ROW_LIMIT) {
    const importId = await queueImport(em, {
      workspaceId,
      source,
      fileName: options.fileName ?? null,
      crmProvider: options.crmProvider ?? null,
      accounts: accounts.valid,
      contacts: deduped.rows,
      summary: { ...EMPTY_SUMMARY, duplicates: deduped.duplicates, invalid: contacts.rejected.length },
    }, causeOf(caller), services.clock.now());
    return { ...base, import_id: importId, status: 'queued', poll: `/imports/${importId}`, summary: null, baseline_run: null };
  }

  return inTransaction(em, async (tem) => {
    const slice = await commitSlice(tem, workspaceId, {
      contacts: deduped.rows,
      accounts: accounts.valid,
      crmProvider: options.crmProvider,
      at: services.clock.now(),
    });
    const baseline = await queueBaselineRun(tem, workspaceId, slice.profileIds, services.clock.now());
    const summary: ImportSummary = {
      contacts_upserted: slice.counts.contacts_upserted,
      accounts_upserted: slice.accountsUpserted,
      with_social: slice.counts.with_social,
      needs_social: slice.counts.needs_social,
      duplicates: deduped.duplicates + slice.counts.duplicates,
      invalid: contacts.rejected.length,
      profiles_created: slice.counts.profiles_created,
      profiles_linked: slice.counts.profiles_linked,
    };
    const row = await insertImport(
      tem,
      {
        workspaceId,
        source,
        fileName: options.fileName ?? null,
        summary,
        progress: { step: 'commit', done: deduped.rows.length, total: deduped.rows.length },
        baselineRunId: baseline?.id ?? null,
      },
      [{ type: 'COMMIT_INLINE' }, { type: 'COMMITTED' }],
      causeOf(caller),
      services.clock.now(),
    );
    const { invalid: _invalid, ...wireSummary } = summary;
    return { ...base, import_id: row.id, status: 'committed', poll: null, summary: wireSummary, baseline_run: baseline };
  });
}
