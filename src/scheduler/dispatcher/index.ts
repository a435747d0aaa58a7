import { DELIVERY_TIMINGS, NOTIFICATION_TIMINGS } from '../../../machines';
import { defaultAdapters } from '../../core/adapters';
import type { Services } from '../../core/context';
import type { NotificationAdapters } from '../../core/notifications/notification-adapters';
import { fanOutOutbox } from '../../core/webhooks/fan-out';
import type { Resolve } from '../../core/webhooks/url-guard';
import { createFanOutPlanner, type FanOutPlanner } from './fan-out-planner';
import { type NotificationWorker, startNotificationWorker } from './notification-worker';
import { type Pass, PassWaiters } from './pass-waiters';
import { startWebhookWorker, type WebhookWorker } from './webhook-worker';

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

interface Workers {
  webhooks: WebhookWorker;
  notifications: NotificationWorker;
}

/** The two senders; `refill` when an endpoint's queue runs low, `kick` when a notification is recorded. */
function startWorkers(services: Services, options: DispatcherOptions, wake: { refill(): void; kick(): void }): Workers {
  const concurrency = options.perEndpointConcurrency ?? 4;
  const webhooks = startWebhookWorker(services, {
    perEndpointConcurrency: concurrency,
    perEndpointHeld: options.perEndpointHeld ?? Math.max(64, concurrency * 16),
    maxHeld: options.maxHeld ?? 1000,
    leaseMs: options.leaseMs ?? DELIVERY_TIMINGS.leaseMs,
    timeoutMs: options.timeoutMs ?? 10_000,
    allowLoopback: options.allowLoopback ?? services.env.WEBHOOKS_ALLOW_LOOPBACK,
    userAgent: USER_AGENT,
    resolve: options.resolve,
    random: options.random,
    onCapacity: wake.refill,
  });
  const notifications = startNotificationWorker(services, {
    adapters: options.adapters ?? defaultAdapters(services),
    perConnection: 2,
    maxHeld: 64,
    leaseMs: NOTIFICATION_TIMINGS.leaseMs,
    random: options.random,
    onRecorded: wake.kick,
  });
  return { webhooks, notifications };
}

/**
 * One pass. A full pass fans out, claims due deliveries and notifications; a refill pass
 * claims more deliveries (and fans out while a backlog is known). `refill` asks for the
 * next pass at once: more events wait and the worker took every delivery of this batch.
 */
async function dispatchPass(
  services: Services,
  workers: Workers,
  planner: FanOutPlanner,
  full: boolean,
  leasing: boolean,
): Promise<{ pass: Pass; refill: boolean }> {
  const { webhooks, notifications } = workers;
  let fanned = 0;
  let refill = false;
  if (planner.wanted(full)) {
    const take = planner.take(webhooks.room());
    const result = await fanOutOutbox(services, take, leasing ? webhooks.budget() : undefined);
    webhooks.adopt(result.claimed);
    fanned = result.events;
    // Else the next refill (when an endpoint's queue runs low) or full pass fans out more.
    refill = planner.took(fanned, take) && result.claimed.length === result.deliveries;
  }
  const deliveries = await webhooks.pass();
  const sent = full ? await notifications.pass() : 0;
  const idle = fanned === 0 && deliveries === 0 && sent === 0 && webhooks.held() === 0 && notifications.held() === 0;
  return { pass: { full, idle: full && idle }, refill };
}

/** Sleeps until `ms` pass or `wake` is called. */
function wakeableSleep() {
  let wake: (() => void) | undefined;
  return {
    wake: () => wake?.(),
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }).finally(() => {
        wake = undefined;
      }),
  };
}

/**
 * The outbox dispatcher (leader only): fans undispatched outbox events out into webhook
 * deliveries and notification rows, sends due deliveries (signed, retried on the
 * schedule) and notifications (chat alerts, CRM write-back). It makes a full pass every
 * `intervalMs` and at once when kicked; in between, it claims more deliveries whenever an
 * endpoint's queue runs low.
 */
export function startDispatcher(services: Services, options: DispatcherOptions = {}): Dispatcher {
  const interval = options.intervalMs ?? 250;
  const planner = createFanOutPlanner(options.fanOutBatch ?? 500);
  const waiters = new PassWaiters();
  const sleeper = wakeableSleep();
  /** A full pass (fan-out, notifications, deliveries) is wanted now / a claim of more deliveries is. */
  const wanted = { full: true, refill: false };
  let stopped = false;
  let lastFull = 0;
  const kick = () => {
    wanted.full = true;
    sleeper.wake();
  };
  const refill = () => {
    wanted.refill = true;
    sleeper.wake();
  };
  const workers = startWorkers(services, options, { refill, kick });

  const turn = async () => {
    const full = wanted.full || Date.now() - lastFull >= interval;
    wanted.full = wanted.refill = false;
    const number = full ? waiters.startPass() : 0;
    if (full) lastFull = Date.now();
    let result: Pass = { full, idle: false };
    try {
      const done = await dispatchPass(services, workers, planner, full, !stopped);
      result = done.pass;
      if (done.refill) wanted.refill = true;
    } catch (err) {
      services.log.error({ err }, 'dispatcher pass failed');
    }
    if (full) waiters.answer(number, result);
  };

  const loop = (async () => {
    while (!stopped) {
      await turn();
      if (stopped) break;
      if (wanted.full || wanted.refill) continue;
      await sleeper.sleep(Math.max(1, interval - (Date.now() - lastFull)));
    }
  })();

  const nextPass = () => {
    const next = waiters.next();
    kick();
    return next;
  };

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
      sleeper.wake();
      await loop;
      await Promise.all([workers.webhooks.stop(), workers.notifications.stop()]);
      waiters.release();
    },
  };
}
