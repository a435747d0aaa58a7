import { z } from 'zod';

import { getHistory, HISTORY_RESOURCES, type HistoryResource } from '../../core/journal/history';
import { HistoryQuerySchema } from '../../core/journal/journal.schema';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, tool } from '../tool-kit';

/** The `kind` values, as the REST paths spell them (`/contacts/{id}/history` ...): the title, the description and the schema all name these. */
export const HISTORY_KINDS = Object.keys(HISTORY_RESOURCES) as [HistoryResource, ...HistoryResource[]];
const kindList = `${HISTORY_KINDS.slice(0, -1).join(', ')} or ${HISTORY_KINDS.at(-1)}`;
const kindMachines = HISTORY_KINDS.map((k) => `${k} (the ${HISTORY_RESOURCES[k].machine} machine)`).join(', ');

export const historyTools = [
  tool({
    name: 'get_history',
    title: `Get the status history of one entity: kind ${kindList}`,
    description:
      `Lists every status transition of one entity, oldest first: from, event, to, when, and the cause (api_key:<key id>, ` +
      `oauth:<user id>, user:<user id>, scheduler, checker:<failure class>, import, system). \`kind\` is one of ${kindMachines}; ` +
      'contacts list their tracking status. Events the lifecycle refused are listed with refused=true. ' +
      'Same as GET /{kind}/{id}/history. Free.',
    scope: 'read',
    input: z.strictObject({
      kind: z.enum(HISTORY_KINDS).meta({ description: `the kind of entity: ${kindList}` }),
      ...IdParamsSchema.shape,
      ...HistoryQuerySchema.shape,
    }),
    run: async ({ services, caller }, { kind, id, page, page_size }) =>
      ok(await getHistory(services, caller.workspaceId, kind, id, { page, page_size })),
  }),
];
