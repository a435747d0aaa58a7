import type { EntityManager } from '@mikro-orm/postgresql';

import type { ImportStatus } from '../../../machines';
import { uuidArray } from '../../db/bulk';
import { query } from '../../db/query';
import type { NormalisedAccount, NormalisedContact } from '../../domain/normalise';
import { NotFoundError } from '../../shared/errors';
import { iso } from '../../shared/schemas';
import { commitSlice } from '../contacts/upsert/commit-rows';
import type { Services } from '../context';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { inTransaction } from '../transaction';
import { transitionImport } from '../transitions/import-transition';
import { EMPTY_SUMMARY, type Import, type ImportSummary } from './import.schema';
import { importLease } from './import-lease';

/** A chunk that cannot commit: the worker marks that import failed instead of retrying forever. */
export class ImportChunkError extends Error {
  constructor(
    readonly importId: string,
    override readonly cause: unknown,
  ) {
    super(`import ${importId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Rows committed per transaction by the import worker (accounts first, then contacts). */
export const IMPORT_CHUNK = 500;

/** One worker chunk of a queued import, as stored in `import_chunks.rows` (JSON text). */
export interface ChunkPayload {
  crm_provider: string | null;
  accounts: NormalisedAccount[];
  contacts: NormalisedContact[];
}

interface ImportRow {
  id: string;
  source: Import['source'];
  status: ImportStatus;
  file_name: string | null;
  progress: Import['progress'];
  summary: ImportSummary | null;
  error: string | null;
  created_at: Date;
  committed_at: Date | null;
}

export async function getImport(services: Services, workspaceId: string, id: string): Promise<Import> {
  const em = services.orm.em.fork() as EntityManager;
  const [row] = await query<ImportRow>(
    em,
    `select id, source, status, file_name, progress, summary, error, created_at, committed_at
       from imports where workspace_id = ? and id = ?`,
    [workspaceId, id],
  );
  if (!row) throw new NotFoundError('import');
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    file_name: row.file_name,
    progress: row.progress,
    summary: row.status === 'committed' ? row.summary : null,
    error: row.error,
    created_at: iso(row.created_at),
    committed_at: iso(row.committed_at),
  };
}

/**
 * Advances one queued import by one chunk. Each chunk commits its rows, the running
 * summary and `rows_done` together and deletes its `import_chunks` row, so a crash at any
 * point resumes exactly where the last commit left off. Returns false when no import is waiting.
 */
export async function advanceQueuedImport(services: Services): Promise<boolean> {
  const em = services.orm.em.fork() as EntityManager;
  return inTransaction(em, async (tem) => {
    const [job] = (await importLease.claim(tem, { now: services.clock.now(), limit: 1 })).items;
    if (!job) return false;
    const payload: ChunkPayload = job.chunk ? (JSON.parse(job.chunk) as ChunkPayload) : { crm_provider: null, accounts: [], contacts: [] };
    const imp = { id: job.id, workspace_id: job.workspace_id, status: job.status };
    if (job.status === 'queued') imp.status = await transitionImport(tem, imp, [{ type: 'START' }], 'import', services.clock.now());
    const summary: ImportSummary = job.summary ?? { ...EMPTY_SUMMARY };
    const total = job.total ?? job.rows_done + payload.accounts.length + payload.contacts.length;
    const to = Math.min(total, job.rows_done + payload.accounts.length + payload.contacts.length);
    const slice = await commitSlice(tem, job.workspace_id, {
      accounts: payload.accounts,
      contacts: payload.contacts,
      crmProvider: payload.crm_provider,
      importId: job.id,
      at: services.clock.now(),
    }).catch((err: unknown) => {
      throw new ImportChunkError(job.id, err);
    });
    summary.contacts_upserted += slice.counts.contacts_upserted;
    // An account reached again by a later chunk was already counted.
    const counted = new Set(job.account_ids ?? []);
    const fresh = slice.accountIds.filter((id) => !counted.has(id));
    summary.accounts_upserted += fresh.length;
    summary.with_social += slice.counts.with_social;
    summary.needs_social += slice.counts.needs_social;
    summary.duplicates += slice.counts.duplicates;
    summary.profiles_created += slice.counts.profiles_created;
    summary.profiles_linked += slice.counts.profiles_linked;
    const profileIds = [...new Set([...(job.profile_ids ?? []), ...slice.profileIds])];

    let baselineRunId: string | null = null;
    // The last chunk: nothing after this one (a chunk that is missing counts as the end too).
    const last = to >= total || job.chunk === null;
    if (last) {
      imp.status = await transitionImport(tem, imp, [{ type: 'ROWS_DONE' }, { type: 'COMMITTED' }], 'import', services.clock.now());
      baselineRunId = (await queueBaselineRun(tem, job.workspace_id, profileIds, services.clock.now()))?.id ?? null;
    }
    const done = imp.status === 'committed';
    await query(tem, 'delete from import_chunks where import_id = ?::uuid and (seq = ?::int or ?::boolean)', [job.id, job.seq ?? -1, done]);
    const reached = done ? total : to;
    await importLease.settle(tem, '', [job.id], {
      values: [
        reached,
        JSON.stringify(summary),
        done ? 'commit' : 'contacts',
        reached,
        total,
        done,
        uuidArray([...counted, ...fresh]),
        done,
        uuidArray(profileIds),
        baselineRunId,
      ],
    });
    return true;
  });
}

export async function failImport(services: Services, id: string, error: string): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  await inTransaction(em, async (tem) => {
    const [imp] = await query<{ id: string; workspace_id: string; status: ImportStatus }>(tem, 'select id, workspace_id, status from imports where id = ? for update',
      [id],
    );
    if (!imp) return;
    await transitionImport(tem, imp, [{ type: 'FAIL', error }], 'import', services.clock.now());
    await query(
      tem,
      `with chunks as (delete from import_chunks where import_id = ?)
       update imports set error = ?, rows = null, worker_account_ids = null, worker_profile_ids = null where id = ?`,
      [id, error, id],
    );
  });
}
