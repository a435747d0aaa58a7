import type { SchedulerConfig } from '../../config/env';

export interface RetentionPolicy {
  snapshotDays: number;
  deliveryDays: number;
  transitionDays: number;
  importChunkDays: number;
  batchSize: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { snapshotDays: 365, deliveryDays: 30, transitionDays: 180, importChunkDays: 1, batchSize: 5000 };

/** The policy from the scheduler's configuration (the RETENTION_* variables, src/config/variables.ts). */
export function retentionPolicy(env: Pick<SchedulerConfig, 'RETENTION_SNAPSHOT_DAYS' | 'RETENTION_DELIVERY_DAYS' | 'RETENTION_TRANSITION_DAYS' | 'RETENTION_IMPORT_CHUNK_DAYS' | 'RETENTION_BATCH_SIZE'>): RetentionPolicy {
  return {
    snapshotDays: env.RETENTION_SNAPSHOT_DAYS,
    deliveryDays: env.RETENTION_DELIVERY_DAYS,
    transitionDays: env.RETENTION_TRANSITION_DAYS,
    importChunkDays: env.RETENTION_IMPORT_CHUNK_DAYS,
    batchSize: env.RETENTION_BATCH_SIZE,
  };
}
