/**
 * Queueing an import: the validated rows cut into the chunks the import worker commits
 * (import.service.ts, one chunk per transaction), stored with the import row in one
 * transaction. Used by POST /contacts for a large body and by each batch of an import
 * assembled in this process (import-batches.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { NormalisedAccount, NormalisedContact } from '../../domain/normalise';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction } from '../transaction';
import { insertImport } from '../transitions/import-transition';
import type { Import, ImportSummary } from './import.schema';
import { type ChunkPayload, IMPORT_CHUNK } from './import.service';

/** Rows per `upsertContacts` call: the contract's maximum per POST /contacts. */
export const IMPORT_BATCH_ROWS = 1000;

export function batches<T>(rows: readonly T[], size = IMPORT_BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
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
 * Stores a queued import in one transaction: the `imports` row (moved by the import
 * machine's QUEUE from `draft` to `queued` and journalled, with its progress and the
 * counts known before any commit as the starting summary, which GET /imports shows only
 * once committed) and one `import_chunks` row per chunk.
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
  cause: TransitionCause,
  at: Date,
): Promise<string> {
  const chunks = chunkRows(input.accounts, input.contacts, input.crmProvider);
  const total = input.accounts.length + input.contacts.length;
  return inTransaction(em, async (tem) => {
    const { id } = await insertImport(
      tem,
      {
        workspaceId: input.workspaceId,
        source: input.source,
        fileName: input.fileName,
        summary: input.summary,
        progress: { step: 'queued', done: 0, total },
      },
      [{ type: 'QUEUE' }],
      cause,
      at,
    );
    const values = chunks.map((_, seq) => `(${seq}, ?::text)`).join(', ');
    await query(
      tem,
      `insert into import_chunks (import_id, seq, rows) select ?::uuid, c.seq, c.rows from (values ${values}) as c(seq, rows)`,
      [id, ...chunks.map((c) => JSON.stringify(c))],
    );
    return id;
  });
}
