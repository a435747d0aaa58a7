import { z } from 'zod';

const days = (fallback: number) => z.coerce.number().int().min(0).max(36_500).default(fallback);

/**
 * How long each kind of row is kept, in days (0 keeps it forever), read by the scheduler with
 * its other settings. Positions follow their snapshots.
 */
export const retentionEnvShape = {
  /** Snapshots (and their positions) older than this go, except each profile's latest and those a change was detected from or against. */
  RETENTION_SNAPSHOT_DAYS: days(365),
  /** Webhook deliveries that ended (delivered or failed) this long ago. */
  RETENTION_DELIVERY_DAYS: days(30),
  /** Transition journal rows. */
  RETENTION_TRANSITION_DAYS: days(180),
  /** Chunks left behind by imports that finished (committed or failed) this long ago. */
  RETENTION_IMPORT_CHUNK_DAYS: days(1),
  /** Rows per delete statement. */
  RETENTION_BATCH_SIZE: z.coerce.number().int().min(100).max(50_000).default(5000),
  /** How often the leader runs the retention pass. */
  RETENTION_EVERY_MS: z.coerce.number().int().min(1000).default(3_600_000),
};

export interface RetentionPolicy {
  snapshotDays: number;
  deliveryDays: number;
  transitionDays: number;
  importChunkDays: number;
  batchSize: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { snapshotDays: 365, deliveryDays: 30, transitionDays: 180, importChunkDays: 1, batchSize: 5000 };

export function retentionPolicy(env: { [K in keyof typeof retentionEnvShape]: number }): RetentionPolicy {
  return {
    snapshotDays: env.RETENTION_SNAPSHOT_DAYS,
    deliveryDays: env.RETENTION_DELIVERY_DAYS,
    transitionDays: env.RETENTION_TRANSITION_DAYS,
    importChunkDays: env.RETENTION_IMPORT_CHUNK_DAYS,
    batchSize: env.RETENTION_BATCH_SIZE,
  };
}
