import type { Services } from '../core/context';
import type { RunRow } from '../core/runs/run.query';
import { moveRun } from '../core/runs/run-execution.service';
import type { PauseReason } from '../core/runs/run-transitions';
import type { Pacer } from './pacer';

/** Pauses a run, with the time it may resume by itself that the pacer sets. */
export type RunPauser = (run: RunRow, reason: PauseReason, retryAfterMs?: number) => Promise<void>;

export function createRunPauser(services: Services, pacer: Pacer): RunPauser {
  return async (run, reason, retryAfterMs) => {
    const resumeAfter = pacer.resumeAfter(run.id, reason, services.clock.now(), retryAfterMs);
    await moveRun(services, run, { type: 'PAUSE', reason, resumeAfter });
  };
}
