import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { ChangeVerdict } from '../../domain/vocabulary';
import { NotFoundError } from '../../shared/errors';
import { iso } from '../../shared/schemas';
import type { Services } from '../context';
import { em as fork } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction } from '../transaction';
import type { ChangeFeedback, ChangeFeedbackInput } from './feedback.schema';
import { applyVerdict, type JudgedChange, NO_EFFECTS, type StoredEffects, undoVerdict } from './feedback-effects';

type FeedbackRow = {
  id: string;
  change_id: string;
  verdict: ChangeVerdict;
  note: string | null;
  given_by: string;
  given_at: Date;
  replaced_at: Date | null;
  effects: Partial<StoredEffects> | string;
};

const FEEDBACK_COLUMNS = 'id, change_id, verdict, note, given_by, given_at, replaced_at, effects';

function storedEffects(row: FeedbackRow): StoredEffects {
  const raw = typeof row.effects === 'string' ? (JSON.parse(row.effects) as Partial<StoredEffects>) : row.effects;
  return { ...NO_EFFECTS, ...raw };
}

function toFeedback(row: FeedbackRow): ChangeFeedback {
  const e = storedEffects(row);
  return {
    id: row.id,
    change_id: row.change_id,
    verdict: row.verdict,
    note: row.note,
    given_by: row.given_by,
    given_at: iso(row.given_at)!,
    replaced_at: iso(row.replaced_at),
    effects: {
      aliases_learned: e.alias_pairs.length,
      aliases_forgotten: e.aliases_forgotten,
      contacts_to_review: e.contacts,
      plays_archived: e.plays,
      plays_restored: e.plays_restored,
    },
  };
}

async function lockChange(em: EntityManager, workspaceId: string, changeId: string): Promise<JudgedChange> {
  const [row] = await query<JudgedChange>(
    em,
    `select id, workspace_id, profile_id, type, from_company, to_company, evidence
       from changes where workspace_id = ?::uuid and id = ?::uuid for update`,
    [workspaceId, changeId],
  );
  if (!row) throw new NotFoundError('change');
  return row;
}

/**
 * A verdict's effect, given the verdict it replaces: the same verdict again keeps what the first
 * one did (nothing is undone and redone); another verdict first undoes the old one's reversible
 * effects, then carries out its own.
 */
async function settleEffects(
  ctx: Parameters<typeof applyVerdict>[0],
  verdict: ChangeVerdict,
  current: FeedbackRow | undefined,
): Promise<StoredEffects> {
  if (!current) return applyVerdict(ctx, verdict);
  const before = storedEffects(current);
  if (current.verdict === verdict) return { ...before, aliases_forgotten: 0, plays_restored: [] };
  const undone = await undoVerdict(ctx, before);
  return { ...(await applyVerdict(ctx, verdict)), ...undone };
}

/**
 * POST /changes/{id}/feedback (and the MCP tool, and a Slack button): records the verdict with
 * who gave it and carries out its effect in one transaction: wrong_company teaches the
 * workspace's alias memory, wrong_person sends the contact to review, not_a_job_change archives
 * the change's plays (status not_relevant). A second verdict replaces the first, which stays in
 * the history with `replaced_at`.
 */
export async function giveFeedback(
  services: Services,
  workspaceId: string,
  changeId: string,
  input: ChangeFeedbackInput,
  cause: TransitionCause,
): Promise<ChangeFeedback> {
  return inTransaction(services, async (em) => {
    const change = await lockChange(em, workspaceId, changeId);
    const now = services.clock.now();
    const [current] = await query<FeedbackRow>(
      em,
      `select ${FEEDBACK_COLUMNS} from change_feedback where change_id = ?::uuid and replaced_at is null for update`,
      [changeId],
    );
    const effects = await settleEffects({ em, change, cause, now }, input.verdict, current);
    const id = randomUUID();
    if (current) {
      await query(em, 'update change_feedback set replaced_at = ?::timestamptz, replaced_by = ?::uuid where id = ?::uuid', [now.toISOString(), id, current.id]);
    }
    const [row] = await query<FeedbackRow>(
      em,
      `insert into change_feedback (id, workspace_id, change_id, verdict, note, given_by, given_at, effects)
       values (?::uuid, ?::uuid, ?::uuid, ?, ?, ?, ?::timestamptz, ?::jsonb) returning ${FEEDBACK_COLUMNS}`,
      [id, workspaceId, changeId, input.verdict, input.note ?? null, cause, now.toISOString(), JSON.stringify(effects)],
    );
    return toFeedback(row!);
  });
}

/** GET /changes/{id}/feedback: every verdict on the change, the current one first. */
export async function listFeedback(services: Services, workspaceId: string, changeId: string): Promise<{ data: ChangeFeedback[] }> {
  const em = fork(services);
  const [change] = await query(em, 'select id from changes where workspace_id = ?::uuid and id = ?::uuid', [workspaceId, changeId]);
  if (!change) throw new NotFoundError('change');
  const rows = await query<FeedbackRow>(
    em,
    `select ${FEEDBACK_COLUMNS} from change_feedback where change_id = ?::uuid order by seq desc`,
    [changeId],
  );
  return { data: rows.map(toFeedback) };
}
