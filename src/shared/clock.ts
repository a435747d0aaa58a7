/** The one source of time. Tests and the sandbox replace it to move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The test clock: a base clock (the wall clock) plus an offset that only grows. The service's
 * scheduling follows the sandbox's admin clock through it (src/runtime/service-clock.ts sets
 * the offset to the days the sandbox has advanced), so `tracker demo advance --days 90` moves
 * cadence, second looks, retries and the budget's month with the world. The offset never goes
 * back: a sandbox restarted younger is not followed into the past.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<(offsetMs: number) => void>();

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** How far ahead of the base clock this clock runs, in ms. */
  get offset(): number {
    return this.offsetMs;
  }

  /** Runs `offsetMs` ahead of the base clock from now on, unless that is behind; returns whether it moved. */
  follow(offsetMs: number): boolean {
    if (!Number.isFinite(offsetMs) || offsetMs <= this.offsetMs) return false;
    this.offsetMs = offsetMs;
    for (const listener of this.listeners) listener(offsetMs);
    return true;
  }

  /** Calls `listener` each time the clock jumps forward; returns the unsubscribe. */
  onJump(listener: (offsetMs: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
