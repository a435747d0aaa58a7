import type { AttemptResult, ClaimedDelivery, EndpointChange } from '../../core/webhooks/delivery-queue';

/** Records attempt results in batches (one transaction each) as they come in, and releases deliveries not attempted. */
export interface AttemptRecorder {
  recordLater(result: AttemptResult): void;
  /** A delivery not attempted (its endpoint is disabled): due again now. */
  releaseLater(delivery: ClaimedDelivery): void;
  /** Records everything still waiting. */
  drain(): Promise<void>;
}

export interface RecorderOptions {
  /** Results recorded together: when this many wait, or `delayMs` after the first. */
  batch: number;
  delayMs: number;
  record(results: AttemptResult[]): Promise<EndpointChange[]>;
  release(ids: string[]): Promise<void>;
  onChanges(changes: EndpointChange[]): void;
  /** These deliveries are recorded (or given up on): no longer held. */
  onSettled(ids: string[]): void;
  onError(err: unknown, deliveries: number): void;
}

export function createAttemptRecorder(options: RecorderOptions): AttemptRecorder {
  const results: AttemptResult[] = [];
  const releases: ClaimedDelivery[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | null = null;
  const waiting = () => results.length > 0 || releases.length > 0;

  const flushOnce = async () => {
    const batch = results.splice(0, options.batch);
    const released = releases.splice(0);
    try {
      if (released.length > 0) await options.release(released.map((d) => d.id));
      if (batch.length > 0) options.onChanges(await options.record(batch));
    } catch (err) {
      // Not recorded: the leases run out and the deliveries are sent again (at least once).
      options.onError(err, batch.length);
    } finally {
      options.onSettled([...batch.map((r) => r.delivery.id), ...released.map((d) => d.id)]);
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    flushing ??= (async () => {
      while (waiting()) await flushOnce();
    })().finally(() => {
      flushing = null;
      if (waiting()) schedule();
    });
    return flushing;
  };

  /** Records at once when a batch is full, else shortly after the first result waits. */
  const schedule = () => {
    if (results.length + releases.length >= options.batch) void flush();
    else timer ??= setTimeout(() => void flush(), options.delayMs);
  };

  return {
    recordLater(result) {
      results.push(result);
      schedule();
    },
    releaseLater(delivery) {
      releases.push(delivery);
      schedule();
    },
    async drain() {
      while (waiting() || flushing) await flush();
      if (timer) clearTimeout(timer);
    },
  };
}
