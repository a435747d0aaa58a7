/**
 * The per-process provider limiter: the same scheduling rules as bottleneck's local
 * datastore for the options the checker uses (maxConcurrent, minTime, priorities, a
 * reservoir of 0 as a pause), at a fraction of its cost per job.
 *
 * bottleneck 2.19 runs every job through about ten promise-returning steps (its
 * transpiled async generators, the datastore's yield to the event loop, event
 * triggers) and a `setTimeout` even when the job may start at once: ≈ 0.2 CPU-ms per
 * upstream call in the checker's profile, a fifth of the checker's CPU. Cluster-wide
 * limits (REDIS_URL) still use bottleneck with its ioredis datastore (limits.ts).
 *
 * Rules, as in bottleneck:
 * - a job may start when fewer than `maxConcurrent` jobs are started (counting the ones
 *   booked and waiting for their start time) and the limiter is not paused;
 * - its start is booked at `max(now, previous booked start + minTime)`: the k-th start of
 *   a backlog is at `origin + k · minTime`, so timer lateness never accumulates and the
 *   achieved rate never exceeds `1000 / minTime` per second;
 * - queued jobs start by priority (0 first, 9 last), first in first out within one.
 */

/** What `stop()` rejects queued and booked jobs with (bottleneck's message). */
export class LimiterStoppedError extends Error {
  override readonly name = 'LimiterStoppedError';
  constructor() {
    super('This limiter has been stopped.');
  }
}

interface Job<T = unknown> {
  fn: () => Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

const PRIORITIES = 10;
const DEFAULT_PRIORITY = 5;

/** A FIFO queue on an array with a moving head (no O(n) shift). */
class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  drain(): T[] {
    const rest = this.items.slice(this.head) as T[];
    this.items = [];
    this.head = 0;
    return rest;
  }
}

export interface LocalLimiterOptions {
  maxConcurrent: number;
  /** Milliseconds between two starts; 0 = no rate limit. */
  minTimeMs: number;
  now?: () => number;
}

export class LocalLimiter {
  private readonly queues = Array.from({ length: PRIORITIES }, () => new Fifo<Job>());
  private queued = 0;
  private running = 0;
  private nextStart = 0;
  private paused = false;
  private stopped = false;
  private readonly bookedJobs = new Map<NodeJS.Timeout, Job>();
  private readonly now: () => number;

  constructor(private readonly options: LocalLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Jobs started or booked and not finished. */
  get inFlight(): number {
    return this.running;
  }

  /** Jobs waiting for a slot. */
  get waiting(): number {
    return this.queued;
  }

  schedule<T>(fn: () => Promise<T>, priority = DEFAULT_PRIORITY): Promise<T> {
    if (this.stopped) return Promise.reject(new LimiterStoppedError());
    const p = Number.isInteger(priority) ? Math.min(PRIORITIES - 1, Math.max(0, priority)) : DEFAULT_PRIORITY;
    return new Promise<T>((resolve, reject) => {
      this.queues[p]!.push({ fn, resolve, reject } as Job);
      this.queued++;
      this.drain();
    });
  }

  /** No job starts while paused (jobs already booked keep their start). */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (!paused) this.drain();
  }

  /** Rejects every queued and booked job; running ones finish. Later `schedule` calls reject. */
  stop(): void {
    this.stopped = true;
    const err = new LimiterStoppedError();
    for (const queue of this.queues) for (const job of queue.drain()) job.reject(err);
    this.queued = 0;
    for (const [timer, job] of this.bookedJobs) {
      clearTimeout(timer);
      this.running--;
      job.reject(err);
    }
    this.bookedJobs.clear();
  }

  private next(): Job | undefined {
    for (const queue of this.queues) {
      if (queue.length > 0) {
        this.queued--;
        return queue.shift();
      }
    }
    return undefined;
  }

  private drain(): void {
    while (!this.paused && !this.stopped && this.queued > 0 && this.running < this.options.maxConcurrent) {
      const job = this.next();
      if (!job) return;
      this.running++;
      const now = this.now();
      const wait = Math.max(0, this.nextStart - now);
      this.nextStart = now + wait + this.options.minTimeMs;
      if (wait <= 0) {
        this.execute(job);
      } else {
        const timer = setTimeout(() => {
          this.bookedJobs.delete(timer);
          this.execute(job);
        }, wait);
        this.bookedJobs.set(timer, job);
      }
    }
  }

  private execute(job: Job): void {
    let result: Promise<unknown>;
    try {
      result = job.fn();
    } catch (err) {
      result = Promise.reject(err);
    }
    Promise.resolve(result).then(
      (value) => {
        this.running--;
        job.resolve(value);
        this.drain();
      },
      (err: unknown) => {
        this.running--;
        job.reject(err);
        this.drain();
      },
    );
  }
}
