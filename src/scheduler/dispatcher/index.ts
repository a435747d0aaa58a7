import type { Services } from '../../core/context';
import { defaultAdapters } from '../../core/notifications/adapters';
import type { NotificationAdapters } from '../../core/notifications/send-notification';
import { fanOutOutbox } from '../../core/webhooks/fan-out';
import type { Resolve } from '../../core/webhooks/url-guard';
import { startNotificationWorker } from './notification-worker';
import { startWebhookWorker } from './webhook-worker';

export interface DispatcherOptions {
  /** How often the loop wakes when nothing kicks it. Default 250 ms. */
  intervalMs?: number;
  /** Outbox events fanned out per transaction, at most (a burst starts at 64 and doubles). Default 500. */
  fanOutBatch?: number;
  /** Webhook requests in flight per endpoint. Default 4. */
  perEndpointConcurrency?: number;
  /** Deliveries claimed ahead per endpoint (queued or in flight). Default 16 × the concurrency, at least 64. */
  perEndpointHeld?: number;
  /** Deliveries claimed in all. Default 1,000. */
  maxHeld?: number;
  /** Delivery lease, renewed while held. Default 30 s. */
  leaseMs?: number;
  /** Success is a 2xx within this. Default 10 s. */
  timeoutMs?: number;
  /** Default: WEBHOOKS_ALLOW_LOOPBACK. */
  allowLoopback?: boolean;
  /** DNS for receivers (tests inject a rebinding resolver). */
  resolve?: Resolve;
  /** Slack, HubSpot and the play link; default: the real clients. */
  adapters?: NotificationAdapters;
  /** Randomness for retry jitter (tests pin it). */
  random?: () => number;
}

export interface Dispatcher {
  /** Wake the loop now (new outbox rows, time moved in a test ...). */
  kick(): void;
  /** Resolves once a pass finds nothing to fan out or send and nothing is in flight. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const USER_AGENT = 'JobChangeTracker-Webhooks/1.0';

/**
 * The outbox dispatcher (leader only): fans undispatched outbox events out into webhook
 * deliveries and notification rows, sends due deliveries (signed, retried on the
 * schedule) and notifications (chat alerts, CRM write-back). It makes a full pass every
 * `intervalMs` and at once when kicked; in between, it claims more deliveries whenever an
 * endpoint's queue runs low.
 */
export function startDispatcher(services: Services, options: DispatcherOptions = {}): Dispatcher {
  const interval = options.intervalMs ?? 250;
  const batch = options.fanOutBatch ?? 500;
  /**
   * Events fanned out in the next pass: a burst starts with a small batch (its first deliveries
   * go out sooner) and doubles up to `batch` while the events keep coming.
   */
  const firstBatch = Math.min(64, batch);
  let limit = firstBatch;
  /** The last fan-out took as many events as it asked for: more may be waiting. */
  let backlog = false;
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** A full pass (fan-out, notifications, deliveries) is wanted now. */
  let full = true;
  /** A claim of more deliveries is wanted now (an endpoint's queue ran low). */
  let refill = false;
  const kick = () => {
    full = true;
    wake?.();
  };
  const concurrency = options.perEndpointConcurrency ?? 4;
  const webhooks = startWebhookWorker(services, {
    perEndpointConcurrency: concurrency,
    perEndpointHeld: options.perEndpointHeld ?? Math.max(64, concurrency * 16),
    maxHeld: options.maxHeld ?? 1000,
    leaseMs: options.leaseMs ?? 30_000,
    timeoutMs: options.timeoutMs ?? 10_000,
    allowLoopback: options.allowLoopback ?? services.env.WEBHOOKS_ALLOW_LOOPBACK,
    userAgent: USER_AGENT,
    resolve: options.resolve,
    random: options.random,
    onCapacity: () => {
      refill = true;
      wake?.();
    },
  });
  const notifications = startNotificationWorker(services, {
    adapters: options.adapters ?? defaultAdapters(services),
    perConnection: 2,
    maxHeld: 64,
    leaseMs: 5 * 60_000,
    random: options.random,
    onRecorded: kick,
  });

  type Pass = { full: boolean; idle: boolean };
  /** Waiters are answered by the first full pass that starts after they asked. */
  let waiters: Array<{ after: number; resolve: (pass: Pass) => void }> = [];
  let passes = 0;
  let lastFull = 0;

  /** A full pass fans out and claims everything; a refill pass only claims more deliveries. */
  const pass = async (isFull: boolean): Promise<Pass> => {
    let fanned = 0;
    if (isFull || backlog) {
      // No more events than the roomiest endpoint can take now (a few at least, for the other
      // endpoints and the notifications): new deliveries are then leased as they are inserted
      // rather than inserted due and claimed in a second write.
      const take = Math.max(firstBatch, Math.min(limit, webhooks.room()));
      const result = await fanOutOutbox(services, take, stopped ? undefined : webhooks.budget());
      webhooks.adopt(result.claimed);
      fanned = result.events;
      backlog = fanned === take;
      if (backlog) {
        limit = Math.min(batch, limit * 2);
        // More waiting: come straight back for it while the worker took every delivery of this batch;
        // else the next refill (when an endpoint's queue runs low) or full pass fans out more.
        if (result.claimed.length === result.deliveries) refill = true;
      } else limit = firstBatch;
    }
    const deliveries = await webhooks.pass();
    const sent = isFull ? await notifications.pass() : 0;
    const idle = fanned === 0 && deliveries === 0 && sent === 0 && webhooks.held() === 0 && notifications.held() === 0;
    return { full: isFull, idle: isFull && idle };
  };

  const loop = (async () => {
    while (!stopped) {
      const isFull = full || Date.now() - lastFull >= interval;
      full = false;
      refill = false;
      const number = isFull ? ++passes : passes;
      if (isFull) lastFull = Date.now();
      let result: Pass = { full: isFull, idle: false };
      try {
        result = await pass(isFull);
      } catch (err) {
        services.log.error({ err }, 'dispatcher pass failed');
      }
      if (isFull) {
        const done = waiters.filter((w) => w.after < number);
        waiters = waiters.filter((w) => w.after >= number);
        for (const w of done) w.resolve(result);
      }
      if (stopped) break;
      if (full || refill) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, Math.max(1, interval - (Date.now() - lastFull)));
      });
      clearTimeout(timer);
      wake = undefined;
    }
  })();

  const nextPass = () =>
    new Promise<Pass>((resolve) => {
      waiters.push({ after: passes, resolve });
      kick();
    });

  return {
    kick,
    async drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if ((await nextPass()).idle) return;
        await new Promise((r) => setTimeout(r, 5));
      }
      throw new Error(`dispatcher not idle after ${timeoutMs} ms`);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
      await Promise.all([webhooks.stop(), notifications.stop()]);
      for (const w of waiters) w.resolve({ full: true, idle: true });
    },
  };
}
