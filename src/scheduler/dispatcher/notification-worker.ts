import PQueue from 'p-queue';

import type { Services } from '../../core/context';
import type { NotificationAdapters } from '../../core/notifications/notification-adapters';
import {
  claimDueNotifications,
  type ClaimedNotification,
  recordNotification,
  renewNotificationLeases,
} from '../../core/notifications/notification-queue';
import { sendNotification } from '../../core/notifications/send-notification';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import { startLeaseRenewer } from './lease-renewer';

export interface NotificationWorkerOptions {
  adapters: NotificationAdapters;
  /** Calls in flight per workspace and service (Slack or HubSpot). */
  perConnection: number;
  maxHeld: number;
  leaseMs: number;
  random?: () => number;
  onRecorded?: () => void;
}

export interface NotificationWorker {
  pass(): Promise<number>;
  held(): number;
  stop(): Promise<void>;
}

/**
 * Chat alerts and CRM write-backs, one notification row at a time. Each workspace's Slack
 * and HubSpot connections have their own p-queue, and a failure is rescheduled (backoff or
 * Retry-After) rather than waited out, so one failing play never holds up the others.
 */
export function startNotificationWorker(services: Services, options: NotificationWorkerOptions): NotificationWorker {
  const held = new Map<string, ClaimedNotification>();
  const queues = new Map<string, PQueue>();
  let stopped = false;

  const queueFor = (n: ClaimedNotification): PQueue => {
    const key = `${n.workspace_id}:${n.channel === 'crm' ? 'crm' : 'chat'}`;
    let queue = queues.get(key);
    if (!queue) {
      queue = new PQueue({ concurrency: options.perConnection });
      queues.set(key, queue);
      queue.on('idle', () => queues.delete(key));
    }
    return queue;
  };

  const handle = async (n: ClaimedNotification) => {
    try {
      const outcome = await sendNotification(services, options.adapters, n).catch((err: unknown) => ({
        status: 'retry' as const,
        error: err instanceof Error ? err.message : String(err),
      }));
      schedulerMetrics.notifications.inc({ channel: n.channel, outcome: outcome.status });
      if (outcome.status === 'retry' || outcome.status === 'failed') {
        services.log.warn({ notificationId: n.id, channel: n.channel, playId: n.play_id, error: outcome.error }, 'notification failed');
      }
      await recordNotification(services, n, outcome, options.random);
    } catch (err) {
      services.log.error({ err, notificationId: n.id }, 'recording a notification failed');
    } finally {
      held.delete(n.id);
      options.onRecorded?.();
    }
  };

  const renewer = startLeaseRenewer({
    leaseMs: options.leaseMs,
    heldIds: () => [...held.keys()],
    renew: (ids, until) => renewNotificationLeases(services, ids, until),
    now: () => services.clock.now(),
    onError: (err) => services.log.error({ err }, 'renewing notification leases failed'),
  });

  return {
    async pass() {
      if (stopped) return 0;
      const claimed = await claimDueNotifications(services, {
        limit: options.maxHeld - held.size,
        leaseMs: options.leaseMs,
        heldIds: held.keys(),
      });
      for (const n of claimed) {
        held.set(n.id, n);
        void queueFor(n).add(() => handle(n));
      }
      return claimed.length;
    },
    held: () => held.size,
    async stop() {
      stopped = true;
      renewer.stop();
      await Promise.all([...queues.values()].map((q) => q.onIdle()));
    },
  };
}
