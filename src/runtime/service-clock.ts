import type { Env } from '../config/env';
import { readSandboxAdminClock } from '../core/adapters';
import type { TestClockStore } from '../core/freshness/test-clock-store';
import { type Clock, OffsetClock, systemClock } from '../shared/clock';
import type { Logger } from '../shared/logger';

const DAY_MS = 86_400_000;

/** The clock a service process schedules by, and how it keeps it. */
export interface ServiceClock {
  /** The scheduling clock (`Services.clock`). */
  clock: Clock;
  /** The sandbox whose admin clock it follows, or null (the wall clock). */
  following: string | null;
  /** Moves the clock to the offset the service last followed (its store), before anything reads it. Never throws. */
  restore(): Promise<void>;
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

const WALL: ServiceClock = { clock: systemClock, following: null, restore: async () => {}, sync: async () => false, onJump: () => () => {}, stop: () => {} };

/**
 * The offset kept in the service's store: restored at boot (a restarted service answers on the
 * clock it had, not the wall clock, while its sandbox is still starting), saved when it grows.
 * A store that fails is logged and tried again at the next read; the clock keeps running.
 */
function keptOffset(clock: OffsetClock, options: { log: Logger; store?: TestClockStore }): { restore(): Promise<void>; save(): Promise<void> } {
  const { store, log } = options;
  let stored = 0;
  return {
    async restore() {
      if (!store) return;
      try {
        stored = await store.load();
        if (clock.follow(stored)) log.info({ advanced_days: stored / DAY_MS, now: clock.now().toISOString() }, 'test clock restored');
      } catch (err) {
        log.warn({ err: String(err) }, 'cannot read the stored test clock; it follows the sandbox when it answers');
      }
    },
    async save() {
      if (!store || clock.offset <= stored) return;
      const offset = clock.offset;
      try {
        await store.save(offset);
        stored = Math.max(stored, offset);
      } catch (err) {
        log.warn({ err: String(err) }, 'cannot store the test clock; tried again at the next read');
      }
    },
  };
}

/**
 * The test clock (docs/decisions.md "Test clock"): with the sandbox as profile source the
 * service's clock runs ahead of the wall clock by the whole days the sandbox's world was
 * advanced (`GET /admin/clock` → `advanced_days`), read every `pollMs`, so every process
 * (gateway, scheduler) agrees on it and none goes back. With a real provider, or no sandbox
 * URL, it is the wall clock. A sandbox that cannot be read leaves the clock where it was.
 */
export function startServiceClock(sandboxUrl: string | null, options: { pollMs: number; log: Logger; store?: TestClockStore }): ServiceClock {
  if (!sandboxUrl) return WALL;
  const clock = new OffsetClock(systemClock);
  const kept = keptOffset(clock, options);
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
      await kept.save();
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
    restore: kept.restore,
    sync,
    onJump: (listener) => clock.onJump(() => listener()),
    stop: () => clearInterval(timer),
  };
}

/**
 * The clock of a process that reads the service's data but follows no sandbox (the CLI): the
 * offset the service last followed when the profile source is the sandbox, so what it stamps and
 * counts ("this month") agrees with the running service; the wall clock with a real provider.
 */
export async function storedServiceClock(env: Pick<Env, 'PROFILE_SOURCE'>, store: TestClockStore, log: Logger): Promise<Clock> {
  if (env.PROFILE_SOURCE !== 'sandbox') return systemClock;
  const clock = new OffsetClock(systemClock);
  await keptOffset(clock, { log, store }).restore();
  return clock;
}
