import { z } from 'zod';

import { ChangeListQuerySchema, listChanges } from '../../core/changes/changes.service';
import { getPlay, listPlays, patchPlay, PlayListQuerySchema, PlayPatchSchema } from '../../core/plays/plays.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, parseWith, tool } from '../tool-kit';

export const playTools = [
  tool({
    name: 'list_changes',
    title: 'List detected job changes',
    description:
      'Lists detected job changes, newest first: moved (new employer), promoted, title_changed, left, ' +
      'profile_not_found, each with the person, from/to company and title, and the play it produced (play_id, ' +
      'churn_play_id). Filter by type, or since (ISO date-time) for changes detected after it. Free.',
    scope: 'read',
    input: ChangeListQuerySchema,
    run: async ({ services, caller }, query) => ok(await listChanges(services, caller.workspaceId, query)),
  }),
  tool({
    name: 'list_plays',
    title: 'List plays',
    description:
      'Lists plays: recommended sales actions from job changes, with the person, old and new company and title, ICP ' +
      'fit, email and a suggested opener. Types: direct (account and contact fit), referral (account fit), watch ' +
      '(contact fit), promotion, churn_risk (someone left a customer), archive (hidden unless a status filter is ' +
      'given). Default order: open plays first, then newest. Filter by type, status, account_fit / contact_fit ' +
      '(yes/no), owner, segment, since (YYYY-MM-DD), q; sort and dir. Free.',
    scope: 'read',
    input: PlayListQuerySchema,
    run: async ({ services, caller }, query) => ok(await listPlays(services, caller.workspaceId, query)),
  }),
  tool({
    name: 'get_play',
    title: 'Get a play',
    description: 'One play by id with its opener, notes and status. Free. Get ids from list_plays or list_changes.',
    scope: 'read',
    input: IdParamsSchema,
    run: async ({ services, caller }, { id }) => ok(await getPlay(services, caller.workspaceId, id)),
  }),
  tool({
    name: 'update_play',
    title: 'Update a play',
    description:
      'Records progress on a play: status open → contacted → replied → meeting (steps may be skipped), not_relevant ' +
      'from any status, not_relevant → open to reopen; other moves are refused with the allowed next statuses. Also ' +
      'sets or clears notes (null). Send status, notes or both. Free. Needs the write scope.',
    scope: 'write',
    input: z.strictObject({ ...IdParamsSchema.shape, ...PlayPatchSchema.shape }),
    annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: async ({ services, caller }, { id, ...patch }) =>
      ok(await patchPlay(services, caller.workspaceId, id, parseWith(PlayPatchSchema, patch), causeOf(caller))),
  }),
];
