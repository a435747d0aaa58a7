import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList, insertMany } from '../../db/bulk';
import { query } from '../../db/query';
import { type DetectedChange, MIN_ALERT_CONFIDENCE } from '../../domain/changes';
import { schedulerMetrics } from '../../shared/metrics/scheduler-metrics';
import { CHANGE_SELECT, toChange } from '../changes/change.query';
import { enqueueEvents } from '../outbox/enqueue-event';
import { createPlaysForChanges, type RecordedChange } from '../plays/play-creation';


/** A change to record: who, from which run, when, and what detection found (with its evidence). */
export interface ChangeToRecord {
  profileId: string;
  runId: string;
  change: DetectedChange;
  detectedAt: Date;
}

const CHANGE_COLUMNS = {
  workspace_id: 'uuid', profile_id: 'uuid', run_id: 'uuid', type: 'text', from_company: 'text', from_title: 'text', to_company: 'text',
  to_title: 'text', to_started_on: 'text', detected_at: 'timestamptz', evidence: 'jsonb',
};

/**
 * Records a batch's changes, set-based: one insert (a retried batch records nothing twice),
 * the plays of every change recorded (created here, always: there is no batch without
 * plays), then one `contact.changed` event per change (low-confidence ones too: consumers
 * expect every Change, and its evidence says how sure it is), read after the plays so the
 * Change carries them. Returns the plays created.
 */
export async function recordChanges(
  em: EntityManager,
  workspaceId: string,
  changes: ChangeToRecord[],
): Promise<{ recorded: number; plays: number }> {
  const rows = changes.map(({ profileId, runId, change, detectedAt }) => ({
    workspace_id: workspaceId,
    profile_id: profileId,
    run_id: runId,
    type: change.type,
    from_company: change.from_company,
    from_title: change.from_title,
    to_company: change.to_company,
    to_title: change.to_title,
    to_started_on: change.to_started_on,
    detected_at: detectedAt.toISOString(),
    evidence: change.evidence,
  }));
  const inserted = await insertMany<{ id: string; profile_id: string; type: string; confidence: number | null }>(em, 'changes', CHANGE_COLUMNS, rows, {
    onConflict: 'on conflict (run_id, profile_id) where run_id is not null do nothing',
    returning: `id, profile_id, type, (evidence->>'confidence')::float8 as confidence`,
  });
  if (inserted.length === 0) return { recorded: 0, plays: 0 };
  for (const c of inserted) schedulerMetrics.changes.inc({ type: c.type });
  const position = new Map(rows.map((r, i) => [r.profile_id, i]));
  const recorded: RecordedChange[] = inserted
    .map((c) => ({
      id: c.id,
      profile_id: c.profile_id,
      workspace_id: workspaceId,
      low_confidence: c.confidence !== null && c.confidence < MIN_ALERT_CONFIDENCE,
    }))
    .sort((a, b) => position.get(a.profile_id)! - position.get(b.profile_id)!);
  const plays = await createPlaysForChanges(em, recorded);
  const stored = await query<Record<string, unknown>>(em, `${CHANGE_SELECT} where ${inJsonList('ch.id', 'uuid')}`, [
    JSON.stringify(recorded.map((c) => c.id)),
  ]);
  const byId = new Map(stored.map((c) => [c.id as string, c]));
  await enqueueEvents(
    em,
    recorded.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [{ workspaceId, event: 'contact.changed' as const, eventKey: `change:${c.id}`, data: toChange(row) }] : [];
    }),
  );
  return { recorded: recorded.length, plays };
}
