import type { EntityManager } from '@mikro-orm/postgresql';

import { boundQuery } from '../../db/bulk';
import type { NormalisedAccount, NormalisedContact } from '../../domain/normalise';
import type { Import, ImportSummary } from './import.schema';

/** Rows committed per transaction by the import worker (accounts first, then contacts). */
export const IMPORT_CHUNK = 500;

export const EMPTY_SUMMARY: ImportSummary = {
  contacts_upserted: 0,
  accounts_upserted: 0,
  with_social: 0,
  needs_social: 0,
  duplicates: 0,
  invalid: 0,
  profiles_created: 0,
  profiles_linked: 0,
};

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
  const chunks: ChunkPayload[] = [];
  const total = accounts.length + contacts.length;
  for (let from = 0; from < total; from += size) {
    const to = Math.min(total, from + size);
    chunks.push({
      crm_provider: crmProvider,
      accounts: accounts.slice(Math.min(from, accounts.length), Math.min(to, accounts.length)),
      contacts: contacts.slice(Math.max(0, from - accounts.length), Math.max(0, to - accounts.length)),
    });
  }
  // Never nothing to lease: an import with no rows left still gets its (empty) last chunk.
  if (chunks.length === 0) chunks.push({ crm_provider: crmProvider, accounts: [], contacts: [] });
  return chunks;
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
    [
      input.workspaceId,
      input.source,
      input.fileName,
      JSON.stringify(input.summary),
      total,
      ...chunks.map((c) => JSON.stringify(c)),
    ],
  );
  return row!.import_id;
}
