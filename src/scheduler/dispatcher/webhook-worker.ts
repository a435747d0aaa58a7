import PQueue from 'p-queue';

import type { Services } from '../../core/context';
import {
  type ClaimBudget,
  claimDueDeliveries,
  type ClaimedDelivery,
  type EndpointChange,
  recordAttempts,
  releaseDeliveryLeases,
  renewDeliveryLeases,
} from '../../core/webhooks/delivery-queue';
import type { Resolve } from '../../core/webhooks/url-guard';
import { openSigningSecret } from '../../core/webhooks/webhook.query';
import { type AttemptRecorder, createAttemptRecorder } from './attempt-recorder';
import { createEndpointPacer, type EndpointPacer } from './endpoint-pacer';
import { createWebhookSender, type WebhookSender } from './http-sender';
import { startLeaseRenewer } from './lease-renewer';
import { sendSignedDelivery } from './signed-delivery';

export interface WebhookWorkerOptions {
  /** Requests in flight per endpoint. */
  perEndpointConcurrency: number;
  /**
   * Deliveries claimed ahead per endpoint (queued or in flight; those being recorded do not
   * count). An endpoint that answers fast may hold more: what it takes in `holdMs`, up to
   * half of `maxHeld` (see the endpoint pacer).
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

/** What the worker holds: every claimed delivery until recorded, and per endpoint those not yet sent. */
class Holdings {
  readonly held = new Map<string, ClaimedDelivery>();
  /** Claimed deliveries not yet sent (queued or in flight), by endpoint: what the per-endpoint limit counts. */
  readonly waiting = new Map<string, number>();

  take(d: ClaimedDelivery): void {
    this.held.set(d.id, d);
    this.waiting.set(d.endpoint_id, (this.waiting.get(d.endpoint_id) ?? 0) + 1);
  }

  /** The delivery left the endpoint's queue; returns how many that endpoint still has waiting. */
  sent(d: ClaimedDelivery): number {
    const n = (this.waiting.get(d.endpoint_id) ?? 1) - 1;
    if (n <= 0) this.waiting.delete(d.endpoint_id);
    else this.waiting.set(d.endpoint_id, n);
    return n;
  }

  settled(ids: string[]): void {
    for (const id of ids) this.held.delete(id);
  }
}

/** One p-queue per endpoint (so a slow receiver holds only its own slots), dropped when idle. */
function endpointQueues(concurrency: number, stillWaiting: (endpointId: string) => boolean) {
  const queues = new Map<string, PQueue>();
  return {
    add(endpointId: string, task: () => Promise<void>) {
      let queue = queues.get(endpointId);
      if (!queue) {
        const created = new PQueue({ concurrency });
        created.on('idle', () => {
          if (created.size === 0 && created.pending === 0 && !stillWaiting(endpointId)) queues.delete(endpointId);
        });
        queues.set(endpointId, created);
        queue = created;
      }
      void queue.add(task);
    },
    idle: () => Promise.all([...queues.values()].map((q) => q.onIdle())),
  };
}

/** Endpoints this worker knows to be disabled (their deliveries are released unsent; pings still go). */
function disabledEndpoints(services: Services) {
  const disabled = new Set<string>();
  return {
    has: (id: string) => disabled.has(id),
    enable: (id: string) => disabled.delete(id),
    apply(changes: EndpointChange[]) {
      for (const c of changes) {
        if (c.status !== 'disabled') {
          disabled.delete(c.endpoint_id);
          continue;
        }
        disabled.add(c.endpoint_id);
        services.log.warn({ endpointId: c.endpoint_id, failures: c.failure_count }, 'webhook endpoint disabled after consecutive failed deliveries');
      }
    },
  };
}

function recorderFor(services: Services, options: WebhookWorkerOptions, holdings: Holdings, onChanges: (c: EndpointChange[]) => void) {
  return createAttemptRecorder({
    batch: options.recordBatch ?? 500,
    delayMs: options.recordDelayMs ?? 50,
    record: (results) => recordAttempts(services, results, options.random),
    release: (ids) => releaseDeliveryLeases(services, ids),
    onChanges,
    onSettled: (ids) => holdings.settled(ids),
    onError: (err, deliveries) => services.log.error({ err, deliveries }, 'recording webhook deliveries failed'),
  });
}

/** The budget a claim or a fan-out may take on now. */
function budgetOf(options: WebhookWorkerOptions, holdings: Holdings, pacer: EndpointPacer): ClaimBudget {
  const caps = [...pacer.known()].map((id) => [id, pacer.capOf(id)] as const).filter(([, cap]) => cap > options.perEndpointHeld);
  return {
    held: holdings.waiting,
    perEndpoint: options.perEndpointHeld,
    caps: new Map(caps),
    limit: Math.max(0, options.maxHeld - holdings.held.size),
    leaseMs: options.leaseMs,
  };
}

function roomOf(options: WebhookWorkerOptions, holdings: Holdings, pacer: EndpointPacer): number {
  let most = options.perEndpointHeld;
  for (const id of new Set([...pacer.known(), ...holdings.waiting.keys()])) {
    most = Math.max(most, pacer.capOf(id) - (holdings.waiting.get(id) ?? 0));
  }
  return Math.max(0, Math.min(most, options.maxHeld - holdings.held.size));
}

interface AttemptDeps {
  services: Services;
  options: WebhookWorkerOptions;
  sender: WebhookSender;
  holdings: Holdings;
  pacer: EndpointPacer;
  recorder: AttemptRecorder;
  disabled: ReturnType<typeof disabledEndpoints>;
  secretOf: (d: ClaimedDelivery) => string;
}

/** Sends one delivery (or releases it when its endpoint is disabled) and hands the outcome to the recorder. */
async function attempt(deps: AttemptDeps, d: ClaimedDelivery): Promise<void> {
  const sent = (attempted: boolean) => {
    if (attempted) deps.pacer.ended(d.endpoint_id);
    if (deps.holdings.sent(d) <= deps.pacer.capOf(d.endpoint_id) / 2) deps.options.onCapacity?.();
  };
  if (deps.disabled.has(d.endpoint_id) && d.event !== 'ping') {
    sent(false);
    deps.recorder.releaseLater(d);
    return;
  }
  const outcome = await sendSignedDelivery(deps.sender, d, () => deps.secretOf(d), deps.options.userAgent);
  sent(true);
  deps.recorder.recordLater({ delivery: d, ...outcome, at: deps.services.clock.now() });
}

/** Opens each endpoint's signing secret once. */
function secretCache(services: Services): (d: ClaimedDelivery) => string {
  const secrets = new Map<string, string>();
  return (d) => {
    let secret = secrets.get(d.secret_enc);
    if (secret === undefined) {
      secret = openSigningSecret(services, d.secret_enc);
      secrets.set(d.secret_enc, secret);
    }
    return secret;
  };
}

/**
 * Sends claimed deliveries: one queue per endpoint, a bound on everything held (per
 * endpoint at its pace, and in all), leases renewed while held, results recorded in
 * batches as they come in.
 */
export function startWebhookWorker(services: Services, options: WebhookWorkerOptions): WebhookWorker {
  const sender = createWebhookSender({
    allowLoopback: options.allowLoopback,
    timeoutMs: options.timeoutMs,
    connectionsPerOrigin: options.perEndpointConcurrency,
    resolve: options.resolve,
  });
  const holdings = new Holdings();
  const pacer = createEndpointPacer(options);
  const disabled = disabledEndpoints(services);
  const recorder = recorderFor(services, options, holdings, (changes) => disabled.apply(changes));
  const deps: AttemptDeps = { services, options, sender, holdings, pacer, recorder, disabled, secretOf: secretCache(services) };
  const queues = endpointQueues(options.perEndpointConcurrency, (id) => holdings.waiting.has(id));
  const renewer = startLeaseRenewer({
    leaseMs: options.leaseMs,
    heldIds: () => [...holdings.held.keys()],
    renew: (ids, until) => renewDeliveryLeases(services, ids, until),
    now: () => services.clock.now(),
    onError: (err) => services.log.error({ err }, 'renewing webhook delivery leases failed'),
    onRound: () => pacer.prune(),
  });
  let stopped = false;

  const adopt = (claimed: ClaimedDelivery[]) => {
    for (const d of claimed) {
      // Only active endpoints' deliveries are claimed (pings aside): it was re-enabled if we thought otherwise.
      if (d.event !== 'ping') disabled.enable(d.endpoint_id);
      holdings.take(d);
      queues.add(d.endpoint_id, () => attempt(deps, d));
    }
  };

  return {
    async pass() {
      if (stopped) return 0;
      const claimed = await claimDueDeliveries(services, { ...budgetOf(options, holdings, pacer), heldIds: holdings.held.keys() });
      adopt(claimed);
      return claimed.length;
    },
    budget: () => budgetOf(options, holdings, pacer),
    room: () => roomOf(options, holdings, pacer),
    adopt,
    held: () => holdings.held.size,
    async stop() {
      stopped = true;
      renewer.stop();
      await queues.idle();
      await recorder.drain();
      await sender.close();
    },
  };
}
