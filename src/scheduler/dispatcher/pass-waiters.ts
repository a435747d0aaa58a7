/** What one dispatcher pass found. */
export interface Pass {
  full: boolean;
  /** A full pass that found nothing to fan out or send and nothing in flight. */
  idle: boolean;
}

/** Callers waiting for a full pass: each is answered by the first full pass that starts after it asked. */
export class PassWaiters {
  private waiters: Array<{ after: number; resolve: (pass: Pass) => void }> = [];
  private passes = 0;

  /** A full pass starts; returns its number. */
  startPass(): number {
    return ++this.passes;
  }

  /** Resolves with the next full pass to start. */
  next(): Promise<Pass> {
    return new Promise<Pass>((resolve) => this.waiters.push({ after: this.passes, resolve }));
  }

  /** Full pass `number` ended with `result`. */
  answer(number: number, result: Pass): void {
    const done = this.waiters.filter((w) => w.after < number);
    this.waiters = this.waiters.filter((w) => w.after >= number);
    for (const w of done) w.resolve(result);
  }

  /** Answers everyone (the dispatcher stopped). */
  release(): void {
    for (const w of this.waiters) w.resolve({ full: true, idle: true });
    this.waiters = [];
  }
}
