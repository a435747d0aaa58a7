/**
 * Gauges that are database state, read on scrape: active runs by kind and status, lease lag
 * (how long the oldest due item of a running run has waited) and outbox depth per queue.
 * One statement per scrape, each part served by a partial index (runs_active_idx,
 * run_items_lease_idx, outbox_pending_idx, deliveries_endpoint_due_idx, notifications_due_idx);
 * scrapes within a second share one result.
 */
import { Gauge, type Registry } from 'prom-client';

import { RUN_KINDS } from '../../domain/vocabulary';

export const ACTIVE_RUN_STATUSES = ['queued', 'running', 'paused'] as const;
export const OUTBOX_QUEUES = ['events', 'webhook_deliveries', 'notifications'] as const;

export interface DbState {
  runs: Array<{ kind: string; status: string; count: number }>;
  leaseLagSeconds: number;
  outbox: Record<(typeof OUTBOX_QUEUES)[number], number>;
}

/** Runs a query and returns its rows (a pg pool's or MikroORM's `execute`). */
export type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

export const DB_STATE_SQL = `
select (select coalesce(json_agg(json_build_object('kind', kind, 'status', status, 'count', n)), '[]'::json)
          from (select kind, status, count(*)::int as n from runs
                 where status in ('queued','running','paused') group by kind, status) r) as runs,
       (select coalesce(extract(epoch from ?::timestamptz - min(oldest)), 0)::float8
          from (select (select i.updated_at from run_items i
                         where i.run_id = r.id and i.status = 'pending' order by i.id limit 1) as oldest
                  from runs r where r.status = 'running') o) as lease_lag_seconds,
       (select count(*)::int from outbox where dispatched_at is null) as events,
       (select count(*)::int from deliveries where status = 'pending') as webhook_deliveries,
       (select count(*)::int from notifications where status = 'pending') as notifications`;

export async function readDbState(query: Query, now: Date): Promise<DbState> {
  const [row] = await query(DB_STATE_SQL, [now.toISOString()]);
  const runs = (row?.runs ?? []) as DbState['runs'];
  return {
    runs,
    leaseLagSeconds: Math.max(0, Number(row?.lease_lag_seconds ?? 0)),
    outbox: {
      events: Number(row?.events ?? 0),
      webhook_deliveries: Number(row?.webhook_deliveries ?? 0),
      notifications: Number(row?.notifications ?? 0),
    },
  };
}

/** Registers the database gauges on `registry`; each scrape reads the state once (cached for `maxAgeMs`). */
export function registerDbGauges(registry: Registry, read: () => Promise<DbState>, maxAgeMs = 1000): void {
  let cached: { at: number; state: Promise<DbState> } | undefined;
  const state = (): Promise<DbState> => {
    if (!cached || Date.now() - cached.at > maxAgeMs) cached = { at: Date.now(), state: read() };
    return cached.state;
  };
  new Gauge({
    name: 'tracker_runs',
    help: 'Runs not yet finished, by kind and status (queued, running, paused)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const { runs } = await state();
      for (const kind of RUN_KINDS) for (const status of ACTIVE_RUN_STATUSES) this.set({ kind, status }, 0);
      for (const r of runs) this.set({ kind: r.kind, status: r.status }, r.count);
    },
  });
  new Gauge({
    name: 'tracker_lease_lag_seconds',
    help: 'How long the oldest due item of a running run has waited for its lease',
    registers: [registry],
    async collect() {
      this.set((await state()).leaseLagSeconds);
    },
  });
  new Gauge({
    name: 'tracker_outbox_depth',
    help: 'Work waiting in the outbox, by queue (events not yet fanned out, webhook deliveries, notifications)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const { outbox } = await state();
      for (const queue of OUTBOX_QUEUES) this.set({ queue }, outbox[queue]);
    },
  });
}
