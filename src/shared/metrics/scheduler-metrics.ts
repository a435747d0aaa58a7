/**
 * The scheduler's instruments (prom-client), one set per process, incremented where the work
 * happens: run engine and batch commit (items, credits, changes, plays), run transitions, the
 * outbox dispatcher (webhook deliveries, notifications) and leader election. Its database-state
 * gauges (runs by status, lease lag, outbox depth) are in db-gauges.ts.
 */
import { Counter, Gauge, Registry } from 'prom-client';

const registry = new Registry();

export const schedulerMetrics = {
  registry,
  itemsProcessed: new Counter({
    name: 'tracker_run_items_processed_total',
    help: 'Run items settled by a committed batch (one per profile checked)',
    registers: [registry],
  }),
  creditsCharged: new Counter({
    name: 'tracker_credits_charged_total',
    help: 'Workspace credits charged for completed checks',
    registers: [registry],
  }),
  changes: new Counter({
    name: 'tracker_changes_total',
    help: 'Job changes recorded, by change type',
    labelNames: ['type'] as const,
    registers: [registry],
  }),
  plays: new Counter({
    name: 'tracker_plays_total',
    help: 'Plays created, by play type',
    labelNames: ['type'] as const,
    registers: [registry],
  }),
  runTransitions: new Counter({
    name: 'tracker_run_transitions_total',
    help: 'Runs entering a status, by run kind and the status entered',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  }),
  deliveries: new Counter({
    name: 'tracker_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome (delivered, retry, failed) and attempt number',
    labelNames: ['outcome', 'attempt'] as const,
    registers: [registry],
  }),
  notifications: new Counter({
    name: 'tracker_notifications_total',
    help: 'Chat and CRM notifications, by channel and outcome (sent, skipped, retry, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  }),
  retentionDeleted: new Counter({
    name: 'tracker_retention_deleted_rows_total',
    help: 'Rows deleted by the retention pass, by table',
    labelNames: ['table'] as const,
    registers: [registry],
  }),
  leader: new Gauge({
    name: 'tracker_scheduler_leader',
    help: '1 while this scheduler holds the leadership lock, else 0',
    registers: [registry],
  }),
};
