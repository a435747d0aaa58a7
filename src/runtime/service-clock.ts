import type { Env } from '../config/env';
import { readSandboxAdminClock } from '../core/adapters';
import { type Clock, OffsetClock, systemClock } from '../shared/clock';
import type { Logger } from '../shared/logger';

const DAY_MS = 86_400_000;

/** The clock a service process schedules by, and how it keeps it. */
export interface ServiceClock {
  /** The scheduling clock (`Services.clock`). */
  clock: Clock;
  /** The sandbox whose admin clock it follows, or null (the wall clock). */
  following: string | null;
  /** Reads the sandbox's clock now (a read that started before the call does not count); resolves true when the clock jumped. Never throws. */
  sync(): Promise<boolean>;
  /** Calls `listener` after each jump (the scheduler kicks its loops). */
  onJump(listener: () => void): () => void;
  stop(): void;
}

/** The sandbox a process's clock follows: the profile source when it is the sandbox at a configured URL. */
export function followedSandbox(env: Pick<Env, 'PROFILE_SOURCE' | 'PROFILE_SOURCE_URL'>): string | null {
  return env.PROFILE_SOURCE === 'sandbox' && env.PROFILE_SOURCE_URL ? env.PROFILE_SOURCE_URL : null;
}

const WALL: ServiceClock = { clock: systemClock, following: null, sync: async () => false, onJump: () => () => {}, stop: () => {} };

/**
 * The test clock (docs/decisions.md "Test clock"): with the sandbox as profile source the
 * service's clock runs ahead of the wall clock by the whole days the sandbox's world was
 * advanced (`GET /admin/clock` → `advanced_days`), read every `pollMs`, so every process
 * (gateway, scheduler) agrees on it and none goes back. With a real provider, or no sandbox
 * URL, it is the wall clock. A sandbox that cannot be read leaves the clock where it was.
 */
export function startServiceClock(sandboxUrl: string | null, options: { pollMs: number; log: Logger }): ServiceClock {
  if (!sandboxUrl) return WALL;
  const clock = new OffsetClock(systemClock);
  const startedAt = Date.now();
  let answered = false;
  let failing = false;
  let inFlight: Promise<boolean> | undefined;
  const read = async (): Promise<boolean> => {
    try {
      const reading = await readSandboxAdminClock(sandboxUrl);
      if (failing && answered) options.log.info({ sandbox: sandboxUrl }, 'the sandbox clock answers again');
      failing = false;
      answered = true;
      const jumped = clock.follow(reading.advanced_days * DAY_MS);
      if (jumped) options.log.debug({ advanced_days: reading.advanced_days, now: clock.now().toISOString() }, 'test clock moved');
      return jumped;
    } catch (err) {
      // A sandbox still starting (npm start's gateway boots before its children) is not worth a warning.
      const late = answered || Date.now() - startedAt > 60_000;
      if (!failing && late) options.log.warn({ err: String(err), sandbox: sandboxUrl }, 'cannot read the sandbox clock; the test clock stays where it is');
      failing = late;
      return false;
    }
  };
  // A read already in flight may have left before the caller's advance: a sync asked meanwhile reads again after it.
  let queued: Promise<boolean> | undefined;
  const start = () => (inFlight = read().finally(() => (inFlight = undefined)));
  const sync = (): Promise<boolean> => {
    if (!inFlight) return start();
    return (queued ??= inFlight.then(() => {
      queued = undefined;
      return start();
    }));
  };
  const timer = setInterval(() => void sync(), options.pollMs);
  timer.unref();
  return {
    clock,
    following: sandboxUrl,
    sync,
    onJump: (listener) => clock.onJump(() => listener()),
    stop: () => clearInterval(timer),
  };
}
