import type { Services } from '../core/context';
import { startDueScheduledRuns } from '../core/runs/cadence';
import { type Loop, startLoop } from './loop';

/** Every `everyMs` (and at start), queues the scheduled runs that are due; `onStarted` when any were. */
export function startCadenceTicker(services: Services, everyMs: number, onStarted: () => void): Loop {
  return startLoop(async () => {
    try {
      if ((await startDueScheduledRuns(services)) > 0) onStarted();
    } catch (err) {
      services.log.error({ err }, 'cadence tick failed');
    }
    return false;
  }, everyMs);
}
