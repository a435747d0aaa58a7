import pg from 'pg';

import type { Logger } from '../shared/logger';

/** One scheduler leader per database: a session-level advisory lock on a dedicated connection. */
export const LEADER_LOCK = 7_104_202_612;

export interface Leadership {
  /** Resolves when this process holds the lock. */
  acquired: Promise<void>;
  /** Called if the lock's connection is lost after acquiring: the process must stop leading. */
  onLost(fn: () => void): void;
  release(): Promise<void>;
}

export function acquireLeadership(url: string, log: Logger, retryMs = 2000): Leadership {
  let client: pg.Client | undefined;
  let released = false;
  const lostHandlers: Array<() => void> = [];
  const acquired = (async () => {
    while (!released) {
      client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LEADER_LOCK]);
        if (rows[0]?.ok) {
          client.on('end', () => {
            if (!released) lostHandlers.forEach((fn) => fn());
          });
          log.info('scheduler leadership acquired');
          return;
        }
        await client.end();
      } catch (err) {
        log.warn({ err }, 'leader election attempt failed');
        await client.end().catch(() => undefined);
      }
      log.debug('another scheduler leads; standing by');
      await new Promise((r) => setTimeout(r, retryMs));
    }
  })();
  return {
    acquired,
    onLost: (fn) => lostHandlers.push(fn),
    async release() {
      released = true;
      await client?.end().catch(() => undefined);
    },
  };
}
