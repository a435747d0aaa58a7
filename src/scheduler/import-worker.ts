import { fillContactSearch } from '../core/contacts/contact-search';
import type { Services } from '../core/context';
import { advanceQueuedImport, failImport, ImportChunkError } from '../core/imports/import.service';
import { type Loop, startLoop } from './loop';

export type Worker = Loop;

/** One chunk of the oldest queued import (one transaction), else one search backlog entry; true while work remains. A chunk that cannot commit fails its import. */
async function importPass(services: Services): Promise<boolean> {
  try {
    // A bulk import's search rows that its process did not live to fill (killed after its commit).
    return (await advanceQueuedImport(services)) || (await fillContactSearch(services));
  } catch (err) {
    if (err instanceof ImportChunkError) {
      services.log.error({ err: err.cause, importId: err.importId }, 'import failed');
      await failImport(services, err.importId, err.message).catch(() => undefined);
      return true;
    }
    services.log.error({ err }, 'import worker pass failed');
    return false;
  }
}

/** Drains queued imports chunk by chunk; sleeps `intervalMs` when idle. */
export function startImportWorker(services: Services, options: { intervalMs?: number } = {}): Worker {
  return startLoop(() => importPass(services), options.intervalMs ?? 500);
}
