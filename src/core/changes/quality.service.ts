import { query } from '../../db/query';
import { type JudgedAlert, qualityOf } from '../../domain/quality/precision';
import type { Services } from '../context';
import { em as fork } from '../context';
import type { ChangeQuality, QualityQuery } from './quality.schema';

const DEFAULT_WINDOW_MS = 30 * 86_400_000;

/**
 * GET /changes/quality: for the alerts detected in [since, until) (changes that made a play
 * other than `archive`), how many got a verdict and how many of those were `correct`, overall,
 * by change type and by the rule in the change's evidence, with Wilson 95 % intervals.
 */
export async function changeQuality(services: Services, workspaceId: string, q: QualityQuery): Promise<ChangeQuality> {
  const until = q.until ? new Date(q.until) : services.clock.now();
  const since = q.since ? new Date(q.since) : new Date(until.getTime() - DEFAULT_WINDOW_MS);
  const rows = await query<JudgedAlert>(
    fork(services),
    `select ch.type, coalesce(ch.evidence->>'rule', 'unknown') as rule, f.verdict
       from changes ch
       left join change_feedback f on f.change_id = ch.id and f.replaced_at is null
      where ch.workspace_id = ?::uuid and ch.detected_at >= ?::timestamptz and ch.detected_at < ?::timestamptz
        and exists (select 1 from plays pl where pl.change_id = ch.id and pl.type <> 'archive')`,
    [workspaceId, since.toISOString(), until.toISOString()],
  );
  return { since: since.toISOString(), until: until.toISOString(), confidence_level: 0.95, ...qualityOf(rows) };
}
