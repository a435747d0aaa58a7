import type { EntityManager } from '@mikro-orm/postgresql';

import { type ImportEvent, importMachine, type ImportStatus } from '../../../machines';
import { query } from '../../db/query';
import type { TransitionCause, TransitionRow } from '../journal/record-transition';
import { create, decide, journal, journalRefused, type Lifecycle } from './lifecycle';

export const IMPORT_LIFECYCLE: Lifecycle = { resource: 'import', machine: importMachine };

const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);

export type ImportRef = { id: string; workspace_id: string; status: ImportStatus };

/** An import the machine would not move: a programming error in the caller, journalled as refused. */
export class ImportMoveRefused extends Error {
  constructor(id: string, event: string, status: ImportStatus) {
    super(`import ${id} cannot ${event} from ${status}`);
  }
}

/** Columns written with a move (each kept when not given). */
export type ImportColumns = { summary?: object; error?: string; progress?: object };

/**
 * Sends `events` in order to an import (read FOR UPDATE by the caller), in the caller's
 * transaction: writes the status (`committed_at` on `committed`, and `columns`) and one
 * journal row per event. A refused event is journalled as refused and throws
 * {@link ImportMoveRefused}.
 */
export async function transitionImport(
  em: EntityManager,
  imp: ImportRef,
  events: readonly ImportEvent[],
  cause: TransitionCause,
  at: Date,
  columns: ImportColumns = {},
): Promise<ImportStatus> {
  let status = imp.status;
  const rows: TransitionRow[] = [];
  for (const event of events) {
    const d = decide<ImportStatus, object>(IMPORT_LIFECYCLE, { id: imp.id, workspaceId: imp.workspace_id, status }, event, cause);
    if (!d.ok) {
      await journalRefused(em, [d.journal], at);
      throw new ImportMoveRefused(imp.id, event.type, status);
    }
    rows.push(d.journal);
    status = d.status;
  }
  if (status !== imp.status) {
    await query(
      em,
      `update imports set status = ?, summary = coalesce(?::jsonb, summary), error = coalesce(?, error),
              progress = coalesce(?::jsonb, progress),
              committed_at = case when ? = 'committed' then now() else committed_at end
        where id = ?::uuid and status = ?`,
      [status, json(columns.summary), columns.error ?? null, json(columns.progress), status, imp.id, imp.status],
    );
  }
  await journal(em, rows, at);
  return status;
}

/** The columns a new import row is given besides its status. */
export type NewImport = {
  workspaceId: string;
  source: string;
  fileName?: string | null;
  summary?: object | null;
  progress?: object | null;
  baselineRunId?: string | null;
};

/**
 * Inserts an import in the status its creating events lead to from `draft` (e.g.
 * `COMMIT_INLINE, COMMITTED` for a small API import committed in its request) and journals
 * them, in the caller's transaction.
 */
export async function insertImport(
  em: EntityManager,
  imp: NewImport,
  events: readonly ImportEvent[],
  cause: TransitionCause,
  at: Date,
): Promise<{ id: string; status: ImportStatus }> {
  const status = create<ImportStatus>(IMPORT_LIFECYCLE, { id: '', workspaceId: imp.workspaceId }, [...events], cause).status;
  const [row] = await query<{ id: string }>(
    em,
    `insert into imports (workspace_id, source, status, file_name, summary, progress, baseline_run_id, committed_at)
     values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, case when ? = 'committed' then now() end) returning id`,
    [
      imp.workspaceId,
      imp.source,
      status,
      imp.fileName ?? null,
      json(imp.summary),
      json(imp.progress),
      imp.baselineRunId ?? null,
      status,
    ],
  );
  const id = row!.id;
  await journal(em, create(IMPORT_LIFECYCLE, { id, workspaceId: imp.workspaceId }, [...events], cause).journal, at);
  return { id, status };
}
