import type { Logger } from '../shared/logger';

export interface PassLoop<R> {
  /** Starts a pass now (after the one running, if any). */
  kick(): void;
  /** One pass, after the one running; tests drive loops with it. */
  pass(): Promise<R>;
  /** Stops the timer and waits for the running pass. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs`, one pass at a time (a kick or a timer tick queues behind the
 * running pass). A failed timed pass is logged as `what` and the loop goes on.
 */
export function startPassLoop<R>(pass: () => Promise<R>, options: { everyMs: number; log: Logger; what: string; onStop?: () => void }): PassLoop<R> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => pass()).catch((err) => options.log.error({ err }, options.what));
    return running;
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  return {
    kick: () => void tick(),
    pass: () => {
      const next = running.then(() => pass());
      running = next.catch(() => undefined);
      return next;
    },
    async stop() {
      options.onStop?.();
      clearInterval(timer);
      await running;
    },
  };
}
