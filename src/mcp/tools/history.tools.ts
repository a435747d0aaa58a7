import { z } from 'zod';

import { getHistory, HISTORY_RESOURCES, type HistoryResource } from '../../core/journal/history';
import { HistoryQuerySchema } from '../../core/journal/journal.schema';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, tool } from '../tool-kit';

const kinds = Object.keys(HISTORY_RESOURCES) as [HistoryResource, ...HistoryResource[]];

export const historyTools = [
  tool({
    name: 'get_history',
    title: 'Get the status history of a contact, play, run or import',
    description:
      'Lists every status transition of one contact (tracking status), play, run or import, oldest first: from, event, ' +
      'to, when, and the cause (api_key:<id>, oauth:<user id>, scheduler, checker:<failure class>, import, system). ' +
      'Events the lifecycle refused are listed with refused=true. Same as GET /{kind}/{id}/history. Free.',
    scope: 'read',
    input: z.strictObject({
      kind: z.enum(kinds).meta({ description: 'contacts, plays, runs or imports' }),
      ...IdParamsSchema.shape,
      ...HistoryQuerySchema.shape,
    }),
    run: async ({ services, caller }, { kind, id, page, page_size }) =>
      ok(await getHistory(services, caller.workspaceId, kind, id, { page, page_size })),
  }),
];
