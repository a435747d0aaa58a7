/** Provider request counters, with a per-second breakdown over the last two minutes. */

export const STATS_WINDOW_SECONDS = 120;

export interface SecondStats {
  second: number;
  requests: number;
  rate_limited: number;
}

export interface StatsSnapshot {
  requests: number;
  rate_limited: number;
  errors_injected: number;
  per_second: SecondStats[];
}

export class SandboxStats {
  private requests = 0;
  private rateLimited = 0;
  private errorsInjected = 0;
  private readonly seconds = new Map<number, SecondStats>();

  constructor(private readonly clock: () => number = Date.now) {}

  private bucket(): SecondStats {
    const second = Math.floor(this.clock() / 1000);
    let entry = this.seconds.get(second);
    if (!entry) {
      entry = { second, requests: 0, rate_limited: 0 };
      this.seconds.set(second, entry);
      this.prune(second);
    }
    return entry;
  }

  private prune(currentSecond: number): void {
    for (const second of this.seconds.keys()) {
      if (second <= currentSecond - STATS_WINDOW_SECONDS) this.seconds.delete(second);
    }
  }

  recordRequest(): void {
    this.requests++;
    this.bucket().requests++;
  }

  recordRateLimited(): void {
    this.rateLimited++;
    this.bucket().rate_limited++;
  }

  recordInjectedError(): void {
    this.errorsInjected++;
  }

  snapshot(): StatsSnapshot {
    this.prune(Math.floor(this.clock() / 1000));
    return {
      requests: this.requests,
      rate_limited: this.rateLimited,
      errors_injected: this.errorsInjected,
      per_second: [...this.seconds.values()].sort((a, b) => a.second - b.second).map((s) => ({ ...s })),
    };
  }

  reset(): void {
    this.requests = 0;
    this.rateLimited = 0;
    this.errorsInjected = 0;
    this.seconds.clear();
  }
}
