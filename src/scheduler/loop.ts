/** A loop that runs a pass, sleeps, and runs again; a kick cuts the sleep short. */
export interface Loop {
  /** Ask for a pass now rather than at the next tick. */
  kick(): void;
  /** Stops after the pass under way (if any); resolves when it has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` until stopped. A pass that returns true found work and is run again at once;
 * otherwise the loop sleeps `intervalMs` (or until kicked). `pass` must not throw: it is
 * the caller's to log its failures.
 */
export function startLoop(pass: () => Promise<boolean>, intervalMs: number): Loop {
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, intervalMs);
    }).finally(() => {
      clearTimeout(timer);
      wake = undefined;
    });
  const running = (async () => {
    while (!stopped) {
      if (await pass()) continue;
      if (!stopped) await sleep();
    }
  })();
  return {
    kick: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
