import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { CHECK_TRIGGERS, type CheckTrigger } from '../../domain/changes/types';
import { changeStartedAt, summariseLags } from '../../domain/freshness-report/lag';
import { em as fork, type Services } from '../context';
import type { Freshness, FreshnessFigures } from './freshness.schema';

/** The window GET /freshness looks at when `since` is not given. */
export const DEFAULT_WINDOW_DAYS = 90;

interface DetectedRow {
  trigger: CheckTrigger | null;
  detected_at: Date;
  to_started_on: string | null;
  previous_check: Date | null;
}

/**
 * The window's job changes (moved, promoted, left) with what led to their check and the check
 * before the one that found them (for a change with no stated start date).
 */
function detectedChanges(em: EntityManager, workspaceId: string, since: Date, until: Date): Promise<DetectedRow[]> {
  return query<DetectedRow>(
    em,
    `select ch.evidence->>'trigger' as trigger, ch.detected_at, ch.to_started_on,
            (select max(s.fetched_at) from snapshots s
              where s.profile_id = ch.profile_id
                and s.fetched_at < coalesce((select f.fetched_at from snapshots f where f.run_id = ch.run_id and f.profile_id = ch.profile_id),
                                            ch.detected_at)) as previous_check
       from changes ch
      where ch.workspace_id = ? and ch.detected_at > ? and ch.detected_at <= ? and ch.type in ('moved', 'promoted', 'left')`,
    [workspaceId, since, until],
  );
}

/** Check credits spent in the window per trigger (baseline checks excluded: a first look finds nothing). */
async function creditsByTrigger(em: EntityManager, workspaceId: string, since: Date, until: Date): Promise<Map<string, number>> {
  const rows = await query<{ trigger: string; n: string }>(
    em,
    `select coalesce(i.trigger, 'sweep') as trigger, coalesce(-sum(l.amount), 0) as n
       from credit_ledger l
       join runs r on r.id = l.run_id and r.kind <> 'baseline'
       left join run_items i on i.run_id = l.run_id and i.profile_id = l.profile_id
      where l.workspace_id = ? and l.kind = 'check' and l.created_at > ? and l.created_at <= ?
      group by 1`,
    [workspaceId, since, until],
  );
  return new Map(rows.map((r) => [r.trigger, Number(r.n)]));
}

function figures(rows: DetectedRow[], credits: number): FreshnessFigures {
  const lags: number[] = [];
  for (const r of rows) {
    const detectedAt = new Date(r.detected_at).getTime();
    const started = changeStartedAt({
      startedOn: r.to_started_on,
      previousCheckAt: r.previous_check ? new Date(r.previous_check).getTime() : null,
      detectedAt,
    });
    if (started !== null) lags.push(detectedAt - started);
  }
  const summary = summariseLags(lags);
  return {
    ...summary,
    changes: rows.length,
    credits,
    credits_per_change: rows.length > 0 ? Math.round((credits / rows.length) * 100) / 100 : null,
  };
}

/**
 * GET /freshness: for the job changes detected in the window, how long after they began the
 * service found them (p50 / p90 lag in days, the shares caught within 7 and 30 days) and the
 * check credits spent per change, overall and per trigger of the check that found them.
 */
export async function getFreshness(services: Services, workspaceId: string, q: { since?: string }): Promise<Freshness> {
  const em = fork(services);
  const until = services.clock.now();
  const since = q.since ? new Date(q.since) : new Date(until.getTime() - DEFAULT_WINDOW_DAYS * 86_400_000);
  const rows = await detectedChanges(em, workspaceId, since, until);
  const credits = await creditsByTrigger(em, workspaceId, since, until);
  const total = [...credits.values()].reduce((a, b) => a + b, 0);
  const byTrigger = Object.fromEntries(
    CHECK_TRIGGERS.map((t) => [t, figures(rows.filter((r) => (r.trigger ?? 'sweep') === t), credits.get(t) ?? 0)]),
  ) as Freshness['by_trigger'];
  return { since: since.toISOString(), until: until.toISOString(), ...figures(rows, total), by_trigger: byTrigger };
}
