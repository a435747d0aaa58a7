import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';

import { type PlayStatus, playStatusMachine, statusesOf } from '../../../machines';
import { conditions } from '../../db/conditions';
import { type PageStatement, pageWithTotal } from '../../db/page-query';
import { query } from '../../db/query';
import { PLAY_TYPES, SEGMENTS } from '../../domain/vocabulary';
import { SegmentSchema } from '../../shared/enums';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { DateSchema, type Page, PageQuerySchema } from '../../shared/schemas';
import { likePattern } from '../contacts/contact.query';
import { type Services, statementEm } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction } from '../transaction';
import { transitionPlay } from '../transitions/play-transition';
import { allowedNextStatuses, PLAY_SELECT, toPlay } from './play.query';
import { type Play, PlayStatusSchema, PlayTypeSchema } from './play.schema';

export const PLAY_SORTS = ['person', 'detected', 'change', 'relationship', 'afit', 'cfit', 'email', 'play', 'status', 'owner'] as const;
export type PlaySort = (typeof PLAY_SORTS)[number];

const yesNo = z.enum(['yes', 'no']);

export const PlayListQuerySchema = PageQuerySchema.extend({
  type: PlayTypeSchema.optional(),
  status: PlayStatusSchema.optional().meta({ description: 'when given, archive plays are listed too' }),
  account_fit: yesNo.optional(),
  contact_fit: yesNo.optional(),
  owner: z.string().min(1).max(200).optional().meta({ description: 'CRM owner name (exact)' }),
  segment: SegmentSchema.optional(),
  since: DateSchema.optional().meta({ description: 'YYYY-MM-DD; plays detected on or after that day (UTC)' }),
  q: z.string().min(1).max(200).optional().meta({ description: 'search person name, company (old or new) and title' }),
  sort: z.enum(PLAY_SORTS).optional().meta({ description: 'default: open plays first, then newest first' }),
  dir: z.enum(['asc', 'desc']).optional().meta({ description: 'default desc for detected, afit, cfit; asc otherwise' }),
});
export type PlayListQuery = z.infer<typeof PlayListQuerySchema>;

export const PlayPatchSchema = z
  .strictObject({
    status: PlayStatusSchema.optional(),
    notes: z.string().max(10_000).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: 'send status or notes' })
  .meta({ id: 'PlayPatch' });
export type PlayPatch = z.infer<typeof PlayPatchSchema>;

/** Sorting by relationship, play or status follows the order of their vocabulary (and the machine's states). */
const STATUS_ORDER = statusesOf<PlayStatus>(playStatusMachine);
const rank = (column: string, order: readonly string[]) =>
  `case ${column} ${order.map((v, i) => `when '${v}' then ${i}`).join(' ')} else ${order.length} end`;

/** Each sort key as SQL expressions (all nulls last whatever the direction). */
const SORT_SQL: Record<PlaySort, string[]> = {
  person: [`lower(coalesce(pl.first_name, '') || ' ' || coalesce(pl.last_name, ''))`],
  detected: ['pl.detected_at'],
  change: [`lower(coalesce(pl.new_company, ''))`, `lower(coalesce(pl.new_title, ''))`],
  relationship: [rank('pl.segment', SEGMENTS)],
  afit: ['pl.account_fit'],
  cfit: ['pl.contact_fit'],
  email: ['lower(pl.email)'],
  play: [rank('pl.type', PLAY_TYPES)],
  status: [rank('pl.status', STATUS_ORDER)],
  owner: ['lower(pl.owner)'],
};
const DEFAULT_DESC: ReadonlySet<PlaySort> = new Set(['detected', 'afit', 'cfit']);

/** GET /plays' page statement for a query: its filter, its order, its name prefix (exported for the plan bench). */
export function playPageStatement(workspaceId: string, q: PlayListQuery): PageStatement {
  const where = conditions('pl.workspace_id = ?', workspaceId);
  const add = where.add;
  if (q.type) add('pl.type = ?', q.type);
  if (q.status) add('pl.status = ?', q.status);
  else if (q.type !== 'archive') add(`pl.type <> 'archive'`);
  if (q.account_fit) add(`pl.account_fit is ${q.account_fit === 'yes' ? 'true' : 'false'}`);
  if (q.contact_fit) add(`pl.contact_fit is ${q.contact_fit === 'yes' ? 'true' : 'false'}`);
  if (q.owner) add('pl.owner = ?', q.owner);
  if (q.segment) add('pl.segment = ?', q.segment);
  if (q.since) add(`pl.detected_at >= (?::date)::timestamp at time zone 'UTC'`, q.since);
  if (q.q) {
    const like = likePattern(q.q);
    add(
      `((coalesce(pl.first_name, '') || ' ' || coalesce(pl.last_name, '')) ilike ? or pl.old_company ilike ? or pl.new_company ilike ?
        or pl.old_title ilike ? or pl.new_title ilike ? or pl.account_name ilike ?)`,
      like, like, like, like, like, like,
    );
  }
  const sort = q.sort;
  const order = sort
    ? [
        ...SORT_SQL[sort].map((e) => `${e} ${q.dir ?? (DEFAULT_DESC.has(sort) ? 'desc' : 'asc')} nulls last`),
        'pl.detected_at desc',
        'pl.id desc',
      ]
    : [`(pl.status = 'open') desc`, 'pl.detected_at desc', 'pl.id desc'];
  const filter = where.sql();
  return {
    count: `select count(*) as n from plays pl where ${filter}`,
    rows: `${PLAY_SELECT} where ${filter} order by ${order.join(', ')}`,
    params: where.params,
    page: q,
    // Prepared once per connection, one name per filter and sort combination (PLAY_SELECT names its columns):
    // PostgreSQL planned this page 0.19 ms for 0.31 ms of execution (bench/RESULTS.md "Gateway round 11").
    prepare: 'plays_page',
  };
}

export async function listPlays(services: Services, workspaceId: string, q: PlayListQuery): Promise<Page<Play>> {
  // One statement outside a transaction: the shared statement EntityManager, not a fork per request.
  const { rows, total } = await pageWithTotal(statementEm(services), playPageStatement(workspaceId, q));
  return { data: rows.map(toPlay), page: q.page, page_size: q.page_size, total };
}

async function loadPlay(em: EntityManager, workspaceId: string, id: string, lock = false): Promise<Record<string, unknown>> {
  const [row] = await query<Record<string, unknown>>(
    em,
    `${PLAY_SELECT} where pl.workspace_id = ? and pl.id = ?${lock ? ' for update' : ''}`,
    [workspaceId, id],
  );
  if (!row) throw new NotFoundError('play');
  return row;
}

export async function getPlay(services: Services, workspaceId: string, id: string): Promise<Play> {
  return toPlay(await loadPlay(statementEm(services), workspaceId, id));
}

/**
 * PATCH /plays/{id}: `status` moves through the play-status machine (a refused move is a
 * 400 naming the allowed next statuses; `status_changed_at` is set when it changes);
 * `notes` replaces the notes (null clears them).
 */
export async function patchPlay(
  services: Services,
  workspaceId: string,
  id: string,
  patch: PlayPatch,
  cause: TransitionCause,
): Promise<Play> {
  return inTransaction(services, async (em) => {
    let row = await loadPlay(em, workspaceId, id, true);
    if (patch.status !== undefined) {
      const current = row.status as PlayStatus;
      const moved = await transitionPlay(em, { id, workspace_id: workspaceId, status: current }, patch.status, cause, services.clock.now());
      if (!moved.ok) {
        const allowed = allowedNextStatuses(current);
        throw new ValidationError(`A play cannot move from ${current} to ${patch.status}`, [
          { path: 'status', message: `cannot move from ${current} to ${patch.status}; allowed: ${allowed.join(', ') || 'none'}` },
        ]);
      }
      row = await loadPlay(em, workspaceId, id);
    }
    if (patch.notes === undefined) return toPlay(row);
    const [updated] = await query<Record<string, unknown>>(
      em,
      `update plays pl set notes = ? where pl.id = ? returning pl.*`,
      [patch.notes, id],
    );
    return toPlay(updated!);
  });
}
