import type { Services } from '../core/context';
import { advanceQueuedImport, failImport, ImportChunkError } from '../core/imports/import.service';

export interface Worker {
  /** Ask for a pass now rather than at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/** Drains queued imports chunk by chunk; sleeps `intervalMs` when idle. */
export function startImportWorker(services: Services, options: { intervalMs?: number } = {}): Worker {
  const interval = options.intervalMs ?? 500;
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      while (!stopped && (await advanceQueuedImport(services))) {
        // one chunk per transaction; keep going while work remains
      }
    } catch (err) {
      if (err instanceof ImportChunkError) {
        services.log.error({ err: err.cause, importId: err.importId }, 'import failed');
        await failImport(services, err.importId, err.message).catch(() => undefined);
      } else {
        services.log.error({ err }, 'import worker pass failed');
      }
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await pass();
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, interval);
      });
    }
  })();
  return {
    kick: () => wake?.(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
