import PQueue from 'p-queue';

import type { Services } from '../../core/context';
import {
  type AttemptResult,
  type ClaimBudget,
  claimDueDeliveries,
  type ClaimedDelivery,
  type EndpointChange,
  recordAttempts,
  setNextAttempt,
} from '../../core/webhooks/delivery-queue';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  EVENT_KEY_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from '../../core/webhooks/signature';
import type { Resolve } from '../../core/webhooks/url-guard';
import { openSigningSecret } from '../../core/webhooks/webhook.query';
import { iso } from '../../shared/schemas';
import { createWebhookSender } from './http-sender';

export interface WebhookWorkerOptions {
  /** Requests in flight per endpoint. */
  perEndpointConcurrency: number;
  /**
   * Deliveries claimed ahead per endpoint (queued or in flight; those being recorded do not
   * count). An endpoint that answers fast may hold more: what it takes in `holdMs`, up to
   * half of `maxHeld`, so a fast receiver is fed in large batches while a slow one keeps
   * this many.
   */
  perEndpointHeld: number;
  /** How much sending an endpoint may hold at its measured pace. Default 1 s. */
  holdMs?: number;
  /** Deliveries claimed in all. */
  maxHeld: number;
  /** Lease on a claimed delivery; renewed while held, so only a dead dispatcher's leases run out. */
  leaseMs: number;
  timeoutMs: number;
  allowLoopback: boolean;
  userAgent: string;
  resolve?: Resolve;
  random?: () => number;
  /** Results are recorded in one transaction per batch: when this many wait, or this long after the first. */
  recordBatch?: number;
  recordDelayMs?: number;
  /** Called when an endpoint's queue runs low (the dispatcher then claims more). */
  onCapacity?: () => void;
}

export interface WebhookWorker {
  /** Claims what the limits allow and queues it; returns how many were claimed. */
  pass(): Promise<number>;
  /** What may be taken on now (for fan-out to lease new deliveries straight away). */
  budget(): ClaimBudget;
  /** How many more deliveries the roomiest endpoint may take now (within what may be held in all). */
  room(): number;
  /** Queues deliveries leased elsewhere (by the fan-out) to this worker. */
  adopt(claimed: ClaimedDelivery[]): void;
  held(): number;
  stop(): Promise<void>;
}

/** The body a receiver gets: a ping marker, or the event with the delivery's id (`data` spliced in as stored). */
export function deliveryBody(d: ClaimedDelivery): string {
  if (d.event === 'ping') return JSON.stringify({ ping: true });
  const head = JSON.stringify({
    id: d.id,
    event: d.event,
    event_key: d.event_key,
    // Stored in UTC ISO form by the fan-out (older rows: any timestamptz text).
    created_at: d.created_at?.length === 24 && d.created_at.endsWith('Z') ? d.created_at : iso(d.created_at),
    workspace_id: d.workspace_id,
  });
  return `${head.slice(0, -1)},"data":${d.data_json ?? 'null'}}`;
}

/**
 * Sends claimed deliveries with p-queue: one queue per endpoint (so a slow receiver holds
 * only its own slots), a bound on everything held, results recorded in batches (one
 * transaction each) as they come in.
 */
export function startWebhookWorker(services: Services, options: WebhookWorkerOptions): WebhookWorker {
  const sender = createWebhookSender({
    allowLoopback: options.allowLoopback,
    timeoutMs: options.timeoutMs,
    connectionsPerOrigin: options.perEndpointConcurrency,
    resolve: options.resolve,
  });
  /** Every claimed delivery until its result is recorded. */
  const held = new Map<string, ClaimedDelivery>();
  /** Claimed deliveries not yet sent (queued or in flight), by endpoint: what the per-endpoint limit counts. */
  const waiting = new Map<string, number>();
  const recordBatch = options.recordBatch ?? 500;
  const recordDelayMs = options.recordDelayMs ?? 50;
  let recordTimer: NodeJS.Timeout | undefined;
  const queues = new Map<string, PQueue>();
  const secrets = new Map<string, string>();
  const disabled = new Set<string>();
  const results: AttemptResult[] = [];
  const releases: ClaimedDelivery[] = [];
  let flushing: Promise<void> | null = null;
  let stopped = false;

  const holdMs = options.holdMs ?? 1000;
  const maxCap = Math.max(options.perEndpointHeld, Math.floor(options.maxHeld / 2));
  /** Per endpoint: when its last attempt ended and the mean gap between attempts ending (ms, moving average). */
  const pace = new Map<string, { last: number; gap: number | null }>();
  /** How many deliveries an endpoint may hold: `holdMs` of sending at its pace, within [perEndpointHeld, maxHeld / 2]. */
  const capOf = (endpointId: string): number => {
    const gap = pace.get(endpointId)?.gap;
    if (gap == null) return options.perEndpointHeld;
    return Math.min(maxCap, Math.max(options.perEndpointHeld, Math.floor(holdMs / Math.max(gap, 0.01))));
  };
  const paced = (endpointId: string) => {
    const now = performance.now();
    const p = pace.get(endpointId);
    if (!p) {
      pace.set(endpointId, { last: now, gap: null });
      return;
    }
    // A pause (idle endpoint) counts as at most a second, so the pace recovers within a few dozen attempts.
    const gap = Math.min(now - p.last, 1000);
    p.gap = p.gap === null ? gap : p.gap * 0.9 + gap * 0.1;
    p.last = now;
  };

  const sent = (d: ClaimedDelivery, attempted = true) => {
    if (attempted) paced(d.endpoint_id);
    const n = (waiting.get(d.endpoint_id) ?? 1) - 1;
    if (n <= 0) waiting.delete(d.endpoint_id);
    else waiting.set(d.endpoint_id, n);
    if (n <= capOf(d.endpoint_id) / 2) options.onCapacity?.();
  };

  const applyChanges = (changes: EndpointChange[]) => {
    for (const c of changes) {
      if (c.status === 'disabled') {
        disabled.add(c.endpoint_id);
        services.log.warn({ endpointId: c.endpoint_id, failures: c.failure_count }, 'webhook endpoint disabled after consecutive failed deliveries');
      } else disabled.delete(c.endpoint_id);
    }
  };

  const flushOnce = async () => {
    const batch = results.splice(0, recordBatch);
    const released = releases.splice(0);
    try {
      if (released.length > 0) await setNextAttempt(services, released.map((d) => d.id), services.clock.now());
      if (batch.length > 0) applyChanges(await recordAttempts(services, batch, options.random));
    } catch (err) {
      // Not recorded: the leases run out and the deliveries are sent again (at least once).
      services.log.error({ err, deliveries: batch.length }, 'recording webhook deliveries failed');
    } finally {
      for (const r of batch) held.delete(r.delivery.id);
      for (const d of released) held.delete(d.id);
    }
  };

  const flush = (): Promise<void> => {
    if (recordTimer) clearTimeout(recordTimer);
    recordTimer = undefined;
    flushing ??= (async () => {
      while (results.length > 0 || releases.length > 0) await flushOnce();
    })().finally(() => {
      flushing = null;
      if (results.length > 0 || releases.length > 0) scheduleFlush();
    });
    return flushing;
  };

  /** Records at once when a batch is full, else shortly after the first result waits. */
  const scheduleFlush = () => {
    if (results.length + releases.length >= recordBatch) void flush();
    else recordTimer ??= setTimeout(() => void flush(), recordDelayMs);
  };

  const secretOf = (d: ClaimedDelivery): string => {
    let secret = secrets.get(d.secret_enc);
    if (secret === undefined) {
      secret = openSigningSecret(services, d.secret_enc);
      secrets.set(d.secret_enc, secret);
    }
    return secret;
  };

  const attempt = async (d: ClaimedDelivery): Promise<void> => {
    if (disabled.has(d.endpoint_id) && d.event !== 'ping') {
      releases.push(d);
      sent(d, false);
      scheduleFlush();
      return;
    }
    let outcome: { ok: boolean; status: number | null; error: string | null };
    try {
      const body = deliveryBody(d);
      // The signature's time is wall-clock time: receivers compare it with their own clock.
      const t = Math.floor(Date.now() / 1000);
      outcome = await sender.send(
        d.url,
        {
          'content-type': 'application/json',
          'user-agent': options.userAgent,
          [SIGNATURE_HEADER]: signatureHeader(secretOf(d), body, t),
          [EVENT_HEADER]: d.event,
          [EVENT_KEY_HEADER]: d.event_key,
          [DELIVERY_HEADER]: d.id,
        },
        body,
      );
    } catch (err) {
      outcome = { ok: false, status: null, error: `could not send: ${err instanceof Error ? err.message : String(err)}` };
    }
    results.push({ delivery: d, ...outcome, at: services.clock.now() });
    sent(d);
    scheduleFlush();
  };

  const queueFor = (endpointId: string): PQueue => {
    let queue = queues.get(endpointId);
    if (!queue) {
      queue = new PQueue({ concurrency: options.perEndpointConcurrency });
      queues.set(endpointId, queue);
      queue.on('idle', () => {
        if (queue?.size === 0 && queue.pending === 0 && !waiting.has(endpointId)) queues.delete(endpointId);
      });
    }
    return queue;
  };

  const renew = setInterval(() => {
    const stale = performance.now() - 60_000;
    for (const [id, p] of pace) if (p.last < stale) pace.delete(id);
    if (held.size === 0) return;
    const ids = [...held.keys()];
    setNextAttempt(services, ids, new Date(services.clock.now().getTime() + options.leaseMs)).catch((err: unknown) =>
      services.log.error({ err }, 'renewing webhook delivery leases failed'),
    );
  }, Math.max(250, Math.floor(options.leaseMs / 3)));
  renew.unref();

  const budget = (): ClaimBudget => ({
    held: waiting,
    perEndpoint: options.perEndpointHeld,
    caps: new Map([...pace.keys()].map((id) => [id, capOf(id)] as const).filter(([, cap]) => cap > options.perEndpointHeld)),
    limit: Math.max(0, options.maxHeld - held.size),
    leaseMs: options.leaseMs,
  });

  const adopt = (claimed: ClaimedDelivery[]) => {
    for (const d of claimed) {
      // Only active endpoints' deliveries are claimed (pings aside): it was re-enabled if we thought otherwise.
      if (d.event !== 'ping') disabled.delete(d.endpoint_id);
      held.set(d.id, d);
      waiting.set(d.endpoint_id, (waiting.get(d.endpoint_id) ?? 0) + 1);
      void queueFor(d.endpoint_id).add(() => attempt(d));
    }
  };

  return {
    async pass() {
      if (stopped) return 0;
      const claimed = await claimDueDeliveries(services, { ...budget(), heldIds: held.keys() });
      adopt(claimed);
      return claimed.length;
    },
    budget,
    room() {
      let most = options.perEndpointHeld;
      for (const id of new Set([...pace.keys(), ...waiting.keys()])) most = Math.max(most, capOf(id) - (waiting.get(id) ?? 0));
      return Math.max(0, Math.min(most, options.maxHeld - held.size));
    },
    adopt,
    held: () => held.size,
    async stop() {
      stopped = true;
      clearInterval(renew);
      await Promise.all([...queues.values()].map((q) => q.onIdle()));
      while (results.length > 0 || releases.length > 0 || flushing) await flush();
      if (recordTimer) clearTimeout(recordTimer);
      await sender.close();
    },
  };
}
