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

/**
 * A standby waits for the lock inside PostgreSQL (`pg_advisory_lock`), not by polling: the
 * database grants a released lock to its waiters in the order they asked, so the standby that
 * has waited longest takes over the moment the leader's session ends (a kill -9 included),
 * and a scheduler started later queues behind it. TCP keepalive ends a wait whose connection
 * died silently; any failure is retried after `retryMs`.
 */
export function acquireLeadership(url: string, log: Logger, retryMs = 2000): Leadership {
  let client: pg.Client | undefined;
  let released = false;
  const lostHandlers: Array<() => void> = [];
  const acquired = (async () => {
    while (!released) {
      client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LEADER_LOCK]);
        if (!rows[0]?.ok) {
          log.debug('another scheduler leads; standing by');
          await client.query('select pg_advisory_lock($1)', [LEADER_LOCK]);
        }
        if (released) throw new Error('released while waiting');
        client.on('end', () => {
          if (!released) lostHandlers.forEach((fn) => fn());
        });
        log.info('scheduler leadership acquired');
        return;
      } catch (err) {
        if (released) break;
        log.warn({ err }, 'leader election attempt failed');
        await client.end().catch(() => undefined);
      }
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
