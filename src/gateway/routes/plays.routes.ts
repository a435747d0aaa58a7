import { PlaySchema } from '../../core/plays/play.schema';
import { getPlay, listPlays, patchPlay,PlayListQuerySchema, PlayPatchSchema } from '../../core/plays/plays.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import { playExample, playListExample } from '../examples/people.examples';
import { route } from '../route-table';

export const playRoutes = [
  route({
    method: 'get',
    path: '/plays',
    operationId: 'listPlays',
    summary: 'Plays, open first then newest first, with filters and sorting',
    description:
      'Archive plays are hidden unless a `status` filter (or `type=archive`) is given. `sort` keys: person (name), ' +
      'detected (detected_at), change (new company, then new title), relationship (segment: customer, churned, ' +
      'closed_lost, open_pipeline, unknown), afit / cfit (account / contact fit), email, play (type: direct, ' +
      'referral, watch, archive, promotion, churn_risk), status (open, contacted, replied, meeting, not_relevant), ' +
      'owner. Empty values sort last; ties break newest first.',
    tag: 'Plays',
    query: PlayListQuerySchema,
    examples: { query: { type: 'direct', status: 'open', since: '2026-03-01', sort: 'detected', dir: 'desc' } },
    responses: { 200: { description: 'A page of plays', schema: listOf(PlaySchema, 'PlayList'), example: playListExample } },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await listPlays(services, caller.workspaceId, query) }),
  }),
  route({
    method: 'get',
    path: '/plays/{id}',
    operationId: 'getPlay',
    summary: 'A play',
    tag: 'Plays',
    params: IdParamsSchema,
    examples: { params: { id: ID.play } },
    responses: { 200: { description: 'The play', schema: PlaySchema, example: playExample } },
    handler: async ({ services, caller, params }) => ({ status: 200, body: await getPlay(services, caller.workspaceId, params.id) }),
  }),
  route({
    method: 'patch',
    path: '/plays/{id}',
    operationId: 'updatePlay',
    summary: 'Move a play through its statuses and/or set its notes',
    description:
      'Forward moves (open → contacted → replied → meeting) may skip steps; not_relevant from any other status; ' +
      'not_relevant → open reopens. Any other move is 400 validation_error with a detail on `status` naming the ' +
      'allowed next statuses.',
    tag: 'Plays',
    access: 'member',
    params: IdParamsSchema,
    body: PlayPatchSchema,
    examples: { params: { id: ID.play }, body: { status: 'contacted', notes: 'Sent the opener on 2 March; follow up on 9 March.' } },
    responses: {
      200: {
        description: 'The updated play',
        schema: PlaySchema,
        example: { ...playExample, status: 'contacted', allowed_statuses: ['replied', 'meeting', 'not_relevant'], notes: 'Sent the opener on 2 March; follow up on 9 March.' },
      },
    },
    handler: async ({ services, caller, params, body }) => ({
      status: 200,
      body: await patchPlay(services, caller.workspaceId, params.id, body, causeOf(caller)),
    }),
  }),
];
