/**
 * How far behind the gateway's event loop is (issue #25, round 8). Under overload the wait is not
 * in the admission queue but before it: a request's bytes sit in its socket until the loop comes
 * round to read them, and a turn that works through hundreds of requests is hundreds of
 * milliseconds long. Node gives no arrival time for a request's first byte; what is known is that
 * a request read in this turn arrived before the turn polled its sockets, so it is at least as old
 * as the time since the turn began.
 *
 * A tick every TICK_MS marks turns: it runs in the timers phase at the start of a turn, and when
 * turns are longer than a tick (the only case that matters here) it runs in every one, so the
 * last tick is this turn's start and the ticks before it the previous turns'.
 */
const TICK_MS = 5;

export interface Backlog {
  /** How long a request must at least have waited (this turn has run that long) to be shed, ms. */
  maxAgeMs: number;
  /** Requests the previous turn read, at least: the requests are what keeps the loop behind. */
  minRequestsPerTurn: number;
}

/** The turns' start times and request counts; `now` comes from the caller (performance.now in the gateway). */
export class TurnClock {
  private lastTick: number;
  private prevTick: number;
  private olderTick: number;
  /** Requests seen since the last tick, and between the two before it. */
  private requestsNow = 0;
  private requestsPrev = 0;

  constructor(now: number) {
    this.lastTick = this.prevTick = this.olderTick = now;
  }

  tick(now: number): void {
    this.olderTick = this.prevTick;
    this.prevTick = this.lastTick;
    this.lastTick = now;
    this.requestsPrev = this.requestsNow;
    this.requestsNow = 0;
  }

  /**
   * Counts a request and tells whether to shed it: it has waited at least `maxAgeMs` (this turn
   * has run that long since it polled the sockets), the two turns before were at least that long
   * too, and the previous one read at least `minRequestsPerTurn` requests. One long turn (a garbage
   * collection, a bulk import's parse, the process descheduled on a busy machine) is not overload,
   * and the requests it held up are served; neither is a loop kept busy by other work than
   * requests (shedding them would not help it). Turn after turn that long, filled with requests,
   * is: they keep arriving faster than they are answered.
   */
  tooOld(now: number, backlog: Backlog): boolean {
    this.requestsNow++;
    return (
      now - this.lastTick >= backlog.maxAgeMs &&
      this.lastTick - this.prevTick >= backlog.maxAgeMs &&
      this.prevTick - this.olderTick >= backlog.maxAgeMs &&
      this.requestsPrev >= backlog.minRequestsPerTurn
    );
  }
}

let clock: TurnClock | undefined;

/** Starts the one turn clock of this process (idempotent; its tick is unref'd, so it never keeps a process alive). */
export function startTurnClock(): void {
  if (clock) return;
  const started = new TurnClock(performance.now());
  setInterval(() => started.tick(performance.now()), TICK_MS).unref();
  clock = started;
}

/** `TurnClock.tooOld` on this process's clock (started by `startTurnClock`). */
export function requestTooOld(backlog: Backlog): boolean {
  return clock?.tooOld(performance.now(), backlog) ?? false;
}
