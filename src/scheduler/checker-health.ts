/**
 * The leader's view of the checker's health (grpc.health.v1, polled): when it answers
 * SERVING after it did not (a checker that lost Redis, or was unreachable), `onRecovered`
 * runs, so runs paused as `upstream` resume then instead of at the end of their backoff.
 * With several replicas behind the address, each poll asks the next one (round robin).
 */
import { ROUND_ROBIN } from '../grpc/channel-options';
import { createHealthClient } from '../grpc/health-client';
import type { Logger } from '../shared/logger';

export interface CheckerHealthOptions {
  /** The checker address (as CHECKER_URL). */
  address: string;
  /** Between two polls. Default 1 s. Each poll waits at least 1 s for its answer (the first one also connects). */
  everyMs?: number;
  onRecovered: () => void;
  log: Logger;
}

export function watchCheckerHealth(options: CheckerHealthOptions): { stop(): void } {
  const everyMs = options.everyMs ?? 1_000;
  const deadlineMs = Math.max(everyMs, 1_000);
  const client = createHealthClient(options.address, ROUND_ROBIN);
  let down = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async (): Promise<void> => {
    const serving = await client
      .check('', { deadline: new Date(Date.now() + deadlineMs) })
      .then((res) => res.status === 'SERVING')
      .catch(() => false);
    if (!serving && !down) options.log.warn({ checker: options.address }, 'checker not serving');
    if (serving && down) {
      options.log.info({ checker: options.address }, 'checker serving again');
      options.onRecovered();
    }
    down = !serving;
    if (!stopped) timer = setTimeout(() => void poll(), everyMs);
  };
  void poll();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      client.close();
    },
  };
}
