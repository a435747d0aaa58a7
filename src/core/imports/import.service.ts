import type { EntityManager } from '@mikro-orm/postgresql';

import { applyEvent, importMachine,type ImportStatus } from '../../../machines';
import { inJsonList } from '../../db/bulk';
import { NotFoundError } from '../../shared/errors';
import { commitSlice, type QueuedPayload } from '../contacts/upsert-contacts';
import type { Services } from '../context';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { iso } from '../shared/schemas';
import type { Import, ImportSummary } from './import.schema';

/** A chunk that cannot commit: the worker marks that import failed instead of retrying forever. */
export class ImportChunkError extends Error {
  constructor(
    readonly importId: string,
    override readonly cause: unknown,
  ) {
    super(`import ${importId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Rows committed per transaction by the import worker. */
export const IMPORT_CHUNK = 500;

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
  const [row] = await em.execute<ImportRow[]>(
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

const EMPTY: ImportSummary = {
  contacts_upserted: 0,
  accounts_upserted: 0,
  with_social: 0,
  needs_social: 0,
  duplicates: 0,
  invalid: 0,
  profiles_created: 0,
  profiles_linked: 0,
};

function move(status: ImportStatus, type: string): ImportStatus {
  const next = applyEvent(importMachine, status, { type });
  if (!next.ok) throw new Error(`import cannot ${type} from ${status}`);
  return next.status;
}

/**
 * Advances one queued import by one chunk. Each chunk commits its rows, the running
 * summary and `rows_done` together, so a crash at any point resumes exactly where the
 * last commit left off. Returns false when no import is waiting.
 */
export async function advanceQueuedImport(services: Services): Promise<boolean> {
  const em = services.orm.em.fork() as EntityManager;
  return em.transactional(async (tem) => {
    const [job] = await tem.execute<
      Array<{ id: string; workspace_id: string; status: ImportStatus; rows_done: number; summary: ImportSummary | null; payload: QueuedPayload }>
    >(
      `select id, workspace_id, status, rows_done, summary, rows as payload from imports
        where status in ('queued','running','committing') order by created_at limit 1 for update skip locked`,
    );
    if (!job) return false;
    const { payload } = job;
    const total = payload.accounts.length + payload.contacts.length;
    let status = job.status === 'queued' ? move('queued', 'START') : job.status;
    const summary: ImportSummary = job.summary ?? { ...EMPTY, duplicates: payload.duplicates, invalid: payload.invalid };
    const from = job.rows_done;
    const to = Math.min(total, from + IMPORT_CHUNK);
    const accounts = payload.accounts.slice(Math.min(from, payload.accounts.length), Math.min(to, payload.accounts.length));
    const contacts = payload.contacts.slice(Math.max(0, from - payload.accounts.length), Math.max(0, to - payload.accounts.length));
    const slice = await commitSlice(tem, job.workspace_id, {
      accounts,
      contacts,
      crmProvider: payload.crm_provider,
      importId: job.id,
    }).catch((err: unknown) => {
      throw new ImportChunkError(job.id, err);
    });
    summary.contacts_upserted += slice.counts.contacts_upserted;
    // An account reached again by a later chunk was already counted.
    const counted = new Set(payload.account_ids ?? []);
    const fresh = slice.accountIds.filter((id) => !counted.has(id));
    summary.accounts_upserted += fresh.length;
    summary.with_social += slice.counts.with_social;
    summary.needs_social += slice.counts.needs_social;
    summary.duplicates += slice.counts.duplicates;
    summary.profiles_created += slice.counts.profiles_created;
    summary.profiles_linked += slice.counts.profiles_linked;

    let baselineRunId: string | null = null;
    if (to >= total) {
      status = move(move(status, 'ROWS_DONE'), 'COMMITTED');
      const keys = payload.contacts.flatMap((c) => (c.social ? [c.social.key] : []));
      const profiles = await tem.execute<Array<{ id: string }>>(
        `select id from profiles where workspace_id = ? and ${inJsonList('social_key')}`,
        [job.workspace_id, JSON.stringify(keys)],
      );
      baselineRunId = (await queueBaselineRun(tem, job.workspace_id, profiles.map((p) => p.id)))?.id ?? null;
    }
    const done = status === 'committed';
    await tem.execute(
      `update imports set status = ?, rows_done = ?, summary = ?::jsonb,
         progress = jsonb_build_object('step', ?::text, 'done', ?::int, 'total', ?::int),
         rows = case when ? then null else jsonb_set(rows, '{account_ids}', ?::jsonb) end,
         baseline_run_id = coalesce(?, baseline_run_id),
         committed_at = case when ? then now() else committed_at end
       where id = ?`,
      [
        status,
        to,
        JSON.stringify(summary),
        done ? 'commit' : 'contacts',
        to,
        total,
        done,
        JSON.stringify([...counted, ...fresh]),
        baselineRunId,
        done,
        job.id,
      ],
      'run',
    );
    return true;
  });
}

export async function failImport(services: Services, id: string, error: string): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  await em.execute(`update imports set status = 'failed', error = ?, rows = null where id = ?`, [error, id], 'run');
}
